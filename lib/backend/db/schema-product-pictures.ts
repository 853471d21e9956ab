import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { products, type LocalizedText } from './schema-base';
import { staffMembers } from './schema-staff';

/**
 * Product pictures uploaded by staff (issue #45 item 2, decision 0027). The picture itself is one
 * re-encoded master in the object store (lib/backend/object-store) under `storageKey`; this row is
 * what the shop knows of it. `color` null = a picture for every colour of the product; `position`
 * orders a product's pictures (the console's drag order). `sha256` is the master's content hash:
 * the public URL carries it, so a changed picture gets a new URL (served immutable). Deleting the
 * product deletes its rows, and its objects after the commit (best effort: with the store down
 * they stay, never served, as no row names them; docs/decisions/0041).
 * A change bumps the catalogue version (trigger in migration 0023), as products and variants do.
 */
export const productPictures = pgTable(
  'product_pictures',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color'),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (t) => [index('product_pictures_product_idx').on(t.productId, t.position), uniqueIndex('product_pictures_storage_key_uq').on(t.storageKey)],
);

export type ProductPictureRow = typeof productPictures.$inferSelect;
