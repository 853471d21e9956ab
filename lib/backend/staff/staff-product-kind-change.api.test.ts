import { and, eq } from 'drizzle-orm';
import type { StaffProduct } from '@/lib/contract/staff-catalog';
import type { StaffProductComposition } from '@/lib/contract/staff-product-kinds';
import { bundleParts, groupedItems, staffAudit } from '../db/schema';
import { importItem } from '../catalog-import/testing/import-fixtures';
import { catalogApiSuite } from './catalog/testing/catalog-test-kit';
import { productKindsKit, type Made } from './catalog/testing/product-kinds-kit';

/**
 * A product's kind changed through its own edit (decision 0046, lib/rules/catalog/kind-change.ts):
 * a former Bundle drops its parts and a former Grouped product its members (audited), so a plain
 * product's stock is its own again; a bundle's part, a group's member, a published product and a new
 * published product cannot become (or be made) what the composition rules forbid — 400 with the key.
 */
jest.setTimeout(120_000);

const { s, k } = catalogApiSuite();
const pk = productKindsKit(k);

/** The product's own edit with `changes` (its name and word kept). */
const edit = (p: Made, changes: Record<string, unknown>) => {
  const { code: _code, ...fields } = k.body(p.code, p.word, { partners: p.partners, ...changes });
  return k.call('PUT', `/staff/catalog/products/${p.code}`, { ...fields, expectedVersion: p.version });
};
const composition = async (p: { code: string }) => (await k.call('GET', `/staff/catalog/products/${p.code}/parts`)).body as StaffProductComposition;
const audits = (id: number, action: string) => s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetId, id), eq(staffAudit.action, action)));

it('a Bundle made a plain Product drops its parts (audited); its stock is its own variant\'s again', async () => {
  const part = await pk.product({}, 9);
  const draft = await pk.product({ kind: 'Bundle' }, 2, false);
  const set = await pk.setParts(draft, [{ sku: part.sku, quantity: 3 }]);
  expect(set.bundleStock).toBe(3);
  const res = await edit({ ...draft, version: set.version }, { kind: 'Product' });
  expect(res.status).toBe(200);
  expect((res.body as StaffProduct).kind).toBe('Product');
  expect(await s.t.db.select().from(bundleParts).where(eq(bundleParts.bundleProductId, draft.id))).toEqual([]);
  expect(await composition(draft)).toMatchObject({ kind: 'Product', parts: [], bundleStock: null });
  expect((res.body as StaffProduct).variants.map((v) => v.stock)).toEqual([2]);
  const [dropped] = await audits(draft.id, 'product.parts').then((rows) => rows.slice(-1));
  expect(dropped).toMatchObject({ before: { parts: [{ sku: part.sku, quantity: 3 }] }, after: { parts: [] } });
});

it('a Grouped product made a plain Product drops its members (audited)', async () => {
  const [a, b] = [await pk.product(), await pk.product()];
  const group = await pk.product({ kind: 'Grouped' }, 0, false);
  const set = await pk.setMembers(group, [a.code, b.code]);
  const res = await edit({ ...group, version: set.version }, { kind: 'Product' });
  expect(res.status).toBe(200);
  expect(await s.t.db.select().from(groupedItems).where(eq(groupedItems.groupedProductId, group.id))).toEqual([]);
  const [dropped] = await audits(group.id, 'product.members').then((rows) => rows.slice(-1));
  expect(dropped).toMatchObject({ before: { members: [a.code, b.code] }, after: { members: [] } });
});

it("refuses what the composition rules forbid, with the key on the field, and changes nothing", async () => {
  const part = await pk.product({}, 9);
  const bundle = await pk.product({ kind: 'Bundle' }, 0, false);
  await pk.setParts(bundle, [{ sku: part.sku, quantity: 1 }]);
  const member = await pk.product();
  const other = await pk.product();
  const group = await pk.product({ kind: 'Grouped' }, 0, false);
  await pk.setMembers(group, [member.code, other.code]);
  const fresh = async (p: Made) => ({ ...p, version: ((await k.call('GET', `/staff/catalog/products/${p.code}`)).body as StaffProduct).version });
  for (const to of ['Bundle', 'Grouped', 'GiftCard']) expect(await edit(await fresh(part), { kind: to })).toMatchObject({ status: 400, body: { fields: { kind: 'kind_part_of_bundle' } } });
  expect(await edit(await fresh(member), { kind: 'Grouped' })).toMatchObject({ status: 400, body: { fields: { kind: 'kind_member_of_group' } } });
  const published = await pk.product();
  expect(await edit(published, { kind: 'Bundle' })).toMatchObject({ status: 400, body: { fields: { kind: 'bundle_parts_required' } } });
  expect(await edit(published, { kind: 'Grouped' })).toMatchObject({ status: 400, body: { fields: { kind: 'group_members_required' } } });
  expect(((await k.call('GET', `/staff/catalog/products/${published.code}`)).body as StaffProduct)).toMatchObject({ kind: 'Product', version: published.version });
  // …and a new product is not made a published empty Bundle or Grouped one.
  for (const [kind, key] of [['Bundle', 'bundle_parts_required'], ['Grouped', 'group_members_required']]) {
    const { code, word } = k.unique();
    expect(await k.call('POST', '/staff/catalog/products', k.body(code, word, { kind, status: 'Published' }))).toMatchObject({ status: 400, body: { fields: { status: key } } });
  }
});

