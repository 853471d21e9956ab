import { eq } from 'drizzle-orm';
import { consentRecords, customers } from '../db/schema';
import { CONSENT_RECORDS_PER_HOUR } from '../services/privacy/consent-records';
import { createTestApi, type TestApi } from '../testing/test-api';
import { login } from '../testing/auth-helpers';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const choice = (visitorId: string, over: Record<string, unknown> = {}) => ({ visitorId, version: '2026-11-30', preferences: false, embeds: true, ...over });
const rowsOf = (visitorId: string) => t.deps.db.select().from(consentRecords).where(eq(consentRecords.visitorId, visitorId));

describe('POST /Consents', () => {
  it("keeps a visitor's choice with its text version and time, and a change as a new record", async () => {
    const visitor = '4d8e2a10-7b3c-4f5e-9a1b-0c2d3e4f5a61';
    expect((await t.call('POST', '/Consents', choice(visitor), { ip: '198.51.100.20' })).status).toBe(204);
    expect((await t.call('POST', '/Consents', choice(visitor, { embeds: false }), { ip: '198.51.100.20' })).status).toBe(204);
    const rows = await rowsOf(visitor);
    expect(rows.map((r) => [r.version, r.preferences, r.embeds, r.customerId, r.createdAt.toISOString()])).toEqual([
      ['2026-11-30', false, true, null, '2026-11-22T10:00:00.000Z'],
      ['2026-11-30', false, false, null, '2026-11-22T10:00:00.000Z'],
    ]);
  });

  it("links the signed-in customer's choice to them, never another partner's customer", async () => {
    const { at } = await login(t);
    const [demo] = await t.deps.db.select({ id: customers.id }).from(customers).where(eq(customers.email, 'demo@acme.test'));
    const visitor = '5e9f3b21-8c4d-4a6f-8b2c-1d3e4f5a6b72';
    await t.call('POST', '/Consents', choice(visitor, { preferences: true }), { token: at, ip: '198.51.100.21' });
    expect((await rowsOf(visitor))[0]).toMatchObject({ customerId: demo!.id, preferences: true });
    // The acme token sent to another storefront is refused, and nothing is kept.
    const other = await t.call('POST', '/Consents', choice('6fa04c32-9d5e-4b7a-8c3d-2e4f5a6b7c83'), { token: at, partner: 'hellas', ip: '198.51.100.21' });
    expect(other.status).toBe(403);
    expect(await rowsOf('6fa04c32-9d5e-4b7a-8c3d-2e4f5a6b7c83')).toEqual([]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const bad = await t.call('POST', '/Consents', { visitorId: 'me', version: 'latest', preferences: 'yes' }, { ip: '198.51.100.22' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['embeds', 'preferences', 'version', 'visitorId']);
  });

  it('stops a script that records choices in a loop', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < CONSENT_RECORDS_PER_HOUR; i++) expect((await t.call('POST', '/Consents', choice('7ab15d43-0e6f-4c8b-9d4e-3f5a6b7c8d94'), { ip })).status).toBe(204);
    const stopped = await t.call('POST', '/Consents', choice('7ab15d43-0e6f-4c8b-9d4e-3f5a6b7c8d94'), { ip });
    expect([stopped.status, stopped.body.error]).toEqual([429, 'too_many_requests']);
    expect(await rowsOf('7ab15d43-0e6f-4c8b-9d4e-3f5a6b7c8d94')).toHaveLength(CONSENT_RECORDS_PER_HOUR);
  });
});
