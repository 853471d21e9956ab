import { eq } from 'drizzle-orm';
import type { Order } from '@/lib/contract/orders';
import type { StaffOrder, StaffOrderList } from '@/lib/contract/staff';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { staffAudit } from '../db/schema';
import { orderClient, orderSuite } from '../testing/order-helpers';
import { placedOrder } from '../testing/return-helpers';

/**
 * Staff notes (issue #44 item 2): every note on the staff order page with its author and time; a
 * note for the customer on the customer's order (time and text only), an internal one never, and
 * nobody else's order shows them; a note alone (POST /staff/orders/:id/notes) is audited; the text
 * is plain and limited, refused with a field key.
 */
jest.setTimeout(60_000);

const s = orderSuite();
const tokens: Record<'Employee' | 'SalesPerson' | 'Inspector', string> = { Employee: '', SalesPerson: '', Inspector: '' };
const staffCall = (method: string, path: string, token: string, body?: unknown) => s.t.call(method, path, body, { partner: null, token });

beforeAll(async () => {
  for (const [role, email] of [['Employee', 'employee@shop.test'], ['SalesPerson', 'sales@shop.test'], ['Inspector', 'inspector@shop.test']] as const) {
    const res = await staffCall('POST', '/staff/login', '', { email, password: DEMO_STAFF_PASSWORD });
    expect(res.status).toBe(200);
    tokens[role] = res.body.token;
  }
});

async function staffOrderOf(orderNumber: string): Promise<StaffOrder> {
  const list = (await staffCall('GET', `/staff/orders?number=${orderNumber}`, tokens.Employee)).body as StaffOrderList;
  return (await staffCall('GET', `/staff/orders/${list.items[0]!.id}`, tokens.Employee)).body as StaffOrder;
}
const note = (id: number, body: unknown, token = tokens.SalesPerson) => staffCall('POST', `/staff/orders/${id}/notes`, token, body);

describe('notes on an order', () => {
  it('shows staff every note with its author and time, and the customer only those meant for them', async () => {
    const order = await placedOrder(s, [1], { status: 0 });
    const before = await staffOrderOf(order.orderNumber);
    // A status change with an internal note, one with a note for the customer, and two notes alone.
    expect((await staffCall('POST', `/staff/orders/${before.id}/status`, tokens.Employee, { status: 'Processing', expectedVersion: before.version, note: 'Stock checked by hand' })).status).toBe(200);
    s.t.advance(1000);
    expect((await staffCall('POST', `/staff/orders/${before.id}/status`, tokens.Employee, { status: 'Invoiced', expectedVersion: before.version + 1, note: 'Your invoice is ready.', noteForCustomer: true })).status).toBe(200);
    s.t.advance(1000);
    const internal = await note(before.id, { body: 'Customer asked for a call before delivery' });
    expect(internal).toMatchObject({ status: 201, body: { author: 'Πέτρος Αλεξίου', forCustomer: false, status: null, body: 'Customer asked for a call before delivery' } });
    s.t.advance(1000);
    const shared = await note(before.id, { body: '  We will call you on Monday.\r\nThank you!  ', forCustomer: true });
    expect(shared).toMatchObject({ status: 201, body: { forCustomer: true, body: 'We will call you on Monday.\nThank you!' } });

    const staffView = await staffOrderOf(order.orderNumber);
    expect(staffView.staffNotes.map((n) => [n.body, n.author, n.forCustomer, n.status])).toEqual([
      ['Stock checked by hand', 'Άννα Κωνσταντίνου', false, 'Processing'],
      ['Your invoice is ready.', 'Άννα Κωνσταντίνου', true, 'Invoiced'],
      ['Customer asked for a call before delivery', 'Πέτρος Αλεξίου', false, null],
      ['We will call you on Monday.\nThank you!', 'Πέτρος Αλεξίου', true, null],
    ]);
    for (const n of staffView.staffNotes) expect(Number.isNaN(Date.parse(n.at))).toBe(false);

    const mine = (await order.orders.get(order.uid)).body as Order;
    expect(mine.notes).toEqual([
      { body: 'Your invoice is ready.', at: staffView.staffNotes[1]!.at },
      { body: 'We will call you on Monday.\nThank you!', at: staffView.staffNotes[3]!.at },
    ]);
    expect(JSON.stringify(mine)).not.toContain('Stock checked by hand');
    expect(JSON.stringify(mine)).not.toContain('call before delivery');

    // Another customer cannot reach the order, so not its notes either.
    const other = await placedOrder(s, [1]);
    expect((await orderClient(s.t, other.buyer.token).get(order.uid)).status).toBe(404);
    expect(((await other.orders.get(other.uid)).body as Order).notes).toEqual([]);

    const audit = await s.t.db.select().from(staffAudit).where(eq(staffAudit.targetId, before.id));
    expect(audit.filter((a) => a.targetKind === 'order' && a.action === 'order.note').map((a) => a.after)).toEqual([
      { note: 'Customer asked for a call before delivery', forCustomer: false },
      { note: 'We will call you on Monday.\nThank you!', forCustomer: true },
    ]);
  });

  it('refuses an empty, overlong or control-character note with a field key, an Inspector, and an order of another partner', async () => {
    const order = await placedOrder(s, [1]);
    const { id } = await staffOrderOf(order.orderNumber);
    expect(await note(id, { body: '   ' })).toMatchObject({ status: 400, body: { fields: { body: 'required' } } });
    expect(await note(id, { body: 'x'.repeat(501) })).toMatchObject({ status: 400, body: { fields: { body: 'max_characters' } } });
    expect(await note(id, { body: 'bell\u0007' })).toMatchObject({ status: 400, body: { fields: { body: 'invalid_format' } } });
    expect(await note(id, { body: 'hidden\u202Etext' })).toMatchObject({ status: 400, body: { fields: { body: 'invalid_format' } } });
    expect(await note(id, { body: 'ok', extra: 1 })).toMatchObject({ status: 400 });
    expect(await staffCall('POST', `/staff/orders/${id}/status`, tokens.Employee, { status: 'Processing', expectedVersion: 0, note: 'esc\u001b[31m' })).toMatchObject({ status: 400, body: { fields: { note: 'invalid_format' } } });
    expect(await note(id, { body: 'ok' }, tokens.Inspector)).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    expect(await note(99_999_999, { body: 'ok' })).toMatchObject({ status: 404, body: { error: 'order_not_found' } });
    expect((await staffOrderOf(order.orderNumber)).staffNotes).toEqual([]);
  });
});
