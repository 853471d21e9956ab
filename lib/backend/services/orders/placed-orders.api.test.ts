import { eq } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import { orders } from '../../db/schema';
import { expireOrder } from '../../jobs/payment-expiry';
import { listStaffOrders } from '../../staff/staff-orders';
import type { StaffPrincipal } from '../../staff/staff-principal';
import { pickOne } from '../../testing/cart-helpers';
import { freshCustomer, orderBody, orderClient, orderSuite, type Buyer } from '../../testing/order-helpers';
import { confirmReturn, paramsOf, pressAtViva, renewToken } from '../../testing/payment-helpers';
import { changeOrderStatus } from './order-status';

/**
 * Issue #46: an order the customer never placed — paid online, cancelled before any money came
 * (refused or abandoned card payment, lib/rules/order-placed.ts) — is not in their order list, its
 * count or pages, nor are its points in their points history; staff still see it. Cash-on-delivery
 * orders cancelled, and online orders paid or still awaiting payment, stay.
 */
const s = orderSuite();
const ACTOR = { kind: 'staff' as const, id: 1, name: 'Test Employee' };
const EMPLOYEE: StaffPrincipal = { id: 1, name: 'Test Employee', email: 'employee@shop.test', role: 'Employee', partnerIds: null, partnerCodes: null };

type Placed = { uid: string; orderNumber: string; attemptUid: string };
async function place(buyer: Buyer, payment: 'cod' | 'card'): Promise<Placed> {
  await buyer.cart.clear();
  const variantId = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 3).variant.id;
  const cart = (await buyer.cart.add(variantId, 1)).body;
  const res = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart, payment === 'card' ? { paymentMethod: 'card', cardProvider: 'Viva' } : {}));
  expect(res.status).toBe(201);
  const attemptUid = payment === 'card' ? new URL(res.body.payment.url as string).pathname.split('/').pop()! : '';
  return { uid: res.body.uid as string, orderNumber: res.body.orderNumber as string, attemptUid };
}
async function atViva(buyer: Buyer, order: Placed, action: 'pay' | 'decline' | 'cancel') {
  const back = await pressAtViva(s.t, { buyer, attemptUid: order.attemptUid }, action);
  const res = await confirmReturn(s.t, 'viva', paramsOf(back), { token: buyer.token, outcome: action === 'pay' ? 'success' : 'cancel' });
  expect(res.body.status).toBe(action === 'pay' ? 'paid' : 'failed');
}
const idOf = async (uid: string) => (await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, uid)))[0]!.id;
const numbers = (items: { orderNumber: string | null }[]) => items.map((i) => i.orderNumber);

describe("the customer's history leaves out what they never placed", () => {
  it('refused, abandoned and expired card payments are neither orders nor points; cash on delivery cancelled, paid and awaiting ones stay; paging counts right', async () => {
    const buyer = await freshCustomer(s.t);
    const client = orderClient(s.t, buyer.token);
    const declined = await place(buyer, 'card');
    await atViva(buyer, declined, 'decline');
    const abandoned = await place(buyer, 'card');
    await atViva(buyer, abandoned, 'cancel');
    const paid = await place(buyer, 'card');
    await atViva(buyer, paid, 'pay');
    const codCancelled = await place(buyer, 'cod');
    await changeOrderStatus(s.t.deps, { orderId: await idOf(codCancelled.uid), to: 'Cancelled', actor: ACTOR });
    const cod = await place(buyer, 'cod');
    const awaiting = await place(buyer, 'card');
    for (const o of [declined, abandoned]) expect((await client.get(o.uid)).body).toMatchObject({ status: OrderStatusCode.Cancelled, paid: false });

    const list = await client.list('?page=1&pageSize=10');
    expect(list.status).toBe(200);
    expect(numbers(list.body.items)).toEqual([awaiting, cod, codCancelled, paid].map((o) => o.orderNumber));
    expect(list.body.total).toBe(4);
    expect(list.body.items[0]).toMatchObject({ awaitingPayment: true });

    // The one awaiting payment is abandoned too: the sweep cancels it at its deadline, and it leaves the list.
    s.t.advance(31 * 60_000);
    await renewToken(s.t, buyer);
    expect(await expireOrder(s.t.deps, await idOf(awaiting.uid))).toBe('expired');
    const after = orderClient(s.t, buyer.token);
    const [page1, page2, page3] = [await after.list('?page=1&pageSize=2'), await after.list('?page=2&pageSize=2'), await after.list('?page=3&pageSize=2')];
    expect([page1.body.total, page2.body.total]).toEqual([3, 3]);
    expect([...numbers(page1.body.items), ...numbers(page2.body.items)]).toEqual([cod, codCancelled, paid].map((o) => o.orderNumber));
    expect(page3.body.items).toEqual([]);

    // Points: the hidden orders' earn/reverse pairs are left out; what is shown adds up to the balance and pending points.
    const loyalty = (await s.t.call('GET', '/Loyalty', undefined, { token: buyer.token, partner: 'acme' })).body;
    const shown = loyalty.entries as { type: string; status: string; points: number; orderNumber: string | null }[];
    expect(new Set(shown.map((e) => e.orderNumber))).toEqual(new Set([paid, codCancelled, cod].map((o) => o.orderNumber)));
    expect(shown.filter((e) => e.orderNumber === codCancelled.orderNumber).map((e) => e.type).sort()).toEqual(['ForConsumption', 'Revert']);
    const sumOf = (status: string) => shown.filter((e) => e.status === status).reduce((acc, e) => acc + e.points, 0);
    expect([sumOf('ApprovedPoints'), sumOf('PendingPoints')]).toEqual([loyalty.balance, loyalty.pending]);

    // Staff still see every order, the never-placed ones included.
    const staff = await listStaffOrders(s.t.deps, EMPLOYEE, { page: 1, pageSize: 50, email: 'orders@example.gr' } as Parameters<typeof listStaffOrders>[2]);
    const seen = new Set(staff.items.map((i) => i.orderNumber));
    for (const o of [declined, abandoned, awaiting, paid, codCancelled, cod]) expect(seen.has(o.orderNumber)).toBe(true);
  });

  it("another customer's history is untouched by this rule (only the owner's orders, as before)", async () => {
    const buyer = await freshCustomer(s.t);
    const other = await freshCustomer(s.t);
    const declined = await place(other, 'card');
    await atViva(other, declined, 'decline');
    const mine = await place(buyer, 'cod');
    expect(numbers((await orderClient(s.t, buyer.token).list()).body.items)).toEqual([mine.orderNumber]);
    expect((await orderClient(s.t, other.token).list()).body).toMatchObject({ items: [], total: 0 });
  });
});
