import { eq } from 'drizzle-orm';
import { cartLines, carts, productVariants, products } from '../db/schema';
import { login } from '../testing/auth-helpers';
import { loadOracle, type Oracle } from '../testing/catalog-oracle';
import { cartClient, cartRowCounts, pickOne, pickVariants, setVariant, type CartClient } from '../testing/cart-helpers';
import { createTestApi, type TestApi } from '../testing/test-api';

/**
 * Refused cart calls: each error key and status, bad input (never a 5xx), and that a refused
 * call writes nothing.
 */
let t: TestApi;
let oracle: Oracle;
let acme: CartClient;
let customerId: number;
const used = new Set<number>();

beforeAll(async () => {
  t = await createTestApi();
  oracle = await loadOracle(t.db);
  const session = await login(t);
  customerId = session.id;
  acme = cartClient(t, session.at);
});
afterAll(() => t.close());
afterEach(async () => {
  await acme.clear();
});

/** Runs a refused call and checks that carts and lines are as they were. */
async function refused(call: () => Promise<{ status: number; body: unknown }>) {
  const before = await cartRowCounts(t);
  const res = await call();
  expect(await cartRowCounts(t)).toEqual(before);
  return [res.status, res.body];
}

describe('adding what cannot be added', () => {
  it('an unknown variant → 404 product_not_found, and no cart is created', async () => {
    expect(await refused(() => acme.add(2_000_000_000, 1))).toEqual([404, { error: 'product_not_found' }]);
    expect(await t.db.select().from(carts).where(eq(carts.customerId, customerId))).toEqual([]);
  });
  it("a variant of another partner's restricted product → 404 product_not_found", async () => {
    const restricted = oracle.all.find((p) => p.partnerIds?.includes(oracle.partner('hellas').id))!;
    expect(await refused(() => acme.add(restricted.variants[0]!.id, 1))).toEqual([404, { error: 'product_not_found' }]);
  });
  it('a variant of a withdrawn product → 404 product_not_found', async () => {
    const pick = pickOne(oracle, 'acme', used);
    await t.db.update(products).set({ status: 'Archived' }).where(eq(products.id, pick.product.id));
    expect(await refused(() => acme.add(pick.variant.id, 1))).toEqual([404, { error: 'product_not_found' }]);
  });
  it.each([
    ['no stock', { stock: 0 }],
    ['Exhausted', { availability: 'Exhausted' }],
    ['NotAvailable', { availability: 'NotAvailable' }],
    ['ComingSoon', { availability: 'ComingSoon' }],
  ])('an unsellable variant (%s) → 409 out_of_stock', async (_, change) => {
    const pick = pickOne(oracle, 'acme', used);
    await setVariant(t, pick.variant.id, change);
    expect(await refused(() => acme.add(pick.variant.id, 1))).toEqual([409, { error: 'out_of_stock' }]);
  });
  it('more than the stock → 409 not_available_quantity with how many are available', async () => {
    const pick = pickOne(oracle, 'acme', used, ({ variant }) => variant.stock >= 2);
    const stock = pick.variant.stock;
    expect(await refused(() => acme.add(pick.variant.id, stock + 1))).toEqual([
      409,
      { error: 'not_available_quantity', fields: { quantity: 'not_available_quantity' }, params: { quantity: { available: stock } } },
    ]);
    // Merging counts what is already in the line.
    await acme.add(pick.variant.id, stock - 1);
    const res = await refused(() => acme.add(pick.variant.id, 2));
    expect(res).toEqual([409, expect.objectContaining({ params: { quantity: { available: 1 } } })]);
    expect((await acme.get()).body.lines[0].quantity).toBe(stock - 1);
  });
  it('a line holds at most 99 units whatever the stock', async () => {
    const pick = pickOne(oracle, 'acme', used);
    await setVariant(t, pick.variant.id, { stock: 500 });
    expect((await acme.add(pick.variant.id, 60)).status).toBe(200);
    expect(await refused(() => acme.add(pick.variant.id, 50))).toEqual([409, expect.objectContaining({ params: { quantity: { available: 39 } } })]);
    expect((await acme.add(pick.variant.id, 39)).body.lines[0].quantity).toBe(99);
  });
  it('a 101st line → 409 cart_full; the existing lines still take more units', async () => {
    const picks = pickVariants(oracle, 'acme', 101, used, ({ variant }) => variant.stock >= 2);
    const [cart] = await t.db.insert(carts).values({ customerId, partnerId: oracle.partner('acme').id }).onConflictDoNothing().returning();
    const cartId = cart?.id ?? (await t.db.select().from(carts).where(eq(carts.customerId, customerId)))[0]!.id;
    await t.db.insert(cartLines).values(picks.slice(0, 100).map((p) => ({ cartId, variantId: p.variant.id, quantity: 1 })));
    expect(await refused(() => acme.add(picks[100]!.variant.id, 1))).toEqual([409, { error: 'cart_full', params: { cart: { max: 100 } } }]);
    const res = await acme.add(picks[0]!.variant.id, 1);
    expect(res.status).toBe(200);
    expect(res.body.lines).toHaveLength(100);
    expect(res.body.lines[0].quantity).toBe(2);
  });
});

