import {
  ClothingSizes,
  FootwearSizes,
  NamedColors,
  StockAvailability,
  type NamedColor,
  type PriceBasis,
  type ProductKind,
  type SizeKind,
} from '@/lib/contract/enums';
import type { LocalizedText } from '@/lib/backend/db/schema';
import {
  BENEFITS, BRANDS, CARE, CATEGORIES, COLORS_LINE, COLOR_NAMES, FEATURES, INTROS, MATERIALS, MODELS, ORIGINS, SOLES,
  TECH_LABELS, UNSAFE_SNIPPET, VIDEO_IDS, VIDEO_TITLE, adjectivesFor, agree, type CategoryDef,
} from './catalog-data';
import { slugify } from '@/lib/rules/catalog/slugify';
import { createRandom, type Random } from './random';

/**
 * The deterministic demo catalogue (DESIGN §8) as plain rows, without database ids: products point
 * at categories and brands by array index, variants at products by array index. Pure: the same
 * input gives byte-identical output, and product `i` is the same whatever the total count (the
 * final coverage step aside, which only patches values still missing).
 */

/** The tax categories of `products.tax_category`: Normal 24 %, Reduced 13 %, ExtraReduced 6 %, Zero/Exempt 0 %. */
export const SEED_TAX_CATEGORIES = ['Normal', 'Reduced', 'ExtraReduced', 'Zero', 'Exempt'] as const;
export type SeedTaxCategory = (typeof SEED_TAX_CATEGORIES)[number];

export const DEFAULT_CATALOG_SEED = 20_260_101;

export type CategorySeedRow = { code: string; name: LocalizedText; sizeKind: SizeKind; position: number; parentId: null };
export type BrandSeedRow = { code: string; name: string };
export type ProductSeedRow = {
  code: string;
  eurl: string;
  kind: ProductKind;
  categoryIndex: number;
  brandIndex: number;
  sizeKind: SizeKind;
  name: LocalizedText;
  description: LocalizedText;
  technical: LocalizedText;
  priceCents: number;
  priceBasis: PriceBasis;
  taxCategory: SeedTaxCategory;
  discountable: boolean;
  /** Index into `DEMO_PARTNERS` (1 = hellas) or null for every partner. */
  restrictedToPartnerIndex: 1 | null;
  status: 'Published';
  imagePath: string;
  createdAt: Date;
  /** `YYYY-MM-DD`. */
  releaseDate: string;
  /** One unit's weight (grams), as its technical details state it. */
  weightGrams: number;
};

const technicalAndWeight = ({ text, grams }: { text: LocalizedText; grams: number }) => ({ technical: text, weightGrams: grams });
export type VariantSeedRow = {
  productIndex: number;
  sku: string;
  color: NamedColor;
  size: string | null;
  stock: number;
  availability: StockAvailability;
};
export type GeneratedCatalog = {
  categories: CategorySeedRow[];
  brands: BrandSeedRow[];
  products: ProductSeedRow[];
  variants: VariantSeedRow[];
};

const CREATED_FROM = Date.UTC(2025, 0, 1);
const CREATED_TO = Date.UTC(2026, 9, 31, 23, 59, 59);
const DAY_MS = 86_400_000;

const KIND_WEIGHTS: readonly (readonly [ProductKind, number])[] = [
  ['Product', 940], ['GiftCard', 10], ['Grouped', 10], ['Bundle', 20], ['Giftbox', 10], ['Custom', 10],
];
/**
 * A generated shoe or shirt cannot be a Bundle (it has no parts), a Grouped product (no members) or
 * a GiftCard (it is not money): those draws stay Product (the draw itself stays, so the rest of the
 * catalogue is the same). The demo's real ones are seeded by demo-product-kinds.ts (issue #45).
 */
