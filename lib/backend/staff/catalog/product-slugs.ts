import { eq, inArray } from 'drizzle-orm';
import { slugChange } from '@/lib/rules/catalog/former-slugs';
import { productSlugs } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/**
 * The former slugs of a product whose `eurl` changed (decision 0041; lib/rules/catalog/former-slugs.ts):
 * the one it had is kept for it (taken from another product that had it as a former one), the one
 * it takes is no former slug of anyone any more. In the writing transaction.
 */
export async function recordSlugChange(tx: Tx, productId: number, before: string, after: string, now: Date): Promise<void> {
  const change = slugChange(before, after);
  if (!change) return;
  await releaseSlug(tx, change.release);
  if (change.keep) await tx.insert(productSlugs).values({ eurl: change.keep, productId, createdAt: now }).onConflictDoUpdate({ target: productSlugs.eurl, set: { productId, createdAt: now } });
}

/** A slug taken as a product's current `eurl` is no former slug any more (a current slug always wins). */
export async function releaseSlug(tx: Tx, eurl: string): Promise<void> {
  await tx.delete(productSlugs).where(eq(productSlugs.eurl, eurl));
}

/** The same for the slugs of the products an import creates, in one statement. */
export async function releaseSlugs(tx: Tx, eurls: readonly string[]): Promise<void> {
  if (eurls.length) await tx.delete(productSlugs).where(inArray(productSlugs.eurl, [...eurls]));
}
