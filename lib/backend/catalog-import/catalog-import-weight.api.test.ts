import { and, eq, sql } from 'drizzle-orm';
import type { StaffProduct } from '@/lib/contract/staff-catalog';
import { products, productVariants, staffAudit } from '../db/schema';
import { staffToken } from '../staff/testing/route-matrix-context';
import { login } from '../testing/auth-helpers';
import { cartClient } from '../testing/cart-helpers';
import { createTestApi, type TestApi } from '../testing/test-api';
import { loadExcel } from './parse-file';
import { importTaxonomy, postFile } from './testing/import-fixtures';

/**
 * The weight in a catalogue file (decision 0088; README "Bringing a real catalogue"): the optional
 * `weight_grams` column in whole grams is what the staff product and the customer's cart weigh; a
 * bad one is named by row and column and nothing is written; the column left out keeps the stored
 * weight, a blank cell clears it; the export writes it (blank when not weighed) and imports back
 * as all unchanged. Runs on PGlite and on PostgreSQL (test:pg).
 */
jest.setTimeout(120_000);

let t: TestApi;
let employee: string;
let tax: Awaited<ReturnType<typeof importTaxonomy>>;
const HEADER = 'code;name_el;name_en;category;brand;tax_category;price_basis;price;weight_grams;sku;color;size;stock';
const row = (code: string, weight: string, size = '42', price = '49,90') =>
  `${code};Μπότα ${code};Boot ${code};${tax.footwear};${tax.brand};Normal;AfterTaxes;${price};${weight};${code}-BLK-${size};black;${size};5`;
const file = (...rows: string[]) => `${HEADER}\n${rows.join('\n')}\n`;
const productOf = async (code: string) => (await t.db.select().from(products).where(eq(products.code, code)))[0];
const staffProduct = async (code: string) => (await t.call('GET', `/staff/catalog/products/${code}`, undefined, { partner: null, token: employee })).body as StaffProduct;
const auditCount = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(staffAudit))[0]!.n);
const exportCsv = async () => {
  const res = await t.api.request(`/api/staff/catalog/export?format=csv&category=${tax.footwear}`, { headers: { Authorization: `Bearer ${employee}` } });
  return new TextDecoder().decode(new Uint8Array(await res.arrayBuffer())).replace(/^\uFEFF/, '');
};

beforeAll(async () => {
  t = await createTestApi();
  employee = await staffToken(t, 'Employee');
  tax = await importTaxonomy(t);
});
afterAll(() => t.close());

it('imports a weight the staff product answers as weightGrams and a customer\'s cart weighs', async () => {
  const res = await postFile(t, employee, file(row('W-1', '1250'), 'W-1;;;;;;;;;W-1-BLK-43;black;43;5', row('W-2', '')), 'apply');
  expect(res.body).toMatchObject({ applied: true, counts: { create: 3, error: 0 } });
  expect(await staffProduct('W-1')).toMatchObject({ code: 'W-1', weightGrams: 1250 });
  expect(await staffProduct('W-2')).toMatchObject({ code: 'W-2', weightGrams: null });
  const [variant] = await t.db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.sku, 'W-1-BLK-42'));
  const cart = cartClient(t, (await login(t)).at);
  const added = await cart.add(variant!.id, 2);
  expect(added.status).toBe(200);
  expect(added.body.weightGrams).toBe(2_500);
  await cart.clear();
});

