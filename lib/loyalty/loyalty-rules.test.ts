import { loyaltyEffect, orderPoints, pointBalance, returnedShare, revertEntry } from './loyalty-rules';

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
    expect(revertEntry({ points: 50, status: 'PendingPoints', revertedSoFar: 0 }, 0)).toEqual({ points: -50, status: 'PendingPoints' });
    expect(revertEntry({ points: 50, status: 'ApprovedPoints', revertedSoFar: 0 }, 80)).toEqual({ points: -50, status: 'ApprovedPoints' });
    expect(revertEntry({ points: 50, status: 'ApprovedPoints', revertedSoFar: 0 }, 20)).toEqual({ points: -20, status: 'ApprovedPoints' });
    expect(revertEntry({ points: 50, status: 'ApprovedPoints', revertedSoFar: 0 }, 0)).toBeUndefined();
    expect(revertEntry({ points: 50, status: 'PendingPoints', revertedSoFar: 50 }, 100)).toBeUndefined();
    expect(revertEntry({ points: 0, status: 'PendingPoints', revertedSoFar: 0 }, 100)).toBeUndefined();
  });

  it('a partial return takes back its share; a later full reversal takes what is left', () => {
    expect(returnedShare(100, 10_000, 2_500)).toBe(25);
    expect(returnedShare(33, 9_999, 3_333)).toBe(11);
    expect(returnedShare(100, 10_000, 99)).toBe(0);
    expect(returnedShare(100, 10_000, 20_000)).toBe(100);
    expect(returnedShare(0, 10_000, 5_000)).toBe(0);
    expect(returnedShare(100, 0, 5_000)).toBe(0);
    const earned = { points: 100, status: 'ApprovedPoints' as const };
    expect(revertEntry({ ...earned, revertedSoFar: 0 }, 500, 25)).toEqual({ points: -25, status: 'ApprovedPoints' });
    expect(revertEntry({ ...earned, revertedSoFar: 25 }, 500, 25)).toBeUndefined();
    expect(revertEntry({ ...earned, revertedSoFar: 25 }, 500, 60)).toEqual({ points: -35, status: 'ApprovedPoints' });
    expect(revertEntry({ ...earned, revertedSoFar: 60 }, 500)).toEqual({ points: -40, status: 'ApprovedPoints' });
    expect(revertEntry({ ...earned, revertedSoFar: 60 }, 10)).toEqual({ points: -10, status: 'ApprovedPoints' });
  });
});
