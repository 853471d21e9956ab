'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { validateRegistration } from '@/lib/api/auth';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';

/**
 * Account verification (SPEC §2 validateregistration/{guid}). The confirmation is a POST sent by
 * the page, so link scanners and prefetchers that only GET the URL never spend the link.
 */
export function VerifyAccount({ lang, partnerId, guid }: { lang: Language; partnerId: string; guid: string }) {
  const t = useTranslations('auth');
  const [state, setState] = useState<'working' | 'done' | 'failed'>('working');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // React strict mode runs effects twice in development
    started.current = true;
    validateRegistration(guid).then(
      () => setState('done'),
      () => setState('failed'),
    );
  }, [guid]);
  const loginLink = <IntentLink href={buildPath({ lang, partnerId, path: 'login' })}>{t('login.submit')}</IntentLink>;
  if (state === 'working') return <p role="status">{t('verify.working')}</p>;
  return (
    <>
      <FormAlert kind={state === 'done' ? 'success' : 'error'}>{t(state === 'done' ? 'verify.done' : 'verify.failed')}</FormAlert>
      <p>{loginLink}</p>
    </>
  );
}