describe('changing a quantity that cannot be had', () => {
  it('over the stock → 409 not_available_quantity; unsellable → 409 out_of_stock; nothing changes', async () => {
    const pick = pickOne(oracle, 'acme', used, ({ variant }) => variant.stock >= 2);
    const line = (await acme.add(pick.variant.id, 1)).body.lines[0];
    expect(await refused(() => acme.update(line.id, pick.variant.stock + 1))).toEqual([
      409,
      { error: 'not_available_quantity', fields: { quantity: 'not_available_quantity' }, params: { quantity: { available: pick.variant.stock } } },
    ]);
    await setVariant(t, pick.variant.id, { availability: 'NotAvailable' });
    expect(await refused(() => acme.update(line.id, 1))).toEqual([409, { error: 'out_of_stock' }]);
    expect((await acme.get()).body.lines[0]).toMatchObject({ quantity: 1, problem: 'out_of_stock' });
  });
});

describe('bad input → 400 or 404, never a 5xx', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['a negative variant id', { variantId: -1, quantity: 1 }, { variantId: 'positive' }],
    ['a zero variant id', { variantId: 0, quantity: 1 }, { variantId: 'positive' }],
    ['a variant id over the integer range', { variantId: 1e10, quantity: 1 }, { variantId: 'max_number' }],
    ['a fractional variant id', { variantId: 1.5, quantity: 1 }, { variantId: 'integer' }],
    ['a string variant id', { variantId: '12', quantity: 1 }, { variantId: 'invalid_type' }],
    ['zero units', { variantId: 1, quantity: 0 }, { quantity: 'min_number' }],
    ['negative units', { variantId: 1, quantity: -3 }, { quantity: 'min_number' }],
    ['100 units', { variantId: 1, quantity: 100 }, { quantity: 'max_number' }],
    ['a billion units', { variantId: 1, quantity: 1e9 }, { quantity: 'max_number' }],
    ['fractional units', { variantId: 1, quantity: 2.5 }, { quantity: 'integer' }],
    ['units as a string', { variantId: 1, quantity: 'two' }, { quantity: 'invalid_type' }],
    ['no quantity', { variantId: 1 }, { quantity: 'required' }],
    ['an unknown field', { variantId: 1, quantity: 1, price: 0 }, { price: 'not_allowed_values' }],
  ])('POST with %s', async (_, body, fields) => {
    const [status, answer] = await refused(() => acme.addRaw(body));
    expect(status).toBe(400);
    expect(answer).toMatchObject({ error: 'validation_failed', fields });
  });
  it('POST with a body that is not an object, or not JSON', async () => {
    expect((await refused(() => acme.addRaw([])))[0]).toBe(400);
    expect((await refused(() => acme.addRaw('null')))[0]).toBe(400);
    expect((await refused(() => acme.addRaw('{"variantId":')))).toEqual([400, { error: 'malformed_json' }]);
  });
  it.each<[string, unknown]>([
    ['zero', { quantity: 0 }],
    ['too many', { quantity: 100 }],
    ['a string', { quantity: '1' }],
    ['an unknown field', { quantity: 1, variantId: 3 }],
    ['nothing', {}],
  ])('PATCH with %s → 400', async (_, body) => {
    const pick = pickOne(oracle, 'acme', used);
    const line = (await acme.add(pick.variant.id, 1)).body.lines[0];
    const [status, answer] = await refused(() => acme.updateRaw(line.id, body));
    expect([status, (answer as { error: string }).error]).toEqual([400, 'validation_failed']);
  });
  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999999999999', '2147483648', '%20', '00001'])('line id %j → 404 cart_line_not_found', async (lineId) => {
    expect(await refused(() => acme.update(lineId, 1))).toEqual([404, { error: 'cart_line_not_found' }]);
    expect(await refused(() => acme.remove(lineId))).toEqual([404, { error: 'cart_line_not_found' }]);
  });
  it('a line id that names no line → 404 cart_line_not_found', async () => {
    expect(await refused(() => acme.update(2_147_483_647, 1))).toEqual([404, { error: 'cart_line_not_found' }]);
    expect(await refused(() => acme.remove(123456))).toEqual([404, { error: 'cart_line_not_found' }]);
  });
});

describe('a variant deleted from the catalogue', () => {
  it('takes its line with it', async () => {
    const pick = pickOne(oracle, 'acme', used);
    await acme.add(pick.variant.id, 1);
    await t.db.delete(productVariants).where(eq(productVariants.id, pick.variant.id));
    expect((await acme.get()).body.lines).toEqual([]);
  });
});
