'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { consentFromCookies } from '@/lib/consent/consent-cookie';
import { CONSENT_OPEN_EVENT, CONSENT_SETTINGS_HASH } from '@/lib/consent/consent-events';
import type * as ConsentRuntime from '@/lib/consent/consent-runtime';

type Runtime = typeof ConsentRuntime;
let runtime: Promise<Runtime> | undefined;
const loadRuntime = (partnerId: string) => (runtime ??= import('@/lib/consent/consent-runtime')).then((r) => (r.startConsent(partnerId), r));

/**
 * The consent layer's first-load part (decision 0094): a few lines that load the runtime
 * (lib/consent/consent-runtime.ts) only when it has work: no choice stored yet (the first layer
 * shows), a page with click-to-load placeholders, "Cookie settings" pressed. Renders nothing.
 */
export function ConsentBootstrap({ partnerId }: { partnerId: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const open = () => void loadRuntime(partnerId).then((r) => r.openSettings());
    // A link to `#cookie-settings`, from another page or on this one, opens the settings.
    const onHash = () => {
      if (window.location.hash === `#${CONSENT_SETTINGS_HASH}`) open();
    };
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    window.addEventListener('hashchange', onHash);
    onHash();
    return () => {
      window.removeEventListener(CONSENT_OPEN_EVENT, open);
      window.removeEventListener('hashchange', onHash);
    };
  }, [partnerId]);
  useEffect(() => {
    if (!consentFromCookies(document.cookie) || document.querySelector('.embed-gate')) void loadRuntime(partnerId);
  }, [partnerId, pathname]);
  return null;
}
