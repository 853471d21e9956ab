import { eq, sql } from 'drizzle-orm';
import { catalogState, partners, productVariants } from '../db/schema';
import { catalogService, syncCatalog } from '../catalog/catalog-service';
import { createTestApi, type TestApi } from '../testing/test-api';
import { login } from '../testing/auth-helpers';

/**
 * Catalogue caching (issue #4 §4): Cache-Control and ETag on every answer, If-None-Match → 304,
 * one cache per partner and language, and the catalogue version that invalidates it all when
 * products, variants or partner discounts change (statement triggers + deferred bump at commit).
 */
let t: TestApi;
let token: string;
beforeAll(async () => {
  t = await createTestApi();
  token = (await login(t)).at;
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}, options: { token?: string; partner?: string; lang?: string } = {}) =>
  t.call('GET', path, undefined, { token, headers, ...options });
const version = async () => (await t.db.select({ v: sql<string>`${catalogState.version}::text` }).from(catalogState))[0]!.v;

describe('Cache-Control and ETag', () => {
  it.each(['/Products?color=red', '/Products/1', '/Products/ByCode/P000001', '/Products/1/Related'])('%s is private, revalidated, with an ETag; If-None-Match → 304', async (path) => {
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, max-age=0');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+-[\w-]+"$/);
    const again = await get(path, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.get('etag')).toBe(etag);
    expect((await get(path, { 'If-None-Match': '"other"' })).status).toBe(200);
  });
  it('ByIds carries an ETag too (a POST is never answered 304)', async () => {
    const res = await t.call('POST', '/Products/ByIds', { ids: [1, 2] }, { token, headers: { 'If-None-Match': '*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
  });
  it('the key is the normalised query: value order and the spelling of q do not matter', async () => {
    const a = await get('/Products?color=red&color=blue&q=Μπλούζα');
    const b = await get('/Products?q=%20μπλουζα%20&color=blue&color=red');
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    expect(b.body).toEqual(a.body);
    expect((await get('/Products?color=red')).headers.get('etag')).not.toBe(a.headers.get('etag'));
  });
  it('answers differ by language and partner, never by customer', async () => {
    const el = await get('/Products/1');
    const en = await get('/Products/1', {}, { lang: 'en' });
    expect(en.headers.get('etag')).not.toBe(el.headers.get('etag'));
    const second = await login(t, 'second@acme.test');
    const other = await get('/Products/1', {}, { token: second.at });
    expect([other.headers.get('etag'), other.body]).toEqual([el.headers.get('etag'), el.body]);
    const hellas = await login(t, 'demo@hellas.test', 'hellas');
    const h = await get('/Products/1', {}, { token: hellas.at, partner: 'hellas' });
    expect(h.headers.get('etag')).not.toBe(el.headers.get('etag'));
    expect(h.body.price).not.toEqual(el.body.price);
  });
});

describe('catalogue version', () => {
  it('a stock change bumps the version; after the rebuild the next answer reflects it and old ETags are stale', async () => {
    const before = await get('/Products/2');
    const variant = before.body.variants[0] as { id: number; stock: number };
    const v0 = await version();
    await t.db.update(productVariants).set({ stock: 777, availability: 'Available' }).where(eq(productVariants.id, variant.id));
    expect(BigInt(await version())).toBeGreaterThan(BigInt(v0));
    await syncCatalog(t.deps);
    const after = await get('/Products/2', { 'If-None-Match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.body.variants[0]).toMatchObject({ id: variant.id, stock: 777 });
    expect(after.body.availability.stock).toBe(before.body.availability.stock - variant.stock + 777);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });
  it('a committed transaction bumps the version, a rolled-back one and a read do not', async () => {
    const v0 = BigInt(await version());
    await t.db.select().from(productVariants).limit(1);
    expect(BigInt(await version())).toBe(v0);
    await t.db
      .transaction(async (tx) => {
        await tx.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, 5));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(BigInt(await version())).toBe(v0);
    await t.db.transaction(async (tx) => {
      await tx.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, 5));
      await tx.update(productVariants).set({ stock: 4 }).where(eq(productVariants.id, 6));
    });
    expect(BigInt(await version())).toBeGreaterThan(v0);
  });
  it('without an explicit sync, the previous index serves until a probe (at most once per second) rebuilds it in the background', async () => {
    const service = catalogService(t.deps);
    const productId = await variantProduct(7);
    await service.sync();
    const stockOf = async () => ((await get(`/Products/${productId}`)).body.variants as { id: number; stock: number }[]).find((v) => v.id === 7)!.stock;
    const old = await stockOf();
    await t.db.update(productVariants).set({ stock: 555 }).where(eq(productVariants.id, 7));
    t.advance(500);
    expect(await stockOf()).toBe(old); // no probe within the second
    t.advance(600);
    await get('/Products?page=2'); // probes, starts the rebuild, answers from the previous index
    await service.idle();
    expect(await stockOf()).toBe(555);
  });
  it('a partner discount change bumps the version and reprices', async () => {
    const before = (await get('/Products/1')).body.price;
    await t.db.update(partners).set({ promotionValue: 30 }).where(eq(partners.code, 'acme'));
    try {
      await syncCatalog(t.deps);
      const after = (await get('/Products/1')).body.price;
      if (before.discounted) expect(after.discountCents).toBeGreaterThan(before.discountCents);
      expect(after.listGross).toBe(before.listGross);
    } finally {
      await t.db.update(partners).set({ promotionValue: 15 }).where(eq(partners.code, 'acme'));
      await syncCatalog(t.deps);
    }
  });
});

async function variantProduct(variantId: number): Promise<number> {
  const [row] = await t.db.select({ productId: productVariants.productId }).from(productVariants).where(eq(productVariants.id, variantId));
  return row!.productId;
}
