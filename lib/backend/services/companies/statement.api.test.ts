import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { zCompanyStatement } from '@/lib/contract/staff-companies';
import { pdfText } from '@/lib/testing/pdf-text';
import { orders, partners } from '../../db/schema';
import { documentIssuerOf } from '../../documents/order-document';
import { staffCallOf, staffToken } from '../../staff/testing/route-matrix-context';
import { pickOne } from '../../testing/cart-helpers';
import { createCompany, type TestCompany } from '../../testing/company-helpers';
import { freshCustomer, orderBody, orderClient, orderSuite } from '../../testing/order-helpers';
import { signAccessToken } from '../access-tokens';
import { chargeOnAccount } from './credit';
import { buildOpenApiDocument } from '../../openapi';

/**
 * The company's credit statement (issue #50 item 5, decision 0101): its figures over the ledger
 * (owed, available, overdue and the oldest due date), every line with its order and PO number or
 * payment reference and the balance after it, a period with its opening balance, the PDF read back
 * in Greek and English with the issuer at the top, and who may read it: the company's admin (its
 * other roles 403, anyone without an active company 404) and staff who see its partner.
 */
jest.setTimeout(120_000);
const s = orderSuite();
const DAY = 86_400_000;
let company: TestCompany;
let employee = '';
const orderNumbers: string[] = [];

async function anOrder(purchaseOrderNumber: string | null): Promise<number> {
  const buyer = await freshCustomer(s.t, 'acme');
  const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 3);
  const cart = (await buyer.cart.add(pick.variant.id, 1)).body as Cart;
  const placed = await orderClient(s.t, buyer.token, 'acme').place(orderBody(s.t, cart));
  const [row] = await s.t.db.update(orders).set({ purchaseOrderNumber }).where(eq(orders.uid, placed.body.uid as string)).returning({ id: orders.id, number: orders.orderNumber });
  orderNumbers.push(row!.number);
  return row!.id;
}

