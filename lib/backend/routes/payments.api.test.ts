import { eq } from 'drizzle-orm';
import { zConfirmPaymentResponse } from '@/lib/contract/payments';
import { orders, payments } from '../db/schema';
import { pickOne } from '../testing/cart-helpers';
import { freshCustomer, orderBody, orderClient, orderSuite, quotaUnits, stockOf } from '../testing/order-helpers';

/**
 * Card payments through the Viva sandbox (DESIGN §6): the order answers a redirect to the
 * sandbox's page; "Pay" or "Cancel" sends the customer to the storefront's return page with signed
 * parameters; POST /Payments/viva/Confirm verifies them and marks the order paid, once.
 */
const s = orderSuite();

/** A card order through Viva; returns its uid and the sandbox page's URL (relative to the API's origin). */
async function vivaOrder(lang = 'el') {
  const buyer = await freshCustomer(s.t);
  // A discounted product, so the order takes one unit of the quota.
  const variantId = pickOne(s.oracle, 'acme', s.used, ({ product }) => product.discountable).variant.id;
  const cart = (await buyer.cart.add(variantId, 1)).body;
  const res = await orderClient(s.t, buyer.token, 'acme', lang).place(orderBody(s.t, cart, { paymentMethod: 'card', cardProvider: 'Viva' }));
  expect(res.status).toBe(201);
  const url = new URL(res.body.payment.url);
  return { buyer, variantId, uid: res.body.uid as string, orderNumber: res.body.orderNumber as string, page: `${url.pathname}${url.search}`, ref: url.searchParams.get('ref')! };
}

const sandbox = (path: string, init?: RequestInit) => s.t.api.request(path, init);
/** Presses a button on the sandbox page; returns the storefront return URL it redirects to. */
async function press(ref: string, action: 'pay' | 'cancel'): Promise<URL> {
  const res = await sandbox('/api/sandbox/viva/checkout', { method: 'POST', body: new URLSearchParams({ ref, action }) });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}
const confirm = (params: Record<string, string>, partner = 'acme', provider = 'viva') => s.t.call('POST', `/Payments/${provider}/Confirm`, { params }, { partner });
const paramsOf = (url: URL) => Object.fromEntries(url.searchParams);
const paymentRow = async (ref: string) => (await s.t.db.select().from(payments).where(eq(payments.providerRef, ref)))[0]!;
const orderRow = async (uid: string) => (await s.t.db.select().from(orders).where(eq(orders.uid, uid)))[0]!;

