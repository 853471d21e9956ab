'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useMessage } from '@/components/forms/use-message';
import { usePreload } from '@/components/forms/use-preload';
import { LegalLinksNote } from '@/components/legal/legal-links-note';
import { login } from '@/lib/api/auth';
import { toApiError } from '@/lib/api/errors';
import type { InvitationCheck } from '@/lib/contract/companies';
import type { Language } from '@/lib/contract/enums';
import { PASSWORD_MIN_LENGTH } from '@/lib/contract/limits';
import { acceptInvitation } from '@/lib/company/company-api';
import { EMPTY_JOIN_FORM, joinFormBody, type JoinFormValues } from '@/lib/company/join-form';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { buildPath } from '@/lib/routing/paths';
import { setCurrentPartner } from '@/lib/session/language';
import { storeLogin } from '@/lib/session/store';

const FIELDS = ['firstName', 'lastName', 'password', 'mobile'] as const;

// zod and the contract's rules load after the page (issue #15); an empty mobile is not sent, so not checked.
const resolver = lazyResolver<JoinFormValues, unknown, JoinFormValues>(async () => {
  const [{ keyResolver }, { zAcceptInvitationRequest }] = await Promise.all([import('@/lib/forms/resolver'), import('@/lib/contract/companies')]);
  const check = keyResolver(zAcceptInvitationRequest.omit({ token: true })) as unknown as Resolver<JoinFormValues>;
  return async (values, context, options) => {
    const result = await check(joinFormBody(values) as JoinFormValues, context, options);
    return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
  };
});

type Props = { lang: Language; partnerId: string; token: string; invitation: InvitationCheck };

/**
 * Registering through an invitation (issue #50): the invitation's e-mail (shown, not typed), first
 * and last name, a password, and an optional mobile. The account is active at once and a member;
 * it is then signed in and taken to the company. A link that stopped working meanwhile says so.
 */
export function JoinRegisterForm({ lang, partnerId, token, invitation }: Props) {
  const t = useTranslations('company.join');
  const ta = useTranslations('auth');
  const message = useMessage();
  const [topError, setTopError] = useState<string>();
  const [registered, setRegistered] = useState(false);
  usePreload(resolver);
  const form = useForm<JoinFormValues>({ resolver, defaultValues: EMPTY_JOIN_FORM });
  const { errors, isSubmitting } = form.formState;
  const loginHref = buildPath({ lang, partnerId, path: 'login' });

  const onSubmit = form.handleSubmit(async (values) => {
    setTopError(undefined);
    let done = false;
    try {
      const accepted = await acceptInvitation({ token, ...joinFormBody(values) });
      done = true;
      setRegistered(true);
      const session = await login({ email: accepted.email, password: values.password, partnerCode: partnerId });
      storeLogin(session);
      setCurrentPartner(session.partnerCode);
      window.location.assign(buildPath({ lang, partnerId, path: 'profile/company' }));
    } catch (error) {
      // Registered but not signed in (the login failed): the notice and the login link stand.
      if (done) return;
      const apiError = await toApiError(error);
      setTopError(applyServerErrors(apiError, FIELDS, form.setError));
    }
  });

  if (registered) {
    return (
      <>
        <FormAlert kind="success">{t('registered', { company: invitation.companyName })}</FormAlert>
        <p>
          <a href={loginHref}>{ta('login.submit')}</a>
        </p>
      </>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="auth-form">
      {topError && <FormAlert kind="error">{topError === 'invitation_invalid' ? t('invalidNow') : topError === 'invitation_account_exists' ? t('accountExists', { email: invitation.email }) : message(topError, 'errors.unknown')}</FormAlert>}
      <p>{t('registerIntro', { email: invitation.email })}</p>
      <TextField label={ta('firstName')} autoComplete="given-name" registration={form.register('firstName')} error={errors.firstName} />
      <TextField label={ta('lastName')} autoComplete="family-name" registration={form.register('lastName')} error={errors.lastName} />
      <TextField label={ta('password')} type="password" autoComplete="new-password" registration={form.register('password')} error={errors.password} hint={ta('passwordRule', { min: PASSWORD_MIN_LENGTH })} />
      <TextField label={t('mobile')} type="tel" autoComplete="tel" registration={form.register('mobile')} error={errors.mobile} />
      <LegalLinksNote lang={lang} partnerId={partnerId} kind="register" />
      <SubmitButton label={t('registerSubmit', { company: invitation.companyName })} pending={isSubmitting} />
    </form>
  );
}
