import { zProductListQuery } from '@/lib/contract/catalog';
import { buildCatalogIndex, type CatalogRows, type ProductRow, type VariantRow } from './catalog-index';
import { priceTable } from './partner-prices';
import { productCard, productVariants } from './product-views';
import { queryCatalog } from './query-catalog';
import { relatedSlots } from './related-products';

/** The index on a tiny hand-made catalogue: edge cases the seeded data does not have. */
const product = (id: number, over: Partial<ProductRow> = {}): ProductRow => ({
  id, code: `P${String(id).padStart(3, '0')}`, eurl: `p-${id}`, categoryId: 1, brandId: 1, sizeKind: 'Clothing', nameEl: `Μπλούζα ${id}`, nameEn: `Shirt ${id}`,
  priceCents: 1000 * id, priceBasis: 'AfterTaxes', taxCategory: 'Normal', discountable: true, partnerIds: null, imagePath: `/img/${id}`,
  createdMs: Date.UTC(2026, 0, id), releaseDay: 20_000 + id, ...over,
});
let nextVariant = 1;
const variant = (productId: number, color: string, size: string | null, availability = 'Available', stock = 5): VariantRow => ({
  productId, id: nextVariant++, sku: `S${nextVariant}`, color, size, stock, availability,
});

const rows: CatalogRows = {
  version: '42',
  categories: [
    { id: 1, code: 'tops', name: { el: 'Μπλούζες', en: 'Tops' }, sizeKind: 'Clothing', position: 0 },
    { id: 2, code: 'bags', name: { el: 'Τσάντες', en: 'Bags' }, sizeKind: 'None', position: 1 },
  ],
  brands: [{ id: 1, code: 'alpha', name: 'Alpha' }, { id: 2, code: 'beta', name: 'Beta' }],
  partners: [{ id: 1, discount: { kind: 'Percentage', value: 10 } }, { id: 2, discount: { kind: 'FixedAmount', value: 500 } }],
  products: [
    product(3, { brandId: 2, releaseDay: null }),
    product(1),
    product(2, { partnerIds: [2] }),
    product(4, { categoryId: 2, sizeKind: 'None', nameEl: 'Τσάντα', nameEn: 'Bag', discountable: false }),
    product(5, { nameEl: 'Χωρίς παραλλαγές' }),
  ],
  variants: [
    variant(1, 'red', 'M'), variant(1, 'blue', 'L', 'Exhausted', 0),
    variant(2, 'red', 'L'),
    variant(3, 'red', 'L', 'LastItem', 1), variant(3, 'blue', 'M'),
    variant(4, 'mauve', null, 'Discontinued', 0), variant(4, 'black', null, 'PreOrder', 0),
    variant(99, 'red', 'M'), // of a product that is not in the catalogue (inactive)
  ],
  sold: [{ productId: 5, units: 7 }, { productId: 1, units: 2 }, { productId: 4, units: 2 }, { productId: 99, units: 50 }],
};
const index = buildCatalogIndex(rows);
const run = (input: Record<string, unknown>, partnerId = 1) =>
  queryCatalog(index, partnerId, 'el', priceTable(index, index.partnerDiscounts.get(partnerId)), zProductListQuery.parse(input));
const ids = (slots: number[]) => slots.map((i) => index.id[i]);
const counts = (entries: { value: string; count: number }[]) => Object.fromEntries(entries.map((e) => [e.value, e.count]));

describe('buildCatalogIndex', () => {
  it('orders products by code and groups their variants; skips variants of unknown products', () => {
    expect([...index.id]).toEqual([1, 2, 3, 4, 5]);
    expect(index.variantId.length).toBe(7);
    expect(productVariants(index, 2).map((v) => [v.color, v.size])).toEqual([['red', 'L'], ['blue', 'M']]);
    expect(productVariants(index, 4)).toEqual([]);
  });
  it('keeps unknown colours and states for display, but they never match a filter or a facet', () => {
    expect(productVariants(index, 3).map((v) => [v.color, v.availability])).toEqual([['mauve', 'Discontinued'], ['black', 'PreOrder']]);
    expect(counts(run({}).facets.colors)).not.toHaveProperty('mauve');
  });
  it('summarises availability: the best state, total stock; no variants → NotAvailable', () => {
    const prices = priceTable(index, null);
    expect(productCard(index, 2, 'el', prices).availability).toEqual({ status: 'Available', inStock: true, stock: 6 });
    expect(productCard(index, 3, 'el', prices).availability).toEqual({ status: 'PreOrder', inStock: false, stock: 0 });
    expect(productCard(index, 4, 'el', prices).availability).toEqual({ status: 'NotAvailable', inStock: false, stock: 0 });
    expect(productCard(index, 0, 'el', prices).colors).toEqual(['red', 'blue']);
  });
});

