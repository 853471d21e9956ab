'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { useMessage } from '@/components/forms/use-message';
import { resendVerification } from '@/lib/api/auth';
import { toApiError } from '@/lib/api/errors';

/**
 * "Send the verification email again" for an email that registered (the login's "not verified",
 * the registration's done screen). The answer is neutral: it never tells whether an account waits.
 */
export function ResendVerification({ email }: { email: string }) {
  const t = useTranslations('auth');
  const message = useMessage();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; key: string }>({ kind: 'idle' });
  const send = async () => {
    setState({ kind: 'sending' });
    try {
      await resendVerification(email);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', key: (await toApiError(error)).key });
    }
  };
  if (state.kind === 'sent') return <FormAlert kind="success">{t('resend.done', { email })}</FormAlert>;
  return (
    <div className="resend-verification">
      {state.kind === 'failed' && <FormAlert kind="error">{message(state.key, 'errors.unknown')}</FormAlert>}
      <p>
        {t('resend.intro')}{' '}
        <button type="button" className="button-link" onClick={send} disabled={state.kind === 'sending'} aria-busy={state.kind === 'sending'}>
          {t('resend.submit')}
        </button>
      </p>
    </div>
  );
}
