import 'server-only';
import { inArray } from 'drizzle-orm';
import type { ImportItem, ImportResult } from '@/lib/contract/catalog-import';
import type { ProductKind, SizeKind } from '@/lib/contract/enums';
import { droppedComposition } from '@/lib/rules/catalog/kind-change';
import { changedNames } from '@/lib/rules/catalog-import/diff-product';
import { productEurl, slugify } from '@/lib/rules/catalog/slugify';
import type { ApiDeps } from '../context';
import { products } from '../db/schema';
import type { Tx } from '../db/transaction';
import { badRequest } from '../http/api-error';
import type { StaffPrincipal } from '../staff/staff-auth';
import { releaseSlugs } from '../staff/catalog/product-slugs';
import { dropHeld } from './composition-facts';
import { readImportState } from './import-state';
import { planImport, planProblems, type ItemPlan } from './plan-import';
import { insertAudits, insertPrices, insertProducts, insertVariants, updateProducts, updateVariants, type NewProductRow, type ProductUpdateRow } from './write-rows';

/**
 * Writes one batch (at most 1 000 products) in one transaction, all or nothing: the batch's products
 * are locked, compared with the items, and any problem refuses the whole batch (400 with a key per
 * item field). A changed product gets its version bumped (a console editor holding the old version
 * gets 409 product_changed, decision 0033), one audit row with the changed fields before and
 * after, and a price history row when its price or price basis changed (source 'import'). An
 * unchanged product is not written at all.
 */
export async function applyImportBatch(deps: Pick<ApiDeps, 'db' | 'now'>, staff: StaffPrincipal, items: readonly ImportItem[]): Promise<ImportResult> {
  return deps.db.transaction(async (tx) => {
    const state = await readImportState(tx, items, true);
    const plans = planImport(items, state);
    const sizeKindOf = (code: string) => state.refs.categories.get(code)!.sizeKind;
    const problems = planProblems(plans);
    if (Object.keys(problems).length) throw badRequest('import_invalid', problems);
    const now = deps.now();
    const updates = plans.filter((p) => p.outcome === 'updated');
    const newRows = await newProductRows(tx, plans.filter((p) => p.outcome === 'created'), sizeKindOf);
    const ids = await insertProducts(tx, newRows, now);
    // A new product's slug that was another product's former one is the new product's now (decision 0041).
    await releaseSlugs(tx, newRows.map((r) => r.eurl));
    const bumped = await updateProducts(tx, updates.map((p) => updateRow(p, sizeKindOf)), now);
    await dropHeld(tx, updates.map((p) => ({ id: p.existing!.id, ...droppedComposition(p.existing!.state.kind as ProductKind, p.item.kind) })));
    for (const p of plans) if (p.existing) ids.set(p.item.code, p.existing.id);
    await updateVariants(tx, updates.flatMap((p) => p.diff.changed.map((v) => ({ id: v.id, ...v.after }))));
    await insertVariants(tx, plans.flatMap((p) => p.diff.added.map((v) => ({ product_id: ids.get(p.item.code)!, sku: v.sku, color: v.color, size: v.size, stock: v.stock, availability: v.availability }))));
    const written = plans.filter((p) => p.outcome !== 'unchanged');
    await insertAudits(
      tx,
      written.map((p) => ({
        staff_id: staff.id,
        action: p.outcome === 'created' ? 'product.import_create' : 'product.import_update',
        target_kind: 'product',
        target_id: ids.get(p.item.code)!,
        before: p.outcome === 'created' ? null : { ...Object.fromEntries(Object.entries(p.diff.fields).map(([k, v]) => [k, v.before])), ...variantsBefore(p) },
        after: { ...Object.fromEntries(Object.entries(p.diff.fields).map(([k, v]) => [k, v.after])), ...variantsAfter(p) },
      })),
      now,
    );
    const prices = written.filter((p) => p.diff.fields.priceCents || p.diff.fields.priceBasis);
    await insertPrices(tx, prices.map((p) => ({ product_id: ids.get(p.item.code)!, price_cents: p.item.priceCents, price_basis: p.item.priceBasis, staff_id: staff.id })), now);
    const versionOf = (p: ItemPlan) => (p.outcome === 'created' ? 1 : p.outcome === 'updated' ? bumped.get(p.existing!.id)! : p.existing!.version);
    const report = plans.map((p) => ({ code: p.item.code, outcome: p.outcome, version: versionOf(p), changed: p.outcome === 'unchanged' ? [] : changedNames(p.diff) }));
    return {
      items: report,
      created: report.filter((r) => r.outcome === 'created').length,
      updated: report.filter((r) => r.outcome === 'updated').length,
      unchanged: report.filter((r) => r.outcome === 'unchanged').length,
    };
  });
}

