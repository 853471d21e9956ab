'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/form-alert';
import { useMoney } from '@/components/ui/use-money';
import type { CheckoutCompany } from '@/lib/contract/checkout';
import type { CompanyRefusal } from '@/lib/company/order-refusal';
import { figuresOfCheckout, spendingNote } from '@/lib/company/spending-note';

/**
 * The checkout's company notes (issue #50): whether this order will wait for an approver and why
 * (or cannot be placed: nobody else could approve it; a viewer may not order), the payment on
 * account's terms and credit, and the company refusals of a placing, each where the customer acts.
 */
export function CompanyApprovalNote({ company, total }: { company: CheckoutCompany | null; total: number }) {
  const t = useTranslations('company.checkout');
  const money = useMoney();
  if (!company) return null;
  const note = spendingNote(figuresOfCheckout(company), total);
  if (note.kind === 'cannot_order') return <FormAlert kind="error">{t('viewer')}</FormAlert>;
  if (note.reasons.length === 0) return null;
  const reasons = note.reasons.map((reason) => t(`reasons.${reason}`, { amount: money(note.thresholdCents ?? 0), left: money(note.left?.cents ?? 0) }));
  if (!company.approval.hasApprover) {
    return (
      <div className="form-alert form-alert-error" role="alert">
        <p>{t('noApprover')}</p>
        <ul>{reasons.map((reason) => <li key={reason}>{reason}</li>)}</ul>
      </div>
    );
  }
  return (
    <div className="form-alert form-alert-warning" role="status" data-testid="company-approval-note">
      <p>
        <strong>{t('approval')}</strong> {t('approvalText', { hours: company.approval.holdHours })}
      </p>
      <ul>{reasons.map((reason) => <li key={reason}>{reason}</li>)}</ul>
    </div>
  );
}

/** What payment on account means for this company: its terms and the credit left (and overdue invoices, which block it). */
export function OnAccountDetail({ onAccount }: { onAccount: CheckoutCompany['onAccount'] }) {
  const t = useTranslations('company.checkout');
  const money = useMoney();
  const format = useFormatter();
  if (!onAccount) return null;
  return (
    <>
      <span className="choice-detail">{t('onAccountTerms', { days: onAccount.termsDays, available: money(onAccount.availableCents) })}</span>
      {onAccount.overdueCents > 0 && (
        <span className="choice-detail field-error">
          {t('onAccountOverdue', { amount: money(onAccount.overdueCents), date: onAccount.oldestDueAt ? format.dateTime(new Date(onAccount.oldestDueAt), { dateStyle: 'long' }) : '—' })}
        </span>
      )}
    </>
  );
}

/** A refusal of the placing that the payment choice answers (on account: overdue invoices, not enough credit). */
export function CreditRefusalAlert({ refusal }: { refusal?: CompanyRefusal }) {
  const t = useTranslations('company.checkout');
  const money = useMoney();
  const format = useFormatter();
  if (refusal?.kind === 'credit_overdue') {
    const date = refusal.oldestDueAt ? format.dateTime(new Date(refusal.oldestDueAt), { dateStyle: 'long' }) : '—';
    return <FormAlert kind="error">{t('creditOverdue', { amount: money(refusal.overdueCents ?? 0), date })}</FormAlert>;
  }
  if (refusal?.kind === 'credit_insufficient') return <FormAlert kind="error">{t('creditInsufficient', { amount: money(refusal.availableCents ?? 0) })}</FormAlert>;
  return null;
}

/** A refusal the customer cannot fix in the form (nobody else could approve; a role that may not order), above it. */
export function CompanyRefusalAlert({ refusal }: { refusal?: CompanyRefusal }) {
  const t = useTranslations('company.checkout');
  if (refusal?.kind === 'approval_no_approver') return <FormAlert kind="error">{t('noApprover')}</FormAlert>;
  if (refusal?.kind === 'company_role_forbidden') return <FormAlert kind="error">{t('viewer')}</FormAlert>;
  return null;
}