describe('queryCatalog', () => {
  it('hides products restricted to another partner', () => {
    expect(ids(run({}).slots)).toEqual([1, 3, 4, 5]);
    expect(ids(run({}, 2).slots)).toEqual([1, 2, 3, 4, 5]);
  });
  it('matches colour, size and status on the same variant', () => {
    expect(ids(run({ color: 'red', size: 'M' }).slots)).toEqual([1]);
    expect(ids(run({ color: 'blue', status: 'Available' }).slots)).toEqual([3]);
    expect(ids(run({ color: 'red', status: 'Exhausted' }).slots)).toEqual([]);
  });
  it('counts each facet with the other filters only', () => {
    const { facets, total } = run({ color: 'red', size: 'L' });
    expect(total).toBe(1); // product 3 (product 2 is hidden)
    expect(counts(facets.colors)).toEqual({ red: 1, blue: 1 }); // size L: product 1 (blue L), product 3 (red L)
    expect(counts(facets.sizes)).toEqual({ M: 1, L: 1 }); // colour red: product 1 (M), product 3 (L)
    expect(counts(facets.status)).toEqual({ LastItem: 1 });
    expect(counts(facets.brands)).toEqual({ beta: 1 });
  });
  it('a product without variants matches when no variant filter is used', () => {
    expect(ids(run({ q: 'παραλλαγες' }).slots)).toEqual([5]);
    expect(ids(run({ q: 'παραλλαγες', color: 'red' }).slots)).toEqual([]);
  });
  it('searches names in both languages, category and brand names, stemmed, whatever the request language', () => {
    expect(ids(run({ q: 'τσάντες' }).slots)).toEqual([4]); // the category Τσάντες; the name is Τσάντα
    expect(ids(run({ q: 'bags' }).slots)).toEqual([4]);
    expect(ids(run({ q: 'μπλούζες beta' }).slots)).toEqual([3]); // category Μπλούζες, brand Beta
    expect(ids(run({ q: 'shirts' }).slots)).toEqual([1, 3, 5]); // English names in a Greek request
  });
  it('filters and reports prices after the partner discount', () => {
    // partner 1: 10 % off → 900, 2700, 4000 (not discountable), 4500
    expect(run({}).facets.price).toEqual({ min: 900, max: 4500 });
    expect(ids(run({ priceMin: '2700', priceMax: '4000' }).slots)).toEqual([3, 4]);
    expect(run({ q: 'nothing-like-this' }).facets.price).toEqual({ min: null, max: null });
  });
  it('sorts with ties and missing release dates last, and pages', () => {
    expect(ids(run({ sort: 'PriceDescending' }).slots)).toEqual([5, 4, 3, 1]);
    expect(ids(run({ sort: 'ReleaseDateAscending' }).slots)).toEqual([1, 4, 5, 3]);
    expect(ids(run({ sort: 'ReleaseDateDescending' }).slots)).toEqual([5, 4, 1, 3]);
    expect(ids(run({ sort: 'DiscountDescending' }).slots)).toEqual([5, 3, 1, 4]);
    expect(ids(run({ sort: 'NameAscending' }).slots)).toEqual([1, 3, 4, 5]);
    expect(ids(run({ sort: 'QuantityDescending' }).slots)).toEqual([3, 1, 4, 5]); // stock 6, 5, 0, 0
    expect(ids(run({ sort: 'Bestseller' }).slots)).toEqual([5, 1, 4, 3]); // sold 7, 2, 2, 0
    expect(ids(run({ pageSize: '2', page: '2' }).slots)).toEqual([4, 5]);
    expect(run({ pageSize: '2', page: '3' })).toMatchObject({ slots: [], total: 4 });
  });
  it('related products: same category, visible, closest price first', () => {
    const prices = priceTable(index, index.partnerDiscounts.get(1));
    expect(ids(relatedSlots(index, 0, 1, prices, 8))).toEqual([3, 5]);
    expect(ids(relatedSlots(index, 0, 2, priceTable(index, index.partnerDiscounts.get(2)), 1))).toEqual([2]);
  });
});
