'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useMessage } from '@/components/forms/use-message';
import { usePreload } from '@/components/forms/use-preload';
import { ResendVerification } from './resend-verification';
import { login } from '@/lib/api/auth';
import { toApiError } from '@/lib/api/errors';
import type { Language } from '@/lib/contract/enums';
import { lazyKeyResolver } from '@/lib/forms/lazy-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { buildPath } from '@/lib/routing/paths';
import { safeReturnTo } from '@/lib/routing/return-to';
import { setCurrentPartner } from '@/lib/session/language';
import { storeLogin } from '@/lib/session/store';

// zod and the schema load after the page (issue #15: first-load JS).
const loginResolver = lazyKeyResolver(() => import('@/lib/contract/auth').then((m) => m.zLoginRequest));

const noSubscription = () => () => undefined;
const queryParam = (name: string) => () => new URLSearchParams(window.location.search).get(name);

/**
 * Login (SPEC §2): email, password, partner code prefilled from the path. The page is the same for
 * every visitor (cached, issue #15): the query's `reason` notice and `returnTo` are read in the
 * browser, the notice once hydrated.
 */
export function LoginForm({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('auth');
  const reason = useSyncExternalStore(noSubscription, queryParam('reason'), () => null);
  // `deleted`: the profile's privacy page after the account was deleted (issue #49 item 2).
  const notice = reason === 'expired' ? t('login.expired') : reason === 'logout' ? t('login.loggedOut') : reason === 'deleted' ? t('login.accountDeleted') : undefined;
  const message = useMessage();
  const [topError, setTopError] = useState<string>();
  usePreload(loginResolver);
  const form = useForm({ resolver: loginResolver, defaultValues: { email: '', password: '', partnerCode: partnerId } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setTopError(undefined);
    try {
      const session = await login(values);
      storeLogin(session);
      setCurrentPartner(session.partnerCode);
      // After login: the remembered origin on this partner's storefront, else its landing page.
      const target =
        session.partnerCode === partnerId
          ? safeReturnTo(queryParam('returnTo')() ?? undefined, { lang, partnerId })
          : buildPath({ lang, partnerId: session.partnerCode });
      window.location.assign(target);
    } catch (error) {
      setTopError(applyServerErrors(await toApiError(error), ['email', 'password', 'partnerCode'], form.setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="auth-form">
      {notice && !topError && <FormAlert kind="success">{notice}</FormAlert>}
      {topError && <FormAlert kind="error">{message(topError, 'errors.unknown')}</FormAlert>}
      {topError === 'account_not_verified' && <ResendVerification email={form.getValues('email')} />}
      <TextField label={t('email')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email} />
      <TextField label={t('password')} type="password" autoComplete="current-password" registration={form.register('password')} error={errors.password} />
      <TextField label={t('partnerCode')} autoComplete="organization" registration={form.register('partnerCode')} error={errors.partnerCode} />
      <SubmitButton label={t('login.submit')} pending={isSubmitting} />
      <p className="auth-links">
        <IntentLink href={buildPath({ lang, partnerId, path: 'forgot-password' })}>{t('login.forgot')}</IntentLink>
        <span>
          {t('login.noAccount')} <IntentLink href={buildPath({ lang, partnerId, path: 'register' })}>{t('login.register')}</IntentLink>
        </span>
      </p>
    </form>
  );
}
