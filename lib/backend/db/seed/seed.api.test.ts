import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type DatabaseHandle } from '@/lib/backend/db/client';
import { brands, categories, companies, companyMembers, customers, partners, productVariants, products } from '@/lib/backend/db/schema';
import { verifyPassword } from '@/lib/backend/services/passwords';
import { StockAvailability } from '@/lib/contract/enums';
import { DEMO_KIND_PRODUCT_COUNT, DEMO_KIND_VARIANT_COUNT } from './demo-product-kinds';
import { DEMO_CUSTOMERS, DEMO_PARTNERS, DEMO_PASSWORD } from './demo-partners';
import { seedDatabase, schemaTableNames } from './seed';
import { DEMO_COMPANY, DEMO_COMPANY_MEMBERS } from './demo-companies';

jest.setTimeout(60_000);

let handle: DatabaseHandle;
const count = async (table: PgTable) => {
  const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

beforeAll(async () => {
  handle = await openDatabase({});
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('seedDatabase', () => {
  let variants = 0;

  it('seeds partners, customers and a 300-product catalogue', async () => {
    const result = await seedDatabase(handle.db, { products: 300, passwordCost: 1024 });
    expect(result).toMatchObject({ seeded: true, products: 300 });
    expect(result.variants).toBeGreaterThan(300);
    variants = result.variants;
    expect(await count(partners)).toBe(DEMO_PARTNERS.length);
    expect(await count(customers)).toBe(DEMO_CUSTOMERS.length + DEMO_COMPANY_MEMBERS.length);
    expect(await count(categories)).toBeGreaterThanOrEqual(10);
    expect(await count(brands)).toBeGreaterThanOrEqual(10);
    // Besides the generated 300: the product kinds' demo products (issue #45: demo-product-kinds.ts).
    expect(await count(products)).toBe(300 + DEMO_KIND_PRODUCT_COUNT);
    expect(await count(productVariants)).toBe(variants + DEMO_KIND_VARIANT_COUNT);
  });

  it('stores working password hashes and the customers’ states', async () => {
    const [demo] = await handle.db.select().from(customers).where(eq(customers.email, 'demo@acme.test'));
    expect(demo).toMatchObject({ firstName: 'Μαρία', status: 'active', language: 'el' });
    expect(demo?.verifiedAt).toBeInstanceOf(Date);
    await expect(verifyPassword(DEMO_PASSWORD, demo?.passwordHash ?? '')).resolves.toBe(true);
    const [pending] = await handle.db.select().from(customers).where(eq(customers.email, 'pending@acme.test'));
    expect(pending).toMatchObject({ status: 'pending', verifiedAt: null });
    const [retired] = await handle.db.select().from(partners).where(eq(partners.code, 'retired'));
    expect(retired?.status).toBe('disabled');
  });

  it('links products to categories, brands and (for restricted ones) hellas', async () => {
    const [hellas] = await handle.db.select().from(partners).where(eq(partners.code, 'hellas'));
    const restricted = await handle.db.select({ partners: products.partnerIds }).from(products).where(sql`${products.partnerIds} is not null`);
    expect(restricted.length).toBeGreaterThan(0);
    expect(new Set(restricted.flatMap((r) => r.partners!))).toEqual(new Set([hellas?.id]));
    const orphans = await handle.db.execute(sql`
      select count(*)::int as n from product_variants v left join products p on p.id = v.product_id where p.id is null`);
    expect((orphans as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    const states = await handle.db.selectDistinct({ a: productVariants.availability }).from(productVariants);
    expect(new Set(states.map((s) => s.a))).toEqual(new Set(StockAvailability));
  });

  it('does nothing when seeded again without reset', async () => {
    const result = await seedDatabase(handle.db, { products: 50, passwordCost: 1024 });
    expect(result).toMatchObject({ seeded: false, products: 300 + DEMO_KIND_PRODUCT_COUNT, variants: variants + DEMO_KIND_VARIANT_COUNT });
    expect(await count(products)).toBe(300 + DEMO_KIND_PRODUCT_COUNT);
    expect(await count(customers)).toBe(DEMO_CUSTOMERS.length + DEMO_COMPANY_MEMBERS.length);
  });

  it('seeds the demo company of acme with one login per role (issue #50)', async () => {
    const [company] = await handle.db.select().from(companies).where(eq(companies.vatNumber, DEMO_COMPANY.vatNumber));
    expect(company).toMatchObject({ status: 'active', paymentTermsDays: 30, creditLimitCents: 500_000, approvalThresholdCents: 50_000 });
    const members = await handle.db.select({ role: companyMembers.role, email: customers.email }).from(companyMembers).innerJoin(customers, eq(customers.id, companyMembers.customerId)).where(eq(companyMembers.companyId, company!.id));
    expect(members.map((m) => `${m.role}:${m.email}`).sort()).toEqual(DEMO_COMPANY_MEMBERS.map((m) => `${m.role}:${m.email}`).sort());
    await seedDatabase(handle.db, { products: 300, passwordCost: 1024 });
    expect(await count(companies)).toBe(1);
  });

  it('starts over with reset (identities restarted)', async () => {
    expect(schemaTableNames()).toEqual(expect.arrayContaining(['partners', 'products', 'product_variants', 'customers']));
    const result = await seedDatabase(handle.db, { products: 120, passwordCost: 1024, reset: true });
    expect(result).toMatchObject({ seeded: true, products: 120 });
    expect(await count(products)).toBe(120 + DEMO_KIND_PRODUCT_COUNT);
    expect(await count(partners)).toBe(DEMO_PARTNERS.length);
    const [first] = await handle.db.select({ id: products.id }).from(products).where(eq(products.code, 'P000001'));
    expect(first?.id).toBe(1);
  });
});
