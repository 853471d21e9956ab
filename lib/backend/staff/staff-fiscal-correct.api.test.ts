import { and, asc, eq } from 'drizzle-orm';
import { pdfText } from '@/lib/testing/pdf-text';
import type { StaffFiscalDocument } from '@/lib/contract/staff-fiscal';
import { fiscalDocuments, orders, outboxEmails, sandboxMydataDocuments, staffAudit } from '../db/schema';
import { cancelDocuments } from '../services/fiscal/cancel-documents';
import { transmitDocuments } from '../services/fiscal/transmit-documents';
import { cancellationMarkOf, markOf, setSandboxMode } from '../services/mydata/sandbox-state';
import { changeOrderStatus } from '../services/orders/order-status';
import { buyerWithCart, INVOICE, orderBody, orderSuite } from '../testing/order-helpers';
import { demoStaffToken, staffCallOf } from './testing/staff-member-helpers';

/**
 * A transmitted invoice with a wrong buyer (decision 0080): an Employee corrects it with a new
 * invoice (next number, same lines, the corrected buyer); the job cancels the old one at myDATA
 * (CancelInvoice, its cancellation MARK kept) and only then sends the new one, which the customer
 * gets by mail and as the order's PDF. Once, however many press it; never after a credit note.
 */
jest.setTimeout(180_000);
const s = orderSuite();
const MINUTE = 60_000;
let employee = '';
let serial = 0;
const staffCall = (method: string, path: string, token: string, body?: unknown) => staffCallOf(s.t)(method, path, token, body);
const correct = (id: number, buyer: unknown, token = employee) => staffCall('POST', `/staff/fiscal-documents/${id}/correct`, token, { buyer });
const fixed = { vatNumber: 'EL 094019245', street: 'Σταδίου 10', postalCode: '10564', city: 'Αθήνα' };

beforeAll(async () => {
  employee = await demoStaffToken(s.t, 'employee@shop.test');
});
afterEach(() => setSandboxMode(s.t.db, { mode: 'ok' }));

const documentsOf = (orderId: number) => s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, orderId)).orderBy(asc(fiscalDocuments.id));

/** A dispatched cash-on-delivery invoice order whose invoice myDATA registered: the order, its invoice and the contact address. */
async function transmittedInvoice(): Promise<{ orderId: number; docId: number; email: string; uid: string; token: string }> {
  const { cart, client, buyer } = await buyerWithCart(s);
  const email = `correct-${++serial}-${Date.now()}@example.gr`;
  const placed = await client.place(orderBody(s.t, cart, { documentType: 'Invoice', invoice: INVOICE, email }));
  expect(placed.status).toBe(201);
  const [order] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  for (const to of ['Processing', 'InDelivery'] as const) await changeOrderStatus(s.t.deps, { orderId: order!.id, to, actor: { kind: 'system' } });
  await transmitDocuments(s.t.api.deps);
  const [doc] = await documentsOf(order!.id);
  expect(doc).toMatchObject({ status: 'transmitted', invoiceType: '1.1' });
  return { orderId: order!.id, docId: doc!.id, email, uid: placed.body.uid as string, token: buyer.token };
}

