import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { customerOwnerColumns, type LocalizedText } from './schema-base';

/**
 * Checkout data (issue #5): the customers' address books, the pickup stores and the Box Now
 * lockers. Re-exported by schema.ts; import tables from there.
 */
/**
 * Saved addresses (SPEC §2 address form), per customer and partner, at most 20 (ADDRESS_BOOK_MAX).
 * Exactly one is the default while the book is not empty (a partial unique index keeps it to one).
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    ...customerOwnerColumns(),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country', { enum: ['GR', 'CY'] }).notNull(),
    region: text('region'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    mobile: text('mobile').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_owner_idx').on(t.customerId, t.partnerId),
    uniqueIndex('customer_addresses_one_default_uq').on(t.customerId, t.partnerId).where(sql`${t.isDefault}`),
  ],
);

/** Stores where an order can be picked up (seeded; texts in both languages). */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  address: jsonb('address').$type<LocalizedText>().notNull(),
  city: jsonb('city').$type<LocalizedText>().notNull(),
  postalCode: text('postal_code').notNull(),
  hours: jsonb('hours').$type<LocalizedText>().notNull(),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/**
 * Box Now lockers: seeded, then Box Now's own list refreshed daily (decision 0087). `search` holds the name, address, area and city in both languages,
 * lower-case without accents (lib/utils/search-text), so the locker search matches
 * "ΠΑΓΚΡΑΤΙ", "παγκρατι" and "Pagkrati" alike.
 */
export const lockers = pgTable(
  'lockers',
  {
    id: text('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    address: jsonb('address').$type<LocalizedText>().notNull(),
    area: jsonb('area').$type<LocalizedText>().notNull(),
    city: jsonb('city').$type<LocalizedText>().notNull(),
    postalCode: text('postal_code').notNull(),
    search: text('search').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('lockers_postal_code_idx').on(t.postalCode)],
);
