import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { coupons, partners } from './schema';
import { guardPgClients } from '../testing/pg-overlap-guard';
import { buyerWithCart, orderBody, orderSuite } from '../testing/order-helpers';

/**
 * Issue #44 item 8: no pooled client is ever given two queries at once. Under concurrent load on
 * PostgreSQL (`node scripts/test-pg.mjs`), customers apply a coupon, place orders and read their
 * carts, orders and points side by side while every node-postgres client is watched
 * (testing/pg-overlap-guard.ts). Before the fix, a transaction ran its reads with Promise.all on
 * its one client (placing an order read the cart's points that way; applying a coupon its limits).
 * On PGlite there is no pool: the same load runs and must simply succeed.
 */
const s = orderSuite();
const BUYERS = 8;
const onPostgres = !!process.env.TEST_PG_URL;
let guard: ReturnType<typeof guardPgClients>;
beforeAll(() => (guard = guardPgClients()));
afterAll(() => guard.restore());

async function coupon(code: string): Promise<void> {
  const [acme] = await s.t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'acme'));
  await s.t.db.insert(coupons).values({ partnerId: acme!.id, code, kind: 'Percentage', value: 5, policy: 'Additive', maxRedemptions: 1000, perCustomerLimit: null });
}

it(`${BUYERS} customers at once: coupon, order, cart, orders and points; no client ever runs two queries at once`, async () => {
  await coupon('OVERLAP5');
  const buyers = await Promise.all(Array.from({ length: BUYERS }, () => buyerWithCart(s, 1, ({ product, variant }) => product.discountable && variant.stock >= 3)));
  const before = guard.queries;
  const results = await Promise.all(
    buyers.map(async ({ buyer, client }) => {
      const options = { token: buyer.token, partner: 'acme' };
      const applied = await s.t.call('POST', '/Cart/Coupon', { code: 'OVERLAP5' }, options);
      expect(applied.status).toBe(200);
      const [placed] = await Promise.all([
        client.place(orderBody(s.t, applied.body as Cart)),
        s.t.call('GET', '/Cart', undefined, options),
        s.t.call('GET', '/Loyalty', undefined, options),
      ]);
      const listed = await client.list();
      return [placed.status, listed.status];
    }),
  );
  expect(results).toEqual(Array(BUYERS).fill([201, 200]));
  if (onPostgres) expect(guard.queries - before).toBeGreaterThan(BUYERS * 10); // the guard saw the load
  expect(guard.overlaps).toEqual([]);
  expect(guard.warnings).toEqual([]);
});
