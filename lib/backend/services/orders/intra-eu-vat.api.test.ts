import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { fiscalDocuments, orderLines, orders, vatChecks } from '../../db/schema';
import { buyerWithCart, orderBody, orderSuite } from '../../testing/order-helpers';
import { transmitDocuments } from '../fiscal/transmit-documents';
import { changeOrderStatus } from './order-status';

/**
 * An intra-Community supply (issue #47 item 6, decision 0078): a Cypriot business whose VAT number
 * VIES confirmed (the sandbox) for this customer within a day is invoiced without VAT, as myDATA's
 * 1.2 with the exemption on every line and the buyer's name; without that check, or after a day,
 * the order keeps Greek VAT.
 */
jest.setTimeout(120_000);
const s = orderSuite();
const NICOSIA = { firstName: 'Andreas', lastName: 'Georgiou', country: 'CY', address: '1 Makariou Ave', city: 'Nicosia', postalCode: '1065', mobile: '+357 99 123456' };
const ACME_CY = { vatNumber: 'CY10259033P', companyName: 'ACME CYPRUS LTD', job: 'Wholesale of clothing', irs: '' };

const checkVies = (token: string, vatNumber: string) => s.t.call('GET', `/Checkout/EuVatNumber?vatNumber=${encodeURIComponent(vatNumber)}`, undefined, { token });
const orderRow = async (uid: string) => (await s.t.db.select().from(orders).where(eq(orders.uid, uid)))[0]!;

it('confirmed by VIES: the cart, the order and its 1.2 invoice without VAT; myDATA takes it', async () => {
  const { buyer, client } = await buyerWithCart(s);
  expect((await checkVies(buyer.token, 'CY 10259033 P')).status).toBe(200);
  const zeroRated = (await buyer.cart.get('?vatZone=intraEu')).body as Cart;
  expect(zeroRated.totals.vat).toBe(0);
  const placed = await client.place(orderBody(s.t, zeroRated, { documentType: 'Invoice', invoice: ACME_CY, billing: NICOSIA }));
  expect(placed.status).toBe(201);
  const order = await orderRow(placed.body.uid as string);
  expect(order).toMatchObject({ vatZone: 'intraEu', vatCents: 0 });
  expect(order.netCents).toBe(order.totalCents);
  const lines = await s.t.db.select({ rate: orderLines.taxRateBp }).from(orderLines).where(eq(orderLines.orderId, order.id));
  expect(lines.every((l) => l.rate === 0)).toBe(true);

  for (const to of ['Processing', 'InDelivery'] as const) await changeOrderStatus(s.t.deps, { orderId: order.id, to, actor: { kind: 'system' } });
  await transmitDocuments(s.t.api.deps);
  const [doc] = await s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, order.id));
  expect(doc).toMatchObject({ invoiceType: '1.2', status: 'transmitted' });
  expect(doc!.lines!.every((l) => l.vatCategory === 7 && l.vatExemptionCategory !== undefined && l.vatCents === 0)).toBe(true);
});

it('not confirmed by VIES, or confirmed more than a day ago: Greek VAT, a 1.1 invoice; a zero-VAT total is refused', async () => {
  const unchecked = await buyerWithCart(s);
  const greek = await unchecked.client.place(orderBody(s.t, unchecked.cart, { documentType: 'Invoice', invoice: ACME_CY, billing: NICOSIA }));
  expect(greek.status).toBe(201);
  const order = await orderRow(greek.body.uid as string);
  expect(order.vatZone).toBe('normal');
  expect(order.vatCents).toBeGreaterThan(0);

  const stale = await buyerWithCart(s);
  expect((await checkVies(stale.buyer.token, 'CY10259033P')).status).toBe(200);
  const zeroRated = (await stale.buyer.cart.get('?vatZone=intraEu')).body as Cart;
  // The check is a day and an hour old (the customer's login is not).
  await s.t.db.update(vatChecks).set({ checkedAt: new Date(s.t.deps.now().getTime() - 25 * 3_600_000) }).where(eq(vatChecks.customerId, stale.buyer.id));
  const refused = await stale.client.place(orderBody(s.t, zeroRated, { documentType: 'Invoice', invoice: ACME_CY, billing: NICOSIA }));
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ error: 'price_changed' });
});

it('a Cypriot VAT number confirmed but the goods staying in Greece: Greek VAT', async () => {
  const { buyer, cart, client } = await buyerWithCart(s);
  expect((await checkVies(buyer.token, 'CY10259033P')).status).toBe(200);
  const athens = { firstName: 'Μαρία', lastName: 'Π.', country: 'GR', address: 'Ερμού 1', city: 'Αθήνα', postalCode: '10563', mobile: '6912345678' };
  const placed = await client.place(orderBody(s.t, cart, { documentType: 'Invoice', invoice: ACME_CY, billing: NICOSIA, shipTo: { kind: 'new', address: athens } }));
  expect(placed.status).toBe(201);
  expect((await orderRow(placed.body.uid as string)).vatZone).toBe('normal');
});
