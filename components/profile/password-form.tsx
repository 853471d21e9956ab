'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useMessage } from '@/components/forms/use-message';
import { usePreload } from '@/components/forms/use-preload';
import { updatePassword } from '@/lib/api/auth';
import { PASSWORD_MIN_LENGTH } from '@/lib/contract/limits';
import { toApiError } from '@/lib/api/errors';
import { lazyKeyResolver } from '@/lib/forms/lazy-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { emptyPasswordValues, toUpdatePasswordRequest } from '@/lib/profile/password-form';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

// zod and the schema load after the page (issue #15: first-load JS).
const resolver = lazyKeyResolver(() => import('@/lib/profile/password-schema').then((m) => m.zChangePasswordForm));

/**
 * Change password (issue #7): current, new and confirmation through `UpdatePassword`, which ends
 * the customer's other sessions (this one stays). A wrong current password shows at its field.
 * A sales person shopping as the customer (issue #17 item 4) gets a note instead: the API refuses it.
 */
export function PasswordForm({ impersonation = false }: { impersonation?: boolean }) {
  const t = useTranslations('profile.password');
  const auth = useTranslations('auth');
  const message = useMessage();
  const [topError, setTopError] = useState<string>();
  const [done, setDone] = useState(false);
  usePreload(resolver);
  const form = useForm({ resolver, defaultValues: emptyPasswordValues() });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setTopError(undefined);
    setDone(false);
    try {
      await updatePassword(toUpdatePasswordRequest(values));
      form.reset(emptyPasswordValues());
      setDone(true);
    } catch (error) {
      setTopError(applyServerErrors(await toApiError(error), FIELDS, form.setError));
    }
  });

  if (impersonation) {
    return (
      <section className="card profile-card" aria-labelledby="change-password">
        <h2 id="change-password">{t('title')}</h2>
        <p>{t('impersonation')}</p>
      </section>
    );
  }
  return (
    <section className="card profile-card" aria-labelledby="change-password">
      <h2 id="change-password">{t('title')}</h2>
      <form onSubmit={onSubmit} noValidate className="profile-form">
        {topError && <FormAlert kind="error">{message(topError, 'errors.unknown')}</FormAlert>}
        {done && <FormAlert kind="success">{t('done')}</FormAlert>}
        <TextField label={t('current')} type="password" autoComplete="current-password" registration={form.register('currentPassword')} error={errors.currentPassword} />
        <TextField label={t('new')} type="password" autoComplete="new-password" registration={form.register('newPassword')} error={errors.newPassword} hint={auth('passwordRule', { min: PASSWORD_MIN_LENGTH })} />
        <TextField label={t('confirm')} type="password" autoComplete="new-password" registration={form.register('confirmPassword')} error={errors.confirmPassword} />
        <SubmitButton label={t('submit')} pending={isSubmitting} />
      </form>
    </section>
  );
}
