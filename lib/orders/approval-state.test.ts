import { OrderStatusCode } from '@/lib/contract/enums';
import { approvalView, awaitsApproval } from './approval-state';

const approval = (change: Partial<Parameters<typeof approvalView>[0]>): Parameters<typeof approvalView>[0] => ({
  requestId: 7,
  state: 'waiting',
  reasons: ['over_threshold'],
  holdUntil: '2026-11-25T10:00:00.000Z',
  decidedAt: null,
  note: null,
  ...change,
});

describe('awaitsApproval', () => {
  it('is true for a Pending order that waits for an approver', () => {
    expect(awaitsApproval({ status: OrderStatusCode.Pending, awaitingApproval: true })).toBe(true);
  });
  it('is false once the request ended or for an order placed without one', () => {
    expect(awaitsApproval({ status: OrderStatusCode.Pending, awaitingApproval: false })).toBe(false);
    expect(awaitsApproval({ status: OrderStatusCode.Processing, awaitingApproval: false })).toBe(false);
  });
  it('reads a cancelled order as cancelled even if its flag was left on', () => {
    expect(awaitsApproval({ status: OrderStatusCode.Cancelled, awaitingApproval: true })).toBe(false);
  });
});

describe('approvalView', () => {
  it('says why a waiting request waits and until when', () => {
    expect(approvalView(approval({ reasons: ['over_limit', 'always'] }))).toEqual({ state: 'waiting', reasons: ['over_limit', 'always'], holdUntil: '2026-11-25T10:00:00.000Z' });
  });
  it('gives a decline its approver’s reason, trimmed; none when blank', () => {
    const decided = { state: 'declined' as const, decidedAt: '2026-11-23T09:00:00.000Z' };
    expect(approvalView(approval({ ...decided, note: '  Not this month ' }))).toEqual({ ...decided, reason: 'Not this month' });
    expect(approvalView(approval({ ...decided, note: '  ' }))).toEqual({ ...decided, reason: null });
    expect(approvalView(approval({ ...decided, note: null }))).toEqual({ ...decided, reason: null });
  });
  it('says why the shop cancelled a request when its note names it, nothing for an order cancelled', () => {
    const ended = { state: 'cancelled' as const, decidedAt: '2026-11-23T09:00:00.000Z' };
    expect(approvalView(approval({ ...ended, note: 'buyer_removed' }))).toEqual({ ...ended, ending: 'buyer_removed' });
    expect(approvalView(approval({ ...ended, note: 'company_disabled' }))).toEqual({ ...ended, ending: 'company_disabled' });
    expect(approvalView(approval({ ...ended, note: 'order_cancelled' }))).toEqual({ ...ended, ending: null });
  });
  it('keeps only the decision time of an approved or expired request (the expiry note is a code, not a reason)', () => {
    expect(approvalView(approval({ state: 'approved', decidedAt: '2026-11-23T09:00:00.000Z', note: null }))).toEqual({ state: 'approved', decidedAt: '2026-11-23T09:00:00.000Z' });
    expect(approvalView(approval({ state: 'expired', decidedAt: '2026-11-25T10:00:00.000Z', note: 'expired' }))).toEqual({ state: 'expired', decidedAt: '2026-11-25T10:00:00.000Z' });
  });
});