const generatedKind = (drawn: ProductKind): ProductKind => (drawn === 'Bundle' || drawn === 'Grouped' || drawn === 'GiftCard' ? 'Product' : drawn);
const TAX_WEIGHTS: readonly (readonly [SeedTaxCategory, number])[] = [
  ['Normal', 84], ['Reduced', 7], ['ExtraReduced', 4], ['Zero', 2], ['Exempt', 3],
];
const COLOR_COUNT_WEIGHTS: readonly (readonly [number, number])[] = [[1, 40], [2, 35], [3, 17], [4, 8]];
const OUT_OF_STOCK: readonly (readonly [StockAvailability, number])[] = [
  ['Exhausted', 50], ['NotAvailable', 15], ['ComingSoon', 15], ['PreOrder', 10], ['AfterOrder', 10],
];
const IN_STOCK: readonly (readonly [StockAvailability, number])[] = [
  ['Available', 60], ['OnLineWarehouse', 15], ['Days_1_3', 10], ['Days_2_5', 7], ['Days_4_7', 5], ['Days_7_Over', 3],
];
/** A stock level that fits each availability state (used when the coverage step patches a variant). */
const STOCK_FOR_STATE = (s: StockAvailability): number => (s === 'LastItem' ? 1 : s === 'Limited' ? 3 : OUT_OF_STOCK.some(([v]) => v === s) ? 0 : 20);

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The shop's one slug rule (Greek transliterated; decision 0033), shared with the catalogue API and the import. */
export { slugify };

export const productCode = (index: number): string => `P${String(index + 1).padStart(6, '0')}`;
const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const both = (f: (lang: 'el' | 'en') => string): LocalizedText => ({ el: f('el'), en: f('en') });

function sizesFor(kind: SizeKind, r: Random): readonly (string | null)[] {
  if (kind === 'None') return [null];
  const all: readonly string[] = kind === 'Clothing' ? ClothingSizes : FootwearSizes;
  const length = kind === 'Clothing' ? r.int(2, 4) : r.int(3, 6);
  const start = r.int(0, all.length - length);
  return all.slice(start, start + length);
}

function stockAndAvailability(r: Random): [number, StockAvailability] {
  const band = r.weighted([['zero', 12], ['one', 6], ['low', 14], ['high', 68]] as const);
  if (band === 'zero') return [0, r.weighted(OUT_OF_STOCK)];
  if (band === 'one') return [1, 'LastItem'];
  if (band === 'low') return [r.int(2, 5), 'Limited'];
  return [r.int(6, 40), r.weighted(IN_STOCK)];
}

function describe(i: number, r: Random, cat: CategoryDef, name: LocalizedText, brand: string, colors: readonly NamedColor[]): LocalizedText {
  const intro = r.pick(INTROS);
  const benefit = r.pick(BENEFITS);
  const features = r.shuffle(FEATURES[cat.materials]).slice(0, 3);
  const videoId = r.pick(VIDEO_IDS);
  return both((lang) => {
    let html = intro[lang]
      .replace('{name}', escapeHtml(name[lang]))
      .replace('{brand}', escapeHtml(brand))
      .replace('{benefit}', benefit[lang]);
    html += `<ul>${features.map((f) => `<li>${f[lang]}</li>`).join('')}</ul>`;
    html += `<p>${COLORS_LINE[lang].replace('{colors}', colors.map((c) => COLOR_NAMES[c][lang]).join(', '))}</p>`;
    if (i % 50 === 7) {
      html +=
        `<p><iframe src="https://www.youtube-nocookie.com/embed/${videoId}" title="${VIDEO_TITLE[lang]}" ` +
        `width="560" height="315" allow="encrypted-media; picture-in-picture" allowfullscreen></iframe></p>`;
    }
    if (i % 100 === 42) html += UNSAFE_SNIPPET[lang];
    return html;
  });
}

/** The technical details table, with the weight it states (also the product's weight, decision 0088). */
function technical(r: Random, cat: CategoryDef): { text: LocalizedText; grams: number } {
  const material = r.pick(MATERIALS[cat.materials]);
  const sole = cat.materials === 'footwear' ? r.pick(SOLES) : null;
  const care = r.pick(CARE[cat.materials]);
  const origin = r.pick(ORIGINS);
  const grams = Math.round(r.int(cat.grams[0], cat.grams[1]) / 10) * 10;
  const text = both((lang) => {
    const rows: [LocalizedText, string][] = [[TECH_LABELS.material, material[lang]]];
    if (sole) rows.push([TECH_LABELS.sole, sole[lang]]);
    rows.push([TECH_LABELS.care, care[lang]], [TECH_LABELS.origin, origin[lang]], [TECH_LABELS.weight, `${grams} g`]);
    return `<table><tbody>${rows.map(([label, value]) => `<tr><th>${label[lang]}</th><td>${value}</td></tr>`).join('')}</tbody></table>`;
  });
  return { text, grams };
}

