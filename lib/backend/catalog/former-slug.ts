import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { productSlugs } from '../db/schema';
import type { CatalogContext } from './catalog-context';
import { visibleSlot } from './product-queries';

/**
 * The product a former URL slug now names (decision 0041), as the caller may see it: its slot in
 * the catalogue index, or undefined (no such former slug, or a product the caller does not see).
 * The answer is the product itself, whose `eurl` is the current one: the storefront page then
 * redirects to it permanently.
 */
export async function formerSlugSlot(db: Pick<ApiDeps['db'], 'select'>, ctx: CatalogContext, eurl: string): Promise<number | undefined> {
  const productId = await formerSlugProduct(db, eurl);
  return productId === undefined ? undefined : visibleSlot(ctx, 'id', productId);
}

/** The id of the product a former slug names, if any (middleware's product check asks it too). */
export async function formerSlugProduct(db: Pick<ApiDeps['db'], 'select'>, eurl: string): Promise<number | undefined> {
  if (eurl.length > 200) return undefined;
  const [row] = await db.select({ productId: productSlugs.productId }).from(productSlugs).where(eq(productSlugs.eurl, eurl)).limit(1);
  return row?.productId;
}
