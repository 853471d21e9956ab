import { sql } from 'drizzle-orm';
import { login } from '../testing/auth-helpers';
import { openSecondInstance, until, type SecondInstance } from '../testing/second-instance';
import { createTestApi, type TestApi } from '../testing/test-api';

/**
 * Issue #14 item 3 across instances: a second API with its own deps over the same database. On
 * PostgreSQL it has its own pool and LISTEN connection; on PGlite (one process per folder, so no
 * second process exists) the second instance has no listener and takes the database fallback.
 */
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

const profileOnSecond = async (token: string) =>
  (await second.api.request('/api/Customers/Profile', { headers: { 'X-Partner-Code': 'acme', Authorization: `Bearer ${token}` } })).status;
const profileOnFirst = async (token: string) => (await t.call('GET', '/Customers/Profile', undefined, { token })).status;

it('a logout on one instance ends the access token on the other', async () => {
  if (onPostgres) await until(() => second.revocations.status().live && t.deps.revocations.status().live, 'both listeners live');
  const session = await login(t);
  expect(await profileOnSecond(session.at)).toBe(200); // verified and remembered there
  expect((await t.call('POST', '/Customers/Logout', { rt: session.rt })).status).toBe(204);
  expect(await profileOnFirst(session.at)).toBe(401);
  await until(async () => (await profileOnSecond(session.at)) === 401, 'the second instance refuses the token');
  if (onPostgres) expect(second.revocations.status().live).toBe(true); // seen through NOTIFY, not the fallback
});

it(
  onPostgres
    ? 'after its LISTEN connection is lost, an instance checks the database and, reconnected, reads back what it missed'
    : 'without a listener, an instance checks the database on every call',
  async () => {
    const session = await login(t);
    expect(await profileOnSecond(session.at)).toBe(200);
    if (onPostgres) {
      await until(() => second.revocations.status().live, 'listener live');
      const { connects, listenerPid } = second.revocations.status();
      await t.db.execute(sql`SELECT pg_terminate_backend(${listenerPid})`);
      await until(() => !second.revocations.status().live, 'listener lost');
      expect((await t.call('POST', '/Customers/Logout', { rt: session.rt })).status).toBe(204);
      await until(() => second.revocations.status().connects > connects && second.revocations.status().live, 'listener back');
      // Live again, so answered from memory: the revocation came from the read-back.
      expect(await profileOnSecond(session.at)).toBe(401);
    } else {
      expect(second.revocations.status().live).toBe(false);
      expect((await t.call('POST', '/Customers/Logout', { rt: session.rt })).status).toBe(204);
      expect(await profileOnSecond(session.at)).toBe(401);
    }
  },
);
