import { eq, sql } from 'drizzle-orm';
import { products, productVariants, staffAudit } from '../db/schema';
import { staffToken } from '../staff/testing/route-matrix-context';
import { createTestApi, type TestApi } from '../testing/test-api';
import { loadExcel } from './parse-file';
import { importTaxonomy, postFile } from './testing/import-fixtures';

/**
 * A catalogue file (issue #45 item 3): the dry run names each row's problem and writes nothing;
 * apply refuses a file with any error and writes a good one; the export (CSV with a BOM, XLSX)
 * imports back as all unchanged, formulas escaped. Runs on PGlite and on PostgreSQL (test:pg).
 */
jest.setTimeout(120_000);

let t: TestApi;
let employee: string;
let tax: Awaited<ReturnType<typeof importTaxonomy>>;
const productOf = async (code: string) => (await t.db.select().from(products).where(eq(products.code, code)))[0];
const auditCount = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(staffAudit))[0]!.n);
const HEADER = 'code;name_el;name_en;description_en;category;brand;tax_category;price_basis;price;partners;sku;color;size;stock';

beforeAll(async () => {
  t = await createTestApi();
  employee = await staffToken(t, 'Employee');
  tax = await importTaxonomy(t);
});
afterAll(() => t.close());

const goodRows = () => [
  `F-1;Μπότα Αθήνα;Athens boot;"Soft, warm; waterproof";${tax.footwear};${tax.brand};Normal;AfterTaxes;59,90;hellas;F-1-BLK-41;black;41;4`,
  `F-1;;;;;;;;;;F-1-BLK-42;black;42;0`,
];

describe('the dry run', () => {
  it('reads a UTF-8 file with a BOM, semicolons and quoted fields, and writes nothing', async () => {
    const res = await postFile(t, employee, `\uFEFF${HEADER}\r\n${goodRows().join('\r\n')}\r\n`, 'dry-run');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fileProblems: [], counts: { create: 2, update: 0, unchanged: 0, error: 0 }, products: 1, applied: false });
    expect(res.body.rows).toEqual([
      { row: 2, code: 'F-1', sku: 'F-1-BLK-41', outcome: 'create', problems: [] },
      { row: 3, code: 'F-1', sku: 'F-1-BLK-42', outcome: 'create', problems: [] },
    ]);
    expect(await productOf('F-1')).toBeUndefined();
  });

  it('reads Greek in Windows-1253', async () => {
    const text = `${HEADER}\n${goodRows()[0]}\n`;
    const bytes = Uint8Array.from([...text].map((ch) => (ch.charCodeAt(0) < 128 ? ch.charCodeAt(0) : new Map([['Μ', 0xcc], ['π', 0xf0], ['ό', 0xfc], ['τ', 0xf4], ['α', 0xe1], ['Α', 0xc1], ['θ', 0xe8], ['ή', 0xde], ['ν', 0xed], [' ', 0x20]]).get(ch)!)));
    const res = await postFile(t, employee, bytes, 'dry-run');
    expect(res.body.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 0 });
    await postFile(t, employee, bytes, 'apply');
    expect((await productOf('F-1'))!.name.el).toBe('Μπότα Αθήνα');
    await t.db.delete(products).where(eq(products.code, 'F-1'));
  });

  it('names a column it does not know before reading any row', async () => {
    const res = await postFile(t, employee, `${HEADER};colour\n${goodRows()[0]};red\n`, 'dry-run');
    expect(res.body).toMatchObject({ fileProblems: [{ column: 'colour', key: 'unknown_column' }], rows: [] });
  });

  it('names each bad row: a bad price, an unknown category, duplicate SKUs, a size of another kind', async () => {
    const rows = [
      ...goodRows(),
      `F-2;Β;B;;${tax.footwear};${tax.brand};Normal;AfterTaxes;12.3.4;;F-2-1;red;40;1`,
      `F-3;Γ;C;;no-such;${tax.brand};Normal;AfterTaxes;10;;F-3-1;red;40;1`,
      `F-4;Δ;D;;${tax.footwear};${tax.brand};Normal;AfterTaxes;10;;F-1-BLK-41;blue;XL;1`,
    ];
    const audits = await auditCount();
    const res = await postFile(t, employee, `${HEADER}\n${rows.join('\n')}\n`, 'dry-run');
    expect(res.body.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 4 });
    expect(res.body.rows.map((r: { row: number; problems: unknown[] }) => [r.row, r.problems])).toEqual([
      [2, [{ column: 'sku', key: 'sku_duplicate' }]],
      [3, []],
      [4, [{ column: 'price', key: 'price_invalid' }]],
      [5, [{ column: 'category', key: 'category_unknown' }]],
      [6, [{ column: 'sku', key: 'sku_duplicate' }, { column: 'size', key: 'size_invalid' }]],
    ]);
    const refused = await postFile(t, employee, `${HEADER}\n${rows.join('\n')}\n`, 'apply');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'import_file_invalid', fields: { 'rows.4.price': 'price_invalid', 'rows.5.category': 'category_unknown' } });
    for (const code of ['F-1', 'F-2', 'F-3', 'F-4']) expect(await productOf(code)).toBeUndefined();
    expect(await auditCount()).toBe(audits);
  });
});

