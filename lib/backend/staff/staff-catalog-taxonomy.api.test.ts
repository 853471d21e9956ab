import { and, eq } from 'drizzle-orm';
import type { StaffBrandList, StaffCategoryTree } from '@/lib/contract/staff-catalog';
import { staffAudit } from '../db/schema';
import { catalogApiSuite } from './catalog/testing/catalog-test-kit';

/**
 * Categories and brands through the operations API (issue #45 item 1): created, changed against a
 * version, deleted only when nothing uses them; the tree in order, loops refused; audited.
 */
jest.setTimeout(120_000);

const { s, k } = catalogApiSuite();

const names = { el: 'Καπέλα', en: 'Hats' };
const auditOf = async (action: string) => (await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, action))))[0];

describe('categories', () => {
  it('creates a tree, changes it against a version, refuses loops and a locked size kind, deletes an empty leaf', async () => {
    const top = await k.call('POST', '/staff/catalog/categories', { code: 'headwear', name: names, sizeKind: 'None', position: 9 });
    expect(top).toMatchObject({ status: 201, body: { code: 'headwear', parentCode: null, depth: 0, productCount: 0, version: 1 } });
    const child = await k.call('POST', '/staff/catalog/categories', { code: 'peaked-hats', parentCode: 'headwear', name: { el: 'Τζόκεϊ', en: 'Caps' }, sizeKind: 'None' });
    expect(child.body).toMatchObject({ parentCode: 'headwear', depth: 1 });
    const tree = (await k.call('GET', '/staff/catalog/categories', undefined, 'Inspector')).body as StaffCategoryTree;
    const codes = tree.items.map((c) => c.code);
    expect(codes.indexOf('peaked-hats')).toBe(codes.indexOf('headwear') + 1);
    expect(tree.items.find((c) => c.code === 'tshirts')!.productCount).toBeGreaterThan(0);

    expect((await k.call('POST', '/staff/catalog/categories', { code: 'peaked-hats', name: names, sizeKind: 'None' })).body.fields).toEqual({ code: 'category_code_taken' });
    expect((await k.call('POST', '/staff/catalog/categories', { code: 'Bad Code', name: names, sizeKind: 'None' })).body.fields).toMatchObject({ code: 'taxonomy_code_format' });
    expect((await k.call('POST', '/staff/catalog/categories', { code: 'x1', parentCode: 'nope', name: names, sizeKind: 'None' })).body.fields).toEqual({ parentCode: 'category_not_found' });
    expect((await k.call('PUT', '/staff/catalog/categories/headwear', { parentCode: 'peaked-hats', name: names, sizeKind: 'None', expectedVersion: 1 })).body.fields).toEqual({ parentCode: 'category_parent_cycle' });
    const renamed = await k.call('PUT', '/staff/catalog/categories/headwear', { parentCode: null, name: { el: 'Καπέλα και σκούφοι', en: 'Headwear' }, sizeKind: 'None', position: 9, expectedVersion: 1 });
    expect(renamed).toMatchObject({ status: 200, body: { version: 2, name: { en: 'Headwear' } } });
    expect(await auditOf('category.update')).toMatchObject({ targetKind: 'category', before: { name: names }, after: { name: { en: 'Headwear' } } });
    expect((await k.call('PUT', '/staff/catalog/categories/headwear', { parentCode: null, name: names, sizeKind: 'None', expectedVersion: 1 })).body).toMatchObject({ error: 'category_changed' });
    const locked = await k.call('PUT', '/staff/catalog/categories/tshirts', { parentCode: null, name: { el: 'Μπλουζάκια', en: 'T-shirts' }, sizeKind: 'Footwear', position: 0, expectedVersion: 1 });
    expect(locked.body.fields).toEqual({ sizeKind: 'category_size_kind_locked' });

    expect(await k.call('DELETE', '/staff/catalog/categories/headwear')).toMatchObject({ status: 409, body: { error: 'category_in_use', fields: { children: 'category_in_use' } } });
    expect(await k.call('DELETE', '/staff/catalog/categories/tshirts')).toMatchObject({ status: 409, body: { error: 'category_in_use', fields: { products: 'category_in_use' } } });
    expect((await k.call('DELETE', '/staff/catalog/categories/peaked-hats')).status).toBe(204);
    expect((await k.call('DELETE', '/staff/catalog/categories/peaked-hats')).status).toBe(404);
    expect(await auditOf('category.delete')).toMatchObject({ before: { code: 'peaked-hats' }, after: null });
    expect((await k.call('DELETE', '/staff/catalog/categories/headwear', undefined, 'Inspector')).status).toBe(403);
  });

  it('lets a product move to a category of the same size kind, not to one its sizes do not fit', async () => {
    await k.call('POST', '/staff/catalog/categories', { code: 'polos', parentCode: 'tshirts', name: { el: 'Πόλο', en: 'Polos' }, sizeKind: 'Clothing' });
    const made = await k.create();
    const grid = await k.variants(made, [{ sku: `${made.code}-RED-M`, color: 'red', size: 'M', stock: 1, availability: 'Available' }]);
    const { code: _c, ...fields } = k.body(made.code, made.word);
    expect((await k.call('PUT', `/staff/catalog/products/${made.code}`, { ...fields, categoryCode: 'boots', expectedVersion: grid.version })).body.fields).toEqual({ categoryCode: 'category_size_kind_locked' });
    const moved = await k.call('PUT', `/staff/catalog/products/${made.code}`, { ...fields, categoryCode: 'polos', expectedVersion: grid.version });
    expect(moved.body).toMatchObject({ categoryCode: 'polos', version: grid.version + 1 });
    const underTshirts = await k.call('GET', `/staff/catalog/products?category=tshirts&q=${made.word}`);
    expect(underTshirts.body.items.map((p: { code: string }) => p.code)).toEqual([made.code]);
  });
});

