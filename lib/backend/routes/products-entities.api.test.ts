import { eq } from 'drizzle-orm';
import { products } from '../db/schema';
import { syncCatalog } from '../catalog/catalog-service';
import { createTestApi, type TestApi } from '../testing/test-api';
import { login } from '../testing/auth-helpers';
import { loadOracle, type Oracle, type OracleProduct } from '../testing/catalog-oracle';

/**
 * Product entities (DESIGN §8 entities row): by id, by ids, by code, by url, related; partner
 * visibility (restricted and inactive products) and the prices each partner's customers see.
 */
let t: TestApi;
let acme: string;
let hellas: string;
let oracle: Oracle;
beforeAll(async () => {
  t = await createTestApi();
  acme = (await login(t)).at;
  hellas = (await login(t, 'demo@hellas.test', 'hellas')).at;
  oracle = await loadOracle(t.db);
});
afterAll(() => t.close());

const asAcme = (method: string, path: string, body?: unknown, lang = 'el') => t.call(method, path, body, { token: acme, lang });
const asHellas = (method: string, path: string, body?: unknown) => t.call(method, path, body, { token: hellas, partner: 'hellas' });
const common = () => oracle.visible('acme').filter((p) => p.partnerIds === null);
const restricted = () => oracle.all.filter((p) => p.partnerIds?.includes(oracle.partner('hellas').id));

describe('GET /Products/{id}, ByCode, ByUrl', () => {
  it('answers the detail in the request language: texts, variants, price, availability', async () => {
    const p = common()[3]!;
    const el = await asAcme('GET', `/Products/${p.id}`);
    const en = await asAcme('GET', `/Products/${p.id}`, undefined, 'en');
    expect(el.status).toBe(200);
    expect(el.body).toMatchObject({ id: p.id, code: p.code, eurl: p.eurl, name: p.name.el, category: { code: p.category }, brand: { code: p.brand } });
    expect(en.body.name).toBe(p.name.en);
    expect(el.body.description).toMatch(/^<p>/);
    expect(el.body.description).not.toBe(en.body.description);
    expect(el.body.technical).toMatch(/^<table>/);
    expect(el.body.imageUrl).toBe(`/api/images/products/${p.code}.svg`);
    expect(el.body.variants).toEqual(p.variants.map((v) => ({ id: v.id, sku: expect.any(String), color: v.color, size: v.size, stock: v.stock, availability: v.availability })));
    const stock = p.variants.reduce((sum, v) => sum + v.stock, 0);
    expect(el.body.availability).toMatchObject({ stock, inStock: stock > 0 });
    expect(el.body.colors).toEqual(expect.arrayContaining([...new Set(p.variants.map((v) => v.color))]));
  });
  it('finds the same product by code and by url', async () => {
    const p = common()[5]!;
    const byId = (await asAcme('GET', `/Products/${p.id}`)).body;
    expect((await asAcme('GET', `/Products/ByCode/${p.code}`)).body).toEqual(byId);
    expect((await asAcme('GET', `/Products/ByUrl/${p.eurl}`)).body).toEqual(byId);
  });
  it.each(['/Products/999999', '/Products/0', '/Products/abc', '/Products/1e3', '/Products/99999999999', '/Products/ByCode/NOPE', '/Products/ByUrl/no-such-product', "/Products/ByUrl/x'%20OR%201=1--", '/Products/ByCode/%3Cscript%3E'])(
    '%s → 404 product_not_found',
    async (path) => {
      const res = await asAcme('GET', path);
      expect([res.status, res.body]).toEqual([404, { error: 'product_not_found' }]);
    },
  );
});

describe('visibility', () => {
  it('products restricted to hellas are visible to hellas only', async () => {
    const p = restricted()[0]!;
    expect(p).toBeDefined();
    expect((await asAcme('GET', `/Products/${p.id}`)).status).toBe(404);
    expect((await asAcme('GET', `/Products/ByCode/${p.code}`)).status).toBe(404);
    expect((await asHellas('GET', `/Products/${p.id}`)).status).toBe(200);
    expect((await asHellas('GET', `/Products/ByUrl/${p.eurl}`)).body.id).toBe(p.id);
    const acmeList = await asAcme('GET', `/Products?q=${p.code}`);
    const hellasList = await asHellas('GET', `/Products?q=${p.code}`);
    expect([acmeList.body.total, hellasList.body.total]).toEqual([0, 1]);
    expect((await asHellas('GET', '/Products')).body.total).toBe(oracle.visible('hellas').length);
    expect(oracle.visible('hellas').length).toBe(oracle.visible('acme').length + restricted().length);
  });
  it('inactive products disappear everywhere', async () => {
    const p = common()[10]!;
    await t.db.update(products).set({ status: 'Archived' }).where(eq(products.id, p.id));
    await syncCatalog(t.deps);
    try {
      expect((await asAcme('GET', `/Products/${p.id}`)).status).toBe(404);
      expect((await asAcme('GET', `/Products?q=${p.code}`)).body.total).toBe(0);
      expect((await asAcme('POST', '/Products/ByIds', { ids: [p.id] })).body).toEqual({ items: [] });
    } finally {
      await t.db.update(products).set({ status: 'Published' }).where(eq(products.id, p.id));
      await syncCatalog(t.deps);
    }
    expect((await asAcme('GET', `/Products/${p.id}`)).status).toBe(200);
  });
});

