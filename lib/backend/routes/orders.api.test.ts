import { zPlaceOrderResponse } from '@/lib/contract/checkout';
import { zOrder } from '@/lib/contract/orders';
import { lastMail } from '../testing/auth-helpers';
import { pickOne } from '../testing/cart-helpers';
import { BILLING, expectedOrderTotals, freshCustomer, INVOICE, newKey, orderBody, orderClient, orderSuite, quotaUnits, stockOf } from '../testing/order-helpers';

/**
 * Placing orders (DESIGN §5, §8): the happy paths — receipt + courier + cash on delivery, invoice +
 * Box Now + card (Viva), store pickup, a saved address — and what an order then is: stock taken,
 * quota consumed, cart emptied, a confirmation mail in the right language, the order readable by
 * its uid. Refusals: orders-refusals; idempotency: orders-idempotency; concurrency:
 * orders-concurrency; the Viva sandbox: payments (all *.api.test.ts).
 */
const s = orderSuite();

const billingStored = { ...BILLING, postalCode: '10563', mobile: '6912345678', region: null };

describe('POST /Orders: receipt, courier, cash on delivery', () => {
  it('places the order at the server price, takes the stock and the quota, empties the cart and mails the customer', async () => {
    const buyer = await freshCustomer(s.t);
    const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 3);
    const stockBefore = await stockOf(s.t, pick.variant.id);
    const cart = (await buyer.cart.add(pick.variant.id, 2)).body;
    const res = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ uid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), orderNumber: expect.stringMatching(/^ACM-2026-\d{6}$/), status: 0, payment: { kind: 'none' } });
    expect(zPlaceOrderResponse.strict().safeParse(res.body).error).toBeUndefined();

    expect(await stockOf(s.t, pick.variant.id)).toBe(stockBefore - 2);
    expect(await quotaUnits(s.t, buyer.id)).toBe(cart.quota.discountedUnits);
    expect((await buyer.cart.get()).body.lines).toEqual([]);

    const order = await orderClient(s.t, buyer.token).get(res.body.uid);
    expect(order.status).toBe(200);
    expect(zOrder.strict().safeParse(order.body).error).toBeUndefined();
    const totals = expectedOrderTotals(s.t, cart, 'courier', 'cod');
    expect(totals.codFee).toBe(200);
    expect(order.body).toMatchObject({
      uid: res.body.uid,
      orderNumber: res.body.orderNumber,
      createdAt: '2026-11-22T10:00:00.000Z',
      status: 0,
      statusName: 'Pending',
      type: 'Retail',
      channel: 'Online',
      email: 'orders@example.gr',
      totals,
      billing: billingStored,
      invoice: null,
      shippingMethod: 'courier',
      shippingAddress: billingStored,
      store: null,
      locker: null,
      paymentMethod: 'cod',
      paymentProvider: null,
      paid: false,
      comments: null,
    });
    const { id: _id, stock: _stock, availability: _availability, problem: _problem, coupon: _coupon, points: _points, ...line } = cart.lines[0];
    expect(order.body.lines).toEqual([line]);

    const mail = await lastMail(s.t, 'orders@example.gr', 'orderPlaced');
    expect(mail).toMatchObject({ language: 'el', subject: `Η παραγγελία σας ${res.body.orderNumber} στην Acme Supplies` });
    expect(mail!.links).toEqual([`http://shop.test/acme/checkout-success/${res.body.uid}`]);
    const text = mail!.text.replace(/\u00a0/g, ' ');
    expect(text).toContain(`2 × ${pick.product.name.el}`);
    expect(text).toContain('Έξοδα αντικαταβολής: 2,00 €');
    expect(mail!.text).toContain('Πληρωμή: αντικαταβολή');
    // The receipt is on the linked order page, for the customer once logged in (issue #18 item 6).
    expect(mail!.text).toContain(`: http://shop.test/acme/checkout-success/${res.body.uid}\nΤην απόδειξή σας (PDF) μπορείτε να την κατεβάσετε`);
  });

  it('charges courier delivery below the free-delivery threshold', async () => {
    const buyer = await freshCustomer(s.t);
    const pick = pickOne(s.oracle, 'acme', s.used, ({ product }) => s.oracle.price(product, 'acme').grossCents < 5_000);
    const cart = (await buyer.cart.add(pick.variant.id, 1)).body;
    const res = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart));
    const { totals } = (await orderClient(s.t, buyer.token).get(res.body.uid)).body;
    expect(totals).toMatchObject({ goods: cart.totals.total, shipping: 450, codFee: 200, total: cart.totals.total + 650 });
    expect(totals.net + totals.vat).toBe(totals.total);
  });

  it('numbers the orders of a partner in sequence', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const buyer = await freshCustomer(s.t);
      const cart = (await buyer.cart.add(pickOne(s.oracle, 'acme', s.used).variant.id, 1)).body;
      numbers.push((await orderClient(s.t, buyer.token).place(orderBody(s.t, cart))).body.orderNumber);
    }
    const [a, b] = numbers.map((n) => Number(n.slice(-6)));
    expect(b).toBe(a! + 1);
  });

  it('mails in the language of the request, or else in the customer’s', async () => {
    const buyer = await freshCustomer(s.t, 'acme', 'el');
    const cart = (await buyer.cart.add(pickOne(s.oracle, 'acme', s.used).variant.id, 1)).body;
    const res = await orderClient(s.t, buyer.token, 'acme', 'en').place(orderBody(s.t, cart, { email: 'english@example.gr', comments: '  Ring twice  ' }));
    const mail = await lastMail(s.t, 'english@example.gr', 'orderPlaced');
    expect(mail).toMatchObject({ language: 'en', subject: `Your Acme Supplies order ${res.body.orderNumber}` });
    expect(mail!.links).toEqual([`http://shop.test/en/acme/checkout-success/${res.body.uid}`]);
    expect(mail!.text).toContain('Payment: cash on delivery');
    expect((await orderClient(s.t, buyer.token).get(res.body.uid)).body.comments).toBe('Ring twice');

    const english = await freshCustomer(s.t, 'acme', 'en');
    const cart2 = (await english.cart.add(pickOne(s.oracle, 'acme', s.used).variant.id, 1)).body;
    await orderClient(s.t, english.token).place(orderBody(s.t, cart2, { email: 'no-header@example.gr' }), newKey(), { 'Accept-Language': '' });
    expect((await lastMail(s.t, 'no-header@example.gr', 'orderPlaced'))?.language).toBe('en');
  });
});

