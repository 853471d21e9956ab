import { eq, inArray } from 'drizzle-orm';
import type { SizeKind } from '@/lib/contract/enums';
import { productRefProblems, type KnownRefs, type ProductRefs } from '@/lib/rules/catalog/product-fields';
import { badRequest } from '../../http/api-error';
import { brands, categories, partners, products } from '../../db/schema';
import type { Db } from './catalog-common';

/**
 * A product's references resolved against the database (issue #45 item 1): the category (with its
 * size kind), the brand and the partners by code, and whether the slug is another product's; 400
 * with the field keys of lib/rules/catalog/product-fields.ts when one is wrong.
 */
export type ResolvedRefs = { categoryId: number; sizeKind: SizeKind; brandId: number; partnerIds: number[] | null };

export async function resolveRefs(db: Db, code: string, input: ProductRefs): Promise<ResolvedRefs> {
  const [category] = await db.select({ id: categories.id, sizeKind: categories.sizeKind }).from(categories).where(eq(categories.code, input.categoryCode));
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.code, input.brandCode));
  const partnerRows = input.partners?.length ? await db.select({ id: partners.id, code: partners.code }).from(partners).where(inArray(partners.code, [...input.partners])) : [];
  const owner = input.eurl === undefined ? [] : await db.select({ code: products.code }).from(products).where(eq(products.eurl, input.eurl));
  const known: KnownRefs = {
    categories: new Map(category ? [[input.categoryCode, category.sizeKind]] : []),
    brands: new Set(brand ? [input.brandCode] : []),
    partners: new Set(partnerRows.map((p) => p.code)),
    eurlOwner: () => owner[0]?.code,
  };
  const problems = productRefProblems(code, input, known);
  if (Object.keys(problems).length) throw badRequest('validation_failed', problems);
  const idOf = new Map(partnerRows.map((p) => [p.code, p.id]));
  return { categoryId: category!.id, sizeKind: category!.sizeKind, brandId: brand!.id, partnerIds: input.partners ? input.partners.map((p) => idOf.get(p)!) : null };
}

/** The unique constraint a write broke (two writers at once), as the field key it means; undefined for any other error. */
export function uniqueViolation(error: unknown): Record<string, string> | undefined {
  for (let e = error as { code?: string; constraint?: string; constraint_name?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code !== '23505') continue;
    const name = `${e.constraint ?? e.constraint_name ?? ''} ${e.message ?? ''}`;
    if (name.includes('eurl')) return { eurl: 'eurl_taken' };
    if (name.includes('sku')) return { variants: 'sku_taken' };
    if (name.includes('categories')) return { code: 'category_code_taken' };
    if (name.includes('brands')) return { code: 'brand_code_taken' };
    return { code: 'product_code_taken' };
  }
  return undefined;
}
