import { eq } from 'drizzle-orm';
import { partners, products, quotaUsage } from '../db/schema';
import { pickOne, pickVariants, setVariant } from '../testing/cart-helpers';
import { BILLING, type Buyer, buyerWithCart, freshCustomer, INVOICE, newKey, orderBody, orderClient, orderState, orderSuite } from '../testing/order-helpers';

/**
 * Every refusal of POST /Orders, and that a refused order writes nothing: no order, no line, no
 * quota s.used, no idempotency key, no payment, no mail, the stock and the cart as they were.
 */
const s = orderSuite();

/** Places an order that must be refused with this answer, and checks that nothing changed. */
async function expectRefused(buyer: Buyer, body: unknown, status: number, answer: unknown, options: { variantIds?: number[]; key?: string | null; headers?: Record<string, string> } = {}) {
  const variantIds = options.variantIds ?? [];
  const before = await orderState(s.t, variantIds);
  const cartBefore = (await buyer.cart.get()).body;
  const res = await orderClient(s.t, buyer.token).place(body, options.key === undefined ? newKey() : options.key, options.headers);
  expect([res.status, res.body]).toEqual([status, answer]);
  expect(await orderState(s.t, variantIds)).toEqual(before);
  expect((await buyer.cart.get()).body).toEqual(cartBefore);
  return res;
}

describe('the Idempotency-Key header', () => {
  it('is required and must be 8–100 characters of [A-Za-z0-9_-]', async () => {
    const { buyer, cart } = await buyerWithCart(s);
    const body = orderBody(s.t, cart);
    await expectRefused(buyer, body, 400, { error: 'idempotency_key_required', fields: { 'Idempotency-Key': 'required' } }, { key: null });
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), 'ünïcödé-key']) {
      await expectRefused(buyer, body, 400, { error: 'idempotency_key_required', fields: { 'Idempotency-Key': 'invalid_format' } }, { key });
    }
  });
});

describe('the cart', () => {
  it('must not be empty (409 cart_empty), whether there is no cart or an emptied one', async () => {
    const buyer = await freshCustomer(s.t);
    const body = { ...orderBody(s.t, (await buyer.cart.get()).body), expectedTotal: 650 };
    await expectRefused(buyer, body, 409, { error: 'cart_empty' });
    await buyer.cart.add(pickOne(s.oracle, 'acme', s.used).variant.id, 1);
    await buyer.cart.clear();
    await expectRefused(buyer, body, 409, { error: 'cart_empty' });
  });

  it('must have no line with a problem: 409 with the first problem and every problem line in params.lines', async () => {
    const buyer = await freshCustomer(s.t);
    const [a, b, c] = pickVariants(s.oracle, 'acme', 3, s.used, ({ variant }) => variant.stock >= 4);
    await buyer.cart.add(a!.variant.id, 1);
    await buyer.cart.add(b!.variant.id, 3);
    const lines = (await buyer.cart.add(c!.variant.id, 1)).body.lines;
    const priced = (await buyer.cart.get()).body;
    await setVariant(s.t, a!.variant.id, { stock: 0 });
    await setVariant(s.t, b!.variant.id, { stock: 2 });
    await s.t.db.update(products).set({ status: 'Archived' }).where(eq(products.id, c!.product.id));
    const variantIds = [a!.variant.id, b!.variant.id, c!.variant.id];
    await expectRefused(buyer, orderBody(s.t, priced), 409, {
      error: 'out_of_stock',
      params: { lines: { [lines[0].id]: 'out_of_stock', [lines[1].id]: 'not_available_quantity', [lines[2].id]: 'product_unavailable' } },
    }, { variantIds });
    await buyer.cart.remove(lines[0].id);
    await expectRefused(buyer, orderBody(s.t, priced), 409, { error: 'not_available_quantity', params: { lines: { [lines[1].id]: 'not_available_quantity', [lines[2].id]: 'product_unavailable' } } }, { variantIds });
    await s.t.db.update(products).set({ status: 'Published' }).where(eq(products.id, c!.product.id));
  });

  it('must stay within the discount quota (409 quota_exceeded)', async () => {
    const buyer = await freshCustomer(s.t);
    const pick = pickOne(s.oracle, 'acme', s.used, ({ product, variant }) => product.discountable && variant.stock >= 3);
    const cart = (await buyer.cart.add(pick.variant.id, 2)).body;
    const [acme] = await s.t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'acme'));
    await s.t.db.insert(quotaUsage).values({ customerId: buyer.id, partnerId: acme!.id, periodStart: '2026-11-01', units: 19 });
    await expectRefused(buyer, orderBody(s.t, cart), 409, { error: 'quota_exceeded', params: { quota: { discountedUnits: 2, remaining: 1, limit: 20 } } }, { variantIds: [pick.variant.id] });
    // Usage of an earlier period does not count.
    await s.t.db.update(quotaUsage).set({ periodStart: '2026-10-01' }).where(eq(quotaUsage.customerId, buyer.id));
    expect((await orderClient(s.t, buyer.token).place(orderBody(s.t, cart))).status).toBe(201);
  });
});

