import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { ImportItem, ImportResult } from '@/lib/contract/catalog-import';
import type { SizeKind } from '@/lib/contract/enums';
import { changedNames } from '@/lib/rules/catalog-import/diff-product';
import { productEurl, slugify } from '@/lib/rules/catalog/slugify';
import type { ApiDeps } from '../context';
import { productPriceHistory, productVariants, products, staffAudit } from '../db/schema';
import type { Tx } from '../db/transaction';
import { badRequest } from '../http/api-error';
import type { StaffPrincipal } from '../staff/staff-auth';
import { readImportState } from './import-state';
import { planImport, planProblems, type ItemPlan } from './plan-import';

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
    const created = await insertCreated(tx, plans.filter((p) => p.outcome === 'created'), now, sizeKindOf);
    const versions = new Map<string, number>([...created]);
    for (const plan of plans.filter((p) => p.outcome === 'updated')) versions.set(plan.item.code, await writeUpdate(tx, plan, now, sizeKindOf));
    const ids = new Map(plans.map((p) => [p.item.code, p.existing?.id ?? 0]));
    const newIds = await idsOf(tx, plans.filter((p) => p.outcome === 'created').map((p) => p.item.code));
    for (const [code, id] of newIds) ids.set(code, id);
    const variantRows = plans.flatMap((p) => p.diff.added.map((v) => ({ productId: ids.get(p.item.code)!, sku: v.sku, color: v.color, size: v.size, stock: v.stock, availability: v.availability })));
    for (let i = 0; i < variantRows.length; i += 2000) await tx.insert(productVariants).values(variantRows.slice(i, i + 2000));
    const written = plans.filter((p) => p.outcome !== 'unchanged');
    const audits = written.map((p) => ({
      staffId: staff.id,
      action: p.outcome === 'created' ? 'product.import_create' : 'product.import_update',
      targetKind: 'product',
      targetId: ids.get(p.item.code)!,
      before: p.outcome === 'created' ? null : { ...Object.fromEntries(Object.entries(p.diff.fields).map(([k, v]) => [k, v.before])), ...variantsBefore(p) },
      after: { ...Object.fromEntries(Object.entries(p.diff.fields).map(([k, v]) => [k, v.after])), ...variantsAfter(p) },
      createdAt: now,
    }));
    for (let i = 0; i < audits.length; i += 500) await tx.insert(staffAudit).values(audits.slice(i, i + 500));
    const prices = written
      .filter((p) => p.diff.fields.priceCents || p.diff.fields.priceBasis)
      .map((p) => ({ productId: ids.get(p.item.code)!, priceCents: p.item.priceCents, priceBasis: p.item.priceBasis, staffId: staff.id, source: 'import' as const, validFrom: now }));
    for (let i = 0; i < prices.length; i += 1000) await tx.insert(productPriceHistory).values(prices.slice(i, i + 1000));
    const report = plans.map((p) => ({ code: p.item.code, outcome: p.outcome, version: versions.get(p.item.code) ?? p.existing!.version, changed: p.outcome === 'unchanged' ? [] : changedNames(p.diff) }));
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

async function insertCreated(tx: Tx, plans: readonly ItemPlan[], now: Date, sizeKindOf: (code: string) => SizeKind): Promise<Map<string, number>> {
  const taken = await takenEurls(tx, plans);
  const rows = plans.map(({ item, desired }) => ({
    code: item.code,
    eurl: claim(taken, productEurl(item.name, item.code, (eurl) => taken.has(eurl))),
    kind: item.kind,
    categoryId: desired.categoryId,
    brandId: desired.brandId,
    sizeKind: sizeKindOf(item.category),
    name: desired.name,
    description: desired.description,
    technical: { el: '', en: '' },
    priceCents: item.priceCents,
    priceBasis: item.priceBasis,
    taxCategory: item.taxCategory,
    discountable: item.discountable,
    partnerIds: desired.partnerIds,
    status: item.status,
    imagePath: `/api/images/products/${item.code}.svg`,
    createdAt: now,
    releaseDate: item.releaseDate,
  }));
  for (let i = 0; i < rows.length; i += 500) await tx.insert(products).values(rows.slice(i, i + 500));
  return new Map(rows.map((r) => [r.code, 1]));
}

async function writeUpdate(tx: Tx, plan: ItemPlan, now: Date, sizeKindOf: (code: string) => SizeKind): Promise<number> {
  const { fields } = plan.diff;
  const set: Partial<typeof products.$inferInsert> = { updatedAt: now, version: sql`${products.version} + 1` as unknown as number };
  for (const key of Object.keys(fields) as (keyof typeof fields)[]) Object.assign(set, { [key]: plan.desired[key] });
  if (fields.categoryId) set.sizeKind = sizeKindOf(plan.item.category);
  const [row] = await tx.update(products).set(set).where(eq(products.id, plan.existing!.id)).returning({ version: products.version });
  for (const v of plan.diff.changed) await tx.update(productVariants).set(v.after).where(eq(productVariants.id, v.id));
  return row!.version;
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

async function idsOf(tx: Tx, codes: readonly string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const rows = await tx.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, [...codes]));
  return new Map(rows.map((r) => [r.code, r.id]));
}
