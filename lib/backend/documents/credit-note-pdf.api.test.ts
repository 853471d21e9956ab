import { eq } from 'drizzle-orm';
import type { Order } from '@/lib/contract/orders';
import { pdfText } from '@/lib/testing/pdf-text';
import { orders } from '../db/schema';
import { transmitDocuments } from '../services/fiscal/transmit-documents';
import { changeOrderStatus } from '../services/orders/order-status';
import { demoStaffToken } from '../staff/testing/staff-member-helpers';
import { buyerWithCart, freshCustomer, orderBody, orderSuite } from '../testing/order-helpers';

/**
 * An order's credit notes (issue #47): listed with the order (label, reason, MARK) and each a PDF
 * for its owner (`GET /Orders/{uid}/CreditNotes/{id}`) and for staff who see the order, titled as
 * myDATA names it, its amounts by VAT rate, why it was issued, with its MARK once registered.
 */
jest.setTimeout(120_000);
const s = orderSuite();

async function cancelledAfterDispatch() {
  const { buyer, cart, client } = await buyerWithCart(s);
  const placed = await client.place(orderBody(s.t, cart));
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  for (const to of ['Processing', 'InDelivery', 'NotDelivered', 'Cancelled'] as const) await changeOrderStatus(s.t.deps, { orderId: row!.id, to, actor: { kind: 'system' } });
  await transmitDocuments(s.t.api.deps);
  await transmitDocuments(s.t.api.deps);
  return { buyer, id: row!.id, uid: placed.body.uid as string };
}
const download = (path: string, headers: Record<string, string>) => s.t.api.request(`/api${path}`, { headers });

it("lists the credit note with the order and gives its PDF to the owner and to staff, no one else", async () => {
  const order = await cancelledAfterDispatch();
  const seen = (await s.t.call('GET', `/Orders/${order.uid}`, undefined, { token: order.buyer.token })).body as Order;
  expect(seen.creditNotes).toEqual([{ id: expect.any(Number), label: expect.stringMatching(/^ΠΣΛ 2026\/\d+$/), reason: 'cancellation', issuedAt: expect.any(String), total: seen.totals.total, mark: expect.stringMatching(/^4\d{14}$/) }]);
  const credit = seen.creditNotes[0]!;

  const res = await download(`/Orders/${order.uid}/CreditNotes/${credit.id}`, { 'X-Partner-Code': 'acme', Authorization: `Bearer ${order.buyer.token}` });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[A-Z]+-2026-\d+-credit-2026-\d+\.pdf"$/);
  const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
  expect(text).toContain('Πιστωτικό Στοιχείο Λιανικής');
  expect(text).toContain(`Σειρά και αρ. ${credit.label}`);
  expect(text).toContain('Ακύρωση παραγγελίας');
  expect(text).toContain(`ΜΑΡΚ: ${credit.mark}`);
  expect(text).toMatch(/Πίστωση, ΦΠΑ (24|13|6)%/);

  const stranger = await freshCustomer(s.t);
  expect((await download(`/Orders/${order.uid}/CreditNotes/${credit.id}`, { 'X-Partner-Code': 'acme', Authorization: `Bearer ${stranger.token}` })).status).toBe(404);
  const unknown = await download(`/Orders/${order.uid}/CreditNotes/999999`, { 'X-Partner-Code': 'acme', Authorization: `Bearer ${order.buyer.token}` });
  expect([unknown.status, ((await unknown.json()) as { error: string }).error]).toEqual([404, 'credit_note_not_found']);

  const employee = await demoStaffToken(s.t, 'employee@shop.test');
  const staff = await download(`/staff/orders/${order.id}/credit-notes/${credit.id}?lang=en`, { Authorization: `Bearer ${employee}` });
  expect(staff.status).toBe(200);
  expect(await pdfText(new Uint8Array(await staff.arrayBuffer()))).toContain('Retail credit note');
});