describe('prices', () => {
  it('refuses an expected total that is not the server’s (409 price_changed with the new total)', async () => {
    const { buyer, pick, cart } = await buyerWithCart(s, 2);
    const body = orderBody(s.t, cart);
    await expectRefused(buyer, { ...body, expectedTotal: body.expectedTotal - 1 }, 409, { error: 'price_changed', params: { expectedTotal: { total: body.expectedTotal, expected: body.expectedTotal - 1 } } }, { variantIds: [pick.variant.id] });
  });

  it('prices on the server: a price raised after the cart was shown is refused, never charged', async () => {
    const { buyer, pick, cart } = await buyerWithCart(s, 1);
    const body = orderBody(s.t, cart);
    await s.t.db.update(products).set({ priceCents: pick.product.priceCents + 1000 }).where(eq(products.id, pick.product.id));
    const res = await expectRefused(buyer, body, 409, expect.objectContaining({ error: 'price_changed' }), { variantIds: [pick.variant.id] });
    const repriced = (await buyer.cart.get()).body;
    expect(res.body.params.expectedTotal.total).toBe(orderBody(s.t, repriced).expectedTotal);
    expect(res.body.params.expectedTotal.total).toBeGreaterThan(body.expectedTotal);
    expect((await orderClient(s.t, buyer.token).place({ ...body, expectedTotal: res.body.params.expectedTotal.total })).status).toBe(201);
  });
});

describe('references', () => {
  it('refuses unknown stores and lockers and cash on delivery to a locker (400 on the field)', async () => {
    const { buyer, pick, cart } = await buyerWithCart(s);
    const variantIds = [pick.variant.id];
    const body = orderBody(s.t, cart);
    await expectRefused(buyer, { ...body, shippingMethod: 'store_pickup', storeId: 99_999 }, 400, { error: 'store_not_found', fields: { storeId: 'store_not_found' } }, { variantIds });
    await expectRefused(buyer, { ...orderBody(s.t, cart, { shippingMethod: 'boxnow', paymentMethod: 'card', cardProvider: 'Viva' }), lockerId: 'BN9999' }, 400, { error: 'locker_not_found', fields: { lockerId: 'locker_not_found' } }, { variantIds });
    await expectRefused(buyer, { ...orderBody(s.t, cart, { shippingMethod: 'boxnow' }), lockerId: 'BN1001' }, 400, { error: 'payment_not_allowed', fields: { paymentMethod: 'payment_not_allowed' } }, { variantIds });
    await expectRefused(buyer, orderBody(s.t, cart, { paymentMethod: 'card', cardProvider: 'Klarna' }), 400, { error: 'validation_failed', fields: { cardProvider: 'allowed_values_only' }, params: { cardProvider: { values: 'Viva, Alpha, Eurobank, WinBank' } } }, { variantIds });
  });

  it('refuses a saved address that is not the customer’s (400 shipTo.addressId address_not_found)', async () => {
    const other = await freshCustomer(s.t);
    const theirs = (await s.t.call('POST', '/Customers/Addresses', { ...BILLING, title: 'Άλλου' }, { token: other.token })).body;
    const { buyer, pick, cart } = await buyerWithCart(s);
    for (const addressId of [theirs.id, 2_000_000_000]) {
      await expectRefused(buyer, orderBody(s.t, cart, { shipTo: { kind: 'saved', addressId } }), 400, { error: 'address_not_found', fields: { 'shipTo.addressId': 'address_not_found' } }, { variantIds: [pick.variant.id] });
    }
  });
});