export function generateCatalog(options: { products: number; seed?: number }): GeneratedCatalog {
  const count = options.products;
  if (!Number.isInteger(count) || count < 0 || count > 999_999) throw new RangeError(`products must be a whole number 0..999999, got ${count}`);
  const r = createRandom(options.seed ?? DEFAULT_CATALOG_SEED);

  const categories: CategorySeedRow[] = CATEGORIES.map((c, position) => ({ code: c.code, name: { ...c.name }, sizeKind: c.sizeKind, position, parentId: null }));
  const brands: BrandSeedRow[] = BRANDS.map((b) => ({ ...b }));
  const adjectives = CATEGORIES.map((c) => adjectivesFor(c.code));
  const products: ProductSeedRow[] = [];
  const variants: VariantSeedRow[] = [];

  for (let i = 0; i < count; i++) {
    const categoryIndex = r.int(0, CATEGORIES.length - 1);
    const cat = CATEGORIES[categoryIndex] as CategoryDef;
    const brandIndex = r.int(0, BRANDS.length - 1);
    const brand = (BRANDS[brandIndex] as BrandSeedRow).name;
    const noun = r.pick(cat.nouns);
    const adjective = r.pick(adjectives[categoryIndex] ?? []);
    const model = r.pick(MODELS);
    const name: LocalizedText = {
      el: capitalize(`${agree(adjective, noun.g)} ${noun.el} ${model}`),
      en: capitalize(`${adjective.en} ${noun.en} ${model}`),
    };
    const code = productCode(i);
    const colors = r.shuffle(NamedColors).slice(0, r.weighted(COLOR_COUNT_WEIGHTS));
    const sizes = sizesFor(cat.sizeKind, r);
    const created = CREATED_FROM + r.int(0, (CREATED_TO - CREATED_FROM) / 1000) * 1000;

    products.push({
      code,
      eurl: `${slugify(name.en)}-${code.toLowerCase()}`,
      kind: generatedKind(r.weighted(KIND_WEIGHTS)),
      categoryIndex,
      brandIndex,
      sizeKind: cat.sizeKind,
      name,
      description: describe(i, r, cat, name, brand, colors),
      ...technicalAndWeight(technical(r, cat)),
      priceCents: r.int(cat.priceEuros[0], cat.priceEuros[1] - 1) * 100 + r.pick([0, 0, 50, 90, 99]),
      priceBasis: r.chance(0.85) ? 'AfterTaxes' : 'BeforeTaxes',
      taxCategory: r.weighted(TAX_WEIGHTS),
      discountable: r.chance(0.8),
      restrictedToPartnerIndex: i % 50 === 24 ? 1 : null,
      status: 'Published',
      imagePath: `/api/images/products/${code}.svg`,
      createdAt: new Date(created),
      releaseDate: new Date(Math.floor(created / DAY_MS) * DAY_MS + r.int(0, 45) * DAY_MS).toISOString().slice(0, 10),
    });
    for (const color of colors) {
      for (const size of sizes) {
        const [stock, availability] = stockAndAvailability(r);
        variants.push({ productIndex: i, sku: size ? `${code}-${color.toUpperCase()}-${size}` : `${code}-${color.toUpperCase()}`, color, size, stock, availability });
      }
    }
  }

  ensureCoverage(r, products, variants);
  return { categories, brands, products, variants };
}

/** Patches a few rows so that every tax category and every availability state occurs (when there are enough rows). */
function ensureCoverage(r: Random, products: ProductSeedRow[], variants: VariantSeedRow[]): void {
  const touched = new Set<number>();
  const patch = <T>(rows: T[], present: (row: T) => boolean, apply: (row: T) => void, canUse: (row: T) => boolean) => {
    if (rows.some(present)) return;
    const candidates = rows.map((_, i) => i).filter((i) => !touched.has(i) && canUse(rows[i] as T));
    if (candidates.length === 0) return;
    const index = r.pick(candidates);
    touched.add(index);
    apply(rows[index] as T);
  };
  for (const tax of SEED_TAX_CATEGORIES) {
    patch(products, (p) => p.taxCategory === tax, (p) => (p.taxCategory = tax), (p) => p.taxCategory === 'Normal');
  }
  touched.clear();
  const counts = new Map<StockAvailability, number>();
  for (const v of variants) counts.set(v.availability, (counts.get(v.availability) ?? 0) + 1);
  for (const state of StockAvailability) {
    patch(
      variants,
      (v) => v.availability === state,
      (v) => {
        counts.set(v.availability, (counts.get(v.availability) ?? 0) - 1);
        counts.set(state, 1);
        v.availability = state;
        v.stock = STOCK_FOR_STATE(state);
      },
      (v) => (counts.get(v.availability) ?? 0) > 1,
    );
  }
}
