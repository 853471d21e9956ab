import { asc } from 'drizzle-orm';
import { brands, categories } from '../../db/schema';
import type { MatrixContext, RouteFixture } from '../../staff/testing/route-matrix-context';

/**
 * The catalogue import and export calls of the role × route matrix (issue #45 item 3;
 * route-matrix-fixtures.ts): each import call makes its own new product (no variants), so the
 * Employee's call creates one; the file is sent as JSON with the file in base64, as an ERP may.
 */
let made = 0;

async function taxonomy(ctx: MatrixContext): Promise<{ category: string; brand: string }> {
  return ctx.shared('import-taxonomy', async () => {
    const [category] = await ctx.s.t.db.select({ code: categories.code }).from(categories).orderBy(asc(categories.id)).limit(1);
    const [brand] = await ctx.s.t.db.select({ code: brands.code }).from(brands).orderBy(asc(brands.id)).limit(1);
    return { category: category!.code, brand: brand!.code };
  });
}

async function newItem(ctx: MatrixContext) {
  made += 1;
  const { category, brand } = await taxonomy(ctx);
  return {
    code: `MATRIX-IMPORT-${process.pid}-${made}`,
    name: { el: 'Προϊόν πίνακα', en: 'Matrix product' },
    description: { el: '', en: '' },
    category,
    brand,
    taxCategory: 'Normal',
    priceBasis: 'AfterTaxes',
    priceCents: 1000,
    status: 'Draft',
  };
}

export const catalogImportMatrixFixtures: Record<'staffCatalogImport' | 'staffCatalogImportFile' | 'staffCatalogExport', RouteFixture> = {
  staffCatalogImport: async (ctx) => ({ body: { items: [await newItem(ctx)] } }),
  staffCatalogImportFile: async (ctx) => {
    const item = await newItem(ctx);
    const csv = `code,name_el,name_en,category,brand,tax_category,price_basis,price,sku,color,stock\n${item.code},${item.name.el},${item.name.en},${item.category},${item.brand},Normal,AfterTaxes,10.00,,,\n`;
    return { query: '?mode=apply', body: { file: Buffer.from(csv).toString('base64') } };
  },
  staffCatalogExport: async (ctx) => ({ query: `?format=csv&category=${(await taxonomy(ctx)).category}&status=Draft` }),
};
