'use client';

import { openConsentSettings } from '@/lib/consent/consent-events';

/**
 * "Cookie settings" in the storefront's footer and the profile's privacy page (issue #49 item 1):
 * opens the consent dialog's settings at any time. The sign-in pages have a plain link instead
 * (components/layout/site-footer.tsx). The label comes translated from the server.
 */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="link-button" onClick={openConsentSettings}>
      {label}
    </button>
  );
}
