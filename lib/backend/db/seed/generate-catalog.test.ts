import { createHash } from 'node:crypto';
import { ClothingSizes, FootwearSizes, NamedColors, ProductKind, StockAvailability } from '@/lib/contract/enums';
import { CATEGORIES } from './catalog-data';
import { generateCatalog, SEED_TAX_CATEGORIES, slugify, type GeneratedCatalog } from './generate-catalog';

const hash = (c: GeneratedCatalog) => createHash('sha256').update(JSON.stringify(c)).digest('hex');
const catalog = generateCatalog({ products: 400 });

describe('generateCatalog', () => {
  it('gives byte-identical output for the same input, and other output for another seed', () => {
    expect(hash(generateCatalog({ products: 400 }))).toBe(hash(catalog));
    expect(hash(generateCatalog({ products: 400, seed: 7 }))).toBe(hash(generateCatalog({ products: 400, seed: 7 })));
    expect(hash(generateCatalog({ products: 400, seed: 7 }))).not.toBe(hash(catalog));
  });

  it('makes the categories and brands of the vocabulary', () => {
    expect(catalog.categories.map((c) => c.code)).toEqual(CATEGORIES.map((c) => c.code));
    expect(new Set(catalog.categories.map((c) => c.sizeKind))).toEqual(new Set(['Clothing', 'Footwear', 'None']));
    expect(catalog.brands.length).toBeGreaterThanOrEqual(10);
    expect(new Set(catalog.brands.map((b) => b.code)).size).toBe(catalog.brands.length);
  });

  it('uses every availability state and every tax category in a 400-product catalogue', () => {
    expect(new Set(catalog.variants.map((v) => v.availability))).toEqual(new Set(StockAvailability));
    expect(new Set(catalog.products.map((p) => p.taxCategory))).toEqual(new Set(SEED_TAX_CATEGORIES));
    const normal = catalog.products.filter((p) => p.taxCategory === 'Normal').length;
    expect(normal / catalog.products.length).toBeGreaterThan(0.7);
  });

  it('numbers codes and makes unique ascii slugs', () => {
    catalog.products.forEach((p, i) => expect(p.code).toBe(`P${String(i + 1).padStart(6, '0')}`));
    expect(new Set(catalog.products.map((p) => p.eurl)).size).toBe(catalog.products.length);
    for (const p of catalog.products) {
      expect(p.eurl).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.eurl.endsWith(`-${p.code.toLowerCase()}`)).toBe(true);
      expect(p.imagePath).toBe(`/api/images/products/${p.code}.svg`);
    }
    expect(slugify('Élan T-shirt & Co.')).toBe('elan-t-shirt-co');
  });

  it('makes one variant per colour × size, with colours from the 16 and sizes of the size kind (a contiguous run)', () => {
    expect(new Set(catalog.variants.map((v) => v.sku)).size).toBe(catalog.variants.length);
    const byProduct = new Map<number, typeof catalog.variants>();
    for (const v of catalog.variants) byProduct.set(v.productIndex, [...(byProduct.get(v.productIndex) ?? []), v]);
    catalog.products.forEach((p, i) => {
      const variants = byProduct.get(i) ?? [];
      const colors = [...new Set(variants.map((v) => v.color))];
      const sizes = [...new Set(variants.map((v) => v.size))];
      expect(colors.length).toBeGreaterThanOrEqual(1);
      expect(colors.length).toBeLessThanOrEqual(4);
      for (const c of colors) expect(NamedColors).toContain(c);
      expect(variants.length).toBe(colors.length * sizes.length);
      expect(p.sizeKind).toBe(catalog.categories[p.categoryIndex]?.sizeKind);
      if (p.sizeKind === 'None') {
        expect(sizes).toEqual([null]);
      } else {
        const all: readonly string[] = p.sizeKind === 'Clothing' ? ClothingSizes : FootwearSizes;
        const start = all.indexOf(sizes[0] as string);
        expect(start).toBeGreaterThanOrEqual(0);
        expect(sizes).toEqual(all.slice(start, start + sizes.length));
      }
    });
  });

  it('keeps stock and availability consistent', () => {
    const outOfStock = ['Exhausted', 'NotAvailable', 'ComingSoon', 'PreOrder', 'AfterOrder'];
    for (const v of catalog.variants) {
      expect(v.stock).toBeGreaterThanOrEqual(0);
      expect(v.stock).toBeLessThanOrEqual(40);
      if (v.stock === 0) expect(outOfStock).toContain(v.availability);
      else if (v.stock === 1) expect(v.availability).toBe('LastItem');
      else if (v.stock <= 5) expect(v.availability).toBe('Limited');
      else expect(['Available', 'OnLineWarehouse', 'Days_1_3', 'Days_2_5', 'Days_4_7', 'Days_7_Over']).toContain(v.availability);
    }
  });

  it('draws prices, kinds, bases, discountability, restriction and dates within the rules', () => {
    const from = Date.UTC(2025, 0, 1);
    const to = Date.UTC(2026, 10, 1);
    for (const p of catalog.products) {
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(p.priceCents).toBeGreaterThanOrEqual(500);
      expect(p.priceCents).toBeLessThanOrEqual(25_000);
      expect(ProductKind).toContain(p.kind);
      expect(p.createdAt.getTime()).toBeGreaterThanOrEqual(from);
      expect(p.createdAt.getTime()).toBeLessThan(to);
      expect(p.releaseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect([null, 1]).toContain(p.restrictedToPartnerIndex);
    }
    const share = (f: (p: (typeof catalog.products)[number]) => boolean) => catalog.products.filter(f).length / catalog.products.length;
    expect(share((p) => p.kind === 'Product')).toBeGreaterThan(0.85);
    expect(share((p) => p.kind !== 'Product')).toBeGreaterThan(0);
    // A generated product is never a Bundle, Grouped or GiftCard (issue #45: demo-product-kinds.ts seeds those).
    expect(catalog.products.filter((p) => p.kind === 'Bundle' || p.kind === 'Grouped' || p.kind === 'GiftCard')).toEqual([]);
    expect(share((p) => p.priceBasis === 'AfterTaxes')).toBeGreaterThan(0.6);
    expect(share((p) => p.priceBasis === 'BeforeTaxes')).toBeGreaterThan(0);
    expect(share((p) => p.discountable)).toBeGreaterThan(0.7);
    expect(share((p) => p.discountable)).toBeLessThan(0.9);
    expect(share((p) => p.restrictedToPartnerIndex === 1)).toBeCloseTo(0.02, 2);
  });

  it('writes Greek and English texts, with the occasional video and unsafe markup for the sanitiser', () => {
    for (const p of catalog.products) {
      for (const text of [p.name, p.description, p.technical]) {
        expect(text.el.trim()).not.toBe('');
        expect(text.en.trim()).not.toBe('');
      }
      expect(p.name.el).toMatch(/[\u0370-\u03ff]/);
      expect(p.name.en).toMatch(/^[\x20-\x7e]+$/);
      expect(p.technical.en).toMatch(/^<table>.*<\/table>$/);
      expect(p.description.en).toContain('<ul><li>');
    }
    const withVideo = catalog.products.filter((p) => p.description.en.includes('<iframe src="https://www.youtube-nocookie.com/embed/'));
    const unsafe = catalog.products.filter((p) => p.description.el.includes('onerror=alert(1)'));
    expect(withVideo.length).toBe(8);
    expect(unsafe.length).toBe(4);
    // brand names with "&" are escaped in the HTML
    expect(catalog.products.some((p) => p.description.en.includes('&amp; '))).toBe(true);
    expect(catalog.products.every((p) => !/&(?![a-z]+;|#\d+;)/.test(p.description.en))).toBe(true);
  });

  it('handles tiny and huge catalogues', () => {
    expect(generateCatalog({ products: 0 }).products).toEqual([]);
    expect(generateCatalog({ products: 1 }).variants.length).toBeGreaterThan(0);
    expect(() => generateCatalog({ products: -1 })).toThrow(RangeError);
    expect(() => generateCatalog({ products: 1.5 })).toThrow(RangeError);
    // How fast it is belongs to the benchmark, not to a test (timings fail on busy machines).
    const big = generateCatalog({ products: 20_000 });
    expect(big.products).toHaveLength(20_000);
    expect(new Set(big.products.map((p) => p.eurl)).size).toBe(20_000);
  });
});
