import fc from 'fast-check';
import type { RouteDef } from '@/lib/contract/api-routes';
import { staffRoutes } from '@/lib/contract/staff-routes';
import { bodyText, contentType, fillPath, FUZZ_SEED, headerValue, queryFor, queryKeysOf, queryString, segment, statusTally } from '../testing/fuzz-inputs';
import { createTestApi, type TestApi } from '../testing/test-api';
import { matrixTokens, type MatrixTokens } from './testing/route-matrix-context';

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

let t: TestApi;
let tokens: MatrixTokens;
const tally = statusTally('API fuzz, staff routes');
beforeAll(async () => {
  t = await createTestApi({ API_BODY_LIMIT_BYTES: String(LIMIT) });
  tokens = await matrixTokens(t);
}, 120_000);
afterAll(async () => {
  console.log(tally.summary());
  await t.close();
});

const CALLERS = ['Employee', 'SalesPerson', 'OtherSalesPerson', 'Inspector'] as const;

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
  const token = input.auth === 'customer' || (CALLERS as readonly (string | undefined)[]).includes(input.auth) ? tokens[input.auth as keyof MatrixTokens] : undefined;
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