describe('the ERP import, which carries no parts or members', () => {
  const item = (code: string, over: Record<string, unknown>) => ({
    ...importItem(code, { footwear: 'tshirts', brand: 'nordvik' }),
    variants: [{ sku: `${code}-BLACK-M`, color: 'black', size: 'M', stock: 4, availability: 'Available' }],
    ...over,
  });
  const upsert = (items: unknown[]) => k.call('POST', '/staff/catalog/import', { items });

  it('refuses a published Bundle or Grouped product with nothing in it, and a part made a Bundle; writes nothing of the batch', async () => {
    const part = await pk.product({}, 9);
    const bundle = await pk.product({ kind: 'Bundle' }, 0, false);
    await pk.setParts(bundle, [{ sku: part.sku, quantity: 1 }]);
    const fresh = `IMP-KIND-${Date.now().toString(36)}`.toUpperCase();
    const res = await upsert([item(fresh, { kind: 'Bundle' }), item(`${fresh}-G`, { kind: 'Grouped', variants: [] }), item(part.code, { kind: 'Bundle', status: 'Draft', variants: [] })]);
    expect(res).toMatchObject({ status: 400, body: { error: 'import_invalid', fields: { 'items.0.status': 'bundle_parts_required', 'items.1.status': 'group_members_required', 'items.2.kind': 'kind_part_of_bundle' } } });
    expect((await k.call('GET', `/staff/catalog/products/${fresh}`)).status).toBe(404);
  });

  it('a Bundle the import makes a plain Product drops its parts', async () => {
    const part = await pk.product({}, 9);
    const bundle = await pk.product({ kind: 'Bundle' }, 2, false);
    await pk.setParts(bundle, [{ sku: part.sku, quantity: 1 }]);
    const res = await upsert([item(bundle.code, { kind: 'Product', status: 'Draft', variants: [{ sku: bundle.sku, color: 'black', size: 'M', stock: 2, availability: 'Available' }] })]);
    expect(res).toMatchObject({ status: 200, body: { updated: 1 } });
    expect(await s.t.db.select().from(bundleParts).where(eq(bundleParts.bundleProductId, bundle.id))).toEqual([]);
    expect(await composition(bundle)).toMatchObject({ kind: 'Product', parts: [] });
  });
});

describe('a partner range changed under a bundle or a group', () => {
  it("refuses a part's or member's range narrower than its holders', a bundle's or group's wider than its contents'; the edit and the import alike", async () => {
    const part = await pk.product({ partners: ['acme'] }, 9);
    const member = await pk.product({ partners: ['acme'] });
    const other = await pk.product({ partners: ['acme'] });
    const bundle = await pk.product({ kind: 'Bundle', partners: ['acme'] }, 0, false);
    await pk.setParts(bundle, [{ sku: part.sku, quantity: 1 }]);
    const group = await pk.product({ kind: 'Grouped', partners: ['acme'] }, 0, false);
    await pk.setMembers(group, [member.code, other.code]);
    const fresh = async (p: Made) => ({ ...p, version: ((await k.call('GET', `/staff/catalog/products/${p.code}`)).body as StaffProduct).version });
    for (const p of [part, member]) expect(await edit(await fresh(p), { partners: ['hellas'] })).toMatchObject({ status: 400, body: { fields: { partners: 'range_narrower_than_holders' } } });
    for (const p of [bundle, group]) expect(await edit(await fresh(p), { kind: p.kind, partners: null })).toMatchObject({ status: 400, body: { fields: { partners: 'range_wider_than_contents' } } });
    // Within the range: a part sold to every partner still fits; the bundle may narrow.
    expect((await edit(await fresh(part), { partners: null })).status).toBe(200);
    const imported = await k.call('POST', '/staff/catalog/import', { items: [{ ...importItem(member.code, { footwear: 'tshirts', brand: 'nordvik' }), partners: ['hellas'], variants: [{ sku: member.sku, color: 'black', size: 'M', stock: 10, availability: 'Available' }] }] });
    expect(imported).toMatchObject({ status: 400, body: { error: 'import_invalid', fields: { 'items.0.partners': 'range_narrower_than_holders' } } });
  });
});
