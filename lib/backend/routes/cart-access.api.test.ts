import { and, eq } from 'drizzle-orm';
import { cartLines, carts } from '../db/schema';
import { login } from '../testing/auth-helpers';
import { loadOracle, type Oracle } from '../testing/catalog-oracle';
import { cartClient, cartRowCounts, pickOne, pickVariants, setVariant } from '../testing/cart-helpers';
import { createTestApi, type TestApi } from '../testing/test-api';

/**
 * Whose cart: a customer only ever sees and changes their own cart under the scoped partner;
 * concurrent writes neither duplicate lines nor lose units; the cart outlives the session.
 */
let t: TestApi;
let oracle: Oracle;
const used = new Set<number>();

beforeAll(async () => {
  t = await createTestApi();
  oracle = await loadOracle(t.db);
});
afterAll(() => t.close());

describe('ownership', () => {
  it("another customer of the partner cannot see, change or remove a line → 404, the line untouched", async () => {
    const owner = cartClient(t, (await login(t)).at);
    const other = cartClient(t, (await login(t, 'second@acme.test')).at);
    const pick = pickOne(oracle, 'acme', used, ({ variant }) => variant.stock >= 2);
    const line = (await owner.add(pick.variant.id, 1)).body.lines[0];

    expect((await other.get()).body.lines).toEqual([]);
    expect((await other.update(line.id, 2)).body).toEqual({ error: 'cart_line_not_found' });
    expect((await other.remove(line.id)).body).toEqual({ error: 'cart_line_not_found' });
    expect((await other.clear()).status).toBe(200);
    expect((await owner.get()).body.lines).toEqual([expect.objectContaining({ id: line.id, quantity: 1 })]);

    // The other customer adding the same variant gets a line of their own.
    const theirs = (await other.add(pick.variant.id, 1)).body.lines[0];
    expect(theirs.id).not.toBe(line.id);
    await owner.clear();
    expect((await other.get()).body.lines).toHaveLength(1);
    await other.clear();
  });

  it("another partner's customer cannot reach the line, and a token is refused under another partner's code", async () => {
    const acme = await login(t);
    const hellas = await login(t, 'demo@hellas.test', 'hellas');
    const acmeLine = (await cartClient(t, acme.at).add(pickOne(oracle, 'acme', used).variant.id, 1)).body.lines[0];
    const hellasCart = cartClient(t, hellas.at, 'hellas');
    expect((await hellasCart.update(acmeLine.id, 2)).status).toBe(404);
    expect((await hellasCart.remove(acmeLine.id)).status).toBe(404);
    for (const call of [cartClient(t, hellas.at, 'acme'), cartClient(t, acme.at, 'hellas')]) {
      expect((await call.get()).body).toEqual({ error: 'partner_mismatch' });
      expect((await call.update(acmeLine.id, 2)).status).toBe(403);
      expect((await call.remove(acmeLine.id)).status).toBe(403);
      expect((await call.clear()).status).toBe(403);
    }
    expect((await cartClient(t, acme.at).get()).body.lines).toEqual([expect.objectContaining({ id: acmeLine.id, quantity: 1 })]);
    await cartClient(t, acme.at).clear();
  });

  it("the same customer's cart under another partner is never read or touched", async () => {
    const session = await login(t);
    const acme = cartClient(t, session.at);
    const hellasId = oracle.partner('hellas').id;
    const [foreign] = await t.db.insert(carts).values({ customerId: session.id, partnerId: hellasId }).returning();
    const pick = pickOne(oracle, 'hellas', used);
    const [line] = await t.db.insert(cartLines).values({ cartId: foreign!.id, variantId: pick.variant.id, quantity: 1 }).returning();

    expect((await acme.get()).body.lines).toEqual([]);
    expect((await acme.update(line!.id, 2)).status).toBe(404);
    expect((await acme.remove(line!.id)).status).toBe(404);
    await acme.clear();
    expect(await t.db.select().from(cartLines).where(eq(cartLines.cartId, foreign!.id))).toEqual([expect.objectContaining({ id: line!.id, quantity: 1 })]);
  });

  it('without a token → 401; an unknown or disabled partner → 404 / 403', async () => {
    const { at } = await login(t);
    expect((await t.call('POST', '/Cart/Items', { variantId: 1, quantity: 1 })).status).toBe(401);
    expect((await t.call('DELETE', '/Cart')).status).toBe(401);
    expect((await t.call('GET', '/Cart', undefined, { token: 'nonsense' })).body).toEqual({ error: 'token_invalid' });
    expect((await t.call('GET', '/Cart', undefined, { token: at, partner: 'nosuch' })).status).toBe(404);
    expect((await t.call('GET', '/Cart', undefined, { token: at, partner: 'retired' })).status).toBe(403);
  });
});

