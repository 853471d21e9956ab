'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { logout } from '@/lib/api/auth';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { clearSession, getSession } from '@/lib/session/store';
import { useSession } from '@/lib/session/use-session';

/**
 * Shown on every storefront page while the session carries the impersonation flag (SPEC §3, §6;
 * issue #17 item 4): whose account the sales person is using, and Stop, which ends the
 * impersonation on the server (logout of its session), clears it here and goes back to the
 * console's customers.
 */
export function ImpersonationBanner({ lang }: { lang: Language }) {
  const session = useSession();
  const t = useTranslations('layout');
  const [stopping, setStopping] = useState(false);
  if (!session.is_impersonation) return null;
  const stop = async () => {
    setStopping(true);
    const { rt } = getSession();
    await (rt ? logout(rt).catch(() => undefined) : undefined);
    clearSession();
    // A whole page load on purpose: nothing of the customer's (query cache, cart state) may stay in this tab.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${staffPath(lang, 'customers', routingConfig)}?stopped=1`);
  };
  return (
    <div className="impersonation" role="status">
      <span>{t('impersonating', { name: `${session.nm ?? ''} ${session.lm ?? ''}`.trim() })}</span>
      <button type="button" className="button-secondary" onClick={() => void stop()} disabled={stopping}>
        {t('impersonationStop')}
      </button>
    </div>
  );
}
