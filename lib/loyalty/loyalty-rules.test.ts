import { loyaltyEffect, orderPoints, pointBalance, revertEntry } from './loyalty-rules';

describe('loyalty rules', () => {
  it('an order earns points per whole euro of its goods', () => {
    expect(orderPoints(12_399, { pointsPerEuro: 1 })).toBe(123);
    expect(orderPoints(12_399, { pointsPerEuro: 3 })).toBe(369);
    expect(orderPoints(99, { pointsPerEuro: 5 })).toBe(0);
    expect(orderPoints(0, { pointsPerEuro: 1 })).toBe(0);
    expect(orderPoints(-500, { pointsPerEuro: 1 })).toBe(0);
  });

  it('completion approves the points; an order not kept takes them back', () => {
    expect(loyaltyEffect('Completed')).toBe('approve');
    for (const to of ['Cancelled', 'NotDelivered', 'Returned', 'Refund'] as const) expect(loyaltyEffect(to)).toBe('revert');
    for (const to of ['Processing', 'InDelivery', 'PartiallyReturned', 'Invoiced', 'ReadyForPickup'] as const) expect(loyaltyEffect(to)).toBe('none');
  });

  it('sums approved and pending points apart', () => {
    expect(pointBalance([])).toEqual({ balance: 0, pending: 0 });
    expect(
      pointBalance([
        { points: 100, status: 'ApprovedPoints' },
        { points: 40, status: 'PendingPoints' },
        { points: -30, status: 'ApprovedPoints' },
        { points: -40, status: 'PendingPoints' },
      ]),
    ).toEqual({ balance: 70, pending: 0 });
  });

  it('takes pending points back in full, approved ones never below a zero balance, and only once', () => {
    expect(revertEntry({ points: 50, status: 'PendingPoints', reverted: false }, 0)).toEqual({ points: -50, status: 'PendingPoints' });
    expect(revertEntry({ points: 50, status: 'ApprovedPoints', reverted: false }, 80)).toEqual({ points: -50, status: 'ApprovedPoints' });
    expect(revertEntry({ points: 50, status: 'ApprovedPoints', reverted: false }, 20)).toEqual({ points: -20, status: 'ApprovedPoints' });
    expect(revertEntry({ points: 50, status: 'ApprovedPoints', reverted: false }, 0)).toBeUndefined();
    expect(revertEntry({ points: 50, status: 'PendingPoints', reverted: true }, 100)).toBeUndefined();
    expect(revertEntry({ points: 0, status: 'PendingPoints', reverted: false }, 100)).toBeUndefined();
  });
});
