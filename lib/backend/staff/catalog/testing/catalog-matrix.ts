import { asc } from 'drizzle-orm';
import type { staffCatalogRoutes } from '@/lib/contract/staff-catalog-routes';
import { products } from '../../../db/schema';
import type { MatrixContext, RouteFixture } from '../../testing/route-matrix-context';

/**
 * The catalogue routes' calls in the role × route matrix (issue #45 item 1;
 * route-matrix-fixtures.ts): a read names the first seeded product; a change makes its own record
 * first (an Employee's POST), so every caller's call finds a fresh one at version 1.
 */
let made = 0;
const unique = () => `${Date.now().toString(36)}${(made++).toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** A product body of the seeded category `tshirts` and brand `nordvik`. */
export function matrixProductBody(code: string) {
  return {
    code,
    categoryCode: 'tshirts',
    brandCode: 'nordvik',
    name: { el: 'Μπλουζάκι πίνακα ρόλων', en: 'Route matrix tee' },
    description: { el: '<p>Βαμβακερό</p>', en: '<p>Cotton</p>' },
    priceCents: 1990,
    partners: ['acme'],
  };
}

async function seededCode(ctx: MatrixContext): Promise<string> {
  return ctx.shared('catalog-product', async () => {
    const [row] = await ctx.s.t.db.select({ code: products.code }).from(products).orderBy(asc(products.id)).limit(1);
    if (!row) throw new Error('no product in the seed');
    return row.code;
  });
}

async function made201(ctx: MatrixContext, path: string, body: Record<string, unknown>): Promise<{ code: string; version: number }> {
  const res = await ctx.employee('POST', path, body);
  if (res.status !== 201) throw new Error(`matrix ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return { code: res.body.code as string, version: res.body.version as number };
}

const freshProduct = (ctx: MatrixContext) => made201(ctx, '/staff/catalog/products', matrixProductBody(`MX-${unique().toUpperCase()}`));
const categoryBody = () => ({ code: `mx-${unique()}`, parentCode: 'tshirts', name: { el: 'Κατηγορία πίνακα', en: 'Matrix category' }, sizeKind: 'Clothing' });
const freshCategory = (ctx: MatrixContext) => made201(ctx, '/staff/catalog/categories', categoryBody());
const brandBody = () => ({ code: `mx-${unique()}`, name: 'Matrix brand' });
const freshBrand = (ctx: MatrixContext) => made201(ctx, '/staff/catalog/brands', brandBody());

export const catalogMatrixFixtures: Record<keyof typeof staffCatalogRoutes, RouteFixture> = {
  staffCatalogProducts: () => ({ query: '?q=P00&status=Published&stock=in&partner=acme&pageSize=5' }),
  staffCatalogProduct: async (ctx) => ({ params: { code: await seededCode(ctx) } }),
  staffCatalogProductCreate: () => ({ body: matrixProductBody(`MX-${unique().toUpperCase()}`) }),
  staffCatalogProductUpdate: async (ctx) => {
    const { code, version } = await freshProduct(ctx);
    const { code: _code, ...fields } = matrixProductBody(code);
    return { params: { code }, body: { ...fields, priceCents: 2490, expectedVersion: version } };
  },
  staffCatalogProductStatus: async (ctx) => {
    const { code, version } = await freshProduct(ctx);
    return { params: { code }, body: { status: 'Published', expectedVersion: version } };
  },
  staffCatalogProductDelete: async (ctx) => {
    const { code, version } = await freshProduct(ctx);
    return { params: { code }, body: { expectedVersion: version } };
  },
  staffCatalogProductVariants: async (ctx) => {
    const { code, version } = await freshProduct(ctx);
    return { params: { code }, body: { expectedVersion: version, variants: [{ sku: `${code}-BLACK-M`, color: 'black', size: 'M', stock: 3, availability: 'Available' }] } };
  },
  staffCatalogBulkEdit: async (ctx) => ({ body: { codes: [(await freshProduct(ctx)).code], change: { kind: 'percent', percent: 10 } } }),
  staffCatalogCategories: () => ({}),
  staffCatalogCategoryCreate: () => ({ body: categoryBody() }),
  staffCatalogCategoryUpdate: async (ctx) => {
    const { code, version } = await freshCategory(ctx);
    const { code: _code, ...fields } = categoryBody();
    return { params: { code }, body: { ...fields, position: 3, expectedVersion: version } };
  },
  staffCatalogCategoryDelete: async (ctx) => ({ params: { code: (await freshCategory(ctx)).code } }),
  staffCatalogBrands: () => ({}),
  staffCatalogBrandCreate: () => ({ body: brandBody() }),
  staffCatalogBrandUpdate: async (ctx) => {
    const { code, version } = await freshBrand(ctx);
    return { params: { code }, body: { name: 'Matrix brand renamed', expectedVersion: version } };
  },
  staffCatalogBrandDelete: async (ctx) => ({ params: { code: (await freshBrand(ctx)).code } }),
};
