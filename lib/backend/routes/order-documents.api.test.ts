import { formatMoney } from '@/lib/i18n/money';
import { pdfText } from '@/lib/testing/pdf-text';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { buildOpenApiDocument } from '../openapi';
import { pickOne } from '../testing/cart-helpers';
import { freshCustomer, INVOICE, orderBody, orderClient, orderSuite, type Buyer } from '../testing/order-helpers';

/**
 * `GET /Orders/{uid}/Document` (issue #18 item 6): the owner's invoice or receipt as a PDF in the
 * order's language (or `?lang=`), read back with pdf-parse; anyone else gets the order's 404. Staff
 * get the same document by order id (`GET /staff/orders/{id}/document`) for the orders they see.
 */
const s = orderSuite();

async function placed(buyer: Buyer, lang: 'el' | 'en', changes: Record<string, unknown> = {}) {
  const cart = (await buyer.cart.add(pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 2).variant.id, 2)).body;
  const client = orderClient(s.t, buyer.token, 'acme', lang);
  const res = await client.place(orderBody(s.t, cart, changes));
  expect(res.status).toBe(201);
  return (await client.get(res.body.uid)).body as { uid: string; orderNumber: string; totals: { total: number; net: number; vat: number }; lines: { name: string; code: string }[] };
}

