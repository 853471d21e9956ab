import { eq } from 'drizzle-orm';
import { zLoyalty } from '@/lib/contract/loyalty';
import { customers, orders, partners } from '../db/schema';
import { changeOrderStatus } from '../services/orders/order-status';
import { lastMail, tokenOf } from '../testing/auth-helpers';
import { buyerWithCart, orderBody, orderSuite } from '../testing/order-helpers';
import { signAccessToken } from '../services/access-tokens';

/**
 * Loyalty points (issue #18 item 5): an order earns pending points on its goods, its completion
 * approves them, an order cancelled or returned takes them back (never below a zero balance); a
 * verified registration gives the partner's Register points; GET /Loyalty shows it all.
 */
const s = orderSuite();
const STAFF = { kind: 'staff' as const, id: 1, name: 'Test Employee' };
const loyalty = (token: string) => s.t.call('GET', '/Loyalty', undefined, { token, partner: 'acme' });

async function placed() {
  const { buyer, cart, client } = await buyerWithCart(s, 2);
  const res = await client.place(orderBody(s.t, cart));
  expect(res.status).toBe(201);
  const [row] = await s.t.db.select().from(orders).where(eq(orders.uid, res.body.uid as string));
  return { buyer, order: row!, points: Math.floor(cart.totals.total / 100) };
}
const walk = async (orderId: number, steps: readonly ('Processing' | 'InDelivery' | 'Completed' | 'Cancelled' | 'Returned')[]) => {
  for (const to of steps) await changeOrderStatus(s.t.deps, { orderId, to, actor: STAFF });
};

describe('loyalty points', () => {
  it('an order earns pending points, approved when it completes; the history names the order', async () => {
    const { buyer, order, points } = await placed();
    expect(points).toBeGreaterThan(0);
    const before = await loyalty(buyer.token);
    expect(before.status).toBe(200);
    expect(zLoyalty.strict().safeParse(before.body).error).toBeUndefined();
    expect(before.body).toMatchObject({ balance: 0, pending: points, pointsPerEuro: 1 });
    expect(before.body.entries).toEqual([{ type: 'ForConsumption', status: 'PendingPoints', points, orderNumber: order.orderNumber, createdAt: expect.any(String) }]);
    await walk(order.id, ['Processing', 'InDelivery', 'Completed']);
    expect((await loyalty(buyer.token)).body).toMatchObject({ balance: points, pending: 0 });
    // A return after completion takes them back.
    await walk(order.id, ['Returned']);
    const after = (await loyalty(buyer.token)).body;
    expect(after).toMatchObject({ balance: 0, pending: 0 });
    expect(after.entries.map((e: { type: string; points: number }) => [e.type, e.points])).toEqual([
      ['Revert', -points],
      ['ForConsumption', points],
    ]);
  });

  it('a cancelled order takes back its pending points, once', async () => {
    const { buyer, order } = await placed();
    await walk(order.id, ['Cancelled']);
    expect((await loyalty(buyer.token)).body).toMatchObject({ balance: 0, pending: 0 });
    expect((await loyalty(buyer.token)).body.entries).toHaveLength(2);
  });

  it("the partner's rate counts", async () => {
    await s.t.db.update(partners).set({ loyaltyPointsPerEuro: 3 }).where(eq(partners.code, 'acme'));
    try {
      const { buyer, points } = await placed();
      expect((await loyalty(buyer.token)).body).toMatchObject({ pending: points * 3, pointsPerEuro: 3 });
    } finally {
      await s.t.db.update(partners).set({ loyaltyPointsPerEuro: 1 }).where(eq(partners.code, 'acme'));
    }
  });

  it('a verified registration gives the Register points once; the points are per customer and partner', async () => {
    const email = `loyal-${Date.now()}@example.com`;
    await s.t.call('POST', '/Customers/Register', { firstName: 'Ελένη', lastName: 'Νικολάου', email, password: 'Str0ng-pass', registrationCode: 'ACME-2026' }, { lang: 'el' });
    const guid = tokenOf((await lastMail(s.t, email, 'verify'))?.links[0]);
    expect((await s.t.call('POST', '/Customers/ValidateRegistration', { guid })).status).toBe(200);
    expect((await s.t.call('POST', '/Customers/ValidateRegistration', { guid })).status).toBe(200);
    const [customer] = await s.t.db.select().from(customers).where(eq(customers.email, email));
    const token = await signAccessToken(s.t.deps, { customerId: customer!.id, partnerId: customer!.partnerId, partnerCode: 'acme', familyId: 'f-loyal' });
    const body = (await loyalty(token)).body;
    expect(body).toMatchObject({ balance: 100, pending: 0 });
    expect(body.entries).toEqual([{ type: 'Register', status: 'ApprovedPoints', points: 100, orderNumber: null, createdAt: expect.any(String) }]);
    expect((await s.t.call('GET', '/Loyalty', undefined, { partner: 'acme' })).status).toBe(401);
  });
});
