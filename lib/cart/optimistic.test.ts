import type { Cart, CartLine } from '@/lib/contract/cart';
import { withAddedUnits, withLineQuantity, withoutLine } from './optimistic';

const amounts = { net: 0, vat: 0, gross: 0, listGross: 0, discount: 0 };
const line = (id: number, quantity: number): CartLine => ({
  id,
  productId: id,
  variantId: id * 10,
  code: `P${id}`,
  eurl: `p-${id}`,
  name: `Product ${id}`,
  color: 'red',
  size: null,
  picture: `/p/${id}.svg`,
  quantity,
  stock: 10,
  availability: 'Available',
  discounted: true,
  unit: amounts,
  total: amounts,
  coupon: 0,
  points: 0,
  problem: null,
});
const cart = (): Cart => ({
  lines: [line(1, 2), line(2, 3)],
  totals: { net: 0, vat: 0, discount: 0, coupon: 0, points: 0, total: 0, listTotal: 0 },
  itemCount: 5,
  weightGrams: 2_500,
  quota: { discountedUnits: 5, remaining: 20, exceeded: false, limit: 20 },
  coupon: null,
  points: { balance: 0, centsPerPoint: 1, max: 0, requested: 0, applied: 0, cents: 0, problem: null },
  quote: null,
  freeDeliveryThreshold: 10_000,
  vatZone: 'normal',
});

describe('optimistic cart', () => {
  it('adds units to the count', () => {
    const before = cart();
    expect(withAddedUnits(before, 3)?.itemCount).toBe(8);
    expect(before.itemCount).toBe(5);
    expect(withAddedUnits(undefined, 3)).toBeUndefined();
  });

  it("sets a line's quantity and the count", () => {
    const after = withLineQuantity(cart(), 2, 1);
    expect(after?.itemCount).toBe(3);
    expect(after?.lines.map((l) => l.quantity)).toEqual([2, 1]);
    expect(withLineQuantity(cart(), 99, 1)).toEqual(cart());
  });

  it('removes a line and its units', () => {
    const after = withoutLine(cart(), 1);
    expect(after?.itemCount).toBe(3);
    expect(after?.lines.map((l) => l.id)).toEqual([2]);
    expect(withoutLine(cart(), 99)).toEqual(cart());
  });
});
