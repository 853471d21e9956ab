import { and, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { StaffShipment } from '@/lib/contract/staff-shipments';
import { pdfText } from '@/lib/testing/pdf-text';
import { orders, outboxEmails, sandboxAcsVouchers } from '../../db/schema';
import { demoStaffToken, staffCallOf } from '../../staff/testing/staff-member-helpers';
import type { orderClient} from '../../testing/order-helpers';
import { buyerWithCart, orderBody, orderSuite } from '../../testing/order-helpers';
import { setAcsSandboxMode } from '../carriers/acs/sandbox-state';
import { changeOrderStatus } from '../orders/order-status';

/**
 * Shipping a courier order with ACS (issue #48, decision 0083) against the sandbox inside the API:
 * a cash-on-delivery order's voucher carries the cash to collect; the order goes InDelivery with
 * it; the label prints on A4 and as the A6 thermal label (PDFs read back); ACS refusing (its Greek
 * reason shown), away, or losing its answer: nothing half-done.
 */
jest.setTimeout(120_000);
const s = orderSuite();
let employee = '';
const ship = (orderId: number) => staffCallOf(s.t)('POST', `/staff/orders/${orderId}/shipment`, employee);
const label = async (orderId: number, paper: 'A4' | 'A6') => {
  const res = await s.t.api.request(`/api/staff/orders/${orderId}/shipment/label?paper=${paper}`, { headers: { Authorization: `Bearer ${employee}` } });
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return pdfText(new Uint8Array(await res.arrayBuffer()));
};

beforeAll(async () => {
  employee = await demoStaffToken(s.t, 'employee@shop.test');
});
afterEach(() => setAcsSandboxMode(s.t.db, { mode: 'ok' }));

let serial = 0;

/** A cash-on-delivery courier order in Processing, with a contact address of its own (its mail is found by it). */
async function courierOrder(): Promise<{ id: number; total: number; orderNumber: string; grams: number | null; cartGrams: number; uid: string; email: string; client: ReturnType<typeof orderClient> }> {
  const { cart, client } = await buyerWithCart(s);
  const email = `courier-${++serial}-${Date.now()}@example.gr`;
  const placed = await client.place(orderBody(s.t, cart as Cart, { email }));
  expect(placed.status).toBe(201);
  const [row] = await s.t.db.select({ id: orders.id, total: orders.totalCents, orderNumber: orders.orderNumber, grams: orders.parcelGrams }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
  return { ...row!, cartGrams: (cart as Cart).weightGrams, uid: placed.body.uid as string, email, client };
}
const vouchersOf = (reference: string) => s.t.db.select().from(sandboxAcsVouchers).where(eq(sandboxAcsVouchers.reference, reference));
const statusOf = async (id: number) => (await s.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

it('ships a cash-on-delivery courier order with ACS: the voucher collects the total, the order goes InDelivery, the label on A4 and A6', async () => {
  const order = await courierOrder();
  const shipped = await ship(order.id);
  expect(shipped.status).toBe(200);
  const shipment = shipped.body as StaffShipment;
  // The voucher declares the weight the order was priced with (decision 0088): the cart's, kept on the order.
  expect(order.grams).toBe(order.cartGrams);
  expect(order.grams).toBeGreaterThan(0);
  expect(shipment).toMatchObject({ carrier: 'acs', status: 'created', reference: `${order.orderNumber}-1`, codCents: order.total });
  expect(shipment.parcelId).toMatch(/^7\d{9}$/);
  const [voucher] = await vouchersOf(shipment.reference);
  expect(voucher!.parameters).toMatchObject({ Cod_Ammount: order.total / 100, Cod_Payment_Way: 0, Acs_Delivery_Products: 'COD', Charge_Type: 2, Weight: Math.max(0.5, order.grams! / 1_000), Reference_Key1: shipment.reference, Recipient_Zipcode: '10563' });
  expect(await statusOf(order.id)).toBe(OrderStatusCode.InDelivery);
  for (const paper of ['A4', 'A6'] as const) {
    const text = await label(order.id, paper);
    expect(text).toContain(shipment.parcelId);
    expect(text).toContain(`${(order.total / 100).toFixed(2)} €`);
  }
  expect((await vouchersOf(shipment.reference))[0]!.state).toBe('printed');

  // The customer sees the tracking number and the carrier's page, and is mailed them.
  const trackingUrl = `${s.t.deps.env.PUBLIC_URL}/api/sandbox/acs/track?generalCode=${shipment.parcelId}`;
  expect((await order.client.get(order.uid)).body.shipment).toEqual({ carrier: 'acs', trackingNumber: shipment.parcelId, trackingUrl, events: [], lockerCode: null });
  const [mail] = await s.t.db.select().from(outboxEmails).where(and(eq(outboxEmails.recipient, order.email), eq(outboxEmails.kind, 'orderInDelivery')));
  expect(mail!.text).toContain(`Ο αριθμός αποστολής ACS Courier είναι ${shipment.parcelId}`);
  expect(mail!.text).toContain(trackingUrl);
  const page = await s.t.api.request(new URL(trackingUrl).pathname + new URL(trackingUrl).search);
  expect(await page.text()).toContain(shipment.parcelId!);
});

it("ACS refusing: its Greek reason, the shipment failed, the order still in Processing; a new attempt after the address is mended", async () => {
  const order = await courierOrder();
  await s.t.db.update(orders).set({ shippingAddress: { firstName: 'Ελένη', lastName: 'Κώστα', country: 'GR', region: null, address: 'Ερμού 1', city: 'Αθήνα', postalCode: '1056', mobile: '6912345678' } }).where(eq(orders.id, order.id));
  const refused = await ship(order.id);
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ error: 'carrier_refused', params: { carrier: { detail: expect.stringContaining('Μη έγκυρος ταχυδρομικός κώδικας') } } });
  expect(await statusOf(order.id)).toBe(OrderStatusCode.Processing);
  await s.t.db.update(orders).set({ shippingAddress: { firstName: 'Ελένη', lastName: 'Κώστα', country: 'GR', region: null, address: 'Ερμού 1', city: 'Αθήνα', postalCode: '10563', mobile: '6912345678' } }).where(eq(orders.id, order.id));
  const again = (await ship(order.id)).body as StaffShipment;
  expect(again).toMatchObject({ status: 'created', reference: `${order.orderNumber}-2` });
});

it('ACS away: nothing shipped; its answer lost: the next press makes the voucher the shop keeps, and the lost one stays unprinted', async () => {
  const order = await courierOrder();
  setAcsSandboxMode(s.t.db, { mode: 'down' });
  expect((await ship(order.id)).body).toEqual({ error: 'carrier_unavailable' });
  expect(await statusOf(order.id)).toBe(OrderStatusCode.Processing);
  setAcsSandboxMode(s.t.db, { mode: 'lose' });
  expect((await ship(order.id)).body).toEqual({ error: 'carrier_unavailable' });
  setAcsSandboxMode(s.t.db, { mode: 'ok' });
  const shipped = (await ship(order.id)).body as StaffShipment;
  expect(shipped.status).toBe('created');
  const vouchers = await vouchersOf(shipped.reference);
  expect(vouchers.map((v) => v.state)).toEqual(['created', 'created']);
  expect(String(7_000_000_000 + vouchers[1]!.id)).toBe(shipped.parcelId);
  expect(await statusOf(order.id)).toBe(OrderStatusCode.InDelivery);
});
