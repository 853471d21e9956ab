import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { pdfText } from '@/lib/testing/pdf-text';
import { fiscalDocuments, orderLines, orders } from '../../db/schema';
import { BILLING, buyerWithCart, INVOICE, orderBody, orderSuite } from '../../testing/order-helpers';
import { changeOrderStatus } from './order-status';

/**
 * The islands' VAT (issue #47 item 7, decision 0077): an invoice to a business on Lesvos delivered
 * there is priced at 17/9/4 % — the cart when the checkout asks for it, the order, its lines and
 * its fiscal document (myDATA categories 4–6) — and everything else at the normal rates.
 */
jest.setTimeout(120_000);
const s = orderSuite();
const LESVOS = { ...BILLING, address: 'Ερμού 1', city: 'Μυτιλήνη', postalCode: '811 00' };

/** A cart of one line of a product at the normal 24 % (the oracle's tax category). */
const normalRateBuyer = () => buyerWithCart(s, 1, ({ product, variant }) => variant.stock >= 3 && product.taxCategory === 'Normal');

async function orderRow(uid: string) {
  const [row] = await s.t.db.select().from(orders).where(eq(orders.uid, uid));
  return row!;
}

it('GET /Cart?vatZone=islands: the same net, 17 % VAT on it; an unknown zone is a field error', async () => {
  const { buyer, cart } = await normalRateBuyer();
  const islands = (await buyer.cart.get('?vatZone=islands')).body as Cart;
  expect(cart.vatZone).toBe('normal');
  expect(islands.vatZone).toBe('islands');
  const [line] = cart.lines;
  const [islandLine] = islands.lines;
  expect(islandLine!.unit.net).toBe(line!.unit.net);
  expect(islandLine!.unit.vat).toBe(Math.round((line!.unit.net * 17) / 100));
  expect(islands.totals.total).toBeLessThan(cart.totals.total);
  expect(islands.totals.net + islands.totals.vat).toBe(islands.totals.total);
  const bad = await buyer.cart.get('?vatZone=mars');
  expect(bad.status).toBe(400);
  expect(bad.body).toMatchObject({ error: 'validation_failed', fields: { vatZone: 'allowed_values_only' } });
});

it('an invoice to a business on Lesvos, delivered there: the order, its lines and its document at the islands\' rates', async () => {
  const { buyer, client } = await normalRateBuyer();
  const islands = (await buyer.cart.get('?vatZone=islands')).body as Cart;
  const placed = await client.place(orderBody(s.t, islands, { documentType: 'Invoice', invoice: INVOICE, billing: LESVOS }));
  expect(placed.status).toBe(201);
  const order = await orderRow(placed.body.uid as string);
  expect(order.vatZone).toBe('islands');
  expect(order.netCents + order.vatCents).toBe(order.totalCents);
  const lines = await s.t.db.select({ rate: orderLines.taxRateBp }).from(orderLines).where(eq(orderLines.orderId, order.id));
  expect(lines.map((l) => l.rate)).toEqual([1700]);

  for (const to of ['Processing', 'InDelivery'] as const) await changeOrderStatus(s.t.deps, { orderId: order.id, to, actor: { kind: 'system' } });
  const [doc] = await s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, order.id));
  expect(doc!.invoiceType).toBe('1.1');
  expect(new Set(doc!.lines!.map((l) => l.vatCategory))).toEqual(new Set([4]));
  expect(doc!.lines!.reduce((sum, l) => sum + l.netCents, 0)).toBe(order.netCents);
  expect(doc!.lines!.reduce((sum, l) => sum + l.vatCents, 0)).toBe(order.vatCents);
  // The PDF says why its VAT is 17 %.
  const pdf = await s.t.api.request(`/api/Orders/${order.uid}/Document`, { headers: { 'X-Partner-Code': 'acme', Authorization: `Bearer ${buyer.token}` } });
  const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
  expect(text).toContain('ΦΠΑ 17%');
  expect(text).toContain('μειωμένους συντελεστές των νησιών');
});

it('the server works the zone out itself: a Lesvos invoice sent with the mainland total is refused as a changed price, nothing placed', async () => {
  const { cart, client } = await normalRateBuyer();
  const placed = await client.place(orderBody(s.t, cart, { documentType: 'Invoice', invoice: INVOICE, billing: LESVOS }));
  expect(placed.status).toBe(409);
  expect(placed.body).toMatchObject({ error: 'price_changed' });
});

it('a receipt to a private person on Lesvos, and an invoice from Lesvos delivered to Athens, keep the normal rates', async () => {
  const retail = await normalRateBuyer();
  const receipt = await retail.client.place(orderBody(s.t, retail.cart, { billing: LESVOS }));
  expect(receipt.status).toBe(201);
  expect(await orderRow(receipt.body.uid as string)).toMatchObject({ vatZone: 'normal' });

  const business = await normalRateBuyer();
  const athens = await business.client.place(orderBody(s.t, business.cart, { documentType: 'Invoice', invoice: INVOICE, billing: LESVOS, shipTo: { kind: 'new', address: BILLING } }));
  expect(athens.status).toBe(201);
  const order = await orderRow(athens.body.uid as string);
  expect(order.vatZone).toBe('normal');
  const lines = await s.t.db.select({ rate: orderLines.taxRateBp }).from(orderLines).where(eq(orderLines.orderId, order.id));
  expect(lines.map((l) => l.rate)).toEqual([2400]);
});
