import type { SessionRecord } from '@/lib/contract/auth';
import { freshCustomer } from '../testing/order-helpers';
import { openSecondInstance, until, type SecondInstance } from '../testing/second-instance';
import { createTestApi, type TestApi } from '../testing/test-api';
import { demoStaffToken, newStaffMember, staffCallOf } from './testing/staff-member-helpers';

/**
 * Disabling a sales person ends their impersonation at once on every instance (issue #44 item 3):
 * a second API with its own deps over the same database has verified (and remembered) the
 * customer-side token carrying `imp`; the disable on the first instance revokes the session family
 * in its transaction (NOTIFY on commit), and the second refuses the token. On PostgreSQL the second
 * instance has its own pool and LISTEN connection; on PGlite it takes the database fallback.
 */
jest.setTimeout(60_000);

const onPostgres = Boolean(process.env.TEST_PG_URL);
let t: TestApi;
let second: SecondInstance;

beforeAll(async () => {
  t = await createTestApi();
  second = await openSecondInstance(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const profileOnSecond = async (token: string) => (await second.api.request('/api/Customers/Profile', { headers: { 'X-Partner-Code': 'acme', Authorization: `Bearer ${token}` } })).status;

it("disabling a SalesPerson on one instance ends their impersonation's token on the other", async () => {
  if (onPostgres) await until(() => second.revocations.status().live && t.deps.revocations.status().live, 'both listeners live');
  const call = staffCallOf(t);
  const employee = await demoStaffToken(t, 'employee@shop.test');
  const sales = await newStaffMember(t, employee, 'SalesPerson', ['acme']);
  const customer = await freshCustomer(t, 'acme');
  const started = await call('POST', `/staff/customers/${customer.id}/impersonation`, sales.token);
  const session = (await t.call('POST', '/Customers/Impersonation', { code: started.body.code }, { partner: 'acme' })).body as SessionRecord;
  expect(await profileOnSecond(session.at)).toBe(200); // verified and remembered there
  expect((await call('POST', `/staff/members/${sales.id}/status`, employee, { status: 'disabled', expectedVersion: sales.version })).status).toBe(200);
  expect((await t.call('GET', '/Customers/Profile', undefined, { token: session.at })).status).toBe(401);
  await until(async () => (await profileOnSecond(session.at)) === 401, 'the second instance refuses the impersonation token');
  if (onPostgres) expect(second.revocations.status().live).toBe(true); // seen through NOTIFY, not the fallback
});
