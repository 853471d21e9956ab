import { and, eq } from 'drizzle-orm';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { privacyRequests, staffAudit, staffMembers } from '../db/schema';
import { customerWithData, type Marked } from '../testing/data-export-helpers';
import { orderSuite } from '../testing/order-helpers';

/**
 * GET /staff/customers/{id}/data-export (issue #49 item 2, decision 0095): the customer's export
 * for an Employee or the SalesPerson of their partner, audited and recorded as the member's
 * privacy request; another partner's customer is 404, an Inspector 403, a customer 401.
 */
jest.setTimeout(120_000);

const s = orderSuite();
type Role = 'Employee' | 'SalesPerson' | 'Inspector';
const EMAILS: Record<Role, string> = { Employee: 'employee@shop.test', SalesPerson: 'sales@shop.test', Inspector: 'inspector@shop.test' };
const tokens = {} as Record<Role, string>;
const ids = {} as Record<Role, number>;
let acme: Marked;
let hellas: Marked;

const staffCall = (path: string, token: string | undefined) => s.t.call('GET', path, undefined, { partner: null, ...(token ? { token } : {}) });
const exportAs = (role: Role | undefined, customerId: number | string, query = '') => staffCall(`/staff/customers/${customerId}/data-export${query}`, role ? tokens[role] : undefined);
const recordsOf = async (customerId: number) => ({
  audit: (await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'customer'), eq(staffAudit.targetId, customerId), eq(staffAudit.action, 'customer.data_export')))).map((a) => [a.staffId, a.after, a.partnerId]),
  requests: (await s.t.db.select().from(privacyRequests).where(eq(privacyRequests.customerId, customerId))).map((r) => [r.kind, r.status, r.staffId]),
});

beforeAll(async () => {
  for (const role of Object.keys(EMAILS) as Role[]) {
    tokens[role] = (await s.t.call('POST', '/staff/login', { email: EMAILS[role], password: DEMO_STAFF_PASSWORD }, { partner: null })).body.token;
    ids[role] = (await s.t.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.email, EMAILS[role])))[0]!.id;
  }
  acme = await customerWithData(s, 'acme', 'en', 'Sa1');
  hellas = await customerWithData(s, 'hellas', 'el', 'Sh2');
});

it("gives an Employee the customer's own file, audited and recorded as the Employee's request", async () => {
  const res = await exportAs('Employee', hellas.id);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="my-data-hellas-2026-11-22.json"');
  expect(res.body.profile).toMatchObject({ id: hellas.id, email: hellas.email });
  expect(res.body.orders.map((o: { number: string }) => o.number)).toEqual([hellas.orderNumber]);
  const text = JSON.stringify(res.body);
  for (const mark of acme.marks) expect([mark, text.includes(mark)]).toEqual([mark, false]);
  expect(res.body.privacyRequests.at(-1)).toMatchObject({ kind: 'export', status: 'completed', byStaff: true });
  expect(await recordsOf(hellas.id)).toEqual({ audit: [[ids.Employee, { format: 'json' }, hellas.partnerId]], requests: [['export', 'completed', ids.Employee]] });
});

it("gives the SalesPerson of the customer's partner the page in the customer's language, or in `lang`", async () => {
  const page = await exportAs('SalesPerson', acme.id, '?format=html');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.body).toContain('<html lang="en">');
  expect(page.body).toContain(acme.orderNumber);
  expect((await exportAs('SalesPerson', acme.id, '?format=html&lang=el')).body).toContain('<html lang="el">');
  const { audit, requests } = await recordsOf(acme.id);
  expect(audit).toEqual([[ids.SalesPerson, { format: 'html' }, acme.partnerId], [ids.SalesPerson, { format: 'html' }, acme.partnerId]]);
  expect(requests).toEqual([['export', 'completed', ids.SalesPerson], ['export', 'completed', ids.SalesPerson]]);
  // the audit log names it and its customer
  const log = await s.t.call('GET', '/staff/audit?action=customer.data_export', undefined, { partner: null, token: tokens.Employee });
  expect(log.body.items.map((e: { target: { label: string } }) => e.target.label)).toEqual(expect.arrayContaining([acme.email, hellas.email]));
});

it("refuses another partner's customer (404, like none), an Inspector (403), customers and strangers (401), and records nothing", async () => {
  const before = await recordsOf(hellas.id);
  const other = await exportAs('SalesPerson', hellas.id);
  expect([other.status, other.body.error]).toEqual([404, 'customer_not_found']);
  const inspector = await exportAs('Inspector', hellas.id);
  expect([inspector.status, inspector.body.error]).toEqual([403, 'staff_role_forbidden']);
  expect((await staffCall(`/staff/customers/${hellas.id}/data-export`, hellas.token)).status).toBe(401);
  expect((await exportAs(undefined, hellas.id)).status).toBe(401);
  expect(await recordsOf(hellas.id)).toEqual(before);
  for (const id of ['999999', 'abc', '0']) expect([id, (await exportAs('Employee', id)).status]).toEqual([id, 404]);
  expect((await exportAs('Employee', hellas.id, '?format=xml')).status).toBe(400);
});
