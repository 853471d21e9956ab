import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import { partners } from '../db/schema';
import { createTestDatabase } from '../testing/test-db';
import { forgetPartners, partnerRows } from './partner-cache';
import { findPartnerByCode } from './partners';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('partner cache', () => {
  it('reads the partners once within the TTL', async () => {
    expect(partnerRows(handle.db)).toBe(partnerRows(handle.db));
    expect((await partnerRows(handle.db)).map((p) => p.code).sort()).toEqual(['acme', 'hellas', 'retired']);
  });
  it('sees a change once the cached rows are forgotten', async () => {
    expect((await findPartnerByCode(handle.db, 'hellas'))?.status).toBe('active');
    await handle.db.update(partners).set({ status: 'disabled' }).where(eq(partners.code, 'hellas'));
    expect((await findPartnerByCode(handle.db, 'hellas'))?.status).toBe('active'); // still cached
    forgetPartners(handle.db);
    expect((await findPartnerByCode(handle.db, 'HELLAS'))?.status).toBe('disabled');
  });
});
