'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useMessage } from '@/components/forms/use-message';
import { usePreload } from '@/components/forms/use-preload';
import { toApiError } from '@/lib/api/errors';
import { inviteMember } from '@/lib/company/company-api';
import { companyKeys } from '@/lib/company/query-keys';
import { lazyKeyResolver } from '@/lib/forms/lazy-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { CompanyRoles, type CompanyRole } from '@/lib/rules/company/company-roles';
import { useSession } from '@/lib/session/use-session';

const resolver = lazyKeyResolver(() => import('@/lib/contract/companies').then((m) => m.zCreateInvitationRequest));

/**
 * Invite a colleague (issue #50 item 2): their e-mail and role. The mail goes in this page's
 * language with a link that works once, for a week. The form empties once sent; a refusal (already
 * a member somewhere, too many pending) keeps what was typed.
 */
export function InviteForm({ partnerId }: { partnerId: string }) {
  const t = useTranslations('company.invitations.form');
  const tr = useTranslations('company.roles');
  const message = useMessage();
  const session = useSession();
  const client = useQueryClient();
  const [topError, setTopError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  usePreload(resolver);
  const form = useForm<{ email: string; role: CompanyRole }>({ resolver, defaultValues: { email: '', role: 'buyer' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setTopError(undefined);
    setSentTo(undefined);
    try {
      const invitation = await inviteMember(values);
      setSentTo(invitation.email);
      form.reset({ email: '', role: values.role });
      void client.invalidateQueries({ queryKey: companyKeys.invitations(partnerId, session.id) });
    } catch (error) {
      setTopError(applyServerErrors(await toApiError(error), ['email', 'role'], form.setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="profile-form company-invite" aria-labelledby="company-invite-title">
      <h3 id="company-invite-title">{t('title')}</h3>
      {topError && <FormAlert kind="error">{message(topError, 'errors.unknown')}</FormAlert>}
      {sentTo && <FormAlert kind="success">{t('sent', { email: sentTo })}</FormAlert>}
      <div className="field-row">
        <TextField label={t('email')} type="email" autoComplete="off" registration={form.register('email')} error={errors.email} />
        <SelectField label={t('role')} registration={form.register('role')} error={errors.role} options={CompanyRoles.map((role) => ({ value: role, label: tr(role) }))} />
      </div>
      <SubmitButton label={t('submit')} pending={isSubmitting} />
    </form>
  );
}
