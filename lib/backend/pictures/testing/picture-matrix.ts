import { asc } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { MatrixContext, RouteFixture } from '../../staff/testing/route-matrix-context';
import { plainPicture } from './picture-files';

/**
 * The product picture routes' calls in the role × route matrix (issue #45 item 2;
 * route-matrix-fixtures.ts): the first seeded product's code; a change or a deletion names a
 * picture an Employee uploads for that call (JSON with the file in base64, as an ERP sends it).
 */
async function matrixProductCode(ctx: MatrixContext): Promise<string> {
  return ctx.shared('picture-product', async () => {
    const [row] = await ctx.s.t.db.select({ code: products.code }).from(products).orderBy(asc(products.id)).limit(1);
    if (!row) throw new Error('no product in the seed');
    return row.code;
  });
}

export async function matrixPictureUpload() {
  return { file: (await plainPicture('#8899aa')).toString('base64'), alt_el: 'Πίνακας ρόλων', alt_en: 'Route matrix' };
}

async function uploadedPicture(ctx: MatrixContext): Promise<{ code: string; id: number }> {
  const code = await matrixProductCode(ctx);
  const res = await ctx.employee('POST', `/staff/products/${code}/pictures`, await matrixPictureUpload());
  if (res.status !== 201) throw new Error(`matrix picture upload: ${res.status} ${JSON.stringify(res.body)}`);
  return { code, id: res.body.id as number };
}

export const pictureMatrixFixtures: Record<'staffProductPictures' | 'staffProductPictureUpload' | 'staffProductPictureOrder' | 'staffProductPictureUpdate' | 'staffProductPictureDelete', RouteFixture> = {
  staffProductPictures: async (ctx) => ({ params: { code: await matrixProductCode(ctx) } }),
  staffProductPictureUpload: async (ctx) => ({ params: { code: await matrixProductCode(ctx) }, body: await matrixPictureUpload() }),
  staffProductPictureOrder: async (ctx) => {
    const { code } = await uploadedPicture(ctx);
    const list = await ctx.employee('GET', `/staff/products/${code}/pictures`);
    const ids = (list.body.items as { id: number }[]).map((p) => p.id).reverse();
    return { params: { code }, body: { ids, expectedVersion: list.body.version } };
  },
  staffProductPictureUpdate: async (ctx) => {
    const { code, id } = await uploadedPicture(ctx);
    return { params: { code, id }, body: { color: null, alt: { el: 'Νέο κείμενο', en: 'New text' } } };
  },
  staffProductPictureDelete: async (ctx) => ({ params: await uploadedPicture(ctx) }),
};
