'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useMessage } from '@/components/forms/use-message';
import { usePreload } from '@/components/forms/use-preload';
import { forgotPassword } from '@/lib/api/auth';
import { toApiError } from '@/lib/api/errors';
import type { Language } from '@/lib/contract/enums';
import { lazyKeyResolver } from '@/lib/forms/lazy-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { buildPath } from '@/lib/routing/paths';

// zod and the schema load after the page (issue #15: first-load JS).
const resolver = lazyKeyResolver(() => import('@/lib/contract/auth').then((m) => m.zForgotPasswordRequest));

/** Forgot password (SPEC §2): email; confirms that a reset link was sent. */
export function ForgotPasswordForm({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('auth');
  const message = useMessage();
  const [topError, setTopError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  usePreload(resolver);
  const form = useForm({ resolver, defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setTopError(undefined);
    try {
      await forgotPassword(values);
      setSentTo(values.email);
    } catch (error) {
      setTopError(applyServerErrors(await toApiError(error), ['email'], form.setError));
    }
  });

  const loginLink = (
    <p>
      <IntentLink href={buildPath({ lang, partnerId, path: 'login' })}>{t('backToLogin')}</IntentLink>
    </p>
  );
  if (sentTo) {
    return (
      <>
        <FormAlert kind="success">{t('forgot.done', { email: sentTo })}</FormAlert>
        {loginLink}
      </>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="auth-form">
      <p>{t('forgot.intro')}</p>
      {topError && <FormAlert kind="error">{message(topError, 'errors.unknown')}</FormAlert>}
      <TextField label={t('email')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email} />
      <SubmitButton label={t('forgot.submit')} pending={isSubmitting} />
      {loginLink}
    </form>
  );
}
