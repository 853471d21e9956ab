import fc from 'fast-check';
import type { RouteDef } from '@/lib/contract/api-routes';
import { staffRoutes } from '@/lib/contract/staff-routes';
import { bodyText, contentType, fillPath, FUZZ_SEED, headerValue, queryFor, queryKeysOf, queryString, segment, statusTally } from '../testing/fuzz-inputs';
import { eq } from 'drizzle-orm';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { partners, staffMembers, staffPartners } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { freshCustomer } from '../testing/order-helpers';
import { TEST_PASSWORD_COST } from '../testing/template';
import { createTestApi, type TestApi } from '../testing/test-api';

/**
 * The operations API fuzz suite (issue #44 item 4), generated from the staff route table
 * (lib/contract/staff-routes.ts, every method), so a staff route added later is fuzzed too:
 * malformed requests as an Employee, a SalesPerson of the partner, a SalesPerson of another
 * partner, an Inspector (mostly, so that requests reach the path, query and body checks), a
 * customer, no one or garbage. Hostile path params (NUL, noncharacters, bad escapes, over-long),
 * the route's own query parameters with hostile values and impossible days, broken and odd JSON.
 * None may answer 5xx. Deterministic (FUZZ_SEED); prints the requests per status at the end.
 */
const LIMIT = 4096;
const ALL = Object.entries(staffRoutes) as [string, RouteDef][];
const STAFF_REQUESTS = 3500;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? Math.ceil(STAFF_REQUESTS / ALL.length));

const CALLERS = ['Employee', 'SalesPerson', 'OtherSalesPerson', 'Inspector'] as const;
type Caller = (typeof CALLERS)[number];

/**
 * The fuzz's own staff accounts, at ids no fuzzed path names (a fuzzed call may reset, disable or
 * log out the account it names or calls with: the demo accounts are fair game).
 */
const ACCOUNTS: Record<Caller, { id: number; role: string; partner?: string }> = {
  Employee: { id: 900_001, role: 'Employee' },
  SalesPerson: { id: 900_002, role: 'SalesPerson', partner: 'acme' },
  OtherSalesPerson: { id: 900_003, role: 'SalesPerson', partner: 'hellas' },
  Inspector: { id: 900_004, role: 'Inspector' },
};
const emailOf = (caller: Caller) => `fuzz-${caller.toLowerCase()}@shop.test`;

let t: TestApi;
const tokens: Partial<Record<Caller | 'customer', string>> = {};
const tally = statusTally('API fuzz, staff routes');

/** Fresh tokens for the fuzz's accounts (a route such as the logout ends the caller's session). */
async function logIn(): Promise<void> {
  for (const caller of CALLERS) {
    const res = await t.call('POST', '/staff/login', { email: emailOf(caller), password: DEMO_STAFF_PASSWORD }, { partner: null, ip: '198.51.100.99' });
    if (res.status !== 200) throw new Error(`fuzz login of ${caller}: ${res.status} ${JSON.stringify(res.body)}`);
    tokens[caller] = res.body.token;
  }
}

beforeAll(async () => {
  t = await createTestApi({ API_BODY_LIMIT_BYTES: String(LIMIT) });
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD, TEST_PASSWORD_COST);
  for (const caller of CALLERS) {
    const { id, role, partner } = ACCOUNTS[caller];
    await t.db.insert(staffMembers).values({ id, email: emailOf(caller), name: `Fuzz ${caller}`, role: role as 'Employee', passwordHash });
    if (partner) {
      const [row] = await t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, partner));
      await t.db.insert(staffPartners).values({ staffId: id, partnerId: row!.id });
    }
  }
  tokens.customer = (await freshCustomer(t)).token;
}, 120_000);
afterAll(async () => {
  console.log(tally.summary());
  await t.close();
});

const malformedFor = (route: RouteDef) =>
  fc.record({
    params: fc.array(fc.oneof(segment, fc.constantFrom('1', '2', 'acme', 'hellas', 'ACME', 'terms', 'VIP25')), { minLength: 3, maxLength: 3 }),
    query: fc.oneof({ arbitrary: queryFor(queryKeysOf(route.query)), weight: 3 }, queryString),
    body: bodyText(LIMIT),
    contentType: fc.option(contentType, { nil: undefined }),
    auth: fc.oneof({ arbitrary: fc.constantFrom(...CALLERS), weight: 8 }, fc.constantFrom<string | undefined>('customer', undefined, 'Bearer ', 'Bearer a.b.c'), headerValue),
    client: fc.constantFrom('198.51.100.11', '198.51.100.12', '2001:db8::2', 'garbage', ''),
  });
type Malformed = ReturnType<typeof malformedFor> extends fc.Arbitrary<infer T> ? T : never;

async function send(route: RouteDef, input: Malformed): Promise<number> {
  const method = route.method.toUpperCase();
  const headers = new Headers({ 'X-Forwarded-For': input.client });
  const token = input.auth === 'customer' || (CALLERS as readonly (string | undefined)[]).includes(input.auth) ? tokens[input.auth as Caller | 'customer'] : undefined;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else if (input.auth !== undefined && input.auth !== 'customer') headers.set('Authorization', input.auth);
  if (input.contentType !== undefined) headers.set('Content-Type', input.contentType);
  const withBody = method !== 'GET' && method !== 'HEAD';
  const response = await t.api.request(`/api${fillPath(route.path, input.params)}${input.query}`, { method, headers, body: withBody ? input.body : undefined });
  await response.arrayBuffer();
  tally.add(response.status);
  return response.status;
}

describe('operations API fuzz: no malformed request gets a 5xx', () => {
  it.each(ALL)('%s', async (_name, route) => {
    await logIn();
    await fc.assert(
      fc.asyncProperty(malformedFor(route), async (input) => {
        const status = await send(route, input);
        if (status >= 500) throw new Error(`${route.method.toUpperCase()} ${route.path} answered ${status}`);
      }),
      { seed: FUZZ_SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
  }, 120_000);

  it(`sent at least ${STAFF_REQUESTS} requests over every staff route, none answered 5xx`, () => {
    expect(tally.total()).toBeGreaterThanOrEqual(STAFF_REQUESTS);
    expect(tally.fiveHundreds()).toBe(0);
  });
});
