import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { syncCatalog } from '../catalog/catalog-service';
import { orders } from '../db/schema';
import { cancelOrderInTx } from '../services/orders/order-status';
import type { Oracle, OracleQuery } from '../testing/catalog-oracle';
import { catalogSuite } from '../testing/catalog-suite';
import { freshCustomer, orderBody, orderClient } from '../testing/order-helpers';

/**
 * GET /Products: filters, their combinations, facet counts (checked against a brute-force count
 * from the database), sorting and paging. Bad input, auth and caching: products-*.api.test.ts.
 */
const s = catalogSuite();

type Params = Record<string, string | number | (string | number)[]>;
function queryString(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
}
const list = (params: Params = {}, options: { lang?: string } = {}) => s.t.call('GET', `/Products${queryString(params)}`, undefined, { token: s.token, ...options });
type Card = { id: number; code: string; name: string; price: { gross: number; discountCents: number }; colors: string[] };
const ids = (body: { items: Card[] }) => body.items.map((i) => i.id);
const all = { pageSize: 60 };

/** Every page of a query, concatenated. */
async function everything(params: Params): Promise<Card[]> {
  const out: Card[] = [];
  for (let page = 1; ; page++) {
    const res = await list({ ...params, ...all, page });
    expect(res.status).toBe(200);
    out.push(...res.body.items);
    if (out.length >= res.body.total) return out;
  }
}

async function expectMatchesOracle(params: Params, query: OracleQuery) {
  const expected = s.oracle.list(query).map((p) => p.id);
  expect(expected.length).toBeGreaterThan(0);
  const items = await everything(params);
  expect(items.map((i) => i.id)).toEqual(expected);
}

describe('filters', () => {
  it('no filter: every visible product, 24 per page by default, in code order', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const visible = s.oracle.visible('acme');
    expect(res.body).toMatchObject({ total: visible.length, page: 1, pageSize: 24 });
    expect(ids(res.body)).toEqual(visible.slice(0, 24).map((p) => p.id));
  });
  it.each<[string, Params, OracleQuery]>([
    ['one category', { category: 'shirts' }, { category: ['shirts'] }],
    ['two categories (OR)', { category: ['shirts', 'boots'] }, { category: ['shirts', 'boots'] }],
    ['a brand', { brand: 'nordvik' }, { brand: ['nordvik'] }],
    ['a colour', { color: 'red' }, { color: ['red'] }],
    ['two colours (OR)', { color: ['red', 'navy'] }, { color: ['red', 'navy'] }],
    ['a clothing size', { size: 'XL' }, { size: ['XL'] }],
    ['a footwear and a clothing size (OR)', { size: ['42', 'S'] }, { size: ['42', 'S'] }],
    ['a status', { status: 'LastItem' }, { status: ['LastItem'] }],
    ['a price range', { priceMin: 2000, priceMax: 5000 }, { priceMin: 2000, priceMax: 5000 }],
    ['only a minimum price', { priceMin: 15000 }, { priceMin: 15000 }],
    ['category + colour + price', { category: ['tshirts', 'hoodies'], color: 'black', priceMax: 6000 }, { category: ['tshirts', 'hoodies'], color: ['black'], priceMax: 6000 }],
    ['colour + size + status on the same variant', { color: ['red', 'blue'], size: ['M', 'L'], status: ['Available'] }, { color: ['red', 'blue'], size: ['M', 'L'], status: ['Available'] }],
    ['brand + status', { brand: ['nordvik', 'blue-cove'], status: ['Limited', 'LastItem'] }, { brand: ['nordvik', 'blue-cove'], status: ['Limited', 'LastItem'] }],
  ])('%s', (_, params, query) => expectMatchesOracle(params, query));

  it('colour, size and status must hold for the same variant, not for different ones', async () => {
    // A product with a variant of colour c and a variant in state s, but no variant that is both.
    let found: { id: number; color: string; status: string } | undefined;
    for (const p of s.oracle.visible('acme')) {
      for (const a of p.variants) {
        for (const b of p.variants) {
          if (!p.variants.some((v) => v.color === a.color && v.availability === b.availability)) found ??= { id: p.id, color: a.color, status: b.availability };
        }
      }
    }
    expect(found).toBeDefined();
    const { id, color, status } = found!;
    expect((await everything({ color, status })).map((c) => c.id)).not.toContain(id);
    expect((await everything({ color })).map((c) => c.id)).toContain(id);
    expect((await everything({ status })).map((c) => c.id)).toContain(id);
  });
  it('unknown category or brand codes match nothing', async () => {
    expect((await list({ category: 'nosuch' })).body).toMatchObject({ total: 0, items: [] });
    expect((await list({ brand: 'nosuch' })).body.total).toBe(0);
    const mixed = await list({ category: ['nosuch', 'shirts'] });
    expect(mixed.body.total).toBe(s.oracle.list({ category: ['shirts'] }).length);
  });
});

