import { eq, inArray } from 'drizzle-orm';
import type { StaffProduct, StaffProductCreate, StaffProductDeleteRequest, StaffProductStatusRequest, StaffProductUpdate } from '@/lib/contract/staff-catalog';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { changedFields } from '@/lib/rules/catalog/bulk-change';
import { partnerRange, sizeKindChangeProblem } from '@/lib/rules/catalog/product-fields';
import { removalOf, statusProblem } from '@/lib/rules/catalog/product-removal';
import { productEurl, slugify } from '@/lib/rules/catalog/slugify';
import type { ApiDeps } from '../../context';
import { productPictures, products, productVariants } from '../../db/schema';
import { ApiError, conflict } from '../../http/api-error';
import { removePictureObjects } from '../../pictures/remove-objects';
import type { StaffPrincipal } from '../staff-auth';
import { assertCatalogWriter, assertVersion, audit, auditSide, invalid, productByCode, recordPrices, type PriceSource, type ProductRow } from './catalog-common';
import { resolveRefs, uniqueViolation } from './catalog-refs';
import { toStaffProduct } from './staff-catalog-read';
import { productHolders } from './product-usage';
import { recordSlugChange, releaseSlug } from './product-slugs';
import { publishProblem } from './product-composition-read';
import { assertCompositionRules, dropFormerComposition } from './product-kind-change';
import { kindChangeProblem } from '@/lib/rules/catalog/kind-change';

/**
 * Products created, changed, published or archived, and deleted by staff (issue #45 item 1,
 * decision 0033): an Employee's, each in one transaction with its audit row (the changed fields
 * before and after) and a version bump; a price or price-basis change is kept in the price history.
 */
type Fields = Omit<StaffProductUpdate, 'expectedVersion'>;

const rich = (text: { el: string; en: string }) => ({ el: sanitizeRichText(text.el), en: sanitizeRichText(text.en) });

/** The product's editable fields as the audit compares them (codes, not ids). */
function auditedOf(row: ProductRow, refs: { categoryCode: string; brandCode: string; partners: string[] | null }) {
  return {
    eurl: row.eurl, kind: row.kind, categoryCode: refs.categoryCode, brandCode: refs.brandCode, name: row.name, description: row.description, technical: row.technical,
    seoTitle: row.seoTitle ?? null, seoDescription: row.seoDescription ?? null, priceCents: row.priceCents, priceBasis: row.priceBasis, taxCategory: row.taxCategory,
    discountable: row.discountable, releaseDate: row.releaseDate ?? null, weightGrams: row.weightGrams ?? null, partners: refs.partners,
  };
}

async function withUniqueGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const fields = uniqueViolation(error);
    if (fields) throw invalid(fields);
    throw error;
  }
}

export async function createStaffProduct(deps: ApiDeps, staff: StaffPrincipal, request: StaffProductCreate, source: PriceSource): Promise<StaffProduct> {
  assertCatalogWriter(staff);
  const partners = partnerRange(request.partners);
  return withUniqueGuard(() =>
    deps.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: products.id }).from(products).where(eq(products.code, request.code));
      if (existing) throw invalid({ code: 'product_code_taken' });
      // A new Bundle or Grouped product has no parts or members yet: it is published once it has them (decision 0046).
      const empty = kindChangeProblem({ from: 'Product', to: request.kind, status: request.status, partOfBundles: 0, memberOfGroups: 0 });
      if (empty) throw invalid({ status: empty });
      const refs = await resolveRefs(tx, request.code, { categoryCode: request.categoryCode, brandCode: request.brandCode, partners, eurl: request.eurl });
      let eurl = request.eurl;
      if (eurl === undefined) {
        const base = slugify(request.name.en) || slugify(request.name.el);
        const taken = new Set((await tx.select({ eurl: products.eurl }).from(products).where(inArray(products.eurl, [base, `${base}-${slugify(request.code)}`, slugify(request.code)]))).map((r) => r.eurl));
        eurl = productEurl(request.name, request.code, (e) => taken.has(e));
        if (taken.has(eurl)) throw invalid({ eurl: 'eurl_taken' });
      }
      const now = deps.now();
      await releaseSlug(tx, eurl);
      const [row] = await tx
        .insert(products)
        .values({
          code: request.code, eurl, kind: request.kind, categoryId: refs.categoryId, brandId: refs.brandId, sizeKind: refs.sizeKind, name: request.name,
          description: rich(request.description), technical: rich(request.technical), seoTitle: request.seoTitle, seoDescription: request.seoDescription,
          priceCents: request.priceCents, priceBasis: request.priceBasis, taxCategory: request.taxCategory, discountable: request.discountable,
          partnerIds: refs.partnerIds, status: request.status, version: 1, imagePath: `/api/images/products/${request.code}.svg`, createdAt: now, updatedAt: now,
          releaseDate: request.releaseDate, weightGrams: request.weightGrams,
        })
        .returning();
      await recordPrices(tx, deps, staff.id, source, [{ productId: row!.id, priceCents: row!.priceCents, priceBasis: row!.priceBasis }]);
      const after = { code: row!.code, status: row!.status, ...auditedOf(row!, { categoryCode: request.categoryCode, brandCode: request.brandCode, partners }) };
      await audit(tx, deps, staff, [{ action: 'product.create', targetKind: 'product', targetId: row!.id, before: null, after: auditSide(after, {}) }]);
      return toStaffProduct(tx, row!);
    }),
  );
}

