'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useMessage } from '@/components/forms/use-message';
import { toast } from '@/components/toast/toast';
import { useMoney } from '@/components/ui/use-money';
import { toApiError } from '@/lib/api/errors';
import type { Company } from '@/lib/contract/companies';
import { updateCompanyRules } from '@/lib/company/company-api';
import { euroInputOf, parseEuroInput } from '@/lib/company/money-input';
import { companyKeys } from '@/lib/company/query-keys';
import { useSession } from '@/lib/session/use-session';

/**
 * The company's approval threshold (issue #50 item 4): an order above it waits for an approver.
 * The admin changes it (euros; empty: none); others read it. A change someone else made meanwhile
 * is refused (409 company_changed) and the company read again, what was typed kept.
 */
export function CompanyRulesForm({ partnerId, company }: { partnerId: string; company: Company }) {
  const t = useTranslations('company.rules');
  const money = useMoney();
  const message = useMessage();
  const session = useSession();
  const client = useQueryClient();
  const [text, setText] = useState(euroInputOf(company.approvalThresholdCents));
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const admin = company.me.permissions.includes('manage_company');
  const current = company.approvalThresholdCents === null ? t('none') : t('current', { amount: money(company.approvalThresholdCents) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = parseEuroInput(text);
    if (!parsed.ok) return setError(t('invalidAmount'));
    setError(undefined);
    setPending(true);
    try {
      const saved = await updateCompanyRules({ approvalThresholdCents: parsed.cents, expectedVersion: company.version });
      client.setQueryData(companyKeys.company(partnerId, session.id), saved);
      toast.success(t('saved'));
    } catch (failure) {
      const apiError = await toApiError(failure);
      setError(apiError.key === 'company_changed' ? t('changed') : message(apiError.key, 'errors.unknown'));
      if (apiError.key === 'company_changed') void client.invalidateQueries({ queryKey: companyKeys.company(partnerId, session.id) });
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card profile-card" aria-labelledby="company-rules">
      <h2 id="company-rules">{t('title')}</h2>
      <p>{current}</p>
      {admin && (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="profile-form">
          {error && <FormAlert kind="error">{error}</FormAlert>}
          <div className="field">
            <label htmlFor="company-threshold">{t('threshold')}</label>
            <input id="company-threshold" inputMode="decimal" value={text} onChange={(event) => setText(event.target.value)} aria-describedby="company-threshold-hint" />
            <p id="company-threshold-hint" className="field-hint">
              {t('thresholdHint')}
            </p>
          </div>
          <SubmitButton label={t('save')} pending={pending} />
        </form>
      )}
    </section>
  );
}