describe('text search (word families, languages, categories, brands: products-search.api.test.ts)', () => {
  it('matches the oracle for a word stemming leaves alone, accent- and case-insensitive', async () => {
    const items = await everything({ q: 'alto' });
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => i.id)).toEqual(s.oracle.list({ q: 'alto' }).map((p) => p.id));
    expect((await everything({ q: 'ÁLTO' })).map((i) => i.id)).toEqual(items.map((i) => i.id));
  });
  it('finds a product by its code, every word must match', async () => {
    const target = s.oracle.visible('acme')[7]!;
    const res = await list({ q: target.code.toLowerCase() });
    expect(ids(res.body)).toEqual([target.id]);
    const twoWords = `${target.name.el.split(' ')[0]} ${target.code}`;
    expect(ids((await list({ q: twoWords })).body)).toEqual([target.id]);
  });
});

describe('facets', () => {
  const queries: [string, Params, OracleQuery][] = [
    ['no filter', {}, {}],
    ['category + colour', { category: 'shirts', color: ['red', 'white'] }, { category: ['shirts'], color: ['red', 'white'] }],
    ['size + status + price + text', { size: ['M', '42'], status: 'Available', priceMax: 9000, q: 'alto' }, { size: ['M', '42'], status: ['Available'], priceMax: 9000, q: 'alto' }],
    ['brand + colour + size', { brand: ['nordvik', 'olive-oak'], color: 'black', size: 'L' }, { brand: ['nordvik', 'olive-oak'], color: ['black'], size: ['L'] }],
  ];
  it.each(queries)('counts every value with all the OTHER filters applied: %s', async (_, params, query) => {
    const { facets, total } = (await list(params)).body;
    expect(total).toBe(s.oracle.list(query).length);
    for (const [name, facet] of [['categories', 'category'], ['brands', 'brand'], ['colors', 'color'], ['sizes', 'size'], ['status', 'status']] as const) {
      for (const entry of facets[name] as { value: string; count: number }[]) {
        expect([name, entry.value, entry.count]).toEqual([name, entry.value, s.oracle.facetCount(facet, entry.value, query)]);
      }
    }
    const prices = s.oracle.visible('acme').filter((p) => s.oracle.matches(p, query, 'acme', 'el', 'price')).map((p) => s.oracle.price(p, 'acme').grossCents);
    expect(facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });
  it('a selected value does not zero its siblings, and every value with a count is listed', async () => {
    const { facets } = (await list({ color: 'red' })).body;
    const colors = facets.colors as { value: string; count: number }[];
    expect(colors.length).toBeGreaterThan(5);
    for (const c of ['red', 'blue', 'black']) expect(colors.find((e) => e.value === c)?.count).toBe(s.oracle.facetCount('color', c, { color: ['red'] }));
    expect(facets.categories.find((e: { value: string }) => e.value === 'shirts')).toMatchObject({ label: 'Πουκάμισα' });
  });
  it('labels categories in the request language, and lists a selected value even at zero', async () => {
    const res = await list({ category: 'shirts', size: '42' }, { lang: 'en' });
    expect(res.body.total).toBe(0);
    expect(res.body.facets.categories.find((e: { value: string }) => e.value === 'shirts')).toEqual({ value: 'shirts', label: 'Shirts', count: 0 });
    expect(res.body.facets.sizes.find((e: { value: string }) => e.value === '42')).toEqual({ value: '42', label: '42', count: 0 });
  });
});

describe('sorting', () => {
  const gross = (p: Oracle['all'][number]) => s.oracle.price(p, 'acme').grossCents;
  const discount = (p: Oracle['all'][number]) => s.oracle.price(p, 'acme').discountCents;
  const collator = new Intl.Collator('el', { sensitivity: 'base', numeric: true });
  const byDefault = (a: Oracle['all'][number], b: Oracle['all'][number]) => (a.code < b.code ? -1 : 1);
  const stock = (p: Oracle['all'][number]) => p.variants.reduce((sum, v) => sum + Math.max(0, v.stock), 0);
  const day = (p: Oracle['all'][number]) => (p.releaseDate ? Date.parse(p.releaseDate) : NaN);
  const nullsLast = (x: number, y: number, dir: 1 | -1) => (Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : Number.isNaN(y) ? -1 : dir * (x - y));
  const orders: [string, (a: Oracle['all'][number], b: Oracle['all'][number]) => number][] = [
    ['Default', byDefault],
    ['PriceAscending', (a, b) => gross(a) - gross(b) || byDefault(a, b)],
    ['PriceDescending', (a, b) => gross(b) - gross(a) || byDefault(a, b)],
    ['NameAscending', (a, b) => collator.compare(a.name.el, b.name.el) || byDefault(a, b)],
    ['NameDescending', (a, b) => collator.compare(b.name.el, a.name.el) || byDefault(a, b)],
    ['CreateDateDescending', (a, b) => b.createdAt - a.createdAt || byDefault(a, b)],
    ['CreateDateAscending', (a, b) => a.createdAt - b.createdAt || byDefault(a, b)],
    ['ReleaseDateDescending', (a, b) => nullsLast(day(a), day(b), -1) || byDefault(a, b)],
    ['ReleaseDateAscending', (a, b) => nullsLast(day(a), day(b), 1) || byDefault(a, b)],
    ['DiscountDescending', (a, b) => discount(b) - discount(a) || byDefault(a, b)],
    ['QuantityDescending', (a, b) => stock(b) - stock(a) || byDefault(a, b)],
    // The seeded database has no orders: every product has sold 0 units (with sales: below).
    ['Bestseller', byDefault],
  ];
  it.each(orders)('%s', async (sort, compare) => {
    const query = { category: ['shirts', 'boots', 'bags'] };
    const expected = s.oracle.list(query).sort(compare).map((p) => p.id);
    const items = await everything({ category: query.category, sort });
    expect(items.map((i) => i.id)).toEqual(expected);
  });
});

describe('paging', () => {
  it('pages cover the result once, in order', async () => {
    const expected = s.oracle.list({ color: ['blue'] }).map((p) => p.id);
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await list({ color: 'blue', pageSize: 7, page, sort: 'Default' }));
    expect(pages.flatMap((r) => ids(r.body))).toEqual(expected.slice(0, 21));
    expect(pages[1]!.body).toMatchObject({ page: 2, pageSize: 7, total: expected.length });
  });
  it('a page beyond the end is empty, with the right total and facets', async () => {
    const res = await list({ category: 'shirts', page: 99 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: [], total: s.oracle.list({ category: ['shirts'] }).length, page: 99, pageSize: 24 });
    expect(res.body.facets.categories.length).toBeGreaterThan(0);
  });
  it('pageSize 1 and 60 are the bounds', async () => {
    expect((await list({ pageSize: 1 })).body.items).toHaveLength(1);
    expect((await list({ pageSize: 60 })).body.items).toHaveLength(60);
  });
});