describe('brands', () => {
  it('creates, renames against a version, refuses deleting one with products, deletes an unused one', async () => {
    const made = await k.call('POST', '/staff/catalog/brands', { code: 'aegean-caps', name: 'Aegean Caps' });
    expect(made).toMatchObject({ status: 201, body: { code: 'aegean-caps', name: 'Aegean Caps', productCount: 0, version: 1 } });
    expect((await k.call('POST', '/staff/catalog/brands', { code: 'aegean-caps', name: 'Again' })).body.fields).toEqual({ code: 'brand_code_taken' });
    expect((await k.call('POST', '/staff/catalog/brands', { code: 'x-2', name: '' })).body.fields).toEqual({ name: 'required' });
    const renamed = await k.call('PUT', '/staff/catalog/brands/aegean-caps', { name: 'Aegean Caps & Co', expectedVersion: 1 });
    expect(renamed.body).toMatchObject({ name: 'Aegean Caps & Co', version: 2 });
    expect(await auditOf('brand.update')).toMatchObject({ targetKind: 'brand', before: { name: 'Aegean Caps' }, after: { name: 'Aegean Caps & Co' } });
    expect((await k.call('PUT', '/staff/catalog/brands/aegean-caps', { name: 'Late', expectedVersion: 1 })).body).toMatchObject({ error: 'brand_changed' });
    const list = (await k.call('GET', '/staff/catalog/brands', undefined, 'SalesPerson')).body as StaffBrandList;
    expect(list.items.find((b) => b.code === 'nordvik')!.productCount).toBeGreaterThan(0);
    expect(await k.call('DELETE', '/staff/catalog/brands/nordvik')).toMatchObject({ status: 409, body: { error: 'brand_in_use' } });
    expect((await k.call('DELETE', '/staff/catalog/brands/aegean-caps', undefined, 'SalesPerson')).body).toMatchObject({ error: 'staff_role_forbidden' });
    expect((await k.call('DELETE', '/staff/catalog/brands/aegean-caps')).status).toBe(204);
    expect((await k.call('PUT', '/staff/catalog/brands/aegean-caps', { name: 'Gone', expectedVersion: 2 })).status).toBe(404);
  });
});
