import { and, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { StaffShipment } from '@/lib/contract/staff-shipments';
import { pdfText } from '@/lib/testing/pdf-text';
import { DEMO_LOCKERS } from '../../db/seed/checkout-data';
import { fiscalDocuments, orders, outboxEmails, sandboxMydataDocuments } from '../../db/schema';
import { demoStaffToken, staffCallOf } from '../../staff/testing/staff-member-helpers';
import { buyerWithCart, INVOICE, orderBody, orderSuite } from '../../testing/order-helpers';
import { setSandboxMode } from '../mydata/sandbox-state';
import { changeOrderStatus } from '../orders/order-status';
import { trackShipments } from '../shipping/track-shipments';
import { movementOfNote } from './delivery-movement';
import { reportDeliveryReturns } from './delivery-returns';
import { liveSaleOf } from './issue-document';
import { transmitDocuments } from './transmit-documents';
import { drainTransmissions } from '../../testing/fiscal-helpers';

/**
 * The digital delivery note (issue #48 item 3, decision 0089): shipping an order writes its 9.3
 * Δελτίο Αποστολής in the myDATA outbox in the shipping's own transaction — goods and quantities,
 * from the shop's address to the order's (or the locker's) — and the transmission sends it with a
 * MARK and QR like any document, mailing nobody; the sale document stays the order's. When the
 * carrier brings the parcel back, the return is reported once (`ConfirmDeliveryReturn`), also
 * when myDATA lost the first answer.
 */
jest.setTimeout(180_000);
const s = orderSuite();
let employee = '';
let serial = 0;

beforeAll(async () => {
  employee = await demoStaffToken(s.t, 'employee@shop.test');
});
afterEach(() => setSandboxMode(s.t.db, { mode: 'ok' }));

const drain = () => drainTransmissions(s.t.api.deps);

/** A shipped order: a cash-on-delivery courier order (ACS) to its billing address, or a paid locker order (Box Now). */
async function shipped(kind: 'courier' | 'locker', changes: Record<string, unknown> = {}) {
  const { cart, client } = await buyerWithCart(s, 2);
  const email = `note-${++serial}-${Date.now()}@example.gr`;
  const locker = kind === 'locker' ? { shippingMethod: 'boxnow', lockerId: DEMO_LOCKERS[4]!.id, paymentMethod: 'card', cardProvider: 'Viva' } : {};
  const placed = await client.place(orderBody(s.t, cart as Cart, { ...locker, ...changes, email }));
  expect(placed.status).toBe(201);
  const [row] = await s.t.db.select().from(orders).where(eq(orders.uid, placed.body.uid as string));
  if (kind === 'locker') await s.t.db.update(orders).set({ paidAt: s.t.deps.now(), paymentDueAt: null }).where(eq(orders.id, row!.id));
  await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
  const shipment = (await staffCallOf(s.t)('POST', `/staff/orders/${row!.id}/shipment`, employee)).body as StaffShipment;
  expect(shipment.status).toBe('created');
  return { order: row!, shipment, email, cart: cart as Cart };
}

const noteOf = async (orderId: number) => (await s.t.db.select().from(fiscalDocuments).where(and(eq(fiscalDocuments.orderId, orderId), eq(fiscalDocuments.invoiceType, '9.3'))))[0];

it('shipping writes the delivery note in the outbox; it is sent with a MARK and QR, mails nobody, and the sale document stays the order’s', async () => {
  const { order, shipment, email, cart } = await shipped('courier');
  const note = await noteOf(order.id);
  expect(note).toMatchObject({ status: 'pending', series: 'ΔΑ', shipmentId: shipment.id, netCents: 0, vatCents: 0, totalCents: 0, movementStatus: null });
  expect(note!.lines).toEqual([{ netCents: 0, vatCategory: 8, vatCents: 0, item: { code: cart.lines[0]!.code, description: expect.any(String), quantity: 2, unit: 1 } }]);
  // From the shop's address to the order's, at the dispatch time.
  const movement = movementOfNote(s.t.deps.env, { issuedAt: note!.issuedAt, ownIssuer: null, shippingAddress: order.shippingAddress, billing: order.billing, locker: order.locker });
  expect(movement).toMatchObject({ movePurpose: 1, loading: { postalCode: '11741', city: 'Αθήνα' }, delivery: { postalCode: order.billing.postalCode.replace(/\s/g, ''), city: order.billing.city } });

  await drain();
  const sent = await noteOf(order.id);
  expect(sent).toMatchObject({ status: 'transmitted', lastError: null });
  expect(sent!.mark).toMatch(/^4\d{14}$/);
  expect(sent!.qrUrl).toContain(`?q=${sent!.uid}`);
  const [registered] = await s.t.db.select().from(sandboxMydataDocuments).where(eq(sandboxMydataDocuments.uid, sent!.uid!));
  expect(registered).toMatchObject({ invoiceType: '9.3', series: 'ΔΑ', grossCents: 0 });
  // The customer's mails are the order's and its receipt's; none names the delivery note.
  const mails = await s.t.db.select({ kind: outboxEmails.kind, subject: outboxEmails.subject }).from(outboxEmails).where(eq(outboxEmails.recipient, email));
  expect(mails.some((m) => m.subject.includes('ΔΑ'))).toBe(false);
  const [sale] = await s.t.db.select().from(fiscalDocuments).where(liveSaleOf(order.id));
  expect(sale!.invoiceType).toBe('11.1');
  // Shipping again answers the same shipment: still one note.
  expect((await staffCallOf(s.t)('POST', `/staff/orders/${order.id}/shipment`, employee)).status).toBe(200);
  expect(await s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.shipmentId, shipment.id))).toHaveLength(1);
});

