import { eq, getTableColumns, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/backend/db/client';
import * as schema from '@/lib/backend/db/schema';
import { brands, categories, customers, lockers, partners, productVariants, products, stores } from '@/lib/backend/db/schema';
import { hashPassword } from '@/lib/backend/services/passwords';
import { DEMO_LOCKERS, DEMO_STORES } from './checkout-data';
import { DEMO_CUSTOMERS, DEMO_PARTNERS, DEMO_REGISTERED_AT } from './demo-partners';
import { seedCompanies } from './demo-companies';
import { seedCoupons } from './demo-coupons';
import { seedContentPages } from './demo-pages';
import { seedStaff } from './demo-staff';
import { seedProductKinds } from './demo-product-kinds';
import { generateCatalog } from './generate-catalog';

/**
 * Fills a database with the deterministic demo data (DESIGN §8): partners, customers, categories,
 * brands, products and variants, pickup stores and Box Now lockers, in one transaction and in
 * batches (fast on PGlite too). Seeding a database that already has the `acme` partner does
 * nothing unless `reset` is set, except adding the stores and lockers when they are missing (a
 * database seeded before they existed).
 */
export type SeedOptions = {
  products: number;
  /** scrypt cost of the demo passwords (default 16384; tests use 1024). */
  passwordCost?: number;
  /** Empty every table of the schema first (TRUNCATE … RESTART IDENTITY CASCADE). */
  reset?: boolean;
  /** PRNG seed of the catalogue (default: the generator's). */
  seed?: number;
};

export type SeedResult = {
  /** False when the database was already seeded (then the counts are what it holds). */
  seeded: boolean;
  products: number;
  variants: number;
  ms: number;
};

const PRODUCT_BATCH = 1000;
const VARIANT_BATCH = 2000;
/** Serialises concurrent seeders (several instances starting on one PostgreSQL). */
const SEED_LOCK_ID = 724_311_003;

/** Every table declared in schema.ts, so new tables are reset too without touching this file. */
export function schemaTableNames(): string[] {
  const names: string[] = [];
  for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) names.push(getTableName(value));
  return names.sort();
}

async function isSeeded(db: Pick<Database, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'acme')).limit(1);
  return rows.length > 0;
}

type InsertExecutor = Pick<Database, 'insert'>;

/** Pickup stores and lockers (issue #5); rows that exist already are left alone. */
async function seedCheckoutData(db: InsertExecutor): Promise<void> {
  await db.insert(stores).values([...DEMO_STORES]).onConflictDoNothing({ target: stores.code });
  await db.insert(lockers).values([...DEMO_LOCKERS]).onConflictDoNothing({ target: lockers.id });
}

async function countCatalog(db: Database): Promise<{ products: number; variants: number }> {
  const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  const [v] = await db.select({ n: sql<number>`count(*)::int` }).from(productVariants);
  return { products: p?.n ?? 0, variants: v?.n ?? 0 };
}

type Executor = Pick<Database, 'execute'>;

/**
 * Inserts rows (keyed by the table's TypeScript property names) in batches, each batch as ONE
 * JSON parameter expanded by `jsonb_to_recordset`: about 3× faster on PGlite than a multi-row
 * VALUES list with thousands of bind parameters, and plain PostgreSQL on both drivers.
 * Column names and SQL types come from the Drizzle table, so the schema stays the one source.
 */
async function insertJsonBatches<R = never>(
  db: Executor,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  options: { batch: number; returning?: SQL },
): Promise<R[]> {
  const first = rows[0];
  if (!first) return [];
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first);
  const columns = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`seed: ${getTableName(table)} has no column ${key}`);
    return column;
  });
  const names = sql.join(columns.map((c) => sql.identifier(c.name)), sql`, `);
  const types = sql.join(columns.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(c.getSQLType().replace(/^serial$/, 'integer'))}`), sql`, `);
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += options.batch) {
    const json = JSON.stringify(rows.slice(i, i + options.batch).map((row) => Object.fromEntries(keys.map((k, j) => [columns[j]!.name, row[k] ?? null]))));
    const query = sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset(${json}::jsonb) AS x(${types})`;
    if (options.returning) query.append(sql` RETURNING ${options.returning}`);
    const result = (await db.execute(query)) as unknown as { rows: R[] };
    out.push(...result.rows);
  }
  return out;
}

