import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { products } from './schema-base';

/**
 * A product's former URL slugs (issue #45, decision 0041): when staff change a product's `eurl`,
 * the one it had is kept here, so the storefront answers a link to it with a permanent redirect to
 * the current one. A slug is either a product's current `eurl` or a former one of at most one
 * product: taking a slug as a current one removes it from here. Deleting the product deletes its
 * former slugs.
 */
export const productSlugs = pgTable(
  'product_slugs',
  {
    eurl: text('eurl').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('product_slugs_product_idx').on(t.productId)],
);

export type ProductSlugRow = typeof productSlugs.$inferSelect;
