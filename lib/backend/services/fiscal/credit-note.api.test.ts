import { asc, eq } from 'drizzle-orm';
import type { StaffReturnList } from '@/lib/contract/staff-returns';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/demo-staff';
import { fiscalDocuments, orders } from '../../db/schema';
import { freshCustomer, orderBody, orderClient, orderSuite } from '../../testing/order-helpers';
import { pickVariants } from '../../testing/cart-helpers';
import { confirmReturn, paramsOf, placeOnlineOrder, pressAtViva } from '../../testing/payment-helpers';
import { returnClient } from '../../testing/return-helpers';
import { changeOrderStatus } from '../orders/order-status';

/**
 * Credit notes (issue #47 item 2, decision 0067): tied to the order's sale document, by its issuer,
 * in their own series; a received return credits its lines, a cancellation or a refund what is
 * left; the credits of a document never add up to more than the document.
 */
jest.setTimeout(120_000);
const s = orderSuite();
let staffToken = '';

beforeAll(async () => {
  const res = await s.t.call('POST', '/staff/login', { email: 'sales@shop.test', password: DEMO_STAFF_PASSWORD }, { partner: null });
  expect(res.status).toBe(200);
  staffToken = res.body.token as string;
});

const documentsOf = (orderId: number) => s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, orderId)).orderBy(asc(fiscalDocuments.id));
const move = (orderId: number, to: 'Processing' | 'InDelivery' | 'Completed' | 'NotDelivered' | 'Cancelled' | 'Refund') => changeOrderStatus(s.t.deps, { orderId, to, actor: { kind: 'system' } });
const orderIdOf = async (uid: string) => (await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, uid)))[0]!.id;

it('a paid card order refunded: one retail credit note for the whole receipt, tied to it', async () => {
  const order = await placeOnlineOrder(s, 'Viva');
  const back = paramsOf(await pressAtViva(s.t, order, 'pay'));
  expect((await confirmReturn(s.t, 'viva', back, { token: order.buyer.token })).body).toMatchObject({ status: 'paid' });
  const id = await orderIdOf(order.uid);
  await move(id, 'Refund');
  const [sale, credit, ...more] = await documentsOf(id);
  expect(more).toEqual([]);
  expect(credit).toMatchObject({ invoiceType: '11.4', series: 'ΠΣΛ', number: expect.any(Number), creditsDocumentId: sale!.id, creditReason: 'refund', issuerVat: sale!.issuerVat });
  expect([credit!.netCents, credit!.vatCents, credit!.totalCents]).toEqual([sale!.netCents, sale!.vatCents, sale!.totalCents]);
});

it('a cash order that left and came back undelivered, then cancelled: credited in full; cancelled before it left: nothing', async () => {
  const shipped = await codOrder([1]);
  await move(shipped.id, 'Processing');
  await move(shipped.id, 'InDelivery');
  await move(shipped.id, 'NotDelivered');
  await move(shipped.id, 'Cancelled');
  const docs = await documentsOf(shipped.id);
  expect(docs.map((d) => [d.invoiceType, d.creditReason, d.totalCents])).toEqual([
    ['11.1', null, docs[0]!.totalCents],
    ['11.4', 'cancellation', docs[0]!.totalCents],
  ]);
  const early = await codOrder([1]);
  await move(early.id, 'Cancelled');
  expect(await documentsOf(early.id)).toEqual([]);
});

it("returns credit their lines' share, the refund after them what is left: the credits add up to the receipt exactly", async () => {
  const order = await codOrder([2, 1]);
  await move(order.id, 'Processing');
  await move(order.id, 'InDelivery');
  await move(order.id, 'Completed');
  await receive(order, [{ line: 0, quantity: 1 }]);
  await receive(order, [{ line: 1, quantity: 1 }]);
  await move(order.id, 'Refund');
  const [sale, ...credits] = await documentsOf(order.id);
  expect(credits.map((c) => c.creditReason)).toEqual(['return', 'return', 'refund']);
  for (const c of credits) expect(c.netCents + c.vatCents).toBe(c.totalCents);
  expect(credits.reduce((sum, c) => sum + c.totalCents, 0)).toBe(sale!.totalCents);
  expect(credits.reduce((sum, c) => sum + c.vatCents, 0)).toBe(sale!.vatCents);
  // The first return took one of two units of the first line: about half of that line, never all of it.
  expect(credits[0]!.totalCents).toBeGreaterThan(0);
  expect(credits[0]!.totalCents).toBeLessThan(sale!.totalCents);
});

async function codOrder(quantities: readonly number[]) {
  const buyer = await freshCustomer(s.t);
  let cart;
  for (const pick of pickVariants(s.oracle, 'acme', quantities.length, s.used, ({ variant }) => variant.stock >= 5).entries()) cart = (await buyer.cart.add(pick[1].variant.id, quantities[pick[0]])).body;
  const placed = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart));
  expect(placed.status).toBe(201);
  return { id: await orderIdOf(placed.body.uid as string), uid: placed.body.uid as string, buyer };
}

async function receive(order: { uid: string; buyer: Awaited<ReturnType<typeof freshCustomer>> }, lines: { line: number; quantity: number }[]) {
  const created = await returnClient(s.t, order.buyer).create({ orderUid: order.uid, lines, reason: 'size_or_fit' });
  expect(created.status).toBe(201);
  const list = (await s.t.call('GET', '/staff/returns?status=Requested&pageSize=100', undefined, { partner: null, token: staffToken })).body as StaffReturnList;
  const entry = list.items.find((r) => r.number === created.body.returnNumber)!;
  const res = await s.t.call('POST', `/staff/returns/${entry.id}/status`, { status: 'Received', expectedStatus: 'Requested' }, { partner: null, token: staffToken });
  expect(res.status).toBe(200);
}
