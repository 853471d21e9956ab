import { figuresOfCheckout, figuresOfSpending, spendingNote, type SpendingFigures } from './spending-note';

const buyer: SpendingFigures = { mayPlaceOrders: true, limitCents: 100_000, period: 'month', spentCents: 70_000, leftCents: 30_000, thresholdCents: 50_000, alwaysNeedsApproval: false };

describe('spendingNote', () => {
  it('tells a viewer that they cannot order, whatever the total', () => {
    expect(spendingNote({ ...buyer, mayPlaceOrders: false }, 100)).toEqual({ kind: 'cannot_order' });
  });

  it('says what is left of the limit in its period and that an order within it goes through', () => {
    expect(spendingNote(buyer, 20_000)).toEqual({ kind: 'can_order', left: { cents: 30_000, period: 'month' }, reasons: [], thresholdCents: 50_000 });
    expect(spendingNote({ ...buyer, period: 'quarter' }, 30_000)).toMatchObject({ left: { period: 'quarter' }, reasons: [] });
  });

  it('gives each reason an order will wait for an approver', () => {
    expect(spendingNote(buyer, 30_001)).toMatchObject({ reasons: ['over_limit'] });
    expect(spendingNote({ ...buyer, spentCents: 0, leftCents: 100_000 }, 60_000)).toMatchObject({ reasons: ['over_threshold'] });
    expect(spendingNote({ ...buyer, alwaysNeedsApproval: true }, 60_000)).toMatchObject({ reasons: ['over_threshold', 'over_limit', 'always'] });
  });

  it('has no left amount without a limit, and no threshold reason without a threshold', () => {
    expect(spendingNote({ ...buyer, limitCents: null, leftCents: null, thresholdCents: null }, 10_000_000)).toEqual({ kind: 'can_order', left: null, reasons: [], thresholdCents: null });
  });

  it('never shows less than nothing left', () => {
    expect(spendingNote({ ...buyer, spentCents: 120_000, leftCents: null }, 100)).toMatchObject({ left: { cents: 0 }, reasons: ['over_limit'] });
  });
});

describe('the figures of the API answers', () => {
  it('reads the spending answer and the checkout company block alike', () => {
    const fromSpending = figuresOfSpending({
      limitCents: 100_000,
      period: 'quarter',
      periodStart: '2026-10-01',
      periodEnd: '2027-01-01',
      spentCents: 70_000,
      leftCents: 30_000,
      approvalThresholdCents: 50_000,
      alwaysNeedsApproval: true,
      mayPlaceOrders: true,
      onAccount: null,
    });
    const fromCheckout = figuresOfCheckout({
      id: 1,
      name: 'Ακμή',
      vatNumber: '094019245',
      taxOffice: 'ΦΑΕ Αθηνών',
      activity: 'Εμπόριο',
      role: 'buyer',
      mayPlaceOrders: true,
      addresses: [],
      approval: { thresholdCents: 50_000, limitCents: 100_000, period: 'quarter', spentCents: 70_000, leftCents: 30_000, alwaysNeedsApproval: true, hasApprover: true, holdHours: 72 },
      onAccount: null,
    });
    expect(fromSpending).toEqual({ mayPlaceOrders: true, limitCents: 100_000, period: 'quarter', spentCents: 70_000, leftCents: 30_000, thresholdCents: 50_000, alwaysNeedsApproval: true });
    expect(fromCheckout).toEqual(fromSpending);
  });
});
