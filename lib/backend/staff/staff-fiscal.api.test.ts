import { and, desc, eq } from 'drizzle-orm';
import type { StaffFiscalDocument, StaffFiscalList } from '@/lib/contract/staff-fiscal';
import { fiscalDocuments, orders, staffAudit } from '../db/schema';
import { setSandboxMode } from '../services/mydata/sandbox-state';
import { changeOrderStatus } from '../services/orders/order-status';
import { transmitDocuments } from '../services/fiscal/transmit-documents';
import { buyerWithCart, INVOICE, orderBody, orderSuite } from '../testing/order-helpers';
import { matrixTokens } from './testing/route-matrix-context';
import { demoStaffToken, staffCallOf } from './testing/staff-member-helpers';

/**
 * The fiscal documents of the operations API (issue #47, decision 0070): the list with myDATA's
 * answers, scoped to the partners a member sees; the resend of a refused document (an Employee's,
 * once however many press it, audited), an invoice's buyer corrected first.
 */
jest.setTimeout(120_000);

const s = orderSuite();
const tokens: Record<'Employee' | 'SalesPerson' | 'Inspector', string> = { Employee: '', SalesPerson: '', Inspector: '' };
const staffCall = (method: string, path: string, token: string | undefined, body?: unknown) => staffCallOf(s.t)(method, path, token, body);

beforeAll(async () => {
  for (const [role, email] of [['Employee', 'employee@shop.test'], ['SalesPerson', 'sales@shop.test'], ['Inspector', 'inspector@shop.test']] as const) tokens[role] = await demoStaffToken(s.t, email);
});
afterEach(() => setSandboxMode(s.t.db, { mode: 'ok' }));

/** The placed order dispatched and its document sent to a myDATA that refuses everything: the document. */
async function dispatchedAndRefused(placed: { status: number; body: Record<string, unknown> }) {
  expect(placed.status).toBe(201);
  const [order] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  for (const to of ['Processing', 'InDelivery'] as const) await changeOrderStatus(s.t.deps, { orderId: order!.id, to, actor: { kind: 'system' } });
  setSandboxMode(s.t.db, { mode: 'reject' });
  await transmitDocuments(s.t.api.deps);
  setSandboxMode(s.t.db, { mode: 'ok' });
  const [doc] = await s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, order!.id));
  expect(doc!.status).toBe('rejected');
  return doc!;
}

/** A dispatched cash-on-delivery order whose document myDATA refused: the document's id. */
async function refused(type: 'Retail' | 'Invoice' = 'Retail'): Promise<number> {
  const { cart, client } = await buyerWithCart(s);
  return (await dispatchedAndRefused(await client.place(orderBody(s.t, cart, type === 'Invoice' ? { documentType: 'Invoice', invoice: INVOICE } : {})))).id;
}

const listed = async (token: string, query = '?status=rejected&pageSize=100') => (await staffCall('GET', `/staff/fiscal-documents${query}`, token)).body as StaffFiscalList;
const resend = (id: number, body: unknown = {}, token = tokens.Employee) => staffCall('POST', `/staff/fiscal-documents/${id}/resend`, token, body);

it("lists the refused documents with myDATA's reasons; every member reads, each the partners they see", async () => {
  const id = await refused();
  const mine = (await listed(tokens.Employee)).items.find((d) => d.id === id);
  expect(mine).toMatchObject({ invoiceType: '11.1', partner: 'acme', status: 'rejected', mark: null, rejection: '999: Rejected by the sandbox (reject mode)', buyer: null });
  expect(mine!.label).toMatch(/^ΑΛΠ 2026\/\d+$/);
  expect((await listed(tokens.Inspector)).items.some((d) => d.id === id)).toBe(true);
  expect((await listed(tokens.SalesPerson)).items.some((d) => d.id === id)).toBe(true); // the demo SalesPerson has acme
  const other = (await matrixTokens(s.t)).OtherSalesPerson!; // a SalesPerson of hellas only
  expect((await listed(other)).items.filter((d) => d.partner === 'acme')).toEqual([]);
  expect((await resend(id, {}, other)).status).toBe(403);
  expect((await staffCall('GET', '/staff/fiscal-documents?status=lost', tokens.Employee)).status).toBe(400);
});

it('an Employee resends a refused receipt once, however many press it; it is then transmitted; audited', async () => {
  const id = await refused();
  const [first, second] = await Promise.all([resend(id), resend(id)]);
  expect([first.status, second.status].sort()).toEqual([200, 409]);
  const ok = (first.status === 200 ? first : second).body as StaffFiscalDocument;
  expect(ok).toMatchObject({ id, status: 'pending', rejection: null, attempts: 0 });
  expect((first.status === 409 ? first : second).body).toEqual({ error: 'fiscal_not_rejected' });
  await transmitDocuments(s.t.api.deps);
  const [doc] = await s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.id, id));
  expect(doc).toMatchObject({ status: 'transmitted', attempts: 1 });
  const audit = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'fiscal.resend'), eq(staffAudit.targetId, id)));
  expect(audit).toEqual([expect.objectContaining({ targetKind: 'fiscal_document', before: { status: 'rejected', rejection: '999: Rejected by the sandbox (reject mode)' }, after: { status: 'pending' } })]);
  expect((await resend(id)).body).toEqual({ error: 'fiscal_not_rejected' });
});

