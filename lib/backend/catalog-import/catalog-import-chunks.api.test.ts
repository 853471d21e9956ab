import { eq, inArray, like, sql } from 'drizzle-orm';
import { ApiError } from '../http/api-error';
import { productPriceHistory, products, productVariants, staffAudit, staffMembers } from '../db/schema';
import type { StaffPrincipal } from '../staff/staff-principal';
import { createTestApi, type TestApi } from '../testing/test-api';
import { applyFile } from './file-import';
import { importTaxonomy } from './testing/import-fixtures';

/**
 * A checked file is written in chunks, one transaction each (decision 0043). Here chunks of 2
 * products: a chunk refused after the check passed (its SKU taken meanwhile by another product)
 * leaves the chunks before it written, writes nothing of itself or after it, and is reported as
 * 409 import_file_partial with the count written and the failing row; applying the same file again
 * once the conflict is gone writes only what is missing. Runs on PGlite and PostgreSQL (test:pg).
 */
jest.setTimeout(120_000);

let t: TestApi;
let staff: StaffPrincipal;
let tax: Awaited<ReturnType<typeof importTaxonomy>>;
const HEADER = 'code;name_el;name_en;category;brand;tax_category;price_basis;price;sku;color;size;stock';
const CODES = ['CH-1', 'CH-2', 'CH-3', 'CH-4', 'CH-5'];
const file = () => `${HEADER}\n${CODES.flatMap((code) => [`${code};Μπότα;Boot;${tax.footwear};${tax.brand};Normal;AfterTaxes;40;${code}-A;black;41;3`, `${code};;;;;;;;${code}-B;black;42;1`]).join('\n')}\n`;
const bytes = () => new TextEncoder().encode(file());
const codesWritten = async () => (await t.db.select({ code: products.code }).from(products).where(like(products.code, 'CH-%'))).map((r) => r.code).sort();
const count = async (table: typeof staffAudit | typeof productPriceHistory, ids: number[]) =>
  Number((await t.db.select({ n: sql<number>`count(*)` }).from(table).where(inArray(table === staffAudit ? staffAudit.targetId : productPriceHistory.productId, ids.length ? ids : [-1])))[0]!.n);

beforeAll(async () => {
  t = await createTestApi();
  tax = await importTaxonomy(t);
  const [member] = await t.db.select().from(staffMembers).where(eq(staffMembers.email, 'employee@shop.test'));
  staff = { id: member!.id, name: member!.name, email: member!.email, role: 'Employee', partnerIds: null, partnerCodes: null };
});
afterAll(() => t.close());

/** The test's deps: before the `nth` write transaction opens, `meanwhile` runs (another writer's change). */
function depsWith(nth: number, meanwhile: () => Promise<void>) {
  let opened = 0;
  const db = new Proxy(t.deps.db, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver);
      return async (...args: Parameters<typeof target.transaction>) => {
        opened += 1;
        if (opened === nth) await meanwhile();
        return target.transaction(...args);
      };
    },
  });
  return { db, now: t.deps.now };
}

describe('a file applied in chunks', () => {
  it('reports a later chunk that fails, keeps the chunks before it, and a second apply completes it', async () => {
    // Between the check and the third chunk (CH-5), another product takes CH-5's second SKU.
    const [other] = await t.db.select({ id: products.id }).from(products).where(sql`${products.code} NOT LIKE 'CH-%'`).limit(1);
    const steal = () => t.db.insert(productVariants).values({ productId: other!.id, sku: 'CH-5-B', color: 'black', size: '42', stock: 1, availability: 'Available' }).then(() => undefined);
    const error = await applyFile(depsWith(3, steal), staff, bytes(), 2).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    // CH-5 is the file's fifth product; its second variant is on line 11 (line 1 is the header).
    expect((error as ApiError).body).toEqual({ error: 'import_file_partial', fields: { 'rows.11.sku': 'sku_other_product' }, params: { import: { written: 4, products: 5 } } });
    expect(await codesWritten()).toEqual(['CH-1', 'CH-2', 'CH-3', 'CH-4']);
    const ids = (await t.db.select({ id: products.id }).from(products).where(like(products.code, 'CH-%'))).map((r) => r.id);
    expect(await count(staffAudit, ids)).toBe(4);

    // The conflict goes; the same file again writes CH-5 only, no duplicate of anything.
    await t.db.delete(productVariants).where(eq(productVariants.sku, 'CH-5-B'));
    const again = await applyFile(t.deps, staff, bytes(), 2);
    expect(again).toMatchObject({ applied: true, counts: { create: 2, unchanged: 8, update: 0, error: 0 } });
    expect(await codesWritten()).toEqual(CODES);
    const all = (await t.db.select({ id: products.id }).from(products).where(like(products.code, 'CH-%'))).map((r) => r.id);
    const variants = await t.db.select({ sku: productVariants.sku }).from(productVariants).where(inArray(productVariants.productId, all));
    expect(variants.map((v) => v.sku).sort()).toEqual(CODES.flatMap((c) => [`${c}-A`, `${c}-B`]).sort());
    expect(await count(staffAudit, all)).toBe(5);
    expect(await count(productPriceHistory, all)).toBe(5);
    // A third apply changes nothing.
    expect((await applyFile(t.deps, staff, bytes(), 2)).counts).toEqual({ create: 0, update: 0, unchanged: 10, error: 0 });
    expect(await count(staffAudit, all)).toBe(5);
  });

  it('writes updates set-based: changed fields and variants, version + 1, one audit and one price row each', async () => {
    const changed = file().replace('CH-2;Μπότα;Boot', 'CH-2;Μπότα;Boot 2').replace('CH-3;Μπότα;Boot;', 'CH-3;Μπότα;Boot;').replace(`${tax.brand};Normal;AfterTaxes;40;CH-3-A`, `${tax.brand};Normal;AfterTaxes;45;CH-3-A`).replace('CH-4-B;black;42;1', 'CH-4-B;black;42;9');
    const before = await t.db.select().from(products).where(like(products.code, 'CH-%'));
    const report = await applyFile(t.deps, staff, new TextEncoder().encode(changed), 2);
    expect(report.counts).toEqual({ create: 0, update: 6, unchanged: 4, error: 0 });
    const after = new Map((await t.db.select().from(products).where(like(products.code, 'CH-%'))).map((p) => [p.code, p]));
    for (const p of before) expect(after.get(p.code)!.version).toBe(p.version + (['CH-2', 'CH-3', 'CH-4'].includes(p.code) ? 1 : 0));
    expect(after.get('CH-2')!.name).toEqual({ el: 'Μπότα', en: 'Boot 2' });
    expect(after.get('CH-3')!.priceCents).toBe(4500);
    expect(after.get('CH-1')!.updatedAt).toBeNull();
    const [variant] = await t.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, 'CH-4-B'));
    expect(variant!.stock).toBe(9);
    const ids = [after.get('CH-2')!.id, after.get('CH-3')!.id, after.get('CH-4')!.id];
    expect(await count(staffAudit, ids)).toBe(6);
    expect(await count(productPriceHistory, [after.get('CH-3')!.id])).toBe(2);
    const [audit] = await t.db.select().from(staffAudit).where(eq(staffAudit.targetId, after.get('CH-4')!.id)).orderBy(sql`${staffAudit.id} desc`).limit(1);
    expect(audit).toMatchObject({ action: 'product.import_update', before: { variants: { 'CH-4-B': { stock: 1 } } }, after: { variants: { 'CH-4-B': { stock: 9 } } } });
  });
});
