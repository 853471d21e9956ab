import { eq } from 'drizzle-orm';
import { productPictures } from '../db/schema';
import type { MemoryObjectStore } from '../object-store/memory-store';
import { plainPicture } from '../pictures/testing/picture-files';
import { uploadForm } from '../pictures/testing/picture-api';
import { catalogApiSuite } from './catalog/testing/catalog-test-kit';

/**
 * A deleted product's pictures (issue #45, decision 0041): their rows go with the product, their
 * stored objects after the commit; a store that is down does not fail the deletion, it leaves the
 * objects and logs a line.
 */
jest.setTimeout(120_000);

const { s, k } = catalogApiSuite();
const store = () => s.t.deps.objectStore as MemoryObjectStore;

async function productWithPictures(count: number) {
  const made = await k.create();
  const keys: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await uploadForm(s.t, k.tokens.Employee, made.code, await plainPicture(`#00${i}0aa`));
    expect(res.status).toBe(201);
  }
  for (const row of await s.t.db.select().from(productPictures).where(eq(productPictures.productId, made.id))) keys.push(row.storageKey);
  expect(keys).toHaveLength(count);
  for (const key of keys) expect(store().keys()).toContain(key);
  return { made, keys };
}

it("deletes the product's picture objects once the deletion has committed, and nobody else's", async () => {
  const other = await productWithPictures(1);
  const { made, keys } = await productWithPictures(2);
  expect((await k.call('DELETE', `/staff/catalog/products/${made.code}`, { expectedVersion: made.version })).status).toBe(204);
  expect(await s.t.db.select().from(productPictures).where(eq(productPictures.productId, made.id))).toEqual([]);
  for (const key of keys) expect(store().keys()).not.toContain(key);
  expect(store().keys()).toContain(other.keys[0]);
});

it('deletes the product even when the object store is down: the objects stay and one line says so', async () => {
  const { made, keys } = await productWithPictures(1);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  store().down(true);
  try {
    expect((await k.call('DELETE', `/staff/catalog/products/${made.code}`, { expectedVersion: made.version })).status).toBe(204);
  } finally {
    store().down(false);
  }
  expect((await k.call('GET', `/staff/catalog/products/${made.code}`)).status).toBe(404);
  expect(store().keys()).toContain(keys[0]);
  expect(errors.mock.calls.map((c) => c[0])).toContain(`[pictures] 1 of 1 object(s) of deleted product ${made.code} left in the object store (their rows are gone)`);
  errors.mockRestore();
});

it('a refused deletion (a stale version) deletes no picture object', async () => {
  const { made, keys } = await productWithPictures(1);
  expect((await k.call('DELETE', `/staff/catalog/products/${made.code}`, { expectedVersion: made.version + 1 })).status).toBe(409);
  expect(store().keys()).toContain(keys[0]);
});