async function download(uid: string, options: { token?: string; query?: string; partner?: string | null; path?: string } = {}) {
  const headers: Record<string, string> = { 'Accept-Language': 'el' };
  if (options.partner !== null) headers['X-Partner-Code'] = options.partner ?? 'acme';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await s.t.api.request(`/api${options.path ?? `/Orders/${encodeURIComponent(uid)}/Document`}${options.query ?? ''}`, { headers });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const json = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as { error: string };

describe('GET /Orders/{uid}/Document', () => {
  it("gives the owner the invoice of an Invoice order, in the order's language, as an attachment never cached", async () => {
    const buyer = await freshCustomer(s.t);
    const order = await placed(buyer, 'el', { documentType: 'Invoice', invoice: INVOICE });
    const res = await download(order.uid, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${order.orderNumber}.pdf"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode(res.bytes.subarray(0, 5))).toBe('%PDF-');

    const text = await pdfText(res.bytes);
    // Not dispatched yet: an order confirmation that says it is not the invoice (issue #47).
    expect(text).toContain('Επιβεβαίωση παραγγελίας');
    expect(text).toContain('Δεν είναι φορολογικό στοιχείο: το τιμολόγιο εκδίδεται');
    expect(text).toContain(`Αρ. ${order.orderNumber}`);
    expect(text).toContain('Πώληση μέσω του καταστήματος Acme Supplies'); // the shop: the partner
    expect(text).toContain(`ΑΦΜ: ${s.t.deps.env.SHOP_VAT_NUMBER}`); // the seller: the issuing company
    expect(text).toContain(`ΔΟΥ: ${s.t.deps.env.SHOP_TAX_OFFICE}`);
    expect(text).toContain(INVOICE.companyName);
    expect(text).toContain('ΑΦΜ: 094014201');
    expect(text).toContain(`ΔΟΥ: ${INVOICE.irs}`);
    expect(text).toContain(`Δραστηριότητα: ${INVOICE.job}`);
    expect(text).toContain('Ερμού 24');
    expect(text).toContain(order.lines[0]!.code);
    expect(text).toContain('Καθαρή αξία');
    expect(text).toContain(formatMoney(order.totals.total, 'el').replace(/\u00a0/g, ' '));
    expect(text).toContain(formatMoney(order.totals.vat, 'el').replace(/\u00a0/g, ' '));
    expect(text).toContain('Πληρωμή: Αντικαταβολή');
    expect(text).not.toContain('Invoice');

    // The same invoice in English: every label whole (a document drawn after others in the same process too).
    const english = await pdfText((await download(order.uid, { token: buyer.token, query: '?lang=en' })).bytes);
    for (const label of ['Order confirmation', `No. ${order.orderNumber}`, 'VAT number: 094014201', `Tax office: ${INVOICE.irs}`, 'Business activity', 'Total', 'Colour / size', 'Payment: Cash on delivery']) {
      expect(english).toContain(label);
    }
  });

  it('gives a receipt for any other order, in English for an English order, and in the language asked for', async () => {
    const buyer = await freshCustomer(s.t, 'acme', 'en');
    const order = await placed(buyer, 'en');
    const english = await pdfText((await download(order.uid, { token: buyer.token })).bytes);
    expect(english).toContain('Order confirmation');
    expect(english).toContain('the receipt is issued when the order is paid');
    expect(english).toContain(`No. ${order.orderNumber}`);
    expect(english).toContain('Net value');
    expect(english).toContain(formatMoney(order.totals.total, 'en'));
    expect(english).toContain('Payment: Cash on delivery');
    expect(english).not.toContain(`VAT number: ${INVOICE.vatNumber.replace(/^EL\s*/, '')}`);
    expect(english).not.toContain('Invoice');

    const greek = await pdfText((await download(order.uid, { token: buyer.token, query: '?lang=el' })).bytes);
    expect(greek).toContain('Επιβεβαίωση παραγγελίας');
    expect(greek).toContain(`Αρ. ${order.orderNumber}`);
    expect(greek).not.toContain('Receipt');
  });

  it("is the order's 404 for another customer's uid or a malformed one, 401 without a token, 400 for an unknown language", async () => {
    const owner = await freshCustomer(s.t);
    const order = await placed(owner, 'el', { documentType: 'Invoice', invoice: INVOICE });
    const stranger = await freshCustomer(s.t);
    for (const [uid, token] of [
      [order.uid, stranger.token],
      ['not-a-uid', owner.token],
      ['AAAAAAAAAAAAAAAAAAAAAA', owner.token],
    ] as const) {
      const res = await download(uid, { token });
      expect([uid, res.status, json(res.bytes).error]).toEqual([uid, 404, 'order_not_found']);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
    const other = await freshCustomer(s.t, 'hellas');
    const res = await download(order.uid, { token: other.token, partner: 'hellas' });
    expect([res.status, json(res.bytes).error]).toEqual([404, 'order_not_found']);

    const anonymous = await download(order.uid);
    expect([anonymous.status, json(anonymous.bytes).error]).toEqual([401, 'unauthorized']);
    const unknownLanguage = await download(order.uid, { token: owner.token, query: '?lang=fr' });
    expect(unknownLanguage.status).toBe(400);
  });

  it('is in the OpenAPI document as a PDF answer', () => {
    const operation = (buildOpenApiDocument().paths as Record<string, Record<string, { responses: Record<string, { content?: object }> }>>)['/Orders/{uid}/Document']?.get;
    expect(operation?.responses['200']?.content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary' } } });
  });
});

describe('GET /staff/orders/{id}/document', () => {
  const staffToken = async (email: string) => (await s.t.call('POST', '/staff/login', { email, password: DEMO_STAFF_PASSWORD }, { partner: null })).body.token as string;
  const staffId = async (token: string, orderNumber: string) => (await s.t.call('GET', `/staff/orders?number=${orderNumber}`, undefined, { partner: null, token })).body.items[0].id as number;

  it('gives a member who sees the order the same document; a sales person of another partner and a customer token get nothing', async () => {
    const buyer = await freshCustomer(s.t, 'hellas');
    const cart = (await buyer.cart.add(pickOne(s.oracle, 'hellas', s.used, ({ variant }) => variant.stock >= 2).variant.id, 1)).body;
    const placed = await orderClient(s.t, buyer.token, 'hellas').place(orderBody(s.t, cart, { documentType: 'Invoice', invoice: INVOICE }));
    expect(placed.status).toBe(201);
    const employee = await staffToken('employee@shop.test');
    const id = await staffId(employee, placed.body.orderNumber);
    const path = `/staff/orders/${id}/document`;

    for (const email of ['employee@shop.test', 'inspector@shop.test']) {
      const res = await download('', { path, partner: null, token: await staffToken(email), query: '?lang=en' });
      expect([email, res.status, res.headers.get('content-type'), res.headers.get('content-disposition')]).toEqual([email, 200, 'application/pdf', `attachment; filename="${placed.body.orderNumber}.pdf"`]);
      const text = await pdfText(res.bytes);
      expect(text).toContain('Order confirmation'); // not dispatched yet: the invoice is not issued
      expect(text).toContain(INVOICE.companyName);
      expect(text).toContain('Hellas'); // the shop: the order's partner
    }
    // The sales person is assigned to acme only: hellas's order is not found for them.
    const sales = await download('', { path, partner: null, token: await staffToken('sales@shop.test') });
    expect([sales.status, json(sales.bytes).error]).toEqual([404, 'order_not_found']);
    const customer = await download('', { path, partner: null, token: buyer.token });
    expect(customer.status).toBe(401);
  });
});