it("corrects an invoice's buyer and resends it with that buyer; a wrong ΑΦΜ or a retail document is refused and changes nothing", async () => {
  const id = await refused('Invoice');
  const before = (await listed(tokens.Employee)).items.find((d) => d.id === id)!;
  expect(before.buyer).toMatchObject({ vatNumber: '094014201', country: 'GR' });
  const bad = await resend(id, { buyer: { vatNumber: '094014202', street: 'Ερμού 1', postalCode: '10563', city: 'Αθήνα' } });
  expect(bad.status).toBe(400);
  expect(bad.body.fields).toEqual({ 'buyer.vatNumber': 'vat_number_check_digit' });
  expect((await s.t.db.select({ status: fiscalDocuments.status }).from(fiscalDocuments).where(eq(fiscalDocuments.id, id)))[0]!.status).toBe('rejected');
  const buyer = { vatNumber: 'EL 094019245', street: 'Ερμού 1', postalCode: '10563', city: 'Αθήνα' };
  const fixed = await resend(id, { buyer });
  expect(fixed.status).toBe(200);
  expect(fixed.body.buyer).toEqual({ vatNumber: '094019245', country: 'GR', street: 'Ερμού 1', postalCode: '10563', city: 'Αθήνα' });
  await transmitDocuments(s.t.api.deps);
  expect((await s.t.db.select({ status: fiscalDocuments.status }).from(fiscalDocuments).where(eq(fiscalDocuments.id, id)))[0]!.status).toBe('transmitted');
  const [audit] = await s.t.db.select().from(staffAudit).where(eq(staffAudit.action, 'fiscal.resend')).orderBy(desc(staffAudit.id)).limit(1);
  expect(audit!.before).toMatchObject({ buyer: before.buyer });
  const receipt = await refused();
  expect((await resend(receipt, { buyer })).body).toMatchObject({ error: 'fiscal_buyer_not_invoice' });
});

it('only an Employee resends: a SalesPerson is 403, an Inspector read-only, an unknown document 404', async () => {
  const id = await refused();
  expect((await resend(id, {}, tokens.SalesPerson)).body).toEqual({ error: 'staff_role_forbidden' });
  expect((await resend(id, {}, tokens.Inspector)).status).toBe(403);
  expect((await resend(999_999)).body).toEqual({ error: 'fiscal_document_not_found' });
  expect((await s.t.db.select({ status: fiscalDocuments.status }).from(fiscalDocuments).where(eq(fiscalDocuments.id, id)))[0]!.status).toBe('rejected');
});

it("corrects a refused intra-Community invoice's buyer with another member state's VAT number and its name; a Greek ΑΦΜ there is refused", async () => {
  const { buyer, client } = await buyerWithCart(s);
  expect((await s.t.call('GET', '/Checkout/EuVatNumber?vatNumber=CY10259033P', undefined, { token: buyer.token })).status).toBe(200);
  const cart = (await buyer.cart.get('?vatZone=intraEu')).body;
  const nicosia = { firstName: 'Andreas', lastName: 'Georgiou', country: 'CY', address: '1 Makariou Ave', city: 'Nicosia', postalCode: '1065', mobile: '+357 99 123456' };
  const doc = await dispatchedAndRefused(await client.place(orderBody(s.t, cart, { documentType: 'Invoice', invoice: { vatNumber: 'CY10259033P', companyName: 'ACME CYPRUS LTD', job: 'Wholesale', irs: '' }, billing: nicosia })));
  expect(doc.invoiceType).toBe('1.2');
  const address = { street: 'Friedrichstraße 1', postalCode: '10117', city: 'Berlin' };
  expect((await resend(doc.id, { buyer: { vatNumber: '094019245', ...address } })).body).toMatchObject({ error: 'fiscal_buyer_country' });
  const fixed = await resend(doc.id, { buyer: { vatNumber: 'DE 811569869', name: 'Berlin Textil GmbH', ...address } });
  expect(fixed.status).toBe(200);
  expect(fixed.body.buyer).toEqual({ vatNumber: 'DE811569869', country: 'DE', name: 'Berlin Textil GmbH', ...address });
  await transmitDocuments(s.t.api.deps);
  expect((await s.t.db.select({ status: fiscalDocuments.status }).from(fiscalDocuments).where(eq(fiscalDocuments.id, doc.id)))[0]!.status).toBe('transmitted');
});
