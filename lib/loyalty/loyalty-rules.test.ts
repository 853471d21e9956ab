import { orderPoints, pointBalance, returnedShare } from './loyalty-rules';

describe('loyalty rules', () => {
  it('an order earns points per whole euro of its goods', () => {
    expect(orderPoints(12_399, { pointsPerEuro: 1 })).toBe(123);
    expect(orderPoints(12_399, { pointsPerEuro: 3 })).toBe(369);
    expect(orderPoints(99, { pointsPerEuro: 5 })).toBe(0);
    expect(orderPoints(0, { pointsPerEuro: 1 })).toBe(0);
    expect(orderPoints(-500, { pointsPerEuro: 1 })).toBe(0);
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

  it('a partial return takes back its share (never more than it earned)', () => {
    expect(returnedShare(100, 10_000, 2_500)).toBe(25);
    expect(returnedShare(33, 9_999, 3_333)).toBe(11);
    expect(returnedShare(100, 10_000, 99)).toBe(0);
    expect(returnedShare(100, 10_000, 20_000)).toBe(100);
    expect(returnedShare(0, 10_000, 5_000)).toBe(0);
    expect(returnedShare(100, 0, 5_000)).toBe(0);
  });
});
