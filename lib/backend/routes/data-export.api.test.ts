import { and, eq } from 'drizzle-orm';
import type { SessionRecord } from '@/lib/contract/auth';
import { DATA_EXPORT_HOURLY_LIMIT } from '@/lib/contract/data-export';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { customers, privacyRequests, staffMembers } from '../db/schema';
import { EXPORT_SECTIONS } from '../services/privacy/export-types';
import { customerWithData, exportOf, fillEverySection, type Marked } from '../testing/data-export-helpers';
import { freshCustomer, orderSuite } from '../testing/order-helpers';
import { renewToken } from '../testing/payment-helpers';

/**
 * "Download my data" (issue #49 item 2, decision 0095): GET /Customers/Profile/Export gives the
 * customer of the token everything the shop keeps about them under the partner, as JSON or HTML,
 * and nothing of anyone else's; a sales person shopping as the customer is refused; each download
 * (and each refusal) is a privacy request.
 */
jest.setTimeout(120_000);

const s = orderSuite();
let all: Marked[] = [];

beforeAll(async () => {
  // two customers of each of two partners, each with data in every part of the export
  all = [
    await customerWithData(s, 'acme', 'el', 'Aa1'),
    await customerWithData(s, 'acme', 'en', 'Ab2'),
    await customerWithData(s, 'hellas', 'el', 'Ha3'),
    await customerWithData(s, 'hellas', 'en', 'Hb4'),
  ];
});

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) keysOf(inner, into.add(key));
  return into;
}