const variantsBefore = (p: ItemPlan) => (p.diff.changed.length ? { variants: Object.fromEntries(p.diff.changed.map((v) => [v.sku, v.before])) } : {});
const variantsAfter = (p: ItemPlan) =>
  p.diff.changed.length || p.diff.added.length
    ? { variants: Object.fromEntries([...p.diff.changed.map((v) => [v.sku, v.after] as const), ...p.diff.added.map((v) => [v.sku, { color: v.color, size: v.size, stock: v.stock, availability: v.availability }] as const)]) }
    : {};

async function newProductRows(tx: Tx, plans: readonly ItemPlan[], sizeKindOf: (code: string) => SizeKind): Promise<NewProductRow[]> {
  const taken = await takenEurls(tx, plans);
  return plans.map(({ item, desired }) => ({
    code: item.code,
    eurl: claim(taken, productEurl(item.name, item.code, (eurl) => taken.has(eurl))),
    kind: item.kind,
    category_id: desired.categoryId,
    brand_id: desired.brandId,
    size_kind: sizeKindOf(item.category),
    name: desired.name,
    description: desired.description,
    technical: { el: '', en: '' },
    price_cents: item.priceCents,
    price_basis: item.priceBasis,
    tax_category: item.taxCategory,
    discountable: item.discountable,
    partner_ids: desired.partnerIds,
    status: item.status,
    image_path: `/api/images/products/${item.code}.svg`,
    release_date: item.releaseDate,
    weight_grams: desired.weightGrams,
  }));
}

/** A changed product's row: every compared field as desired (the unchanged ones equal the locked row); the size kind follows a new category. */
function updateRow({ existing, desired, diff, item }: ItemPlan, sizeKindOf: (code: string) => SizeKind): ProductUpdateRow {
  const { categoryId, brandId, name, description, kind, taxCategory, priceBasis, priceCents, discountable, status, partnerIds, releaseDate, weightGrams } = desired;
  return {
    id: existing!.id,
    kind,
    category_id: categoryId,
    brand_id: brandId,
    size_kind: diff.fields.categoryId ? sizeKindOf(item.category) : null,
    name,
    description,
    price_cents: priceCents,
    price_basis: priceBasis,
    tax_category: taxCategory,
    discountable,
    partner_ids: partnerIds,
    status,
    release_date: releaseDate,
    weight_grams: weightGrams,
  };
}

/** The slugs the batch's new products could take that are already held (by name, and by name and code). */
async function takenEurls(tx: Tx, plans: readonly ItemPlan[]): Promise<Set<string>> {
  const candidates = plans.flatMap(({ item }) => {
    const base = slugify(item.name.en) || slugify(item.name.el);
    return [base, `${base}-${slugify(item.code)}`, slugify(item.code)];
  });
  if (!candidates.length) return new Set();
  const rows = await tx.select({ eurl: products.eurl }).from(products).where(inArray(products.eurl, candidates));
  return new Set(rows.map((r) => r.eurl));
}

const claim = (taken: Set<string>, eurl: string) => (taken.add(eurl), eurl);
