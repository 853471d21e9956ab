'use client';

import { useRouter } from 'next/navigation';
import { CONSENT_SETTINGS_HASH, openConsentSettings } from '@/lib/consent/consent-events';

/**
 * "Cookie settings" in the footer (issue #49 item 1): opens the consent dialog's settings at any
 * time. The sign-in pages carry no consent dialog (nothing optional happens there, and their HTML
 * stays small): there the button goes to `fallbackHref` (the privacy notice, a public page with the
 * dialog), which opens the settings at once (`#cookie-settings`). The label comes translated.
 */
export function ConsentSettingsButton({ label, fallbackHref }: { label: string; fallbackHref?: string }) {
  const router = useRouter();
  const open = () => {
    if (document.getElementById('consent-settings')) openConsentSettings();
    else if (fallbackHref) router.push(`${fallbackHref}#${CONSENT_SETTINGS_HASH}`);
  };
  return (
    <button type="button" className="link-button" onClick={open}>
      {label}
    </button>
  );
}
