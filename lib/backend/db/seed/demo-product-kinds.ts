import { eq } from 'drizzle-orm';
import { bundleStock } from '@/lib/rules/bundle-stock';
import type { LocalizedText } from '@/lib/backend/db/schema';
import type { Tx } from '@/lib/backend/db/transaction';
import { bundleParts, categories, groupedItems, productVariants, products } from '@/lib/backend/db/schema';

/**
 * SPEC's product kinds in the demo shop (issue #45 item 5): in a category of their own (Gifts &
 * sets, so the generated categories keep their counts), a flask and hiking socks, a Bundle of one
 * flask and two pairs of socks, a Grouped "travel collection" showing both with their own pickers,
 * and a €25 gift card (not discountable, outside VAT: docs/decisions/0030). Every partner sees
 * them; their pictures are the generated drawings' fallback for the category.
 */
export const DEMO_KINDS = {
  flask: 'P9000001',
  socks: 'P9000002',
  bundle: 'P9000003',
  grouped: 'P9000004',
  giftCard: 'P9000005',
} as const;

const CREATED = new Date('2026-01-15T09:00:00Z');
const text = (el: string, en: string): LocalizedText => ({ el, en });
const html = (el: string, en: string): LocalizedText => ({ el: `<p>${el}</p>`, en: `<p>${en}</p>` });

/**
 * The bundle's own stock column holds what its parts make at seed time (the rule's value): reads
 * derive it from the parts (bundle-sql.ts), and nothing ever takes from it.
 */
const BUNDLE_STOCK = bundleStock([{ variantId: 0, quantity: 1, stock: 30 }, { variantId: 0, quantity: 2, stock: 40 }]);

type Kind = 'Product' | 'Bundle' | 'Grouped' | 'GiftCard';
const PRODUCTS: readonly { code: string; kind: Kind; name: LocalizedText; description: LocalizedText; priceCents: number; taxCategory: 'Normal' | 'Exempt'; discountable: boolean; variants: readonly { color: 'black' | 'grey' | 'green' | 'gold'; size: string | null; stock: number }[] }[] = [
  { code: DEMO_KINDS.flask, kind: 'Product', name: text('Θερμός ταξιδιού', 'Travel flask'), description: html('Ανοξείδωτο θερμός 500 ml.', 'Stainless steel flask, 500 ml.'), priceCents: 1990, taxCategory: 'Normal', discountable: true, variants: [{ color: 'black', size: null, stock: 30 }, { color: 'green', size: null, stock: 30 }] },
  { code: DEMO_KINDS.socks, kind: 'Product', name: text('Κάλτσες πεζοπορίας', 'Hiking socks'), description: html('Μάλλινες κάλτσες πεζοπορίας.', 'Wool hiking socks.'), priceCents: 990, taxCategory: 'Normal', discountable: true, variants: [{ color: 'grey', size: null, stock: 40 }] },
  { code: DEMO_KINDS.bundle, kind: 'Bundle', name: text('Σετ πεζοπορίας', 'Hiking set'), description: html('Ένα θερμός και δύο ζευγάρια κάλτσες.', 'One flask and two pairs of socks.'), priceCents: 3490, taxCategory: 'Normal', discountable: true, variants: [{ color: 'black', size: null, stock: BUNDLE_STOCK }] },
  { code: DEMO_KINDS.grouped, kind: 'Grouped', name: text('Συλλογή ταξιδιού', 'Travel collection'), description: html('Ό,τι χρειάζεστε για το ταξίδι, μαζί.', 'All you need for the trip, together.'), priceCents: 2980, taxCategory: 'Normal', discountable: true, variants: [] },
  { code: DEMO_KINDS.giftCard, kind: 'GiftCard', name: text('Δωροκάρτα 25 €', 'Gift card €25'), description: html('Δωροκάρτα αξίας 25 € για αγορές σε αυτό το κατάστημα.', 'A €25 gift card to spend in this shop.'), priceCents: 2500, taxCategory: 'Exempt', discountable: false, variants: [{ color: 'gold', size: null, stock: 100_000 }] },
];

/** A demo variant's SKU (upper case, as the operations API reads SKUs). */
const skuOf = (code: string, color: string) => `${code}-${color.toUpperCase()}`;

export const DEMO_KIND_PRODUCT_COUNT = PRODUCTS.length;
export const DEMO_KIND_VARIANT_COUNT = PRODUCTS.reduce((n, p) => n + p.variants.length, 0);

/** Adds the category, products, variants, the bundle's parts and the grouped product's members. */
export async function seedProductKinds(tx: Tx, brandId: number, position: number): Promise<void> {
  const [category] = await tx.insert(categories).values({ code: 'gifts', name: text('Δώρα και σετ', 'Gifts & sets'), sizeKind: 'None', position }).returning({ id: categories.id });
  const ids = new Map<string, number>();
  for (const p of PRODUCTS) {
    const [row] = await tx
      .insert(products)
      .values({
        code: p.code,
        eurl: `${p.name.en.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${p.code.toLowerCase()}`,
        kind: p.kind,
        categoryId: category!.id,
        brandId,
        sizeKind: 'None',
        name: p.name,
        description: p.description,
        technical: text('', ''),
        priceCents: p.priceCents,
        priceBasis: 'AfterTaxes',
        taxCategory: p.taxCategory,
        discountable: p.discountable,
        imagePath: `/api/images/products/${p.code}.svg`,
        createdAt: CREATED,
        releaseDate: '2026-01-15',
      })
      .returning({ id: products.id });
    ids.set(p.code, row!.id);
    if (p.variants.length > 0) {
      await tx.insert(productVariants).values(p.variants.map((v) => ({ productId: row!.id, sku: skuOf(p.code, v.color), color: v.color, size: v.size, stock: v.stock, availability: 'Available' })));
    }
  }
  const variantOf = async (code: string, color: string) => {
    const [v] = await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.sku, skuOf(code, color)));
    return v!.id;
  };
  await tx.insert(bundleParts).values([
    { bundleProductId: ids.get(DEMO_KINDS.bundle)!, partVariantId: await variantOf(DEMO_KINDS.flask, 'black'), quantity: 1 },
    { bundleProductId: ids.get(DEMO_KINDS.bundle)!, partVariantId: await variantOf(DEMO_KINDS.socks, 'grey'), quantity: 2 },
  ]);
  await tx.insert(groupedItems).values([
    { groupedProductId: ids.get(DEMO_KINDS.grouped)!, memberProductId: ids.get(DEMO_KINDS.flask)!, position: 0 },
    { groupedProductId: ids.get(DEMO_KINDS.grouped)!, memberProductId: ids.get(DEMO_KINDS.socks)!, position: 1 },
  ]);
}
