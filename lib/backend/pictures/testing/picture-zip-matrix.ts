import { asc } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { RouteFixture } from '../../staff/testing/route-matrix-context';
import { plainPicture } from './picture-files';
import { zipBytes } from './zip-bytes';

/**
 * The pictures ZIP in the role × route matrix (issue #45 item 3; route-matrix-fixtures.ts): a dry
 * run of a ZIP holding one picture of the first seeded product, sent as JSON with the file in
 * base64 (as an ERP may); a dry run writes nothing, so every caller's call is alike.
 */
export const pictureZipMatrixFixtures: Record<'staffCatalogImportPictures', RouteFixture> = {
  staffCatalogImportPictures: async (ctx) => {
    const zip = await ctx.shared('picture-zip', async () => {
      const [row] = await ctx.s.t.db.select({ code: products.code }).from(products).orderBy(asc(products.id)).limit(1);
      return zipBytes([{ name: `${row!.code}.png`, data: await plainPicture('#778899') }]).toString('base64');
    });
    return { query: '?mode=dry-run', body: { file: zip } };
  },
};