describe('apply and export', () => {
  it('applies a good file, then the same file again is all unchanged', async () => {
    const file = `${HEADER}\n${goodRows().join('\n')}\n`;
    const res = await postFile(t, employee, file, 'apply');
    expect(res.body).toMatchObject({ applied: true, counts: { create: 2, error: 0 } });
    const made = (await productOf('F-1'))!;
    expect(made).toMatchObject({ priceCents: 5990, description: { en: 'Soft, warm; waterproof', el: '' }, version: 1 });
    expect(await t.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.productId, made.id))).toHaveLength(2);
    expect((await postFile(t, employee, file, 'dry-run')).body.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 0 });
  });

  it('exports CSV with a BOM and escaped formulas, which imports back as all unchanged', async () => {
    await t.db.update(products).set({ name: { el: '=1+1', en: '@SUM(A1)' } }).where(eq(products.code, 'F-1'));
    const res = await t.api.request(`/api/staff/catalog/export?format=csv&category=${tax.footwear}`, { headers: { Authorization: `Bearer ${employee}` } });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain("F-1,'=1+1,'@SUM(A1),");
    const back = await postFile(t, employee, bytes, 'dry-run');
    expect(back.body.counts.error).toBe(0);
    expect(back.body.counts.create + back.body.counts.update).toBe(0);
    expect(back.body.counts.unchanged).toBeGreaterThan(2);
  });

  it('exports XLSX with numbers as numbers, which imports back as all unchanged', async () => {
    const res = await t.api.request(`/api/staff/catalog/export?format=xlsx&category=${tax.footwear}`, { headers: { Authorization: `Bearer ${employee}` } });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const book = new (await loadExcel()).Workbook();
    await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const f1 = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === 'F-1')!;
    expect(f1.getCell(header.indexOf('price') + 1).value).toBe(59.9);
    expect(f1.getCell(header.indexOf('name_el') + 1).value).toBe("'=1+1");
    expect(typeof f1.getCell(header.indexOf('stock') + 1).value).toBe('number');
    const back = await postFile(t, employee, bytes, 'dry-run', 'catalogue.xlsx');
    expect(back.body.counts).toMatchObject({ create: 0, update: 0, error: 0 });
  });

  it('refuses a SalesPerson and an Inspector the import, lets an Inspector export', async () => {
    expect((await postFile(t, await staffToken(t, 'SalesPerson'), 'x', 'dry-run')).body).toEqual({ error: 'staff_role_forbidden' });
    const inspector = await staffToken(t, 'Inspector');
    expect((await postFile(t, inspector, 'x', 'dry-run')).status).toBe(403);
    expect((await t.api.request('/api/staff/catalog/export?status=Archived', { headers: { Authorization: `Bearer ${inspector}` } })).status).toBe(200);
  });
});
