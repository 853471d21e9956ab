import { eq } from 'drizzle-orm';
import { routePath } from '@/lib/contract/api-paths';
import type { RouteDef } from '@/lib/contract/api-routes';
import { companyRoutes } from '@/lib/contract/company-routes';
import { companies } from '../db/schema';
import { addMember, createCompany, type TestCompany } from '../testing/company-helpers';
import { ADDRESS, callAs, companyOrder, freshEmail, freshIp, knownAddress, knownInvitation, validVatNumber } from '../testing/company-core-helpers';
import { freshCustomer, orderSuite, type Buyer } from '../testing/order-helpers';

/**
 * Every company-core route (lib/contract/company-routes.ts) × every caller (issue #50 "API tests:
 * every role × every company endpoint", decision 0103): the four roles of company A, a customer
 * in no company, the admin of another company B of the same partner, the admin of a company H of
 * the other partner (hellas, under its own partner code) and an anonymous caller. Each call is
 * well-formed and targets company A's records; the answer's status is the one the table below
 * declares, and where another company's admin gets 200 (a route about "my company") the answer is
 * theirs, never A's.
 */
jest.setTimeout(180_000);

const CALLERS = ['admin', 'buyer', 'approver', 'viewer', 'nonMember', 'otherCompany', 'otherPartner', 'anonymous'] as const;
type Caller = (typeof CALLERS)[number];
type Who = { token?: string; partner: string; id?: number; email?: string; companyId?: number };
type Call = { params?: Record<string, string | number>; body?: unknown; query?: string; as?: Who };
type Ctx = { caller: Caller; who: Who };
type Route = keyof typeof companyRoutes;

const s = orderSuite();
let A: TestCompany;
let B: TestCompany;
let H: TestCompany;
let nonMember: Buyer;
let orderUid: string;
let addressId: number;
let aName: string;
const who = {} as Record<Caller, Who>;

beforeAll(async () => {
  A = await createCompany(s.t);
  B = await createCompany(s.t);
  H = await createCompany(s.t, { partner: 'hellas' });
  nonMember = await freshCustomer(s.t);
  for (const role of ['admin', 'buyer', 'approver', 'viewer'] as const) who[role] = { ...A.members[role], companyId: A.id };
  who.nonMember = nonMember;
  who.otherCompany = { ...B.members.admin, companyId: B.id };
  who.otherPartner = { ...H.members.admin, companyId: H.id };
  who.anonymous = { partner: 'acme' };
  orderUid = (await companyOrder(s, A.members.approver, A.id)).uid;
  addressId = await knownAddress(s.t, A.id);
  aName = (await s.t.db.select({ name: companies.name }).from(companies).where(eq(companies.id, A.id)))[0]!.name;
});

/** A customer of acme in no company (for calls that would make the shared non-member join or create one). */
const freshOutsider = async (): Promise<Who> => freshCustomer(s.t);
const versionOf = async (w: Who) => (w.companyId ? (await s.t.db.select({ v: companies.version }).from(companies).where(eq(companies.id, w.companyId)))[0]!.v : 0);
const freshMemberOfA = async () => addMember(s.t, A.id, (await freshCustomer(s.t)).id, 'buyer');
const MEMBER = { role: 'viewer', spendingLimitCents: null, limitPeriod: 'month', alwaysNeedsApproval: false };

/** One well-formed call per route, aimed at company A (ids of A's records, invitations of A). */
const FIXTURES: Record<Route, (ctx: Ctx) => Promise<Call>> = {
  getCompany: async () => ({}),
  createCompany: async ({ caller }) => ({ body: { name: 'Νέα Εταιρεία Α.Ε.', vatNumber: validVatNumber(), taxOffice: 'ΦΑΕ Αθηνών', activity: 'Εμπόριο' }, ...(caller === 'nonMember' ? { as: await freshOutsider() } : {}) }),
  updateCompanyRules: async ({ who: w }) => ({ body: { approvalThresholdCents: 50_000, expectedVersion: await versionOf(w) } }),
  listCompanyMembers: async () => ({}),
  updateCompanyMember: async () => ({ params: { id: A.members.viewer.memberId }, body: MEMBER }),
  deleteCompanyMember: async () => ({ params: { id: await freshMemberOfA() } }),
  listCompanyInvitations: async () => ({}),
  createCompanyInvitation: async () => ({ body: { email: freshEmail(), role: 'buyer' } }),
  revokeCompanyInvitation: async () => ({ params: { id: (await knownInvitation(s.t, A.id, freshEmail())).id } }),
  checkCompanyInvitation: async () => ({ body: { token: (await knownInvitation(s.t, A.id, freshEmail())).token } }),
  acceptCompanyInvitation: async () => ({ body: { token: (await knownInvitation(s.t, A.id, freshEmail())).token, firstName: 'Μαρία', lastName: 'Νικολάου', password: 'kalokairi-sti-thalassa-42' } }),
  joinCompany: async ({ caller, who: w }) => {
    const as = caller === 'nonMember' ? await freshOutsider() : w;
    return { as, body: { token: (await knownInvitation(s.t, A.id, as.email ?? freshEmail())).token } };
  },
  listCompanyAddresses: async () => ({}),
  createCompanyAddress: async () => ({ body: ADDRESS }),
  updateCompanyAddress: async () => ({ params: { id: addressId }, body: { ...ADDRESS, title: 'Αποθήκη Β' } }),
  deleteCompanyAddress: async () => ({ params: { id: await knownAddress(s.t, A.id) } }),
  listCompanyOrders: async () => ({ query: '?page=1' }),
  companyOrderByUid: async () => ({ params: { uid: orderUid } }),
  reorderCompanyOrder: async () => ({ params: { uid: orderUid } }),
  shareOrderList: async ({ who: w }) => {
    const created = w.token ? await callAs(s.t, w)('POST', '/OrderLists', { name: `Λίστα ${Math.random().toString(36).slice(2, 8)}`, from: 'empty' }) : undefined;
    return { params: { id: created?.body.id ?? 1 }, body: { shared: true } };
  },
};

