import { eq } from 'drizzle-orm';
import type { StaffProduct } from '@/lib/contract/staff-catalog';
import { productPriceHistory, products } from '../db/schema';
import { importItem, importTaxonomy } from '../catalog-import/testing/import-fixtures';
import { catalogApiSuite } from './catalog/testing/catalog-test-kit';

/**
 * Two writers of one product (issue #45 "bad input and faults", decision 0033): two staff saving
 * the same version at once (one wins, the other is told), and an import running between a
 * console editor's read and save (the import bumps the version; the editor is told, not overwritten).
 */
jest.setTimeout(120_000);

const { s, k } = catalogApiSuite();

const productRow = async (code: string) => (await s.t.db.select().from(products).where(eq(products.code, code)))[0]!;

it('two staff saving the same version at once: one wins, the other gets 409 product_changed', async () => {
  const made = await k.create();
  const { code: _c, ...fields } = k.body(made.code, made.word);
  const [a, b] = await Promise.all([
    k.call('PUT', `/staff/catalog/products/${made.code}`, { ...fields, priceCents: 1111, expectedVersion: 1 }),
    k.call('PUT', `/staff/catalog/products/${made.code}`, { ...fields, priceCents: 2222, expectedVersion: 1 }),
  ]);
  expect([a.status, b.status].sort()).toEqual([200, 409]);
  const [won, lost] = a.status === 200 ? [a, b] : [b, a];
  expect(lost.body).toMatchObject({ error: 'product_changed', params: { expectedVersion: { current: 2 } } });
  const row = await productRow(made.code);
  expect(row).toMatchObject({ version: 2, priceCents: (won.body as StaffProduct).priceCents });
  expect((await s.t.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, made.id))).map((h) => h.priceCents)).toEqual([2490, row.priceCents]);
});

it('an import between an editor reading and saving: the editor is told (409), reloads and saves; a later import wins', async () => {
  const tax = await importTaxonomy(s.t);
  const code = `ERP-EDIT-${Date.now().toString(36).toUpperCase()}`;
  const upsert = (over: Record<string, unknown>) => k.call('POST', '/staff/catalog/import', { items: [importItem(code, tax, over)] });
  expect((await upsert({})).status).toBe(200);
  const read = (await k.call('GET', `/staff/catalog/products/${code}`)).body as StaffProduct;
  expect(read.version).toBe(1);
  // the ERP changes the price while the editor has the product open
  expect((await upsert({ priceCents: 5990 })).body.items[0]).toMatchObject({ outcome: 'updated', version: 2 });
  const edit = { eurl: read.eurl, kind: read.kind, categoryCode: read.categoryCode, brandCode: read.brandCode, name: { el: read.name.el, en: 'Shoe renamed' }, description: read.description, technical: read.technical, priceCents: read.priceCents, priceBasis: read.priceBasis, taxCategory: read.taxCategory, discountable: read.discountable, releaseDate: read.releaseDate, partners: read.partners };
  const stale = await k.call('PUT', `/staff/catalog/products/${code}`, { ...edit, expectedVersion: read.version });
  expect(stale).toMatchObject({ status: 409, body: { error: 'product_changed', params: { expectedVersion: { current: 2 } } } });
  expect(await productRow(code)).toMatchObject({ priceCents: 5990, name: { en: `Shoe ${code}` } });
  // reloaded: the editor's change on top of the import's price
  const saved = await k.call('PUT', `/staff/catalog/products/${code}`, { ...edit, priceCents: 5990, expectedVersion: 2 });
  expect(saved.body).toMatchObject({ version: 3, priceCents: 5990, name: { en: 'Shoe renamed' } });
  // an import carries no version: it is the later writer and wins, bumping the version again
  expect((await upsert({ priceCents: 6490 })).body.items[0]).toMatchObject({ outcome: 'updated', version: 4 });
  const history = await s.t.db.select().from(productPriceHistory).where(eq(productPriceHistory.productId, read.id));
  expect(history.map((h) => [h.priceCents, h.source])).toEqual([[4990, 'import'], [5990, 'import'], [6490, 'import']]);
});