export async function updateStaffProduct(deps: ApiDeps, staff: StaffPrincipal, code: string, request: StaffProductUpdate, source: PriceSource): Promise<StaffProduct> {
  assertCatalogWriter(staff);
  const partners = partnerRange(request.partners);
  return withUniqueGuard(() =>
    deps.db.transaction(async (tx) => {
      const row = await productByCode(tx, code, true);
      assertVersion('product', row.version, request.expectedVersion);
      const before = await toStaffProduct(tx, row);
      const eurl = request.eurl ?? row.eurl;
      const refs = await resolveRefs(tx, row.code, { categoryCode: request.categoryCode, brandCode: request.brandCode, partners, eurl });
      if (refs.sizeKind !== row.sizeKind) {
        const sizes = (await tx.select({ size: productVariants.size }).from(productVariants).where(eq(productVariants.productId, row.id))).map((v) => v.size);
        const problem = sizeKindChangeProblem(refs.sizeKind, sizes);
        if (problem) throw invalid({ categoryCode: problem });
      }
      await assertCompositionRules(tx, row, request.kind, refs.partnerIds);
      const { expectedVersion: _version, ...fields } = request;
      const next: Fields = { ...fields, eurl, description: rich(request.description), technical: rich(request.technical), partners };
      const change = changedFields(auditedOf(row, { categoryCode: before.categoryCode, brandCode: before.brandCode, partners: before.partners }), next);
      if (Object.keys(change.after).length === 0) return before;
      const [updated] = await tx
        .update(products)
        .set({
          eurl, kind: next.kind, categoryId: refs.categoryId, brandId: refs.brandId, sizeKind: refs.sizeKind, name: next.name, description: next.description, technical: next.technical,
          seoTitle: next.seoTitle, seoDescription: next.seoDescription, priceCents: next.priceCents, priceBasis: next.priceBasis, taxCategory: next.taxCategory,
          discountable: next.discountable, releaseDate: next.releaseDate, weightGrams: next.weightGrams, partnerIds: refs.partnerIds, version: row.version + 1, updatedAt: deps.now(),
        })
        .where(eq(products.id, row.id))
        .returning();
      await recordSlugChange(tx, row.id, row.eurl, eurl, deps.now());
      await dropFormerComposition(tx, deps, staff, row, request.kind);
      if ('priceCents' in change.after || 'priceBasis' in change.after) await recordPrices(tx, deps, staff.id, source, [{ productId: row.id, priceCents: updated!.priceCents, priceBasis: updated!.priceBasis }]);
      await audit(tx, deps, staff, [{ action: 'product.update', targetKind: 'product', targetId: row.id, before: auditSide(change.before, change.after), after: auditSide(change.after, change.before) }]);
      return toStaffProduct(tx, updated!);
    }),
  );
}

export async function changeStaffProductStatus(deps: ApiDeps, staff: StaffPrincipal, code: string, request: StaffProductStatusRequest): Promise<StaffProduct> {
  assertCatalogWriter(staff);
  return deps.db.transaction(async (tx) => {
    const row = await productByCode(tx, code, true);
    assertVersion('product', row.version, request.expectedVersion);
    if (statusProblem(row.status, request.status)) throw conflict('status_unchanged');
    // A Bundle is published with a part, a Grouped product with two members (decision 0046).
    const empty = request.status === 'Published' ? await publishProblem(tx, row) : undefined;
    if (empty) throw conflict(empty);
    const [updated] = await tx.update(products).set({ status: request.status, version: row.version + 1, updatedAt: deps.now() }).where(eq(products.id, row.id)).returning();
    const action = request.status === 'Published' ? 'product.publish' : request.status === 'Archived' ? 'product.archive' : 'product.draft';
    await audit(tx, deps, staff, [{ action, targetKind: 'product', targetId: row.id, before: { status: row.status }, after: { status: request.status } }]);
    return toStaffProduct(tx, updated!);
  });
}

/**
 * DELETE: only a product nothing ever held (409 product_in_use names what holds it: archive it
 * instead), from the version it was read at (409 product_changed). Its pictures' stored objects are
 * deleted after the commit, best effort (a store that is down leaves them and logs a line).
 */
export async function deleteStaffProduct(deps: ApiDeps, staff: StaffPrincipal, code: string, request: StaffProductDeleteRequest): Promise<void> {
  assertCatalogWriter(staff);
  const removed = await deps.db.transaction(async (tx) => {
    const row = await productByCode(tx, code, true);
    assertVersion('product', row.version, request.expectedVersion);
    const decision = removalOf(await productHolders(tx, row.id));
    if (decision.kind === 'archive') throw new ApiError(409, 'product_in_use', Object.fromEntries(decision.heldBy.map((h) => [h, 'product_in_use'])));
    // The pictures' rows go with the product (cascade); their stored objects go once this has committed.
    const pictures = await tx.select({ key: productPictures.storageKey }).from(productPictures).where(eq(productPictures.productId, row.id));
    await tx.delete(products).where(eq(products.id, row.id));
    await audit(tx, deps, staff, [{ action: 'product.delete', targetKind: 'product', targetId: row.id, before: { code: row.code, name: row.name, status: row.status, priceCents: row.priceCents, version: row.version }, after: null }]);
    return { code: row.code, keys: pictures.map((p) => p.key) };
  });
  await removePictureObjects(deps.objectStore, removed.keys, `deleted product ${removed.code}`);
}
