/**
 * A company refusal of an order or an approval (issue #50), with the figures the customer needs
 * to act: overdue invoices (how much, since when) block payment on account; beyond the credit
 * left (how much is left); nobody but the buyer could approve it; the member's role may not
 * order. Anything else is not a company refusal (undefined): the checkout's usual handling.
 */
export type CompanyRefusal =
  | { kind: 'credit_overdue'; overdueCents: number | null; oldestDueAt: string | null }
  | { kind: 'credit_insufficient'; availableCents: number | null }
  | { kind: 'approval_no_approver' }
  | { kind: 'company_role_forbidden' };

type Failure = { key: string; params?: Record<string, Record<string, string | number>> };

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const dateOf = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null);

export function companyRefusal(failure: Failure): CompanyRefusal | undefined {
  const credit = failure.params?.credit ?? {};
  switch (failure.key) {
    case 'credit_overdue':
      return { kind: 'credit_overdue', overdueCents: numberOf(credit.overdueCents), oldestDueAt: dateOf(credit.oldestDueAt) };
    case 'credit_insufficient':
      return { kind: 'credit_insufficient', availableCents: numberOf(credit.availableCents) };
    case 'approval_no_approver':
    case 'company_role_forbidden':
      return { kind: failure.key };
    default:
      return undefined;
  }
}

/** Whether the refusal is about paying on account (shown at the payment choice, where another way to pay is picked). */
export const isCreditRefusal = (refusal: CompanyRefusal | undefined): refusal is Extract<CompanyRefusal, { kind: 'credit_overdue' | 'credit_insufficient' }> =>
  refusal?.kind === 'credit_overdue' || refusal?.kind === 'credit_insufficient';