describe('the JSON file', () => {
  it("holds the customer's own data in every part, and nothing of the other customers (same partner or another)", async () => {
    for (const me of all) {
      const res = await exportOf(s.t, me);
      expect(res.status).toBe(200);
      const file = res.body;
      expect(file.partner.code).toBe(me.partner);
      expect(file.profile).toMatchObject({ id: me.id, email: me.email, firstName: `Όνομα${me.tag}`, language: me.language, status: 'active' });
      expect(file.addresses.map((a: { address: string }) => a.address)).toEqual([`Οδός${me.tag} 1`]);
      expect(file.orders.map((o: { number: string }) => o.number)).toEqual([me.orderNumber]);
      const [order] = file.orders;
      expect(order).toMatchObject({ status: 'Pending', email: `order-${me.tag.toLowerCase()}@example.gr`, billing: { address: `Λεωφόρος${me.tag} 2` }, paymentMethod: 'cod' });
      expect(order.lines).toHaveLength(1);
      expect(order.lines[0].quantity).toBe(1);
      expect(order.totalCents).toBe(order.lines[0].totalCents + order.shippingCents + order.codFeeCents);
      expect(file.orderLists.map((l: { name: string; lines: unknown[] }) => [l.name, l.lines.length])).toEqual([[`Λίστα${me.tag}`, 1]]);
      expect(file.loyalty.balance).toBe(100);
      expect(file.loyaltyEntries.map((e: { type: string }) => e.type)).toContain('Register');
      expect(file.giftCards).toEqual([expect.objectContaining({ initialCents: 5000, balanceCents: 2500, status: 'Active' })]);
      expect(file.consentRecords).toHaveLength(1);
      expect(file.vatChecks.map((v: { name: string }) => v.name)).toEqual([`Εταιρεία${me.tag}`]);
      expect(file.privacyRequests.at(-1)).toMatchObject({ kind: 'export', status: 'completed', byStaff: false });
      const text = JSON.stringify(file);
      for (const mark of me.marks) expect([mark, text.includes(mark)]).toEqual([mark, true]);
      for (const other of all.filter((o) => o !== me)) for (const mark of other.marks) expect([me.tag, mark, text.includes(mark)]).toEqual([me.tag, mark, false]);
      expect(text).not.toMatch(/password|hash/i);
    }
  });

  it('is a download named after the partner and the day, never cached, with every part in order', async () => {
    const res = await exportOf(s.t, all[0]!);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="my-data-acme-2026-11-22.json"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Object.keys(res.body)).toEqual(['exportedAt', 'partner', ...EXPORT_SECTIONS]);
    expect(res.body.exportedAt).toBe('2026-11-22T10:00:00.000Z');
  });

  it('has a label for every field and section, in both languages (the HTML page shows them)', async () => {
    const full = await customerWithData(s, 'acme', 'el', 'Fu5');
    await fillEverySection(s.t, full);
    const file = (await exportOf(s.t, full)).body;
    // every section and every nested list of an order holds a row, so every field is seen
    expect(EXPORT_SECTIONS.filter((name) => Array.isArray(file[name]) && file[name].length === 0)).toEqual([]);
    const [order] = file.orders;
    expect(['lines', 'statusHistory', 'shopNotes', 'payments', 'fiscalDocuments', 'shipments'].filter((list) => order[list].length === 0)).toEqual([]);
    const fields = [...keysOf(Object.fromEntries(EXPORT_SECTIONS.map((name) => [name, file[name]])))].filter((key) => !(EXPORT_SECTIONS as readonly string[]).includes(key));
    expect(fields.length).toBeGreaterThan(100);
    for (const catalogue of [el, en]) {
      expect(fields.filter((key) => !(key in catalogue.dataExport.fields))).toEqual([]);
      expect(EXPORT_SECTIONS.filter((name) => !(name in catalogue.dataExport.sections))).toEqual([]);
    }
    // and the page shows them: no field's raw name as a heading
    const page = (await exportOf(s.t, full, '?format=html')).body as string;
    const headings = [...page.matchAll(/<th scope="(?:row|col)">([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(headings.filter((h) => fields.includes(h!))).toEqual([]);
    expect(page).toContain('<td>ΑΛΠ</td>');
    expect(page).toContain(`<h3>${full.orderNumber}-R1</h3>`);
  });

  it('is documented as a JSON or HTML file with its format and language, for the customer and for staff', async () => {
    const doc = (await s.t.call('GET', '/openapi.json', undefined, { partner: null })).body;
    for (const path of ['/Customers/Profile/Export', '/staff/customers/{id}/data-export']) {
      const get = doc.paths[path].get;
      expect([path, Object.keys(get.responses['200'].content)]).toEqual([path, ['application/json', 'text/html']]);
      expect(get.parameters.filter((p: { in: string }) => p.in === 'query').map((p: { name: string }) => p.name)).toEqual(['format', 'lang']);
    }
  });

  it('refuses a format it does not write, and another partner’s storefront', async () => {
    const bad = await exportOf(s.t, all[0]!, '?format=pdf');
    expect([bad.status, bad.body.error, Object.keys(bad.body.fields)]).toEqual([400, 'validation_failed', ['format']]);
    expect((await exportOf(s.t, { token: all[0]!.token, partner: 'hellas' })).status).toBe(403);
    expect((await s.t.call('GET', '/Customers/Profile/Export', undefined, { partner: 'acme' })).status).toBe(401);
  });
});

describe('the HTML page', () => {
  it("is in the customer's language with their name escaped", async () => {
    const buyer = await freshCustomer(s.t, 'acme', 'en');
    await s.t.db.update(customers).set({ firstName: '<script>alert("x")</script>', lastName: 'O\'Brien & Sons' }).where(eq(customers.id, buyer.id));
    const res = await exportOf(s.t, buyer, '?format=html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="my-data-acme-2026-11-22.html"');
    const page = res.body as string;
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).not.toContain('<script');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('O&#39;Brien &amp; Sons');
    expect(page).toContain(`<h1>${en.dataExport.title}</h1>`);
    expect(page.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('shows orders, amounts in euros and codes in the reader’s words; `lang` chooses another language', async () => {
    const me = all[0]!;
    const greek = (await exportOf(s.t, me, '?format=html')).body as string;
    expect(greek).toContain('<html lang="el">');
    expect(greek).toContain(`<h3>${me.orderNumber}</h3>`);
    expect(greek).toContain(el.orders.status.Pending);
    expect(greek).toMatch(/\d,\d{2}\u00a0€/);
    const english = (await exportOf(s.t, me, '?format=html&lang=en')).body as string;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(`<h2>${en.dataExport.sections.orders}</h2>`);
    expect(english).toMatch(/€\d+\.\d{2}/);
  });
});

describe('privacy requests', () => {
  it('records each download as carried out by the customer', async () => {
    const buyer = await freshCustomer(s.t, 'hellas');
    await exportOf(s.t, buyer);
    await exportOf(s.t, buyer, '?format=html');
    const rows = await s.t.db.select().from(privacyRequests).where(eq(privacyRequests.customerId, buyer.id));
    expect(rows.map((r) => [r.kind, r.status, r.reason, r.staffId, r.partnerId])).toEqual([
      ['export', 'completed', null, null, buyer.partnerId],
      ['export', 'completed', null, null, buyer.partnerId],
    ]);
  });

  it('refuses a sales person shopping as the customer, and records the refusal with them', async () => {
    const staffCall = (method: string, path: string, token: string | undefined, body?: unknown) => s.t.call(method, path, body, { partner: null, ...(token ? { token } : {}) });
    const sales = (await staffCall('POST', '/staff/login', undefined, { email: 'sales@shop.test', password: DEMO_STAFF_PASSWORD })).body.token as string;
    const [salesRow] = await s.t.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, 'sales@shop.test'));
    const customer = await freshCustomer(s.t, 'acme');
    const started = await staffCall('POST', `/staff/customers/${customer.id}/impersonation`, sales);
    const session = (await s.t.call('POST', '/Customers/Impersonation', { code: started.body.code }, { partner: 'acme' })).body as SessionRecord;
    const res = await exportOf(s.t, { token: session.at, partner: 'acme' });
    expect([res.status, res.body]).toEqual([403, { error: 'impersonation_forbidden' }]);
    const rows = await s.t.db.select().from(privacyRequests).where(and(eq(privacyRequests.customerId, customer.id)));
    expect(rows.map((r) => [r.kind, r.status, r.reason, r.staffId])).toEqual([['export', 'refused', 'impersonation_forbidden', salesRow!.id]]);
    // the customer's own session still downloads
    expect((await exportOf(s.t, customer)).status).toBe(200);
  });
});

describe('the hourly limit', () => {
  it(`gives ${DATA_EXPORT_HOURLY_LIMIT} downloads an hour, then 429 with Retry-After and nothing recorded, then again`, async () => {
    const buyer = await freshCustomer(s.t, 'acme');
    for (let i = 0; i < DATA_EXPORT_HOURLY_LIMIT; i++) expect((await exportOf(s.t, buyer, i % 2 ? '?format=html' : '')).status).toBe(200);
    const over = await exportOf(s.t, buyer);
    expect([over.status, over.body.error, Number(over.headers.get('retry-after')) > 0]).toEqual([429, 'too_many_requests', true]);
    expect(await s.t.db.select().from(privacyRequests).where(eq(privacyRequests.customerId, buyer.id))).toHaveLength(DATA_EXPORT_HOURLY_LIMIT);
    // another customer is not held up by it
    expect((await exportOf(s.t, await freshCustomer(s.t, 'acme'))).status).toBe(200);
    s.t.advance(3_600_000);
    await renewToken(s.t, buyer);
    expect((await exportOf(s.t, buyer)).status).toBe(200);
  });
});
