import { eq, inArray } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { orderLines, orders, partners, productVariants, quotaUsage } from '../db/schema';
import { pickOne, pickVariants, setVariant } from '../testing/cart-helpers';
import { type Buyer, freshCustomer, orderBody, orderClient, orderSuite, quotaUnits } from '../testing/order-helpers';

/**
 * Order placement under concurrency (DESIGN §5: concurrent orders can never oversell). On PGlite
 * transactions run one at a time; the PostgreSQL run (`npm run test:pg`) is the one where these
 * requests really overlap.
 */
jest.setTimeout(120_000);

const s = orderSuite();

const customersOf = async (n: number): Promise<Buyer[]> => {
  const out: Buyer[] = [];
  for (let i = 0; i < n; i++) out.push(await freshCustomer(s.t));
  return out;
};

describe('stock', () => {
  it('50 customers ordering the last 5 units: exactly 5 orders, the stock ends at 0, never below', async () => {
    const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 5);
    const buyers = await customersOf(50);
    await setVariant(s.t, pick.variant.id, { stock: 60, availability: 'Available' });
    const carts: Cart[] = [];
    for (const buyer of buyers) carts.push((await buyer.cart.add(pick.variant.id, 1)).body);
    await setVariant(s.t, pick.variant.id, { stock: 5 });
    const bodies = buyers.map((buyer, i) => orderBody(s.t, carts[i]!));

    const answers = await Promise.all(buyers.map((buyer, i) => orderClient(s.t, buyer.token).place(bodies[i])));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    for (const a of answers.filter((x) => x.status === 409)) expect(['out_of_stock', 'not_available_quantity']).toContain(a.body.error);

    const [variant] = await s.t.db.select().from(productVariants).where(eq(productVariants.id, pick.variant.id));
    expect(variant).toMatchObject({ stock: 0, availability: 'Exhausted' });
    const lines = await s.t.db.select({ orderId: orderLines.orderId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.variantId, pick.variant.id));
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(5);
    const numbers = await s.t.db.select({ n: orders.orderNumber }).from(orders).where(inArray(orders.id, lines.map((l) => l.orderId)));
    expect(new Set(numbers.map((r) => r.n)).size).toBe(5);
    // The refused customers keep their carts and used no quota.
    const refused = buyers.filter((_, i) => statuses[i] === 409);
    for (const buyer of refused.slice(0, 5)) {
      expect((await buyer.cart.get()).body.lines).toHaveLength(1);
      expect(await quotaUnits(s.t, buyer.id)).toBe(0);
    }
  });

  it('orders of overlapping variants in any line order all go through (no deadlock)', async () => {
    const [x, y, z] = pickVariants(s.oracle, 'acme', 3, s.used, ({ variant }) => variant.stock >= 1);
    for (const v of [x!, y!, z!]) await setVariant(s.t, v.variant.id, { stock: 50, availability: 'Available' });
    const buyers = await customersOf(12);
    const carts: Cart[] = [];
    for (const [i, buyer] of buyers.entries()) {
      for (const v of [[x, y, z], [z, y, x], [y, x, z]][i % 3]!) await buyer.cart.add(v!.variant.id, 1);
      carts.push((await buyer.cart.get()).body);
    }
    const answers = await Promise.all(buyers.map((buyer, i) => orderClient(s.t, buyer.token).place(orderBody(s.t, carts[i]!))));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    const stocks = await s.t.db.select({ stock: productVariants.stock }).from(productVariants).where(inArray(productVariants.id, [x!.variant.id, y!.variant.id, z!.variant.id]));
    expect(stocks.map((row) => row.stock)).toEqual([38, 38, 38]);
  });
});

describe('one customer in several tabs', () => {
  it('concurrent orders of one cart make one order; the others find the cart empty', async () => {
    const [buyer] = await customersOf(1);
    const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 3);
    const cart = (await buyer!.cart.add(pick.variant.id, 2)).body;
    const answers = await Promise.all(Array.from({ length: 5 }, () => orderClient(s.t, buyer!.token).place(orderBody(s.t, cart))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual(Array(4).fill('cart_empty'));
  });

  it('cannot go over the discount quota, whatever the interleaving of orders and cart changes', async () => {
    const [buyer] = await customersOf(1);
    const [acme] = await s.t.db.select({ id: partners.id, limit: partners.quotaLimit }).from(partners).where(eq(partners.code, 'acme'));
    await s.t.db.insert(quotaUsage).values({ customerId: buyer!.id, partnerId: acme!.id, periodStart: '2026-11-01', units: acme!.limit - 3 });
    const picks = pickVariants(s.oracle, 'acme', 4, s.used, ({ product, variant }) => product.discountable && variant.stock >= 3);
    // Two tabs: each adds two units and places the order it sees, at the same time.
    const tab = async (i: number) => {
      const cart = (await buyer!.cart.add(picks[i]!.variant.id, 2)).body;
      return orderClient(s.t, buyer!.token).place(orderBody(s.t, cart));
    };
    const answers = await Promise.all([0, 1, 2, 3].map(tab));
    expect(answers.every((a) => [201, 409].includes(a.status))).toBe(true);
    expect(await quotaUnits(s.t, buyer!.id)).toBeLessThanOrEqual(acme!.limit);
  });
});
