'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { logout } from '@/lib/api/auth';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { clearSession, getSession } from '@/lib/session/store';

/** Logout (SPEC §2): revokes the session on the server, clears it here (other tabs follow). */
export function LogoutScreen({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('auth');
  const [done, setDone] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { rt } = getSession();
    const revoke = rt ? logout(rt).catch(() => undefined) : Promise.resolve();
    void revoke.finally(() => {
      clearSession();
      setDone(true);
    });
  }, []);
  if (!done) return <p role="status">{t('logout.working')}</p>;
  return (
    <>
      <FormAlert kind="success">{t('logout.done')}</FormAlert>
      <p className="page-links">
        <IntentLink href={buildPath({ lang, partnerId, path: 'login' })}>{t('logout.again')}</IntentLink>
      </p>
    </>
  );
}
