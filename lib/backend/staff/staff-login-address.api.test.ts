import { CLIENT_ADDRESS_HEADER } from '@/lib/config/trust-proxy.cjs';
import { clientAddressHeaders } from '@/lib/staff/client-address';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { createTestApi, type TestApi } from '../testing/test-api';

/**
 * The console's login as the API sees it (issue #44 item 3): the form handler sends the headers
 * clientAddressHeaders builds from the request it got, so a client rotating X-Forwarded-For (the
 * server's preload having resolved one address) is one client to the throttle. Before, the handler
 * passed the client's X-Forwarded-For on and the API counted its last entry: no 429.
 * (The whole path through the built server: e2e/process/staff-identity.spec.ts.)
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

/** A console login posted by a client that forges `forged`, the server having resolved 192.0.2.50. */
const consoleLogin = (password: string, forged: string) => {
  const incoming = new Headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.50', 'X-Forwarded-For': forged });
  return t.call('POST', '/staff/login', { email: 'sales@shop.test', password }, { partner: null, headers: clientAddressHeaders(incoming) });
};

it('rotating X-Forwarded-For through the console meets 429, and the right password after it too', async () => {
  const limit = t.deps.env.AUTH_RATE_LIMIT_ACCOUNT;
  const statuses: number[] = [];
  for (let i = 0; i <= limit; i++) statuses.push((await consoleLogin('wrong-password', `203.0.113.${i + 1}`)).status);
  expect(statuses).toEqual([...Array<number>(limit).fill(401), 429]);
  expect((await consoleLogin(DEMO_STAFF_PASSWORD, '203.0.113.200')).status).toBe(429);
  // another client (another resolved address) is not held up by it
  const elsewhere = await t.call('POST', '/staff/login', { email: 'sales@shop.test', password: DEMO_STAFF_PASSWORD }, { partner: null, headers: clientAddressHeaders(new Headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.51' })) });
  expect(elsewhere.status).toBe(200);
});
