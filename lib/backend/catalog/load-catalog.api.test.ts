import { products } from '../db/schema';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-db';
import { loadProductRows } from './load-catalog';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

const byId = <T extends { id: number }>(rows: readonly T[]) => [...rows].sort((a, b) => a.id - b.id);

describe('the full load of the catalogue index, in ranges of product ids (decision 0059)', () => {
  it('reads the same products, variants and units sold in ranges of any size as by their ids at once', async () => {
    const ids = (await handle.db.select({ id: products.id }).from(products)).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(10);
    const atOnce = await loadProductRows(handle.db, ids);
    for (const chunk of [1, 3, 7, ids.length, ids.length * 2]) {
      const ranged = await loadProductRows(handle.db, undefined, chunk);
      expect(byId(ranged.products)).toEqual(byId(atOnce.products));
      expect(byId(ranged.variants)).toEqual(byId(atOnce.variants));
      expect(ranged.sold).toEqual(atOnce.sold);
    }
  });
});