describe('POST /Orders: other choices', () => {
  it('invoice + Box Now + card through Viva: the answer sends the customer to the storefront payment page', async () => {
    const buyer = await freshCustomer(s.t);
    const cart = (await buyer.cart.add(pickOne(s.oracle, 'acme', s.used).variant.id, 1)).body;
    const lockers = await s.t.call('GET', '/Checkout/Lockers?q=Παγκράτι', undefined, { token: buyer.token });
    const locker = lockers.body.items[0];
    // The tax office as typed in another spelling: the order keeps its official name.
    const invoice = { ...INVOICE, irs: 'Δ.Ο.Υ. φαε αθηνων' };
    const body = orderBody(s.t, cart, { documentType: 'Invoice', invoice, shippingMethod: 'boxnow', lockerId: locker.id, paymentMethod: 'card', cardProvider: 'Viva' });
    const res = await orderClient(s.t, buyer.token).place(body);
    expect(res.status).toBe(201);
    expect(res.body.payment).toEqual({ kind: 'redirect', url: expect.stringMatching(/^http:\/\/shop\.test\/acme\/payment\/viva\/[0-9a-f]{32}$/) });
    const order = (await orderClient(s.t, buyer.token).get(res.body.uid)).body;
    expect(order).toMatchObject({
      type: 'Invoice',
      invoice: { ...INVOICE, vatNumber: '094014201', irs: 'ΦΑΕ Αθηνών' },
      shippingMethod: 'boxnow',
      shippingAddress: null,
      locker,
      store: null,
      paymentMethod: 'card',
      paymentProvider: 'Viva',
      paid: false,
      status: 0,
      totals: expectedOrderTotals(s.t, cart, 'boxnow', 'card'),
    });
    expect(order.totals.codFee).toBe(0);
  });

  it('store pickup is free, and a new address asked to be saved lands in the address book', async () => {
    const buyer = await freshCustomer(s.t);
    const cart = (await buyer.cart.add(pickOne(s.oracle, 'acme', s.used).variant.id, 1)).body;
    const store = (await s.t.call('GET', '/Checkout/Options', undefined, { token: buyer.token })).body.stores[1];
    const address = { ...BILLING, address: 'Σόλωνος 10', postalCode: '10673' };
    const res = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart, { shippingMethod: 'store_pickup', storeId: store.id, shipTo: { kind: 'new', address, save: true } }));
    expect(res.status).toBe(201);
    const order = (await orderClient(s.t, buyer.token).get(res.body.uid)).body;
    expect(order).toMatchObject({ shippingMethod: 'store_pickup', store, shippingAddress: null, locker: null });
    expect(order.totals.shipping).toBe(0);
    const book = await s.t.call('GET', '/Customers/Addresses', undefined, { token: buyer.token });
    expect(book.body.items).toEqual([expect.objectContaining({ title: 'Σόλωνος 10, Αθήνα', address: 'Σόλωνος 10', postalCode: '10673', isDefault: true })]);
  });

  it('ships to a saved address of the customer', async () => {
    const buyer = await freshCustomer(s.t);
    const saved = await s.t.call('POST', '/Customers/Addresses', { ...BILLING, title: 'Γραφείο', address: 'Τσιμισκή 45', city: 'Θεσσαλονίκη', postalCode: '54623' }, { token: buyer.token });
    const cart = (await buyer.cart.add(pickOne(s.oracle, 'acme', s.used).variant.id, 1)).body;
    const res = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart, { shipTo: { kind: 'saved', addressId: saved.body.id } }));
    expect(res.status).toBe(201);
    const order = (await orderClient(s.t, buyer.token).get(res.body.uid)).body;
    expect(order.shippingAddress).toEqual({ ...billingStored, address: 'Τσιμισκή 45', city: 'Θεσσαλονίκη', postalCode: '54623' });
    expect(order.billing).toEqual(billingStored);
  });
});