it('a locker parcel’s note goes to the locker (an invoice order’s as a receipt order’s)', async () => {
  const { order } = await shipped('locker', { documentType: 'Invoice', invoice: INVOICE });
  const note = await noteOf(order.id);
  const movement = movementOfNote(s.t.deps.env, { issuedAt: note!.issuedAt, ownIssuer: null, shippingAddress: order.shippingAddress, billing: order.billing, locker: order.locker });
  expect(movement.delivery).toEqual({ street: DEMO_LOCKERS[4]!.address.el, postalCode: DEMO_LOCKERS[4]!.postalCode, city: DEMO_LOCKERS[4]!.city.el });
  await drain();
  expect(await noteOf(order.id)).toMatchObject({ status: 'transmitted' });
});

it('myDATA away: the parcel still ships, the note waits in the outbox and goes out later', async () => {
  setSandboxMode(s.t.db, { mode: 'down' });
  const { order } = await shipped('courier');
  await transmitDocuments(s.t.api.deps);
  expect(await noteOf(order.id)).toMatchObject({ status: 'pending', lastError: expect.stringContaining('503') });
  setSandboxMode(s.t.db, { mode: 'ok' });
  s.t.advance(61 * 60_000);
  await drain();
  expect(await noteOf(order.id)).toMatchObject({ status: 'transmitted' });
});

it('the parcel comes back: the return is reported once with its mark; a lost answer is found on the next try', async () => {
  const { order, shipment } = await shipped('courier');
  await drain();
  await s.t.call('POST', '/test/carrier-event', { carrier: 'acs', parcelId: shipment.parcelId, event: 'ΕΠΙΣΤΡΟΦΗ ΣΤΟΝ ΑΠΟΣΤΟΛΕΑ' });
  s.t.advance(60_000);
  await trackShipments(s.t.api.deps);
  expect(await noteOf(order.id)).toMatchObject({ movementStatus: 'return_due', returnMark: null });

  // myDATA registers the return and the answer is lost: tried again after the wait, found registered.
  setSandboxMode(s.t.db, { mode: 'lose' });
  expect(await reportDeliveryReturns(s.t.api.deps)).toEqual({ reported: 0, failed: 1 });
  setSandboxMode(s.t.db, { mode: 'ok' });
  s.t.advance(61 * 60_000);
  expect(await reportDeliveryReturns(s.t.api.deps)).toEqual({ reported: 1, failed: 0 });
  const note = await noteOf(order.id);
  expect(note).toMatchObject({ movementStatus: 'returned', lastError: null });
  expect(note!.returnMark).toMatch(/^6\d{14}$/);
  const [registered] = await s.t.db.select().from(sandboxMydataDocuments).where(eq(sandboxMydataDocuments.uid, note!.uid!));
  expect(registered!.returnedAt).not.toBeNull();
  // Nothing more to report.
  expect(await reportDeliveryReturns(s.t.api.deps)).toEqual({ reported: 0, failed: 0 });
});

it('the console shows the note with its MARK, and prints it as a PDF with the goods, the carrier and the QR; none before the parcel', async () => {
  const { order, shipment, cart } = await shipped('courier');
  const pdf = async (query = '') => {
    const res = await s.t.api.request(`/api/staff/orders/${order.id}/shipment/delivery-note${query}`, { headers: { Authorization: `Bearer ${employee}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    return pdfText(new Uint8Array(await res.arrayBuffer()));
  };
  const waiting = await pdf();
  expect(waiting).toContain('Δελτίο Αποστολής');
  // Before myDATA answered: no MARK yet, and it says so.
  expect(waiting).toContain('myDATA');
  await drain();
  const view = (await staffCallOf(s.t)('GET', `/staff/orders/${order.id}/shipment`, employee)).body as StaffShipment;
  const note = await noteOf(order.id);
  expect(view.deliveryNote).toMatchObject({ id: note!.id, label: `ΔΑ ${note!.year}/${note!.number}`, status: 'transmitted', mark: note!.mark, qrUrl: note!.qrUrl, movementStatus: null });
  const greek = await pdf();
  for (const text of [`ΔΑ ${note!.year}/${note!.number}`, note!.mark!, shipment.parcelId!, 'ACS Courier', cart.lines[0]!.code, order.orderNumber]) expect(greek).toContain(text);
  const english = await pdf('?lang=en');
  expect(english).toContain('Δελτίο Αποστολής / Delivery note');
  // Before the parcel: no note to print.
  const { order: waitingOrder } = await (async () => {
    const { cart: c, client } = await buyerWithCart(s);
    const placed = await client.place(orderBody(s.t, c as Cart));
    const [row] = await s.t.db.select().from(orders).where(eq(orders.uid, placed.body.uid as string));
    return { order: row! };
  })();
  const none = await s.t.api.request(`/api/staff/orders/${waitingOrder.id}/shipment/delivery-note`, { headers: { Authorization: `Bearer ${employee}` } });
  expect(none.status).toBe(404);
  expect(await none.json()).toMatchObject({ error: 'delivery_note_not_found' });
});
