import { companyRefusal, isCreditRefusal } from './order-refusal';

describe('companyRefusal', () => {
  it('reads the overdue amount and the oldest due date of credit_overdue', () => {
    const refusal = companyRefusal({ key: 'credit_overdue', params: { credit: { overdueCents: 12_345, oldestDueAt: '2026-10-01T10:00:00.000Z' } } });
    expect(refusal).toEqual({ kind: 'credit_overdue', overdueCents: 12_345, oldestDueAt: '2026-10-01T10:00:00.000Z' });
    expect(isCreditRefusal(refusal)).toBe(true);
  });

  it('reads the credit left of credit_insufficient', () => {
    expect(companyRefusal({ key: 'credit_insufficient', params: { credit: { availableCents: 900 } } })).toEqual({ kind: 'credit_insufficient', availableCents: 900 });
  });

  it('stands without figures when the answer has none, or odd ones', () => {
    expect(companyRefusal({ key: 'credit_overdue' })).toEqual({ kind: 'credit_overdue', overdueCents: null, oldestDueAt: null });
    expect(companyRefusal({ key: 'credit_insufficient', params: { credit: { availableCents: 'lots' } } })).toEqual({ kind: 'credit_insufficient', availableCents: null });
    expect(companyRefusal({ key: 'credit_overdue', params: { credit: { oldestDueAt: 'yesterday' } } })).toMatchObject({ oldestDueAt: null });
  });

  it('names the approval and role refusals, and nothing else', () => {
    expect(companyRefusal({ key: 'approval_no_approver' })).toEqual({ kind: 'approval_no_approver' });
    expect(companyRefusal({ key: 'company_role_forbidden' })).toEqual({ kind: 'company_role_forbidden' });
    expect(isCreditRefusal(companyRefusal({ key: 'approval_no_approver' }))).toBe(false);
    expect(companyRefusal({ key: 'price_changed' })).toBeUndefined();
    expect(isCreditRefusal(undefined)).toBe(false);
  });
});