describe('GET /Orders and /Orders/{uid}', () => {
  it('lists the customer’s orders, newest first, a page at a time', async () => {
    const buyer = await freshCustomer(s.t);
    const client = orderClient(s.t, buyer.token);
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const cart = (await buyer.cart.add(pickOne(s.oracle, 'acme', s.used).variant.id, 1)).body;
      placed.push((await client.place(orderBody(s.t, cart))).body.uid);
      s.t.advance(60_000);
    }
    const first = await client.list('?pageSize=2');
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items.map((o: { uid: string }) => o.uid)).toEqual([placed[2], placed[1]]);
    expect(first.body.items[0]).toEqual({ uid: placed[2], orderNumber: expect.any(String), createdAt: expect.any(String), status: 0, statusName: 'Pending', total: expect.any(Number), itemCount: 1, returnState: 'none', awaitingPayment: false, awaitingApproval: false });
    expect((await client.list('?page=2&pageSize=2')).body.items.map((o: { uid: string }) => o.uid)).toEqual([placed[0]]);
    expect((await client.list('?pageSize=51')).status).toBe(400);
    expect((await client.list('?sort=asc')).status).toBe(400);
  });

  it('shows an order only to its owner: 404 for others, other partners and malformed uids', async () => {
    const owner = await freshCustomer(s.t);
    const cart = (await owner.cart.add(pickOne(s.oracle, 'acme', s.used).variant.id, 1)).body;
    const { uid } = (await orderClient(s.t, owner.token).place(orderBody(s.t, cart))).body;
    const other = await freshCustomer(s.t);
    const hellas = await freshCustomer(s.t, 'hellas');
    for (const res of [
      await orderClient(s.t, other.token).get(uid),
      await orderClient(s.t, hellas.token, 'hellas').get(uid),
      await orderClient(s.t, owner.token).get(`${uid.slice(0, -1)}${uid.endsWith('A') ? 'B' : 'A'}`),
      await orderClient(s.t, owner.token).get('not-a-uid'),
      await orderClient(s.t, owner.token).get("' OR 1=1 --"),
    ]) {
      expect([res.status, res.body]).toEqual([404, { error: 'order_not_found' }]);
    }
    // Issue #44 item 4: a path parameter longer than any route takes is refused before any lookup.
    expect((await orderClient(s.t, owner.token).get('x'.repeat(5000))).body).toMatchObject({ error: 'validation_failed', fields: { uid: 'max_characters' } });
    expect((await orderClient(s.t, other.token).list()).body).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    expect((await orderClient(s.t, owner.token).get(uid)).status).toBe(200);
    expect((await s.t.call('GET', `/Orders/${uid}`)).status).toBe(401);
  });
});
