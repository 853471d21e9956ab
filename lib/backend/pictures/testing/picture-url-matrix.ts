import { asc } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { RouteFixture } from '../../staff/testing/route-matrix-context';

/**
 * Pictures by URL list in the role × route matrix (issue #45 item 3; route-matrix-fixtures.ts): a dry
 * run of a list naming one picture of the first seeded product, sent as JSON with the file in base64
 * (as an ERP may). A dry run fetches and writes nothing, so every caller's call is alike.
 */
export const pictureUrlMatrixFixtures: Record<'staffCatalogImportPictureUrls', RouteFixture> = {
  staffCatalogImportPictureUrls: async (ctx) => {
    const list = await ctx.shared('picture-urls', async () => {
      const [row] = await ctx.s.t.db.select({ code: products.code }).from(products).orderBy(asc(products.id)).limit(1);
      return Buffer.from(`code,colour,url\n${row!.code},,https://pictures.example/${row!.code}.png\n`).toString('base64');
    });
    return { query: '?mode=dry-run', body: { file: list } };
  },
};
