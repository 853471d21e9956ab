import { count, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { customers, idempotencyKeys, orders, privacyRequests } from '../db/schema';
import { staffCallOf, staffToken } from '../staff/testing/route-matrix-context';
import { pickOne } from '../testing/cart-helpers';
import { freshCustomer, orderBody, orderClient, orderSuite, stockOf } from '../testing/order-helpers';
import { customerWithSession, privacyClient, PRIVACY_PASSWORD } from '../testing/privacy-helpers';

/**
 * An order placed while the account is being deleted (decision 0096) ends one of two ways, never
 * in between: the order is placed and the deletion refused (409, the order named), or the account
 * is deleted and the order refused (401) with nothing written. On PGlite the two transactions run
 * one after the other; on PostgreSQL (`node scripts/test-pg.mjs`) they overlap and meet at the
 * customer's row lock.
 */
jest.setTimeout(300_000);
const s = orderSuite();
const ROUNDS = 12;

type Answer = { status: number; body: { error?: string; orderNumber?: string; uid?: string } };
type Outcome = 'placed' | 'deleted';

/** Checks one round's outcome in the database and answers which side won. */
async function judge(customerId: number, variantId: number, stock: number, placed: Answer, removed: Answer): Promise<Outcome> {
  const [row] = await s.t.db.select().from(customers).where(eq(customers.id, customerId));
  const [ordered] = await s.t.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
  const requests = await s.t.db.select().from(privacyRequests).where(eq(privacyRequests.customerId, customerId));
  if (placed.status === 201) {
    expect(removed).toMatchObject({ status: 409, body: { error: 'account_has_open_orders', params: { orders: { [placed.body.orderNumber!]: placed.body.uid } } } });
    expect(row!.deletedAt).toBeNull();
    expect(ordered!.n).toBe(1);
    expect(await stockOf(s.t, variantId)).toBe(stock - 1);
    expect(requests).toEqual([expect.objectContaining({ status: 'refused', reason: 'account_has_open_orders' })]);
    return 'placed';
  }
  expect(removed.status).toBe(200);
  expect(placed.status).toBe(401);
  expect(row!.deletedAt).not.toBeNull();
  expect(ordered!.n).toBe(0);
  expect(await s.t.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.customerId, customerId))).toEqual([{ n: 0 }]);
  expect(await stockOf(s.t, variantId)).toBe(stock);
  expect(requests).toEqual([expect.objectContaining({ status: 'completed' })]);
  return 'deleted';
}

/** Both calls at once, alternating which starts first (both orders of arrival on PostgreSQL). */
async function together(round: number, place: () => Promise<Answer>, remove: () => Promise<Answer>): Promise<[Answer, Answer]> {
  if (round % 2 === 0) return Promise.all([place(), remove()]);
  const [removed, placed] = await Promise.all([remove(), place()]);
  return [placed, removed];
}

async function buyerWithLine(make: () => Promise<{ id: number; token: string }>) {
  const buyer = await make();
  const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 5);
  const cart = (await s.t.call('POST', '/Cart/Items', { variantId: pick.variant.id, quantity: 1 }, { token: buyer.token })).body as Cart;
  return { buyer, variantId: pick.variant.id, stock: await stockOf(s.t, pick.variant.id), body: orderBody(s.t, cart) };
}

it(`the customer's own deletion and an order, ${ROUNDS} rounds: exactly one of them wins, the other leaves no trace`, async () => {
  const seen: Outcome[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { buyer, variantId, stock, body } = await buyerWithLine(() => customerWithSession(s.t));
    const [placed, removed] = await together(
      round,
      () => orderClient(s.t, buyer.token).place(body),
      () => privacyClient(s.t, buyer.token).remove(PRIVACY_PASSWORD),
    );
    seen.push(await judge(buyer.id, variantId, stock, placed, removed));
  }
  expect(seen).toHaveLength(ROUNDS);
});

it(`staff's deletion and an order with a token still valid, ${ROUNDS} rounds: the order that comes second finds the account deleted and writes nothing`, async () => {
  const staff = staffCallOf(s.t);
  const employee = await staffToken(s.t, 'Employee');
  const seen: Outcome[] = [];
  // A token whose session is not in the database (freshCustomer's): deletion cannot revoke it, so only the row lock stops the order.
  for (let round = 0; round < ROUNDS; round++) {
    const { buyer, variantId, stock, body } = await buyerWithLine(() => freshCustomer(s.t));
    const [placed, removed] = await together(
      round,
      () => orderClient(s.t, buyer.token).place(body),
      () => staff('POST', `/staff/customers/${buyer.id}/delete`, employee),
    );
    const outcome = await judge(buyer.id, variantId, stock, placed, removed);
    if (outcome === 'deleted') expect(placed.body.error).toBe('token_invalid');
    seen.push(outcome);
  }
  if (process.env.DEBUG_RACE) console.log(seen);
  expect(seen).toHaveLength(ROUNDS);
});

it('an order after the deletion, with a token the deletion could not revoke: 401 token_invalid, nothing written', async () => {
  const { buyer, variantId, stock, body } = await buyerWithLine(() => freshCustomer(s.t));
  expect((await staffCallOf(s.t)('POST', `/staff/customers/${buyer.id}/delete`, await staffToken(s.t, 'Employee'))).status).toBe(200);
  const placed = await orderClient(s.t, buyer.token).place(body);
  expect(placed).toMatchObject({ status: 401, body: { error: 'token_invalid' } });
  expect(await stockOf(s.t, variantId)).toBe(stock);
  expect(await s.t.db.select({ n: count() }).from(orders).where(eq(orders.customerId, buyer.id))).toEqual([{ n: 0 }]);
  expect(await s.t.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.customerId, buyer.id))).toEqual([{ n: 0 }]);
});