const charge = async (amountCents: number, po: string | null) => {
  const orderId = await anOrder(po);
  await s.t.db.transaction((tx) => chargeOnAccount(tx, { companyId: company.id, orderId, amountCents, reference: po, now: s.t.deps.now() }));
};
/** A fresh access token (the clock moved past the fixture's). */
const tokenOf = (m: { id: number; partnerId: number; partner: string }) => signAccessToken(s.t.deps, { customerId: m.id, partnerId: m.partnerId, partnerCode: m.partner, familyId: randomUUID() });
const asAdmin = async (query = '', lang = 'el') => s.t.call('GET', `/Company/Statement${query}`, undefined, { token: await tokenOf(company.members.admin), lang });
const asStaff = (query = '', lang = 'el') => s.t.call('GET', `/staff/companies/${company.id}/statement${query}`, undefined, { partner: null, token: employee, lang });
const download = async (path: string, headers: Record<string, string>) => {
  const res = await s.t.api.request(`/api${path}`, { headers });
  expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([200, 'application/pdf', 'private, no-store']);
  // One space for every line break pdf-parse reads (a long cell wraps).
  return (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
};

beforeAll(async () => {
  employee = await staffToken(s.t, 'Employee');
  company = await createCompany(s.t, { paymentTermsDays: 30, creditLimitCents: 50_000 });
  // 22/11/2026: 200 € on account with a Greek PO number (due 22/12/2026); 20 days later 100 € without one (due 11/01/2027) and 50 € paid; read on 01/01/2027.
  await charge(20_000, 'ΕΑ-ΑΘ/17');
  s.t.advance(20 * DAY);
  await charge(10_000, null);
  employee = await staffToken(s.t, 'Employee');
  const paid = await staffCallOf(s.t)('POST', `/staff/companies/${company.id}/payments`, employee, { amountCents: 5_000, reference: 'ΕΜΒ-9 Πειραιώς' });
  expect(paid.status).toBe(201);
  s.t.advance(20 * DAY);
  employee = await staffToken(s.t, 'Employee');
});

describe('the statement', () => {
  it('adds up: owed, available, overdue since the oldest due date, and every line with the balance after it', async () => {
    const res = await asAdmin();
    expect(res.status).toBe(200);
    expect(zCompanyStatement.strict().safeParse(res.body).error).toBeUndefined();
    expect(res.body).toMatchObject({
      company: { id: company.id, vatNumber: company.vatNumber, partner: 'acme' },
      paymentTermsDays: 30,
      creditLimitCents: 50_000,
      // The payment pays the oldest charge first: 150 € of it is past 22/12/2026.
      credit: { owedCents: 25_000, availableCents: 25_000, overdueCents: 15_000, oldestDueAt: '2026-12-22T10:00:00.000Z' },
      period: { from: null, to: null },
      openingBalanceCents: 0,
      closingBalanceCents: 25_000,
    });
    expect(res.body.lines.map((l: Record<string, unknown>) => [l.kind, l.orderNumber, l.purchaseOrderNumber, l.reference, l.amountCents, l.dueAt, l.balanceCents])).toEqual([
      ['charge', orderNumbers[0], 'ΕΑ-ΑΘ/17', null, 20_000, '2026-12-22T10:00:00.000Z', 20_000],
      ['charge', orderNumbers[1], null, null, 10_000, '2027-01-11T10:00:00.000Z', 30_000],
      ['payment', null, null, 'ΕΜΒ-9 Πειραιώς', -5_000, null, 25_000],
    ]);
    // Staff read the same statement.
    expect((await asStaff()).body).toEqual(res.body);
  });

  it('for a period: the entries before it make the opening balance', async () => {
    const later = (await asAdmin('?from=2026-12-01')).body;
    expect([later.openingBalanceCents, later.lines.length, later.closingBalanceCents]).toEqual([20_000, 2, 25_000]);
    const november = (await asAdmin('?from=2026-11-01&to=2026-11-30')).body;
    expect([november.openingBalanceCents, november.lines.map((l: { kind: string }) => l.kind), november.closingBalanceCents, november.credit.owedCents]).toEqual([0, ['charge'], 20_000, 25_000]);
    const empty = (await asAdmin('?from=2027-06-01')).body;
    expect([empty.openingBalanceCents, empty.lines, empty.closingBalanceCents]).toEqual([25_000, [], 25_000]);
    const backwards = await asAdmin('?from=2026-12-01&to=2026-11-01');
    expect([backwards.status, backwards.body.fields]).toEqual([400, { to: 'statement_period_invalid' }]);
    expect((await asAdmin('?from=2026-13-01')).body.fields).toEqual({ from: 'invalid_format' });
  });

  it('as a PDF in Greek: the issuer, the company, the figures and every line (Greek text renders)', async () => {
    const [acme] = await s.t.db.select({ issuer: partners.issuer }).from(partners).where(eq(partners.code, 'acme'));
    const text = await download('/Company/Statement?format=pdf', { 'X-Partner-Code': 'acme', Authorization: `Bearer ${await tokenOf(company.members.admin)}`, 'Accept-Language': 'el' });
    expect(text).toContain(documentIssuerOf(s.t.deps.env, acme!.issuer ?? null, 'el', undefined).name);
    for (const part of ['Κατάσταση λογαριασμού', `ΑΦΜ: ${company.vatNumber}`, 'ΔΟΥ: ΦΑΕ Αθηνών', 'Εταιρεία', '30 ημέρες', 'Παραγγελία επί πιστώσει', `${orderNumbers[0]} · Εντολή αγοράς ΕΑ-ΑΘ/17`, 'ΕΜΒ-9 Πειραιώς', 'Πληρωμή', '250,00 €', '-50,00 €', '150,00 € (από 22/12/2026)', '22/12/2026', '11/01/2027', 'Υπόλοιπο τέλους περιόδου', 'Σελίδα 1 από 1']) {
      expect(text).toContain(part);
    }
  });

  it('as a PDF in English for staff (`lang`, else the request language)', async () => {
    const headers = { Authorization: `Bearer ${employee}`, 'Accept-Language': 'el' };
    const text = await download(`/staff/companies/${company.id}/statement?format=pdf&lang=en`, headers);
    for (const part of ['Account statement', `VAT no.: ${company.vatNumber}`, 'Order on account', `${orderNumbers[0]} · PO ΕΑ-ΑΘ/17`, 'Payment received', '€250.00', '-€50.00', '€150.00 (since 22/12/2026)', 'Closing balance', 'Page 1 of 1']) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Κατάσταση λογαριασμού');
    const byHeader = await download(`/staff/companies/${company.id}/statement?format=pdf&from=2027-06-01`, { ...headers, 'Accept-Language': 'en' });
    expect(byHeader).toContain('No entries in the period.');
  });
});

describe('who reads it', () => {
  it('the admin only: the other roles 403, anyone without an active company 404, another company its own lines', async () => {
    for (const role of ['buyer', 'approver', 'viewer'] as const) {
      const res = await s.t.call('GET', '/Company/Statement', undefined, { token: await tokenOf(company.members[role]) });
      expect([role, res.status, res.body.error]).toEqual([role, 403, 'company_role_forbidden']);
    }
    const stranger = await freshCustomer(s.t, 'acme');
    expect((await s.t.call('GET', '/Company/Statement', undefined, { token: stranger.token })).body.error).toBe('company_not_found');
    expect((await s.t.call('GET', '/Company/Statement?format=pdf', undefined, { token: stranger.token })).status).toBe(404);
    const other = await createCompany(s.t);
    const theirs = await s.t.call('GET', '/Company/Statement', undefined, { token: other.members.admin.token });
    expect([theirs.status, theirs.body.company.id, theirs.body.lines]).toEqual([200, other.id, []]);
    const hellas = await createCompany(s.t, { partner: 'hellas' });
    const scoped = await s.t.call('GET', '/Company/Statement', undefined, { token: hellas.members.admin.token, partner: 'hellas' });
    expect([scoped.status, scoped.body.company.partner]).toEqual([200, 'hellas']);
    expect((await s.t.call('GET', '/Company/Statement')).status).toBe(401);
  });
});

it('documents both answers of the statement routes in the OpenAPI document: JSON and the PDF', () => {
  const paths = buildOpenApiDocument().paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
  for (const path of ['/Company/Statement', '/staff/companies/{id}/statement']) {
    expect(Object.keys(paths[path]?.get?.responses['200']?.content ?? {}).sort()).toEqual(['application/json', 'application/pdf']);
  }
});
