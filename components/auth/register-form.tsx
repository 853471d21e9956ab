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
import { LegalLinksNote } from '@/components/legal/legal-links-note';
import { ResendVerification } from './resend-verification';
import { register } from '@/lib/api/auth';
import { toApiError } from '@/lib/api/errors';
import { PASSWORD_MIN_LENGTH } from '@/lib/contract/limits';
import type { Language } from '@/lib/contract/enums';
import { lazyKeyResolver } from '@/lib/forms/lazy-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { buildPath } from '@/lib/routing/paths';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'registrationCode'] as const;

// zod and the schema load after the page (issue #15: first-load JS).
const resolver = lazyKeyResolver(() => import('@/lib/contract/auth').then((m) => m.zRegisterRequest));

/**
 * Registration (SPEC §2): first name, last name, email, password, registration code. A new and an
 * already registered email get the same "check your email" outcome (the mail tells which).
 */
export function RegisterForm({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('auth');
  const message = useMessage();
  const [topError, setTopError] = useState<string>();
  const [doneFor, setDoneFor] = useState<string>();
  usePreload(resolver);
  const form = useForm({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', registrationCode: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setTopError(undefined);
    try {
      await register(values);
      setDoneFor(values.email);
    } catch (error) {
      setTopError(applyServerErrors(await toApiError(error), FIELDS, form.setError));
    }
  });

  const loginHref = buildPath({ lang, partnerId, path: 'login' });
  if (doneFor) {
    return (
      <>
        <FormAlert kind="success">{t('register.done', { email: doneFor })}</FormAlert>
        <ResendVerification email={doneFor} />
        <p>
          <IntentLink href={loginHref}>{t('backToLogin')}</IntentLink>
        </p>
      </>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="auth-form">
      {topError && <FormAlert kind="error">{message(topError, 'errors.unknown')}</FormAlert>}
      <TextField label={t('firstName')} autoComplete="given-name" registration={form.register('firstName')} error={errors.firstName} />
      <TextField label={t('lastName')} autoComplete="family-name" registration={form.register('lastName')} error={errors.lastName} />
      <TextField label={t('email')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email} />
      <TextField label={t('password')} type="password" autoComplete="new-password" registration={form.register('password')} error={errors.password} hint={t('passwordRule', { min: PASSWORD_MIN_LENGTH })} />
      <TextField label={t('registrationCode')} registration={form.register('registrationCode')} error={errors.registrationCode} />
      <LegalLinksNote lang={lang} partnerId={partnerId} kind="register" />
      <SubmitButton label={t('register.submit')} pending={isSubmitting} />
      <p className="auth-links">
        <span>
          {t('register.haveAccount')} <IntentLink href={loginHref}>{t('login.submit')}</IntentLink>
        </span>
      </p>
    </form>
  );
}
