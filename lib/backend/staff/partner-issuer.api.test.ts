import { and, desc, eq } from 'drizzle-orm';
import type { StaffPartner } from '@/lib/contract/staff-partners';
import { pdfText } from '@/lib/testing/pdf-text';
import { fiscalDocuments, orders, staffAudit } from '../db/schema';
import { changeOrderStatus } from '../services/orders/order-status';
import { freshCustomer, orderBody, orderClient, orderSuite } from '../testing/order-helpers';
import { pickOne } from '../testing/cart-helpers';
import { demoStaffToken, staffCallOf } from './testing/staff-member-helpers';

/**
 * A partner's own issuer of invoices and receipts (issue #47 item 1, decision 0074): an Employee
 * sets it in the partner's settings (validated, audited); the partner's documents are then numbered
 * under its ΑΦΜ and printed with its details; cleared, the shop's issuer applies again.
 */
jest.setTimeout(120_000);
const s = orderSuite();
let employee = '';
const staffCall = (method: string, path: string, body?: unknown) => staffCallOf(s.t)(method, path, employee, body);
const read = async () => (await staffCall('GET', '/staff/partners/hellas')).body as StaffPartner;
const put = (p: StaffPartner, issuer: unknown) =>
  staffCall('PUT', '/staff/partners/hellas', { registrationCode: p.registrationCode, discountKind: p.discountKind, discountValue: p.discountValue, quotaLimit: p.quotaLimit, quotaPeriod: p.quotaPeriod, content: p.content, issuer, expectedFingerprint: p.fingerprint });

const ISSUER = { name: { el: 'Ελλάς Εμπορική Α.Ε.', en: '' }, address: { el: 'Τσιμισκή 10, 546 24 Θεσσαλονίκη', en: '10 Tsimiski St, Thessaloniki' }, vatNumber: 'EL 094019245', taxOffice: 'ΦΑΕ Θεσσαλονίκης', registryNumber: '000999901000', phone: '+30 2310 000000', email: 'tax@hellas.example' };

beforeAll(async () => {
  employee = await demoStaffToken(s.t, 'employee@shop.test');
});

/** A hellas cash order dispatched: its sale document. */
async function hellasDocument() {
  const buyer = await freshCustomer(s.t, 'hellas');
  const cart = (await buyer.cart.add(pickOne(s.oracle, 'hellas', s.used, ({ variant }) => variant.stock >= 2).variant.id, 1)).body;
  const placed = await orderClient(s.t, buyer.token, 'hellas').place(orderBody(s.t, cart));
  expect(placed.status).toBe(201);
  const [order] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  for (const to of ['Processing', 'InDelivery'] as const) await changeOrderStatus(s.t.deps, { orderId: order!.id, to, actor: { kind: 'system' } });
  const [doc] = await s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, order!.id));
  return { doc: doc!, uid: placed.body.uid as string, token: buyer.token };
}

it('refuses an issuer with a wrong ΑΦΜ or missing details, naming each field, and changes nothing', async () => {
  const before = await read();
  expect(before.issuer).toBeNull();
  const bad = await put(before, { ...ISSUER, vatNumber: '094019246', name: { el: '', en: '' }, email: 'nope' });
  expect(bad.status).toBe(400);
  expect(bad.body.fields).toEqual({ 'issuer.vatNumber': 'vat_number_check_digit', 'issuer.name.el': 'required', 'issuer.email': 'invalid_email' });
  expect((await read()).fingerprint).toBe(before.fingerprint);
});

it("the partner's documents are numbered under its ΑΦΜ and printed with its details; cleared, the shop's again", async () => {
  const saved = await put(await read(), ISSUER);
  expect(saved.status).toBe(200);
  expect(saved.body.issuer).toEqual({ ...ISSUER, name: { el: ISSUER.name.el, en: ISSUER.name.el }, vatNumber: '094019245' });
  const [audit] = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'partner.settings'), eq(staffAudit.targetKind, 'partner'))).orderBy(desc(staffAudit.id)).limit(1);
  expect(audit!.after).toMatchObject({ issuer: { vatNumber: '094019245' } });

  const own = await hellasDocument();
  expect(own.doc).toMatchObject({ issuerVat: '094019245', series: 'ΑΛΠ', number: 1 }); // its own numbering starts at 1
  const res = await s.t.api.request(`/api/Orders/${own.uid}/Document`, { headers: { 'X-Partner-Code': 'hellas', Authorization: `Bearer ${own.token}` } });
  const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
  expect(text).toContain('Ελλάς Εμπορική Α.Ε.');
  expect(text).toContain('ΑΦΜ: 094019245');
  expect(text).toContain('ΔΟΥ: ΦΑΕ Θεσσαλονίκης');

  expect((await put(await read(), null)).body.issuer).toBeNull();
  const shops = await hellasDocument();
  expect(shops.doc.issuerVat).toBe(s.t.deps.env.SHOP_VAT_NUMBER);
});
