/**
 * The one database schema (DESIGN §1), shared by PGlite and PostgreSQL: import every table from
 * this module (drizzle-kit reads it too). Each module below imports the tables it refers to from
 * the module that defines them, never from here, so the schema has no import cycle.
 */
export * from './schema-base';
export * from './schema-catalog-state';
export * from './schema-checkout';
export * from './schema-orders';
export * from './schema-payments';
export * from './schema-returns';
export * from './schema-staff';
export * from './schema-impersonation';
export * from './schema-order-lists';
export * from './schema-content-pages';
export * from './schema-coupons';
export * from './schema-loyalty';
export * from './schema-quotations';
export * from './schema-product-pictures';
export * from './schema-catalog-admin';
export * from './schema-product-kinds';
export * from './schema-catalog-changes';
export * from './schema-product-slugs';
export * from './schema-fiscal';
export * from './schema-vat-checks';
export * from './schema-shipping';
export * from './schema-privacy';
export * from './schema-companies';