describe('concurrency', () => {
  it('concurrent adds of one variant make one line holding every unit', async () => {
    const session = await login(t);
    const cart = cartClient(t, session.at);
    const pick = pickOne(oracle, 'acme', used);
    await setVariant(t, pick.variant.id, { stock: 50 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => cart.add(pick.variant.id, 2)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const lines = (await cart.get()).body.lines;
    expect(lines).toEqual([expect.objectContaining({ variantId: pick.variant.id, quantity: 16 })]);
    const [row] = await t.db.select().from(carts).where(and(eq(carts.customerId, session.id)));
    expect(await t.db.select().from(cartLines).where(eq(cartLines.cartId, row!.id))).toHaveLength(1);
    await cart.clear();
  });

  it('concurrent first adds of different variants make one cart', async () => {
    const session = await login(t, 'second@acme.test');
    const cart = cartClient(t, session.at);
    const picks = pickVariants(oracle, 'acme', 6, used);
    const answers = await Promise.all(picks.map((p) => cart.add(p.variant.id, 1)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(await t.db.select().from(carts).where(eq(carts.customerId, session.id))).toHaveLength(1);
    expect(new Set((await cart.get()).body.lines.map((l: { variantId: number }) => l.variantId))).toEqual(new Set(picks.map((p) => p.variant.id)));
    await cart.clear();
  });

  it('concurrent adds never put more units in a line than the stock', async () => {
    const cart = cartClient(t, (await login(t)).at);
    const pick = pickOne(oracle, 'acme', used);
    await setVariant(t, pick.variant.id, { stock: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => cart.add(pick.variant.id, 1)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect((await cart.get()).body.lines[0].quantity).toBe(3);
    await cart.clear();
  });

  it('a quantity change racing with a removal ends in one of the two, never an error', async () => {
    const cart = cartClient(t, (await login(t)).at);
    const pick = pickOne(oracle, 'acme', used, ({ variant }) => variant.stock >= 2);
    const line = (await cart.add(pick.variant.id, 1)).body.lines[0];
    const [update, remove] = await Promise.all([cart.update(line.id, 2), cart.remove(line.id)]);
    expect(remove.status).toBe(200);
    expect([200, 404]).toContain(update.status);
    expect((await cart.get()).body.lines).toEqual([]);
  });
});

describe('persistence', () => {
  it('the cart outlives logout and is there at the next login', async () => {
    const first = await login(t);
    const pick = pickOne(oracle, 'acme', used, ({ variant }) => variant.stock >= 2);
    await cartClient(t, first.at).add(pick.variant.id, 2);
    expect((await t.call('POST', '/Customers/Logout', { rt: first.rt })).status).toBe(204);
    const before = await cartRowCounts(t);
    const again = await login(t);
    expect((await cartClient(t, again.at).get()).body.lines).toEqual([expect.objectContaining({ variantId: pick.variant.id, quantity: 2 })]);
    expect(await cartRowCounts(t)).toEqual(before);
    await cartClient(t, again.at).clear();
  });
});

describe('contract', () => {
  it('publishes the cart calls in the OpenAPI document', async () => {
    const doc = (await t.call('GET', '/openapi.json', undefined, { partner: null })).body;
    expect(Object.keys(doc.paths['/Cart'])).toEqual(['get', 'delete']);
    expect(Object.keys(doc.paths['/Cart/Items'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/Cart/Items/{lineId}'])).toEqual(['patch', 'delete']);
    expect(doc.components.schemas.Cart).toBeDefined();
  });
});