describe('validation (400 validation_failed with fields)', () => {
  it('asks for SPEC §5’s checkout choices and the invoice details', async () => {
    const { buyer, cart } = await buyerWithCart(s);
    const body = orderBody(s.t, cart);
    const fieldsOf = async (changes: Record<string, unknown>) => (await expectRefused(buyer, { ...body, ...changes }, 400, expect.objectContaining({ error: 'validation_failed' }))).body.fields;
    expect(await fieldsOf({ shippingMethod: undefined, paymentMethod: undefined })).toEqual({ shippingMethod: 'shipping_required', paymentMethod: 'payment_required' });
    expect(await fieldsOf({ shippingMethod: 'store_pickup' })).toEqual({ storeId: 'store_required' });
    expect(await fieldsOf({ shippingMethod: 'boxnow', paymentMethod: 'card', cardProvider: 'Viva' })).toEqual({ lockerId: 'locker_required' });
    expect(await fieldsOf({ paymentMethod: 'card' })).toEqual({ cardProvider: 'required' });
    expect(await fieldsOf({ documentType: 'Invoice' })).toEqual({ invoice: 'required' });
    expect(await fieldsOf({ documentType: 'Invoice', invoice: { ...INVOICE, vatNumber: '123456789' } })).toEqual({ 'invoice.vatNumber': 'vat_number_check_digit' });
    expect(await fieldsOf({ documentType: 'Invoice', invoice: { ...INVOICE, vatNumber: '09401420' } })).toEqual({ 'invoice.vatNumber': 'vat_number_length' });
    expect(await fieldsOf({ documentType: 'Invoice', invoice: { ...INVOICE, vatNumber: '0940142011234567890123' } })).toEqual({ 'invoice.vatNumber': 'vat_number_length' });
    expect(await fieldsOf({ documentType: 'Invoice', invoice: { ...INVOICE, irs: 'ΔΟΥ Ατλαντίδας' } })).toEqual({ 'invoice.irs': 'tax_office_unknown' });
    expect(await fieldsOf({ billing: { ...BILLING, postalCode: '123', mobile: '210 1234567' } })).toEqual({ 'billing.postalCode': 'postal_code_invalid', 'billing.mobile': 'address_mobile_invalid' });
    expect(await fieldsOf({ expectedTotal: -1, total: 5 })).toEqual({ expectedTotal: 'min_number', total: 'not_allowed_values' });
  });
});

describe('hostile input', () => {
  it('never answers 5xx and writes nothing, whatever is put in any field', async () => {
    const { buyer, pick, cart } = await buyerWithCart(s);
    // One cent off: a body that is otherwise valid is refused (price_changed) rather than placed.
    const base = { ...orderBody(s.t, cart), expectedTotal: orderBody(s.t, cart).expectedTotal - 1 };
    const values: unknown[] = [null, true, -1, 0, 1.5, 2_147_483_648, 1e308, '', ' ', 'x'.repeat(3000), "' OR 1=1 --", '\u0000', '😀', [], {}, { kind: 'saved', addressId: 1 }];
    const bodies: unknown[] = [
      ...Object.keys(base).flatMap((field) => values.map((value) => ({ ...base, [field]: value }))),
      { ...base, shippingMethod: 'store_pickup', storeId: 2_147_483_648 },
      { ...base, shippingMethod: 'store_pickup', storeId: Number.MAX_SAFE_INTEGER },
      { ...base, shipTo: { kind: 'saved', addressId: 9_999_999_999 } },
      { ...base, shippingMethod: 'boxnow', paymentMethod: 'card', cardProvider: 'Viva', lockerId: "%' OR '1'='1" },
      { ...base, billing: { ...BILLING, country: 'CY' } },
      { ...base, invoice: INVOICE, documentType: 'Receipt' },
    ];
    const before = await orderState(s.t, [pick.variant.id]);
    const unexpected: string[] = [];
    for (const body of bodies) {
      const res = await orderClient(s.t, buyer.token).place(body);
      if (![400, 409].includes(res.status) || typeof res.body?.error !== 'string') unexpected.push(`${JSON.stringify(body).slice(0, 200)} → ${res.status}`);
    }
    expect(unexpected).toEqual([]);
    expect(await orderState(s.t, [pick.variant.id])).toEqual(before);
  }, 120_000);
});
