'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/toast/toast';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useMessage } from '@/components/forms/use-message';
import { usePreload } from '@/components/forms/use-preload';
import { updateProfile } from '@/lib/api/customer';
import { toApiError } from '@/lib/api/errors';
import { queryKeys } from '@/lib/api/query-keys';
import type { Profile } from '@/lib/contract/customer';
import { lazyKeyResolver } from '@/lib/forms/lazy-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { accountValues, birthDateBounds } from '@/lib/profile/account-values';
import { storeProfileNames } from '@/lib/session/store';

const FIELDS = ['firstName', 'lastName', 'mobile', 'dateOfBirth'] as const;

// zod and the schema load after the page (issue #15: first-load JS).
const resolver = lazyKeyResolver(() => import('@/lib/profile/account-schema').then((m) => m.accountFormSchema()));

/**
 * The account form (SPEC §2): first name, last name, mobile, date of birth, saved with
 * `PUT /Customers/Profile`. A save updates the cached profile and the session's names, so the
 * header greets the customer by the new name at once.
 */
export function AccountForm({ partnerId, profile }: { partnerId: string; profile: Profile }) {
  const t = useTranslations('profile.account');
  const message = useMessage();
  const queryClient = useQueryClient();
  const [topError, setTopError] = useState<string>();
  const bounds = useMemo(() => birthDateBounds(new Date()), []);
  usePreload(resolver);
  const form = useForm({ resolver, defaultValues: accountValues(profile) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (request) => {
    setTopError(undefined);
    try {
      const saved = await updateProfile(request);
      queryClient.setQueryData(queryKeys.profile(partnerId), saved);
      storeProfileNames({ nm: saved.firstName, lm: saved.lastName });
      form.reset(accountValues(saved));
      toast.success(t('saved'));
    } catch (error) {
      setTopError(applyServerErrors(await toApiError(error), FIELDS, form.setError));
    }
  });

  return (
    <section className="card profile-card" aria-labelledby="account-details">
      <h2 id="account-details">{t('details')}</h2>
      <form onSubmit={onSubmit} noValidate className="profile-form">
        <p className="profile-email">{t('email', { email: profile.email })}</p>
        {topError && <FormAlert kind="error">{message(topError, 'errors.unknown')}</FormAlert>}
        <TextField label={t('firstName')} autoComplete="given-name" registration={form.register('firstName')} error={errors.firstName} />
        <TextField label={t('lastName')} autoComplete="family-name" registration={form.register('lastName')} error={errors.lastName} />
        <TextField label={t('mobile')} type="tel" autoComplete="tel" registration={form.register('mobile')} error={errors.mobile} />
        <TextField label={t('dateOfBirth')} type="date" autoComplete="bday" min={bounds.min} max={bounds.max} registration={form.register('dateOfBirth')} error={errors.dateOfBirth} />
        <SubmitButton label={t('save')} pending={isSubmitting} />
      </form>
    </section>
  );
}
