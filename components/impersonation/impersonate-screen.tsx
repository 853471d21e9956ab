'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { useMessage } from '@/components/forms/use-message';
import { logout, startImpersonation } from '@/lib/api/auth';
import { toApiError } from '@/lib/api/errors';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { buildPath } from '@/lib/routing/paths';
import { staffPath } from '@/lib/routing/staff';
import { setCurrentPartner } from '@/lib/session/language';
import { clearSession, getSession, storeLogin } from '@/lib/session/store';

/** The one-time code from the URL fragment (`#code=…`): never sent to a server in a request line, a log or a Referer. */
export const handoffCodeOf = (hash: string): string | undefined => new URLSearchParams(hash.replace(/^#/, '')).get('code') ?? undefined;

/**
 * Where the staff console sends a sales person who starts shopping as a customer (issue #17
 * item 4): exchanges the code for the customer's session (ending a session this browser had),
 * then opens the partner's landing page with the impersonation banner.
 */
export function ImpersonateScreen({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('auth.impersonate');
  const message = useMessage();
  const [error, setError] = useState<string>();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = handoffCodeOf(window.location.hash);
    window.history.replaceState(null, '', window.location.pathname);
    void (async () => {
      try {
        if (!code) throw new Error('no code');
        const session = await startImpersonation(code);
        const { rt } = getSession();
        if (rt) await logout(rt).catch(() => undefined);
        clearSession();
        storeLogin(session);
        setCurrentPartner(session.partnerCode);
        window.location.assign(buildPath({ lang, partnerId: session.partnerCode }));
      } catch (failure) {
        setError(code ? (await toApiError(failure)).key : 'impersonation_link_invalid');
      }
    })();
  }, [lang, partnerId]);
  if (!error) return <p role="status">{t('working')}</p>;
  return (
    <>
      <FormAlert kind="error">{message(error, 'errors.unknown')}</FormAlert>
      <p className="page-links">
        <a href={staffPath(lang, 'customers', routingConfig)}>{t('back')}</a>
      </p>
    </>
  );
}
