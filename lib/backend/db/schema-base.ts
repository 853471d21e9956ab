import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import type { LocalizedText, MailAttachmentRef, PartnerIssuer } from './json-types';

/**
 * The schema's base tables (DESIGN §1): settings, partners, customers and their tokens, the mail
 * outbox, the catalogue, carts and the quota. The other schema modules build on these; the app
 * imports every table from ./schema.
 * Translated texts are `{ el, en }` JSON objects; money is integer cents; times are timestamptz.
 */
export type { LocalizedText, MailAttachmentRef, PartnerIssuer } from './json-types';

/** Key/value settings the instances share (e.g. a generated JWT secret when none is configured). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
  registrationCode: text('registration_code').notNull(),
  defaultLanguage: text('default_language').notNull().default('el'),
  /** Rich HTML for the landing page, sanitised on output. */
  content: jsonb('content').$type<LocalizedText>().notNull(),
  promotionKind: text('promotion_kind', { enum: ['Percentage', 'FixedAmount'] }).notNull(),
  /** Percentage: whole percent (15 = 15 %); FixedAmount: cents per unit. */
  promotionValue: integer('promotion_value').notNull(),
  combinationPolicy: text('combination_policy').notNull().default('ProductOnly'),
  /** Discounted units a customer may buy per period. */
  quotaLimit: integer('quota_limit').notNull(),
  quotaPeriod: text('quota_period', { enum: ['month', 'quarter', 'year'] }).notNull().default('month'),
  /** Free courier and Box Now delivery from this gross goods total (cents); null: the shop's default. */
  freeDeliveryThresholdCents: integer('free_delivery_threshold_cents'),
  /** Bumped by every change to the partner's content pages: the row's fingerprint expires its cached pages. */
  pagesVersion: integer('pages_version').notNull().default(0),
  /** Loyalty (issue #18 item 5): points per whole euro of an order's goods, and the points of a registration and a birthday. */
  loyaltyPointsPerEuro: integer('loyalty_points_per_euro').notNull().default(1),
  loyaltyRegisterPoints: integer('loyalty_register_points').notNull().default(100),
  loyaltyBirthdayPoints: integer('loyalty_birthday_points').notNull().default(50),
  /** What one approved point takes off an order when redeemed at checkout (cents). */
  loyaltyCentsPerPoint: integer('loyalty_cents_per_point').notNull().default(1),
  /** Quotes (issue #44 item 7): a SalesPerson's price more than this percentage below the partner's price needs an Employee's approval (lib/quotations/quote-floor.ts). */
  quoteFloorMarginPercent: integer('quote_floor_margin_percent').notNull().default(10),
  /** The company that issues this partner's invoices and receipts (issue #47 item 1, decision 0074); null: the shop's (SHOP_*). */
  issuer: jsonb('issuer').$type<PartnerIssuer>(),
  createdAt: createdAt(),
});

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    mobile: text('mobile'),
    dateOfBirth: date('date_of_birth'),
    language: text('language').notNull().default('el'),
    status: text('status', { enum: ['pending', 'active', 'disabled'] }).notNull().default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    registrationDate: timestamp('registration_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue #49: when the customer agreed to marketing e-mail (null: not, or withdrew); when the account was deleted (its personal data erased, the row kept for the orders tax law keeps). */
    marketingOptInAt: timestamp('marketing_opt_in_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('customers_partner_email_uq').on(t.partnerId, t.email), index('customers_email_idx').on(t.email)],
);

/** The owner of a per-customer row: its customer (the row goes with it) and partner. Spread: `...customerOwnerColumns()`. */
export function customerOwnerColumns() {
  return {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
  };
}

/** Opaque refresh tokens, stored hashed; one family per login, rotated on every refresh (DESIGN §4). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: uuid('family_id').notNull(),
    ...customerOwnerColumns(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_customer_idx').on(t.customerId),
    // The families revoked recently (access-token revocation set, loaded at start and reconnect).
    index('refresh_tokens_revoked_idx').on(t.revokedAt).where(sql`${t.revokedAt} IS NOT NULL`),
  ],
);

/** Single-use links: account verification and password reset, stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['verify', 'reset'] }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_customer_idx').on(t.customerId, t.kind)],
);

/** Fixed-window counters shared by every instance (login and reset throttling). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Mail that was sent (SMTP) or kept (no SMTP configured); tests read it through a test-only endpoint. With SMTP, unsent rows are sent by jobs/outbox-sender.ts (decision 0044). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id').references(() => partners.id),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Links the mail carries (verification, reset…), for tests and support staff. */
    links: jsonb('links').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** A file the mail carries, made when it is sent (an order's fiscal document as PDF, decision 0073); null = none. */
    attachment: jsonb('attachment').$type<MailAttachmentRef>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** Sends tried by the outbox sender (jobs/outbox-sender.ts); the lease and retry time of the next one. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient), index('outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`)],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  parentId: integer('parent_id'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sizeKind: text('size_kind', { enum: ['None', 'Footwear', 'Clothing'] }).notNull(),
  position: integer('position').notNull().default(0),
  version: integer('version').notNull().default(1),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  version: integer('version').notNull().default(1),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** URL slug (SPEC `eurl`). */
    eurl: text('eurl').notNull().unique(),
    kind: text('kind').notNull().default('Product'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    sizeKind: text('size_kind', { enum: ['None', 'Footwear', 'Clothing'] }).notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    technical: jsonb('technical').$type<LocalizedText>().notNull(),
    priceCents: integer('price_cents').notNull(),
    priceBasis: text('price_basis', { enum: ['BeforeTaxes', 'AfterTaxes'] }).notNull(),
    taxCategory: text('tax_category', { enum: ['Normal', 'Reduced', 'ExtraReduced', 'Zero', 'Exempt'] }).notNull(),
    discountable: boolean('discountable').notNull().default(true),
    /** The partners whose range holds the product: null = every partner (issue #45; docs/decisions/0032). */
    partnerIds: integer('partner_ids').array(),
    /** Draft, Published (sold: `active`, derived) or Archived (no longer sold; kept once in a cart or order). */
    status: text('status', { enum: ['Draft', 'Published', 'Archived'] }).notNull().default('Published'),
    active: boolean('active').generatedAlwaysAs(sql`status = 'Published'`),
    /** Optimistic concurrency: a change names the version it read (409 product_changed otherwise). */
    version: integer('version').notNull().default(1),
    seoTitle: jsonb('seo_title').$type<LocalizedText>(),
    seoDescription: jsonb('seo_description').$type<LocalizedText>(),
    imagePath: text('image_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    releaseDate: date('release_date'),
    /** What one unit weighs packed, in grams (decision 0088); null until staff weigh it (lib/rules/parcel-weight.ts counts 500 g). */
    weightGrams: integer('weight_grams'),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_price_idx').on(t.priceCents),
    index('products_created_idx').on(t.createdAt),
    check('products_price_nonneg', sql`${t.priceCents} >= 0`),
    check('products_partner_ids_nonempty', sql`${t.partnerIds} IS NULL OR cardinality(${t.partnerIds}) > 0`),
    check('products_status_valid', sql`${t.status} IN ('Draft', 'Published', 'Archived')`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    color: text('color').notNull(),
    size: text('size'),
    stock: integer('stock').notNull(),
    availability: text('availability').notNull(),
  },
  (t) => [
    index('variants_product_idx').on(t.productId),
    check('variants_stock_nonneg', sql`${t.stock} >= 0`),
  ],
);

/**
 * Shopping carts (DESIGN §8 cart): one per customer and partner, created by the first add. Lines
 * hold a variant and a quantity only; prices, names and stock are read live on every answer, so a
 * cart is always priced at today's prices. A deleted variant takes its lines with it (products in
 * a cart are archived, not deleted: those lines stay and are reported as unavailable).
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    ...customerOwnerColumns(),
    /** Approved loyalty points the customer asked to redeem on this cart (issue #18 item 5); 0: none. */
    redeemPoints: integer('redeem_points').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_customer_partner_uq').on(t.customerId, t.partnerId)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_variant_uq').on(t.cartId, t.variantId),
    index('cart_lines_variant_idx').on(t.variantId),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Discounted units consumed per customer and period (written by order placement, read by PromotionInfo). */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    id: serial('id').primaryKey(),
    ...customerOwnerColumns(),
    periodStart: date('period_start').notNull(),
    units: integer('units').notNull(),
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('quota_usage_customer_period_idx').on(t.customerId, t.partnerId, t.periodStart)],
);
