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
import { resetPassword } from '@/lib/api/auth';
import { toApiError } from '@/lib/api/errors';
import { PASSWORD_MIN_LENGTH } from '@/lib/contract/limits';
import type { Language } from '@/lib/contract/enums';
import { lazyKeyResolver } from '@/lib/forms/lazy-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { buildPath } from '@/lib/routing/paths';
import { ResetLinkInvalid } from './reset-link-invalid';

// zod and the schema load after the page (issue #15: first-load JS).
const resolver = lazyKeyResolver(() => import('@/lib/contract/auth').then((m) => m.zResetPasswordRequest));

/**
 * Reset password (SPEC §2): email, password, confirmation; a clear message for a bad or expired
 * link (the page checks the link when it opens; the submit checks it again).
 */
export function ResetPasswordForm({ lang, partnerId, guid }: { lang: Language; partnerId: string; guid: string }) {
  const t = useTranslations('auth');
  const message = useMessage();
  const [topError, setTopError] = useState<string>();
  const [done, setDone] = useState(false);
  usePreload(resolver);
  const form = useForm({ resolver, defaultValues: { guid, email: '', password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setTopError(undefined);
    try {
      await resetPassword(values);
      setDone(true);
    } catch (error) {
      setTopError(applyServerErrors(await toApiError(error), ['email', 'password', 'confirmPassword'], form.setError));
    }
  });

  const loginHref = buildPath({ lang, partnerId, path: 'login' });
  if (done) {
    return (
      <>
        <FormAlert kind="success">{t('reset.done')}</FormAlert>
        <p>
          <IntentLink href={loginHref}>{t('login.submit')}</IntentLink>
        </p>
      </>
    );
  }
  const linkProblem = topError === 'reset_link_invalid' || errors.guid;
  return (
    <form onSubmit={onSubmit} noValidate className="auth-form">
      {linkProblem ? (
        <ResetLinkInvalid lang={lang} partnerId={partnerId} />
      ) : (
        topError && <FormAlert kind="error">{message(topError, 'errors.unknown')}</FormAlert>
      )}
      <input type="hidden" {...form.register('guid')} />
      <TextField label={t('email')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email} />
      <TextField label={t('newPassword')} type="password" autoComplete="new-password" registration={form.register('password')} error={errors.password} hint={t('passwordRule', { min: PASSWORD_MIN_LENGTH })} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" registration={form.register('confirmPassword')} error={errors.confirmPassword} />
      <SubmitButton label={t('reset.submit')} pending={isSubmitting} />
    </form>
  );
}
