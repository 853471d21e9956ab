import { eq, sql } from 'drizzle-orm';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { productVariants, products } from '../db/schema';
import { publishDataReaders } from '../data-versions';
import { login } from '../testing/auth-helpers';
import { openSecondInstance, until, type SecondInstance } from '../testing/second-instance';
import { createTestApi, type TestApi } from '../testing/test-api';
import { catalogService } from './catalog-service';

/**
 * Issue #45 item 4: an edit committed through one instance is live on another within 5 s — its
 * product list and product page (the second instance's own index, patched incrementally, and its
 * answer cache) and, through the data-versions reader the cache handler calls every second
 * (lib/cache/use-cache-handler.cjs), the Next.js pages tagged `catalog`: the reader brings the
 * index up to date before it reports the new version, so what renders after the tag expires is
 * new. On PostgreSQL the second instance has its own pool and index; on PGlite it shares them.
 */
const WITHIN_MS = 5_000;
let t: TestApi;
let second: SecondInstance;
let token: string;

beforeAll(async () => {
  t = await createTestApi();
  second = await openSecondInstance(t);
  token = (await login(t)).at;
});
afterAll(async () => {
  publishDataReaders(undefined);
  await second.close();
  await t.close();
});

/** GET on the second instance, as the demo customer. */
async function onSecond(path: string) {
  const res = await second.api.request(`/api${path}`, { headers: { 'X-Partner-Code': 'acme', 'Accept-Language': 'en', Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Polls until `check` holds, moving the test clock with real time (the index probes at most once a second of it); the ms it took. */
async function msUntil(check: () => Promise<boolean>, what: string): Promise<number> {
  const started = Date.now();
  let last = started;
  await until(async () => {
    t.advance(Date.now() - last);
    last = Date.now();
    return check();
  }, what, 3 * WITHIN_MS);
  return Date.now() - started;
}

async function aProduct() {
  const [p] = await t.db.select({ id: products.id, code: products.code, eurl: products.eurl }).from(products).where(eq(products.active, true)).orderBy(products.id).limit(1);
  const [v] = await t.db.select({ sku: productVariants.sku, stock: productVariants.stock }).from(productVariants).where(eq(productVariants.productId, p!.id)).orderBy(productVariants.id).limit(1);
  return { ...p!, variant: v! };
}

const listed = async (code: string) => (await onSecond(`/Products?q=${code}`)).body as { items: { code: string; name: string; price: { gross: number } }[] };
const detail = async (eurl: string) => (await onSecond(`/Products/ByUrl/${eurl}`)).body as { name: string; variants: { sku: string; stock: number }[] };

it('an edit on one instance shows in the list and product page of the other within 5 s, patched incrementally', async () => {
  const p = await aProduct();
  // The second instance has the product cached: list and page answered before the edit.
  expect((await listed(p.code)).items.map((i) => i.code)).toContain(p.code);
  expect((await detail(p.eurl)).name).not.toBe('Edited on the first instance');

  // The first instance commits a rename, a price and (through the staff stock API) a stock level.
  const staff = await t.call('POST', '/staff/login', { email: 'employee@shop.test', password: DEMO_STAFF_PASSWORD }, { partner: null });
  const newStock = p.variant.stock + 5;
  await t.db.update(products).set({ name: { el: 'Αλλαγή στο πρώτο', en: 'Edited on the first instance' }, priceCents: 12_345 }).where(eq(products.id, p.id));
  const stock = await t.call('POST', '/staff/stock', { items: [{ sku: p.variant.sku, stock: newStock }] }, { partner: null, token: staff.body.token });
  expect(stock.status).toBe(200);

  const ms = await msUntil(async () => {
    const page = await detail(p.eurl);
    const item = (await listed(p.code)).items.find((i) => i.code === p.code);
    return page.name === 'Edited on the first instance' && page.variants.find((v) => v.sku === p.variant.sku)?.stock === newStock && item?.name === 'Edited on the first instance';
  }, 'the second instance shows the edit');
  expect(ms).toBeLessThan(WITHIN_MS);
  expect(catalogService({ db: second.db, now: t.deps.now }).lastUpdate?.kind).toBe('incremental');
});

it("the cache handler's version reader patches the index before it reports the new version (pages follow)", async () => {
  const p = await aProduct();
  const reader = () => (globalThis as Record<symbol, () => Promise<{ catalog: string }>>)[Symbol.for('partner-storefront.data-versions')]!();
  publishDataReaders({ db: second.db, now: t.deps.now });
  const before = await reader();
  await t.db.update(products).set({ name: sql`jsonb_set(${products.name}, '{en}', '"Renamed for the pages"')` }).where(eq(products.id, p.id));
  const after = await reader();
  // The version moved (the cache handler expires the `catalog` tag) and the index already has it.
  expect(after.catalog).not.toBe(before.catalog);
  const service = catalogService({ db: second.db, now: t.deps.now });
  const index = await service.current();
  expect(index.version).toBe(after.catalog);
  expect(index.name.en[index.byId.get(p.id)!]).toBe('Renamed for the pages');
  expect(service.lastUpdate?.kind).toBe('incremental');
  expect((await detail(p.eurl)).name).toBe('Renamed for the pages');
});
