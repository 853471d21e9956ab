'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toast/toast';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { updateMarketing } from '@/lib/api/account-privacy';
import { toApiError } from '@/lib/api/errors';
import { queryKeys } from '@/lib/api/query-keys';
import type { Profile } from '@/lib/contract/customer';

/**
 * "Marketing messages" (issue #49 item 2): one checkbox, unticked until the customer ticks it, and
 * Save (`PUT /Customers/Profile/Marketing`). A save updates the cached profile and says so in a
 * toast; a refusal keeps what was ticked and says why.
 */
export function PrivacyMarketing({ partnerId, profile }: { partnerId: string; profile: Profile }) {
  const t = useTranslations('privacy.marketing');
  const format = useFormatter();
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(profile.marketingOptIn);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setPending(true);
    try {
      const saved = await updateMarketing(wanted);
      queryClient.setQueryData(queryKeys.profile(partnerId), saved);
      toast.success(t('saved'));
    } catch (failure) {
      setError((await toApiError(failure)).key === 'impersonation_forbidden' ? t('impersonation') : t('failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card profile-card privacy-card" aria-labelledby="privacy-marketing">
      <h2 id="privacy-marketing">{t('title')}</h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="profile-form">
        <p>{t('text')}</p>
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <label className="choice">
          <input type="checkbox" name="marketingEmail" checked={wanted} onChange={(event) => setWanted(event.target.checked)} />
          {t('label')}
        </label>
        {profile.marketingOptInAt && <p className="profile-email">{t('since', { date: format.dateTime(new Date(profile.marketingOptInAt), { dateStyle: 'long' }) })}</p>}
        <SubmitButton label={t('save')} pending={pending} />
      </form>
    </section>
  );
}
