import { routes, type RouteDef } from '@/lib/contract/api-routes';
import { staffRoutes } from '@/lib/contract/staff-routes';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { freshCustomer } from '../testing/order-helpers';
import { createTestApi, type TestApi } from '../testing/test-api';

/**
 * Nothing a URL can carry causes a 500 (issue #44 item 4): on every route of both tables, a NUL
 * or a noncharacter in any path parameter or query value, or an over-long one, is 400
 * `validation_failed` with the parameter's field key, and an impossible day in a date filter is
 * `invalid_date`. Generated from the route tables, so a route added later is covered.
 */
jest.setTimeout(120_000);

let t: TestApi;
let customer: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApi();
  customer = (await freshCustomer(t)).token;
  staff = (await t.call('POST', '/staff/login', { email: 'employee@shop.test', password: DEMO_STAFF_PASSWORD }, { partner: null })).body.token;
});
afterAll(() => t.close());

const ALL = [...Object.entries(routes), ...Object.entries(staffRoutes)] as [string, RouteDef][];
const WITH_PARAMS = ALL.filter(([, route]) => route.path.includes(':'));
const paramsOf = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

/** A request as a signed-in caller of the route's side (an Employee for staff routes, a customer of acme otherwise). */
function send(route: RouteDef, path: string) {
  const token = route.staff && route.staff !== 'login' ? staff : customer;
  return t.call(route.method.toUpperCase(), path, undefined, { token, partner: route.staff ? null : 'acme' });
}

const fill = (route: RouteDef, name: string, value: string) => route.path.replace(/:([A-Za-z]+)/g, (_, param: string) => (param === name ? value : '1'));

describe('a path parameter with a character no name has', () => {
  const cases = WITH_PARAMS.flatMap(([key, route]) => paramsOf(route.path).flatMap((param) => ['a%00b', '%00', '%EF%BF%BF', '%1B', '%C2%85'].map((value) => [key, param, value, route] as const)));
  it.each(cases)('%s :%s = %s → 400 invalid_characters', async (_key, param, value, route) => {
    const res = await send(route, fill(route, param, value));
    expect([res.status, res.body]).toEqual([400, { error: 'validation_failed', fields: { [param]: 'invalid_characters' } }]);
  });
});

describe('an over-long path parameter', () => {
  const cases = WITH_PARAMS.flatMap(([key, route]) => paramsOf(route.path).map((param) => [key, param, route] as const));
  it.each(cases)('%s :%s of 201 characters → 400 max_characters', async (_key, param, route) => {
    const res = await send(route, fill(route, param, 'x'.repeat(201)));
    expect([res.status, res.body]).toEqual([400, { error: 'validation_failed', fields: { [param]: 'max_characters' }, params: { [param]: { max: 200 } } }]);
  });
});

describe('a query value with a character no filter has, or over-long', () => {
  it.each(ALL)('%s', async (_key, route) => {
    const path = fill(route, '', '1');
    for (const [query, fields] of [
      ['?q=a%00b', { q: 'invalid_characters' }],
      ['?email=%EF%BF%BE&page=1', { email: 'invalid_characters' }],
      ['?partner=acme&partner=%0A', { partner: 'invalid_characters' }],
      [`?skus=${'A'.repeat(8001)}`, { skus: 'max_characters' }],
      ['?a%00=1', { _query: 'invalid_characters' }],
    ] as const) {
      const res = await send(route, `${path}${query}`);
      expect([query, res.status, res.body.error, res.body.fields]).toEqual([query, 400, 'validation_failed', fields]);
    }
  });
});

describe('the operations API findings of issue #44', () => {
  const staffGet = (path: string) => t.call('GET', path, undefined, { token: staff, partner: null });
  it.each([
    ['/staff/partners/%00', { code: 'invalid_characters' }],
    ['/staff/partners/%00/coupons', { code: 'invalid_characters' }],
    ['/staff/orders?email=a%00b', { email: 'invalid_characters' }],
    ['/staff/customers?q=%00', { q: 'invalid_characters' }],
    ['/staff/returns?partner=%00', { partner: 'invalid_characters' }],
    ['/staff/audit?staff=a%00', { staff: 'invalid_characters' }],
    ['/staff/stock?skus=A%00B', { skus: 'invalid_characters' }],
    ['/staff/orders?from=9999-99-99', { from: 'invalid_date' }],
    ['/staff/orders?to=2026-02-29', { to: 'invalid_date' }],
    ['/staff/audit?from=2026-04-31&to=9999-12-31', { from: 'invalid_date', to: 'invalid_date' }],
  ])('%s → 400 with the field', async (path, fields) => {
    const res = await staffGet(path);
    expect([res.status, res.body.error, res.body.fields]).toEqual([400, 'validation_failed', fields]);
  });

  it('still answers a real day and a leap day', async () => {
    expect((await staffGet('/staff/orders?from=2024-02-29&to=2999-12-31')).status).toBe(200);
    expect((await staffGet('/staff/audit?from=1900-01-01')).status).toBe(200);
  });
});