function idsInOrder(codes: readonly string[], returned: readonly { id: number; code: string }[]): number[] {
  const byCode = new Map(returned.map((r) => [r.code, r.id]));
  return codes.map((code) => {
    const id = byCode.get(code);
    if (id === undefined) throw new Error(`seed: no id returned for ${code}`);
    return id;
  });
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  if (!options.reset && (await isSeeded(db))) {
    await seedCheckoutData(db);
    await seedStaff(db, options.passwordCost ?? 16384);
    await seedContentPages(db);
    await seedCoupons(db);
    await seedCompanies(db, options.passwordCost ?? 16384);
    return { seeded: false, ...(await countCatalog(db)), ms: elapsed() };
  }

  const catalog = generateCatalog({ products: options.products, seed: options.seed });
  const cost = options.passwordCost ?? 16384;
  const hashes = await Promise.all(DEMO_CUSTOMERS.map((c) => hashPassword(c.password, cost)));

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (options.reset) {
      const tables = schemaTableNames().map((name) => `"${name}"`).join(', ');
      await tx.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
    } else if (await isSeeded(tx)) {
      return false; // another process seeded meanwhile
    }

    const partnerRows = await tx
      .insert(partners)
      .values(DEMO_PARTNERS.map((p) => ({ ...p, combinationPolicy: 'ProductOnly', createdAt: DEMO_REGISTERED_AT })))
      .returning({ id: partners.id, code: partners.code });
    const partnerIds = idsInOrder(DEMO_PARTNERS.map((p) => p.code), partnerRows);
    const partnerIdByCode = new Map(DEMO_PARTNERS.map((p, i) => [p.code, partnerIds[i] as number]));

    await tx.insert(customers).values(
      DEMO_CUSTOMERS.map((c, i) => ({
        partnerId: partnerIdByCode.get(c.partnerCode) as number,
        email: c.email,
        passwordHash: hashes[i] as string,
        firstName: c.firstName,
        lastName: c.lastName,
        mobile: c.mobile,
        language: c.language,
        status: c.status,
        verifiedAt: c.verified ? DEMO_REGISTERED_AT : null,
        registrationDate: DEMO_REGISTERED_AT,
        updatedAt: DEMO_REGISTERED_AT,
      })),
    );

    const categoryIds = idsInOrder(
      catalog.categories.map((c) => c.code),
      await tx.insert(categories).values(catalog.categories).returning({ id: categories.id, code: categories.code }),
    );
    const brandIds = idsInOrder(
      catalog.brands.map((b) => b.code),
      await tx.insert(brands).values(catalog.brands).returning({ id: brands.id, code: brands.code }),
    );

    const productReturned = await insertJsonBatches<{ id: number; code: string }>(
      tx,
      products,
      catalog.products.map(({ categoryIndex, brandIndex, restrictedToPartnerIndex, ...p }) => ({
        ...p,
        categoryId: categoryIds[categoryIndex] as number,
        brandId: brandIds[brandIndex] as number,
        partnerIds: restrictedToPartnerIndex === null ? null : [partnerIds[restrictedToPartnerIndex] as number],
      })) satisfies (typeof products.$inferInsert)[],
      { batch: PRODUCT_BATCH, returning: sql`id, code` },
    );
    const productIds = idsInOrder(catalog.products.map((p) => p.code), productReturned);

    await insertJsonBatches(
      tx,
      productVariants,
      catalog.variants.map(({ productIndex, ...v }) => ({ ...v, productId: productIds[productIndex] as number })) satisfies (typeof productVariants.$inferInsert)[],
      { batch: VARIANT_BATCH },
    );
    await seedProductKinds(tx, brandIds[0] as number, catalog.categories.length);
    // Every seeded list price starts its history (issue #45 item 4).
    await tx.execute(sql`INSERT INTO product_price_history (product_id, price_cents, price_basis, source, valid_from) SELECT id, price_cents, price_basis, 'seed', created_at FROM products`);
    await seedCheckoutData(tx);
    return true;
  });

  await seedStaff(db, cost);
  await seedContentPages(db);
  await seedCoupons(db);
  await seedCompanies(db, cost);
  if (!seeded) return { seeded: false, ...(await countCatalog(db)), ms: elapsed() };
  return { seeded: true, products: catalog.products.length, variants: catalog.variants.length, ms: elapsed() };
}
