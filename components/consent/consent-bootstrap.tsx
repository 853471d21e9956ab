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
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    if (window.location.hash === `#${CONSENT_SETTINGS_HASH}`) open();
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, [partnerId]);
  useEffect(() => {
    if (!consentFromCookies(document.cookie) || document.querySelector('.embed-gate')) void loadRuntime(partnerId);
  }, [partnerId, pathname]);
  return null;
}