describe('the sandbox page', () => {
  it('shows the amount with Pay and Cancel, as plain HTML', async () => {
    const { page, orderNumber, uid } = await vivaOrder();
    const res = await sandbox(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('Viva sandbox');
    expect(html).toContain(orderNumber);
    const total = (await orderRow(uid)).totalCents;
    expect(html.replace(/\u00a0/g, ' ')).toContain(`${(total / 100).toFixed(2).replace('.', ',')} €`);
    expect(html).toMatch(/<button[^>]*value="pay"[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
  });

  it('does not know other order codes', async () => {
    expect((await sandbox('/api/sandbox/viva/checkout?ref=1234567890123456')).status).toBe(404);
    expect((await sandbox('/api/sandbox/viva/checkout?ref=<script>')).status).toBe(404);
    const { ref } = await vivaOrder();
    expect((await sandbox('/api/sandbox/viva/checkout', { method: 'POST', body: new URLSearchParams({ ref, action: 'steal' }) })).status).toBe(400);
  });
});

describe('paying', () => {
  it('Pay returns to payment/viva/success with s.t, s and a signature; Confirm marks the order paid and empties the cart', async () => {
    const { buyer, uid, page, ref } = await vivaOrder();
    // Until the payment is confirmed, the cart is kept.
    expect((await buyer.cart.get()).body.itemCount).toBe(1);
    expect((await sandbox(page)).status).toBe(200);
    const back = await press(ref, 'pay');
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/acme/payment/viva/success');
    expect(paramsOf(back)).toEqual({ t: expect.stringMatching(/^[0-9a-f-]{36}$/), s: ref, amount: String((await orderRow(uid)).totalCents), status: 'F', sig: expect.any(String) });

    const res = await confirm(paramsOf(back));
    expect([res.status, res.body]).toEqual([200, { status: 'paid', orderUid: uid }]);
    expect(zConfirmPaymentResponse.strict().safeParse(res.body).error).toBeUndefined();
    expect((await orderClient(s.t, buyer.token).get(uid)).body).toMatchObject({ paid: true, status: 0, paymentProvider: 'Viva' });
    expect(await paymentRow(ref)).toMatchObject({ status: 'paid', transactionId: back.searchParams.get('t'), provider: 'Viva' });
    expect((await buyer.cart.get()).body.itemCount).toBe(0);
  });

  it('is idempotent: a repeated confirmation answers the same and changes nothing', async () => {
    const { uid, ref } = await vivaOrder();
    const back = await press(ref, 'pay');
    await confirm(paramsOf(back));
    const [payment, order] = [await paymentRow(ref), await orderRow(uid)];
    s.t.advance(60_000);
    for (const params of [paramsOf(back), paramsOf(await press(ref, 'pay')), paramsOf(await press(ref, 'cancel'))]) {
      expect((await confirm(params)).body).toEqual({ status: 'paid', orderUid: uid });
    }
    expect(await paymentRow(ref)).toEqual(payment);
    expect(await orderRow(uid)).toEqual(order);
  });

  it('refuses tampered or foreign parameters (400 payment_failed) and changes nothing', async () => {
    const { uid, ref } = await vivaOrder();
    const good = paramsOf(await press(ref, 'pay'));
    const other = await vivaOrder();
    const tampered: Record<string, string>[] = [
      { ...good, amount: '1' },
      { ...good, sig: `${good.sig!.slice(0, -2)}AA` },
      { ...good, s: other.ref },
      { ...good, t: '00000000-0000-0000-0000-000000000000' },
      { ...paramsOf(await press(ref, 'cancel')), status: 'F' },
      { t: good.t!, s: good.s!, amount: good.amount!, status: 'F' },
      {},
    ];
    for (const params of tampered) expect([(await confirm(params)).status, (await confirm(params)).body]).toEqual([400, { error: 'payment_failed' }]);
    // Genuine, but under another partner's storefront.
    expect((await confirm(good, 'hellas')).body).toEqual({ error: 'payment_failed' });
    expect(await paymentRow(ref)).toMatchObject({ status: 'pending', transactionId: null, confirmedAt: null });
    expect((await orderRow(uid)).paidAt).toBeNull();
  });
});

describe('cancelling', () => {
  it('Cancel returns to payment/viva/cancel; Confirm answers failed, cancels the order and gives its stock and quota back; the cart is kept', async () => {
    const { buyer, variantId, uid, ref } = await vivaOrder('en');
    const [stockHeld, quotaHeld] = [await stockOf(s.t, variantId), await quotaUnits(s.t, buyer.id)];
    const back = await press(ref, 'cancel');
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/en/acme/payment/viva/cancel');
    expect(back.searchParams.get('status')).toBe('X');
    expect((await confirm(paramsOf(back))).body).toEqual({ status: 'failed', orderUid: uid });
    expect((await confirm(paramsOf(back))).body).toEqual({ status: 'failed', orderUid: uid });
    expect(await paymentRow(ref)).toMatchObject({ status: 'failed' });
    expect(await orderRow(uid)).toMatchObject({ paidAt: null, status: -1 });
    expect(await stockOf(s.t, variantId)).toBe(stockHeld + 1);
    expect(quotaHeld).toBe(1);
    expect(await quotaUnits(s.t, buyer.id)).toBe(0);
    expect((await buyer.cart.get()).body.itemCount).toBe(1);
    // A paid return after the cancellation changes nothing: the order is cancelled, its stock is back on sale.
    expect((await confirm(paramsOf(await press(ref, 'pay')))).body).toEqual({ status: 'failed', orderUid: uid });
    expect(await orderRow(uid)).toMatchObject({ paidAt: null, status: -1 });
    expect(await stockOf(s.t, variantId)).toBe(stockHeld + 1);
  });
});

describe('POST /Payments/{provider}/Confirm', () => {
  it('answers 400 payment_provider_unavailable for providers without an adapter', async () => {
    for (const provider of ['paypal', 'alpha', 'eurobank', 'winbank', 'klarna', 'VIVA2']) {
      expect((await confirm({ t: 'x' }, 'acme', provider)).body).toEqual({ error: 'payment_provider_unavailable' });
    }
  });

  it('validates the body and needs the partner', async () => {
    expect((await s.t.call('POST', '/Payments/viva/Confirm', { params: 'x' })).body).toMatchObject({ error: 'validation_failed', fields: { params: 'invalid_type' } });
    expect((await s.t.call('POST', '/Payments/viva/Confirm', { params: {}, extra: 1 })).body.fields).toEqual({ extra: 'not_allowed_values' });
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, 'v']));
    expect((await s.t.call('POST', '/Payments/viva/Confirm', { params: many })).body.fields).toEqual({ params: 'max_items' });
    expect((await s.t.call('POST', '/Payments/viva/Confirm', { params: { a: 1 } })).status).toBe(400);
    expect((await s.t.call('POST', '/Payments/viva/Confirm', { params: {} }, { partner: null })).body.error).toBe('partner_required');
  });
});