describe('Bestseller with sales (last: its orders change stock)', () => {
  it('orders by the units sold in orders that were not cancelled, ties in code order', async () => {
    const visible = s.oracle.visible('acme');
    // Products from the end of the code order (so a real sort moves them to the front), a variant with stock.
    const [a, b, c, d, e] = [...visible].reverse().flatMap((product) => {
      const variant = product.variants.find((v) => v.stock >= 5);
      return variant ? [{ product, variant }] : [];
    });
    const order = async (pick: typeof a, quantity: number): Promise<string> => {
      const buyer = await freshCustomer(s.t);
      const cart = (await buyer.cart.add(pick!.variant.id, quantity)).body as Cart;
      const res = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart));
      expect(res.status).toBe(201);
      return res.body.uid;
    };
    await order(a, 2);
    await order(a, 1);
    await order(b, 2);
    await order(e, 2);
    await order(c, 1);
    // An online payment that failed gives its order up (stock back, status Cancelled): not sold.
    const cancelled = await order(d, 4);
    const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, cancelled));
    await s.t.db.transaction((tx) => cancelOrderInTx(tx, row!.id, 'payment_failed', s.t.deps.now()));
    await syncCatalog(s.t.deps);

    const sold = [a, ...[b, e].sort((x, y) => (x!.product.code < y!.product.code ? -1 : 1)), c].map((pick) => pick!.product.id);
    const rest = visible.map((p) => p.id).filter((id) => !sold.includes(id));
    const page = await list({ sort: 'Bestseller', pageSize: 60 });
    expect(ids(page.body)).toEqual([...sold, ...rest].slice(0, 60));
    expect(ids(page.body)).not.toContain(d!.product.id); // 0 units sold: in code order, far down
  });
});