it('refuses a weight not in whole grams with its row and column named, and writes nothing', async () => {
  const audits = await auditCount();
  const bad = file(row('W-3', '12'), row('W-4', '1,5'), row('W-1', '1000001'), row('W-5', '2 kg'));
  const dry = await postFile(t, employee, bad, 'dry-run');
  expect(dry.body.rows.map((r: { row: number; problems: unknown[] }) => [r.row, r.problems])).toEqual([
    [2, []],
    [3, [{ column: 'weight_grams', key: 'weight_grams_invalid' }]],
    [4, [{ column: 'weight_grams', key: 'weight_grams_invalid' }]],
    [5, [{ column: 'weight_grams', key: 'weight_grams_invalid' }]],
  ]);
  const refused = await postFile(t, employee, bad, 'apply');
  expect(refused.status).toBe(400);
  expect(refused.body).toEqual({
    error: 'import_file_invalid',
    fields: { 'rows.3.weight_grams': 'weight_grams_invalid', 'rows.4.weight_grams': 'weight_grams_invalid', 'rows.5.weight_grams': 'weight_grams_invalid' },
  });
  for (const code of ['W-3', 'W-4', 'W-5']) expect(await productOf(code)).toBeUndefined();
  expect(await productOf('W-1')).toMatchObject({ weightGrams: 1250, version: 1 });
  expect(await auditCount()).toBe(audits);
});

it('keeps the stored weight when the column is left out, and clears it on a blank cell', async () => {
  const noWeight = `${HEADER.replace(';weight_grams', '')}\n${row('W-1', '', '42', '59,90').replace(';;W-1-BLK', ';W-1-BLK')}\n`;
  expect((await postFile(t, employee, noWeight, 'apply')).body.counts).toMatchObject({ update: 1, error: 0 });
  expect(await productOf('W-1')).toMatchObject({ priceCents: 5990, weightGrams: 1250, version: 2 });

  expect((await postFile(t, employee, file(row('W-1', '', '42', '59,90')), 'apply')).body.counts).toMatchObject({ update: 1, error: 0 });
  const cleared = (await productOf('W-1'))!;
  expect(cleared).toMatchObject({ weightGrams: null, version: 3 });
  const audits = await t.db.select().from(staffAudit).where(and(eq(staffAudit.targetId, cleared.id), eq(staffAudit.action, 'product.import_update')));
  expect(audits.at(-1)).toMatchObject({ before: { weightGrams: 1250 }, after: { weightGrams: null } });
});

it('exports the weight (blank when not weighed), which imports back as all unchanged and takes an edit', async () => {
  await postFile(t, employee, file(row('W-1', '980', '42', '59,90')), 'apply');
  const csv = await exportCsv();
  expect(csv.split('\r\n')[0]).toContain(',release_date,weight_grams,sku,');
  expect(csv).toContain(',Published,*,,980,W-1-BLK-42,');
  expect(csv).toContain(',Published,*,,,W-2-BLK-42,');
  const back = await postFile(t, employee, csv, 'dry-run');
  expect(back.body.counts).toMatchObject({ create: 0, update: 0, error: 0 });
  expect(back.body.counts.unchanged).toBeGreaterThan(3);

  // Weighed in the spreadsheet: the exported file with W-2's weight filled in.
  const edited = csv.replace(',Published,*,,,W-2-BLK-42,', ',Published,*,,2400,W-2-BLK-42,');
  const applied = await postFile(t, employee, edited, 'apply');
  expect(applied.body.counts).toMatchObject({ create: 0, update: 1, error: 0 });
  expect(await staffProduct('W-2')).toMatchObject({ weightGrams: 2400 });
  expect(await staffProduct('W-1')).toMatchObject({ weightGrams: 980 });
});

it('exports XLSX with the weight as a number, an unweighed product\'s cell empty, which imports back as all unchanged', async () => {
  await postFile(t, employee, file(row('W-6', '')), 'apply');
  const res = await t.api.request(`/api/staff/catalog/export?format=xlsx&category=${tax.footwear}`, { headers: { Authorization: `Bearer ${employee}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const book = new (await loadExcel()).Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const weightAt = ((sheet.getRow(1).values as unknown[]).slice(1).indexOf('weight_grams')) + 1;
  const weightOf = (code: string) => sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === code)!.getCell(weightAt).value;
  expect([weightOf('W-1'), weightOf('W-2'), weightOf('W-6')]).toEqual([980, 2400, '']);
  const back = await postFile(t, employee, bytes, 'dry-run', 'catalogue.xlsx');
  expect(back.body.counts).toMatchObject({ create: 0, update: 0, error: 0 });
});