it('replaces the invoice with a new one: the old is cancelled at myDATA first, then the new is sent with the corrected buyer and mailed', async () => {
  const { orderId, docId, email, uid, token } = await transmittedInvoice();
  const [first, second] = await Promise.all([correct(docId, fixed), correct(docId, fixed)]);
  expect([first.status, second.status].sort()).toEqual([200, 409]);
  expect((first.status === 409 ? first : second).body).toEqual({ error: 'fiscal_not_transmitted' });
  const created = (first.status === 200 ? first : second).body as StaffFiscalDocument;
  const [old] = await documentsOf(orderId);
  expect(created).toMatchObject({ status: 'pending', invoiceType: '1.1', replacesLabel: `ΤΠ ${old!.year}/${old!.number}`, buyer: { vatNumber: '094019245', country: 'GR', street: 'Σταδίου 10' } });
  expect(Number(created.label.split('/')[1])).toBeGreaterThan(old!.number);
  expect(created.totalCents).toBe(old!.totalCents);

  // The new invoice waits for the old one's cancellation.
  expect((await transmitDocuments(s.t.api.deps)).transmitted).toBe(0);
  expect(await cancelDocuments(s.t.api.deps)).toEqual({ cancelled: 1, failed: 0 });
  await transmitDocuments(s.t.api.deps);
  const [cancelled, replacement] = await documentsOf(orderId);
  expect(cancelled).toMatchObject({ status: 'cancelled', cancellationMark: cancellationMarkOf(Number(cancelled!.mark) - Number(markOf(0))) });
  expect(replacement).toMatchObject({ id: created.id, status: 'transmitted', replacesDocumentId: docId, buyer: created.buyer });
  const [sandboxOld] = await s.t.db.select().from(sandboxMydataDocuments).where(eq(sandboxMydataDocuments.uid, cancelled!.uid!));
  expect(sandboxOld!.cancelledAt).not.toBeNull();
  const qr = await s.t.call('GET', `/sandbox/mydata/TimologioQR/QRInfo?q=${cancelled!.uid}`);
  expect(qr.body).toContain(cancelled!.cancellationMark);

  // The customer is mailed the new invoice, and the order's PDF is the new one with its buyer.
  const mails = await s.t.db.select().from(outboxEmails).where(and(eq(outboxEmails.recipient, email), eq(outboxEmails.kind, 'fiscalDocument'))).orderBy(asc(outboxEmails.id));
  expect(mails).toHaveLength(2);
  expect(mails[1]!.subject).toContain(created.label);
  const pdf = await s.t.api.request(`/api/Orders/${uid}/Document`, { headers: { 'X-Partner-Code': 'acme', Authorization: `Bearer ${token}` } });
  expect(pdf.status).toBe(200);
  const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
  expect(text).toContain(replacement!.mark);
  expect(text).toContain('094019245');
  expect(text).not.toContain(cancelled!.mark);

  const [audit] = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'fiscal.correct'), eq(staffAudit.targetId, docId)));
  expect(audit).toMatchObject({ before: { status: 'transmitted', mark: cancelled!.mark, buyer: expect.objectContaining({ vatNumber: '094014201' }) }, after: { status: 'cancelling', replacedBy: created.id } });
  // A credit note now credits the new invoice.
  for (const to of ['NotDelivered', 'Cancelled'] as const) await changeOrderStatus(s.t.deps, { orderId, to, actor: { kind: 'system' } });
  const credit = (await documentsOf(orderId)).find((d) => d.creditsDocumentId !== null);
  expect(credit!.creditsDocumentId).toBe(created.id);
});

it('a cancellation whose answer was lost, or while myDATA is down, is tried again and kept once', async () => {
  const { orderId, docId } = await transmittedInvoice();
  expect((await correct(docId, fixed)).status).toBe(200);
  setSandboxMode(s.t.db, { mode: 'down' });
  expect(await cancelDocuments(s.t.api.deps)).toEqual({ cancelled: 0, failed: 1 });
  expect((await documentsOf(orderId))[0]).toMatchObject({ status: 'cancelling', attempts: 1, lastError: expect.stringContaining('HTTP 503') });
  setSandboxMode(s.t.db, { mode: 'lose' });
  s.t.advance(MINUTE);
  expect(await cancelDocuments(s.t.api.deps)).toEqual({ cancelled: 0, failed: 1 });
  setSandboxMode(s.t.db, { mode: 'ok' });
  s.t.advance(2 * MINUTE);
  // myDATA cancelled it on the lost try: it refuses a second cancellation, and the job reads the first one back.
  expect(await cancelDocuments(s.t.api.deps)).toEqual({ cancelled: 1, failed: 0 });
  await transmitDocuments(s.t.api.deps);
  const [old, replacement] = await documentsOf(orderId);
  expect(old).toMatchObject({ status: 'cancelled', attempts: 3, lastError: null });
  expect(old!.cancellationMark).toMatch(/^5\d{14}$/);
  expect(replacement!.status).toBe('transmitted');
});

it('refuses a corrupt correction and changes nothing: another country, a credited invoice, a refused or retail document, a SalesPerson', async () => {
  const { orderId, docId } = await transmittedInvoice();
  const abroad = await correct(docId, { ...fixed, vatNumber: 'CY10259033P' });
  expect(abroad.body).toMatchObject({ error: 'fiscal_buyer_country', fields: { 'buyer.vatNumber': 'fiscal_buyer_country' } });
  expect((await correct(docId, { ...fixed, vatNumber: '094019246' })).body).toMatchObject({ fields: { 'buyer.vatNumber': 'vat_number_check_digit' } });
  expect((await correct(docId, fixed, await demoStaffToken(s.t, 'sales@shop.test'))).body).toEqual({ error: 'staff_role_forbidden' });
  for (const to of ['NotDelivered', 'Cancelled'] as const) await changeOrderStatus(s.t.deps, { orderId, to, actor: { kind: 'system' } });
  expect((await correct(docId, fixed)).body).toEqual({ error: 'fiscal_document_credited' });
  const credit = (await documentsOf(orderId)).find((d) => d.creditsDocumentId !== null)!;
  expect((await correct(credit.id, fixed)).body).toEqual({ error: 'fiscal_not_sale' });
  expect((await documentsOf(orderId)).map((d) => d.status)).toEqual(['transmitted', 'pending']);
  expect((await correct(999_999, fixed)).body).toEqual({ error: 'fiscal_document_not_found' });
});
