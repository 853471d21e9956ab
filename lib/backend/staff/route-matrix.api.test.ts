import { routePath } from '@/lib/contract/api-paths';
import type { RouteDef } from '@/lib/contract/api-routes';
import { STAFF_CALLERS, type StaffCaller } from '@/lib/contract/staff-route-access';
import { staffRoutes } from '@/lib/contract/staff-routes';
import { orderSuite } from '../testing/order-helpers';
import { matrixContext, matrixTokens, staffCallOf, type MatrixTokens } from './testing/route-matrix-context';
import { routeMatrixFixtures } from './testing/route-matrix-fixtures';

/**
 * The role × route matrix of the operations API (issue #44 item 5), generated from the staff route
 * table: every staff route (lib/contract/staff-routes.ts) × every caller (staff-route-access.ts),
 * each with a well-formed call (testing/route-matrix-fixtures.ts), answers the status declared
 * once beside the route (`access`). A route without `access` or without a fixture fails here.
 */
jest.setTimeout(120_000);

const s = orderSuite();
let tokens: MatrixTokens;
const cache = new Map<string, Promise<unknown>>();
const ROUTES = Object.entries(staffRoutes) as [keyof typeof staffRoutes, RouteDef][];

beforeAll(async () => {
  tokens = await matrixTokens(s.t);
});

afterAll(() => {
  // The size the closing note quotes.
  console.log(`route matrix: ${ROUTES.length} staff routes × ${STAFF_CALLERS.length} callers = ${ROUTES.length * STAFF_CALLERS.length} calls`);
});

describe('every staff route declares its access and has a fixture', () => {
  it.each(ROUTES)('%s', (name, route) => {
    const missing = [!route.access && `no \`access\` beside ${name} in lib/contract/staff-routes.ts`, !routeMatrixFixtures[name] && `no fixture for ${name} in lib/backend/staff/testing/route-matrix-fixtures.ts`].filter(Boolean);
    expect(missing).toEqual([]);
  });
});

const PAIRS = ROUTES.flatMap(([name, route]) => STAFF_CALLERS.map((caller) => [name, caller, route] as const));

describe('role × route matrix', () => {
  it.each(PAIRS)('%s as %s', async (name, caller: StaffCaller, route) => {
    const fixture = routeMatrixFixtures[name];
    if (!route.access || !fixture) throw new Error(`${name}: no access or no fixture (see above)`);
    const call = await fixture(matrixContext(s, tokens, caller, cache));
    const params = Object.fromEntries(Object.entries(call.params ?? {}).map(([k, v]) => [k, String(v)]));
    const path = `${routePath(route.path, params)}${call.query ?? ''}`;
    const token = 'token' in call ? call.token : tokens[caller];
    const res = await staffCallOf(s.t)(route.method.toUpperCase(), path, token, route.body ? (call.body ?? {}) : call.body);
    // On a mismatch the diff names the route and caller, and shows the answer's error key and field keys.
    const { error, fields } = (res.body ?? {}) as { error?: string; fields?: unknown };
    const seen = { route: `${route.method.toUpperCase()} ${route.path}`, caller, error, fields };
    expect({ ...seen, status: res.status }).toEqual({ ...seen, status: route.access[caller] });
  });
});
