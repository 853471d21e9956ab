import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { PickupList, StaffShipment } from '@/lib/contract/staff-shipments';
import { pdfText } from '@/lib/testing/pdf-text';
import { orders, sandboxAcsVouchers, staffAudit } from '../../db/schema';
import { demoStaffToken, staffCallOf } from '../../staff/testing/staff-member-helpers';
import { buyerWithCart, orderBody, orderSuite } from '../../testing/order-helpers';
import { setAcsSandboxMode } from '../carriers/acs/sandbox-state';
import { changeOrderStatus } from '../orders/order-status';

/**
 * The day's ACS pickup list (issue #48 item 2, decision 0085), against the sandbox: five courier
 * orders shipped go on one list once their labels are printed; an unprinted one is named (409) and
 * nothing is issued; a voucher the shop does not know (a lost answer's) is deleted at ACS and the
 * list issued without it; the list prints as a PDF naming each voucher.
 */
jest.setTimeout(120_000);
const s = orderSuite();
let employee = '';
const staff = (method: string, path: string) => staffCallOf(s.t)(method, path, employee);

beforeAll(async () => {
  employee = await demoStaffToken(s.t, 'employee@shop.test');
});
afterEach(() => setAcsSandboxMode(s.t.db, { mode: 'ok' }));

async function shippedCourier(): Promise<{ id: number; orderNumber: string; voucher: string }> {
  const { cart, client } = await buyerWithCart(s);
  const placed = await client.place(orderBody(s.t, cart as Cart));
  expect(placed.status).toBe(201);
  const [row] = await s.t.db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
  const shipment = (await staff('POST', `/staff/orders/${row!.id}/shipment`)).body as StaffShipment;
  return { ...row!, voucher: shipment.parcelId! };
}
const printLabel = async (orderId: number) => expect((await staff('GET', `/staff/orders/${orderId}/shipment/label?paper=A4`)).status).toBe(200);

it('five courier orders on one pickup list once printed; an unprinted one is named and nothing is issued; the list prints', async () => {
  const shipped = [];
  for (let i = 0; i < 5; i++) shipped.push(await shippedCourier());
  for (const order of shipped.slice(0, 4)) await printLabel(order.id);
  const refused = await staff('POST', '/staff/pickup-lists');
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({ error: 'pickup_list_unprinted', params: { unprinted: { orders: shipped[4]!.orderNumber, count: 1 } } });
  expect((await staff('GET', '/staff/pickup-lists')).body.items).toEqual([]);

  await printLabel(shipped[4]!.id);
  const issued = await staff('POST', '/staff/pickup-lists');
  expect(issued.status).toBe(200);
  const list = issued.body as PickupList;
  expect(list).toMatchObject({ carrier: 'acs', number: expect.stringMatching(/^8\d{9}$/) });
  const listed = await s.t.db.select({ state: sandboxAcsVouchers.state, list: sandboxAcsVouchers.pickupListNo }).from(sandboxAcsVouchers);
  expect(listed.filter((v) => v.list === list.number)).toHaveLength(5);
  expect(await s.t.db.select().from(staffAudit).where(eq(staffAudit.action, 'shipping.pickupList'))).toHaveLength(1);

  const pdf = await s.t.api.request(`/api/staff/pickup-lists/${list.id}/pdf`, { headers: { Authorization: `Bearer ${employee}` } });
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
  for (const order of shipped) expect(text).toContain(order.voucher);
  // Once on a list, a voucher's label can no longer be printed (ACS refuses): the console says the carrier cannot.
  expect((await staff('GET', `/staff/orders/${shipped[0]!.id}/shipment/label`)).body).toEqual({ error: 'carrier_unavailable' });
});

it("a voucher the shop does not know (its answer was lost) is deleted at ACS, and the list is issued with the shop's own", async () => {
  const lost = await (async () => {
    const { cart, client } = await buyerWithCart(s);
    const placed = await client.place(orderBody(s.t, cart as Cart));
    const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
    await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
    setAcsSandboxMode(s.t.db, { mode: 'lose' });
    expect((await staff('POST', `/staff/orders/${row!.id}/shipment`)).body).toEqual({ error: 'carrier_unavailable' });
    setAcsSandboxMode(s.t.db, { mode: 'ok' });
    const shipment = (await staff('POST', `/staff/orders/${row!.id}/shipment`)).body as StaffShipment;
    await printLabel(row!.id);
    return shipment.parcelId!;
  })();
  const issued = (await staff('POST', '/staff/pickup-lists')).body as PickupList;
  const vouchers = await s.t.db.select().from(sandboxAcsVouchers).where(eq(sandboxAcsVouchers.pickupListNo, issued.number));
  expect(vouchers.map((v) => String(7_000_000_000 + v.id))).toEqual([lost]);
  expect((await s.t.db.select({ state: sandboxAcsVouchers.state }).from(sandboxAcsVouchers)).filter((v) => v.state === 'deleted')).toHaveLength(1);
});

it('refused: nothing shipped today (ACS says so), ACS away, a SalesPerson', async () => {
  expect(await staff('POST', '/staff/pickup-lists')).toMatchObject({ status: 422, body: { error: 'carrier_refused' } });
  setAcsSandboxMode(s.t.db, { mode: 'down' });
  expect((await staff('POST', '/staff/pickup-lists')).body).toEqual({ error: 'carrier_unavailable' });
  const sales = await demoStaffToken(s.t, 'sales@shop.test');
  expect((await staffCallOf(s.t)('POST', '/staff/pickup-lists', sales)).body).toEqual({ error: 'staff_role_forbidden' });
});
