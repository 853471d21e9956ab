import { eq } from 'drizzle-orm';
import type { StaffProduct } from '@/lib/contract/staff-catalog';
import { productSlugs } from '../db/schema';
import { syncCatalog } from '../catalog/catalog-service';
import { seesCatalogProduct } from '../customer-access-gate';
import { publishCustomerAccess } from '../services/customer-access';
import { freshCustomer, orderSuite } from '../testing/order-helpers';
import { catalogKit } from './catalog/testing/catalog-test-kit';
import { importItem, importTaxonomy } from '../catalog-import/testing/import-fixtures';
import { slugify } from '@/lib/rules/catalog/slugify';

/**
 * A changed URL slug (issue #45, decision 0041): the product keeps its former slugs, and the
 * storefront's product lookup answers a former one with the product, whose eurl is the current one
 * (the page then redirects permanently: lib/rules/catalog/former-slugs.ts). An unknown slug stays
 * 404; a current slug always wins over a former one; another partner's customer sees nothing.
 */
jest.setTimeout(120_000);

const s = orderSuite();
const k = catalogKit(() => s.t);
beforeAll(async () => {
  await k.login();
  publishCustomerAccess(s.t.deps);
});
afterAll(() => publishCustomerAccess(undefined));

const byUrl = (token: string, partner: string, eurl: string) => s.t.call('GET', `/Products/ByUrl/${encodeURIComponent(eurl)}`, undefined, { token, partner });

async function published(partners: string[] | null = null) {
  const made = await k.create({ partners });
  const grid = await k.variants(made, [{ sku: `${made.code}-BLACK-M`, color: 'black', size: 'M', stock: 5, availability: 'Available' }]);
  return { ...(await k.publish(grid)), word: made.word };
}
const rename = async (p: StaffProduct & { word: string }, eurl: string) => {
  const { code: _c, ...fields } = k.body(p.code, p.word, { eurl, partners: p.partners });
  const res = await k.call('PUT', `/staff/catalog/products/${p.code}`, { ...fields, expectedVersion: p.version });
  expect(res.status).toBe(200);
  await syncCatalog(s.t.deps);
  return { ...(res.body as StaffProduct), word: p.word };
};

it('answers a former slug with the product under its current slug; an unknown slug is 404', async () => {
  const product = await published();
  const first = product.eurl;
  const buyer = await freshCustomer(s.t, 'acme');
  const second = await rename(product, `${first}-v2`);
  expect(second.eurl).toBe(`${first}-v2`);
  const old = await byUrl(buyer.token, 'acme', first);
  expect(old).toMatchObject({ status: 200, body: { id: product.id, code: product.code, eurl: `${first}-v2` } });
  expect((await byUrl(buyer.token, 'acme', `${first}-v2`)).body).toMatchObject({ id: product.id, eurl: `${first}-v2` });
  expect(await byUrl(buyer.token, 'acme', `${first}-never-was`)).toMatchObject({ status: 404, body: { error: 'product_not_found' } });
  // middleware's check lets the former slug through to the page (which redirects), not an unknown one
  expect(await seesCatalogProduct(buyer.token, 'acme', first)).toBe(true);
  expect(await seesCatalogProduct(buyer.token, 'acme', `${first}-never-was`)).toBe(false);
  // renamed again: both former slugs lead to the current one
  const third = await rename(second, `${first}-v3`);
  for (const slug of [first, `${first}-v2`]) expect((await byUrl(buyer.token, 'acme', slug)).body).toMatchObject({ id: product.id, eurl: `${first}-v3` });
  // back to the first slug: it is current again, no former one
  await rename(third, first);
  expect((await s.t.db.select().from(productSlugs).where(eq(productSlugs.productId, product.id))).map((r) => r.eurl).sort()).toEqual([`${first}-v2`, `${first}-v3`]);
  expect((await byUrl(buyer.token, 'acme', `${first}-v3`)).body).toMatchObject({ eurl: first });
});

it("lets another product take a former slug (the current one wins), hides a product from another partner's customer, and drops a deleted product's slugs", async () => {
  const a = await published(['acme']);
  const formerOfA = a.eurl;
  await rename(a, `${formerOfA}-moved`);
  const hellas = await freshCustomer(s.t, 'hellas');
  expect((await byUrl(hellas.token, 'hellas', formerOfA)).status).toBe(404);
  expect(await seesCatalogProduct(hellas.token, 'hellas', formerOfA)).toBe(false);
  const b = await published();
  const taken = await rename(b, formerOfA);
  const acme = await freshCustomer(s.t, 'acme');
  expect((await byUrl(acme.token, 'acme', formerOfA)).body).toMatchObject({ id: b.id, eurl: formerOfA });
  expect(await s.t.db.select().from(productSlugs).where(eq(productSlugs.eurl, formerOfA))).toEqual([]);
  expect((await k.call('DELETE', `/staff/catalog/products/${taken.code}`, { expectedVersion: taken.version })).status).toBe(204);
  expect(await s.t.db.select().from(productSlugs).where(eq(productSlugs.productId, b.id))).toEqual([]);
});

it("an imported product takes a former slug like an edited one: the former one is released, the slug leads to the new product", async () => {
  const a = await published(['acme']);
  const tax = await importTaxonomy(s.t);
  const code = `SLUG-IMP-${Date.now().toString(36)}`.toUpperCase();
  const item = importItem(code, tax);
  const slug = slugify(item.name.en);
  // A held `slug` and left it: a former slug of A's.
  await rename(await rename(a, slug), `${slug}-moved`);
  expect(await s.t.db.select({ productId: productSlugs.productId }).from(productSlugs).where(eq(productSlugs.eurl, slug))).toEqual([{ productId: a.id }]);
  const imported = await k.call('POST', '/staff/catalog/import', { items: [item] });
  expect(imported).toMatchObject({ status: 200, body: { created: 1 } });
  expect(await s.t.db.select().from(productSlugs).where(eq(productSlugs.eurl, slug))).toEqual([]);
  await syncCatalog(s.t.deps);
  const acme = await freshCustomer(s.t, 'acme');
  expect((await byUrl(acme.token, 'acme', slug)).body).toMatchObject({ code, eurl: slug });
});