// admin, buyer, approver, viewer, nonMember, otherCompany, otherPartner, anonymous
const row = (...statuses: number[]) => Object.fromEntries(CALLERS.map((c, i) => [c, statuses[i]!])) as Record<Caller, number>;
const EXPECTED: Record<Route, Record<Caller, number>> = {
  getCompany: row(200, 200, 200, 200, 404, 200, 200, 401),
  createCompany: row(409, 409, 409, 409, 201, 409, 409, 401),
  updateCompanyRules: row(200, 403, 403, 403, 404, 200, 200, 401),
  listCompanyMembers: row(200, 403, 403, 403, 404, 200, 200, 401),
  updateCompanyMember: row(200, 403, 403, 403, 404, 404, 404, 401),
  deleteCompanyMember: row(204, 403, 403, 403, 404, 404, 404, 401),
  listCompanyInvitations: row(200, 403, 403, 403, 404, 200, 200, 401),
  createCompanyInvitation: row(201, 403, 403, 403, 404, 201, 201, 401),
  revokeCompanyInvitation: row(204, 403, 403, 403, 404, 404, 404, 401),
  // Public: any caller with the link; under the other partner's code the token names nothing.
  checkCompanyInvitation: row(200, 200, 200, 200, 200, 200, 400, 200),
  acceptCompanyInvitation: row(201, 201, 201, 201, 201, 201, 400, 201),
  joinCompany: row(409, 409, 409, 409, 200, 409, 400, 401),
  listCompanyAddresses: row(200, 200, 200, 403, 404, 200, 200, 401),
  createCompanyAddress: row(201, 403, 403, 403, 404, 201, 201, 401),
  updateCompanyAddress: row(200, 403, 403, 403, 404, 404, 404, 401),
  deleteCompanyAddress: row(204, 403, 403, 403, 404, 404, 404, 401),
  listCompanyOrders: row(200, 403, 200, 200, 404, 200, 200, 401),
  companyOrderByUid: row(200, 403, 200, 200, 404, 404, 404, 401),
  // The order is the approver's: a buyer (no see_company_orders) reaches only their own.
  reorderCompanyOrder: row(200, 404, 200, 403, 404, 404, 404, 401),
  shareOrderList: row(200, 200, 200, 200, 404, 200, 200, 401),
};

/** What an answer of 200 or 201 to another company's admin must not contain: company A. */
function showsNothingOfA(body: unknown): boolean {
  const text = JSON.stringify(body);
  const ofA = [aName, A.vatNumber, orderUid, ...Object.values(A.members).map((m) => m.email)];
  return ofA.every((needle) => !text.includes(needle));
}

const ROUTES = Object.entries(companyRoutes) as [Route, RouteDef][];
const PAIRS = ROUTES.flatMap(([name, route]) => CALLERS.map((caller) => [name, caller, route] as const));

describe('company-core route × caller matrix', () => {
  it('has a fixture and an expected row for every company-core route', () => {
    expect(Object.keys(FIXTURES).sort()).toEqual(Object.keys(companyRoutes).sort());
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(companyRoutes).sort());
  });

  it.each(PAIRS)('%s as %s', async (name, caller, route) => {
    const call = await FIXTURES[name]({ caller, who: who[caller] });
    const as = call.as ?? who[caller];
    const path = `${routePath(route.path, call.params ?? {})}${call.query ?? ''}`;
    const res = await callAs(s.t, caller === 'anonymous' ? { partner: 'acme' } : as, freshIp())(route.method.toUpperCase(), path, route.body ? (call.body ?? {}) : undefined);
    const { error, fields } = (res.body ?? {}) as { error?: string; fields?: unknown };
    const seen = { route: `${route.method.toUpperCase()} ${route.path}`, caller, error, fields };
    expect({ ...seen, status: res.status }).toEqual({ ...seen, status: EXPECTED[name][caller] });
    if ((caller === 'otherCompany' || caller === 'otherPartner') && res.status < 300 && !route.path.includes('Invitations/')) expect(showsNothingOfA(res.body)).toBe(true);
  });

  it('left company A with its records and version as the outsiders found them', async () => {
    // Only A's admin changed the rules (once) and the viewer's member row (to the same values).
    const [a] = await s.t.db.select().from(companies).where(eq(companies.id, A.id));
    expect(a).toMatchObject({ approvalThresholdCents: 50_000, version: 1, status: 'active' });
  });
});
