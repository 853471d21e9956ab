import type { SizeKind } from '@/lib/contract/enums';
import { sizeProblem } from './variant-grid';

/**
 * A product's references checked against what the shop has (issue #45 item 1, decision 0033): its
 * category, brand and partners exist, its URL slug is free (or its own), and its variants' sizes fit
 * the category's size kind. Field keys as the API answers them; the ERP import reports the same.
 */
export type ProductRefs = { categoryCode: string; brandCode: string; partners: readonly string[] | null; eurl?: string };

export type KnownRefs = {
  /** Category code → its size kind. */
  categories: ReadonlyMap<string, SizeKind>;
  brands: ReadonlySet<string>;
  partners: ReadonlySet<string>;
  /** The product code that holds a slug, if any. */
  eurlOwner: (eurl: string) => string | undefined;
};

export function productRefProblems(code: string, input: ProductRefs, known: KnownRefs): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!known.categories.has(input.categoryCode)) problems.categoryCode = 'category_not_found';
  if (!known.brands.has(input.brandCode)) problems.brandCode = 'brand_not_found';
  const unknown = (input.partners ?? []).findIndex((p) => !known.partners.has(p));
  if (unknown >= 0) problems[`partners.${unknown}`] = 'partner_not_found';
  if (input.eurl !== undefined) {
    const owner = known.eurlOwner(input.eurl);
    if (owner !== undefined && owner !== code) problems.eurl = 'eurl_taken';
  }
  return problems;
}

/** A move to a category of another size kind is refused while a variant's size would not fit it. */
export function sizeKindChangeProblem(to: SizeKind, sizes: readonly (string | null)[]): 'category_size_kind_locked' | undefined {
  return sizes.some((size) => sizeProblem(to, size) !== undefined) ? 'category_size_kind_locked' : undefined;
}

/** The same partner listed twice is one partner; the order is kept (null stays null: every partner). */
export const partnerRange = (partners: readonly string[] | null): string[] | null => (partners === null ? null : [...new Set(partners)]);