describe('prices (DESIGN §5)', () => {
  const pick = (f: (p: OracleProduct) => boolean) => {
    const found = common().find(f);
    if (!found) throw new Error('no such product in the template');
    return found;
  };
  it.each(['Normal', 'Reduced', 'ExtraReduced', 'Zero', 'Exempt'] as const)('%s tax category, both partners, both price bases', async (taxCategory) => {
    const sample = (['AfterTaxes', 'BeforeTaxes'] as const).flatMap((basis) => common().filter((x) => x.taxCategory === taxCategory && x.priceBasis === basis).slice(0, 2));
    expect(sample.length).toBeGreaterThan(0);
    for (const p of sample) {
      for (const [partner, call] of [['acme', asAcme], ['hellas', asHellas]] as const) {
        const expected = oracle.price(p, partner);
        const res = await call('GET', `/Products/${p.id}`);
        expect(res.body.price).toEqual({
          listGross: expected.listGrossCents, gross: expected.grossCents, net: expected.netCents, vat: expected.vatCents,
          discountCents: expected.discountCents, discounted: expected.discounted,
        });
      }
    }
  });
  it('acme: 15 % off; hellas: 5 € off per unit; net + VAT = gross', async () => {
    const p = pick((x) => x.discountable && x.priceBasis === 'AfterTaxes' && x.taxCategory === 'Normal' && x.priceCents > 1000);
    const a = (await asAcme('GET', `/Products/${p.id}`)).body.price;
    const h = (await asHellas('GET', `/Products/${p.id}`)).body.price;
    expect(a.listGross).toBe(p.priceCents);
    expect(a.discountCents).toBe(Math.round((p.priceCents * 15) / 100));
    expect(h.discountCents).toBe(500);
    for (const price of [a, h]) expect(price.net + price.vat).toBe(price.gross);
  });
  it('a net-stored price gains VAT; a product that is not discountable keeps its list price', async () => {
    const net = pick((x) => x.priceBasis === 'BeforeTaxes' && x.taxCategory === 'Normal');
    expect((await asAcme('GET', `/Products/${net.id}`)).body.price.listGross).toBe(net.priceCents + Math.round(net.priceCents * 0.24));
    const fixed = pick((x) => !x.discountable);
    const price = (await asHellas('GET', `/Products/${fixed.id}`)).body.price;
    expect(price).toMatchObject({ discountCents: 0, discounted: false });
    expect(price.gross).toBe(price.listGross);
  });
  it('list cards carry the same prices as details', async () => {
    const res = await asHellas('GET', '/Products?pageSize=5');
    for (const card of res.body.items) expect(card.price).toEqual((await asHellas('GET', `/Products/${card.id}`)).body.price);
  });
});

describe('POST /Products/ByIds', () => {
  it('answers details in the order asked, leaving out unknown, hidden and repeated ids', async () => {
    const [a, b, c] = common();
    const hidden = restricted()[0]!;
    const res = await asAcme('POST', '/Products/ByIds', { ids: [c!.id, String(a!.id), 999999, hidden.id, b!.id, c!.id] });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { id: number }) => i.id)).toEqual([c!.id, a!.id, b!.id]);
    expect(res.body.items[0]).toEqual((await asAcme('GET', `/Products/${c!.id}`)).body);
  });
  it('refuses more than 100 ids, none, or ids that are not positive integers', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await asAcme('POST', '/Products/ByIds', { ids: many })).body.fields).toEqual({ ids: 'max_items' });
    expect((await asAcme('POST', '/Products/ByIds', { ids: [] })).status).toBe(400);
    for (const bad of [[-1], [1.5], ['1 OR 1=1'], [null], 'x']) expect((await asAcme('POST', '/Products/ByIds', { ids: bad })).status).toBe(400);
    expect((await asAcme('POST', '/Products/ByIds', { ids: [1], extra: 1 })).status).toBe(400);
  });
});

describe('GET /Products/{id}/Related', () => {
  it('up to 8 visible products of the same category, closest in price first, deterministic', async () => {
    const p = common()[0]!;
    const res = await asAcme('GET', `/Products/${p.id}/Related`);
    expect(res.status).toBe(200);
    const gross = (x: OracleProduct) => oracle.price(x, 'acme').grossCents;
    const expected = oracle
      .visible('acme')
      .filter((x) => x.category === p.category && x.id !== p.id)
      .sort((x, y) => Math.abs(gross(x) - gross(p)) - Math.abs(gross(y) - gross(p)) || (x.code < y.code ? -1 : 1))
      .slice(0, 8)
      .map((x) => x.id);
    expect(expected).toHaveLength(8);
    expect(res.body.items.map((i: { id: number }) => i.id)).toEqual(expected);
    expect((await asAcme('GET', `/Products/${p.id}/Related`)).body).toEqual(res.body);
  });
  it('never offers a product restricted to another partner; 404 for unknown or hidden products', async () => {
    const hidden = restricted()[0]!;
    const sameCategory = oracle.visible('acme').find((x) => x.category === hidden.category)!;
    const items = (await asAcme('GET', `/Products/${sameCategory.id}/Related`)).body.items as { id: number }[];
    expect(items.map((i) => i.id)).not.toContain(hidden.id);
    expect((await asAcme('GET', `/Products/${hidden.id}/Related`)).status).toBe(404);
    expect((await asAcme('GET', '/Products/999999/Related')).status).toBe(404);
  });
});
