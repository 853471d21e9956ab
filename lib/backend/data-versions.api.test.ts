import { eq, sql } from 'drizzle-orm';
import { isActivePartner } from './active-partner';
import { publishDataReaders, readDataVersions } from './data-versions';
import type { DatabaseHandle } from './db/client';
import { partners, productVariants } from './db/schema';
import { forgetPartners, partnerRows } from './services/partner-cache';
import { createTestDatabase } from './testing/test-db';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  publishDataReaders(undefined);
  await handle.close();
});

describe('data versions (what the cache handler compares, issue #15)', () => {
  it('has the catalogue version and one fingerprint per partner row', async () => {
    const versions = await readDataVersions(handle.db);
    expect(versions.catalog).toMatch(/^\d+$/);
    expect(Object.keys(versions.partners).sort()).toEqual(['acme', 'hellas', 'retired']);
  });

  it("changes a partner's fingerprint, and only that one, when its row changes", async () => {
    const before = await readDataVersions(handle.db);
    await handle.db.update(partners).set({ name: 'Acme Renamed' }).where(eq(partners.code, 'acme'));
    const after = await readDataVersions(handle.db);
    expect(after.partners.acme).not.toBe(before.partners.acme);
    expect(after.partners.hellas).toBe(before.partners.hellas);
  });

  it('moves the catalogue version when stock changes', async () => {
    const before = await readDataVersions(handle.db);
    await handle.db.update(productVariants).set({ stock: sql`${productVariants.stock} + 1` }).where(eq(productVariants.id, 1));
    expect((await readDataVersions(handle.db)).catalog).not.toBe(before.catalog);
  });
});

describe('the published versions reader', () => {
  const reader = () => (globalThis as Record<symbol, () => Promise<unknown>>)[Symbol.for('partner-storefront.data-versions')]!;

  it("brings the API's partner rows up to date before it answers a change", async () => {
    publishDataReaders({ db: handle.db, now: () => new Date() });
    await reader()();
    expect((await partnerRows(handle.db)).find((row) => row.code === 'hellas')?.name).toBe('Hellas Trade');
    await handle.db.update(partners).set({ name: 'Hellas Renamed' }).where(eq(partners.code, 'hellas'));
    expect((await partnerRows(handle.db)).find((row) => row.code === 'hellas')?.name).toBe('Hellas Trade'); // the API's 2 s cache
    await reader()();
    expect((await partnerRows(handle.db)).find((row) => row.code === 'hellas')?.name).toBe('Hellas Renamed');
  });
});

describe('isActivePartner (middleware)', () => {
  it('cannot tell before the readers are published', async () => {
    publishDataReaders(undefined);
    expect(await isActivePartner('acme')).toBeUndefined();
  });

  it('tells active partners from unknown and disabled ones', async () => {
    publishDataReaders({ db: handle.db, now: () => new Date() });
    forgetPartners(handle.db);
    expect(await isActivePartner('acme')).toBe(true);
    expect(await isActivePartner('retired')).toBe(false);
    expect(await isActivePartner('nosuch')).toBe(false);
  });
});
