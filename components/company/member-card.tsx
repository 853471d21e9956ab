'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { useMessage } from '@/components/forms/use-message';
import { toast } from '@/components/toast/toast';
import { useMoney } from '@/components/ui/use-money';
import { toApiError } from '@/lib/api/errors';
import type { CompanyMember } from '@/lib/contract/companies';
import { CompanyRoles } from '@/lib/rules/company/company-roles';
import type { SpendingPeriod } from '@/lib/rules/company/spending-limit';
import { updateMember } from '@/lib/company/company-api';
import { euroInputOf, parseEuroInput } from '@/lib/company/money-input';
import { companyKeys } from '@/lib/company/query-keys';
import { useSession } from '@/lib/session/use-session';

type Props = { partnerId: string; member: CompanyMember; onRemove: () => void };

const PERIODS: readonly SpendingPeriod[] = ['month', 'quarter'];

/**
 * One member (issue #50 items 2–3): name, e-mail, what they spent in the period and what is left,
 * and the admin's form: role, spending limit in euros (empty: none), its period, and whether every
 * order of theirs waits for approval. A refusal (the last admin, a bad amount) keeps what was set.
 */
export function MemberCard({ partnerId, member, onRemove }: Props) {
  const t = useTranslations('company.members');
  const tr = useTranslations('company.roles');
  const tp = useTranslations('company.periods');
  const money = useMoney();
  const message = useMessage();
  const session = useSession();
  const client = useQueryClient();
  const [role, setRole] = useState(member.role);
  const [limit, setLimit] = useState(euroInputOf(member.spendingLimitCents));
  const [period, setPeriod] = useState(member.limitPeriod);
  const [always, setAlways] = useState(member.alwaysNeedsApproval);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const name = `${member.firstName} ${member.lastName}`;
  const id = `member-${member.id}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = parseEuroInput(limit);
    if (!parsed.ok) return setError(t('invalidAmount'));
    setError(undefined);
    setPending(true);
    try {
      await updateMember(member.id, { role, spendingLimitCents: parsed.cents, limitPeriod: period, alwaysNeedsApproval: always });
      toast.success(t('saved', { name }));
      void client.invalidateQueries({ queryKey: companyKeys.members(partnerId, session.id) });
      if (member.isMe) void client.invalidateQueries({ queryKey: companyKeys.all(partnerId, session.id) });
    } catch (failure) {
      const apiError = await toApiError(failure);
      setError(apiError.key === 'company_last_admin' ? t('lastAdmin') : message(apiError.key, 'errors.unknown'));
    } finally {
      setPending(false);
    }
  };

  return (
    <li className="card company-member" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>
        {name}
        {member.isMe && <span className="profile-email"> {t('you')}</span>}
      </h3>
      <p className="profile-email">{member.email}</p>
      <p>
        {member.spendingLimitCents === null
          ? t('spentNoLimit', { spent: money(member.spentCents), period: member.limitPeriod })
          : t('spent', { spent: money(member.spentCents), left: money(member.leftCents ?? 0), period: member.limitPeriod })}
      </p>
      <form className="company-member-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('formOf', { name })}>
        {error && <FormAlert kind="error">{error}</FormAlert>}
        <div className="field">
          <label htmlFor={`${id}-role`}>{t('role')}</label>
          <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as typeof role)}>
            {CompanyRoles.map((r) => (
              <option key={r} value={r}>
                {tr(r)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-limit`}>{t('limit')}</label>
          <input id={`${id}-limit`} inputMode="decimal" value={limit} onChange={(event) => setLimit(event.target.value)} aria-describedby={`${id}-limit-hint`} />
          <p id={`${id}-limit-hint`} className="field-hint">
            {t('limitHint')}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-period`}>{t('period')}</label>
          <select id={`${id}-period`} value={period} onChange={(event) => setPeriod(event.target.value as typeof period)}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {tp(p)}
              </option>
            ))}
          </select>
        </div>
        <label className="choice">
          <input type="checkbox" checked={always} onChange={(event) => setAlways(event.target.checked)} />
          {t('always')}
        </label>
        <div className="company-actions">
          <button type="submit" className="button-primary" aria-disabled={pending || undefined} aria-busy={pending}>
            {t('save')}
            <span className="visually-hidden"> {name}</span>
          </button>
          <button type="button" className="button-danger" onClick={onRemove}>
            {t('remove')}
            <span className="visually-hidden"> {name}</span>
          </button>
        </div>
      </form>
    </li>
  );
}
