import { asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { categories, products, productVariants } from '../db/schema';
import { productImageSvg } from '../images/product-image';

/**
 * `GET /images/products/{code}.svg`: the product picture, drawn by the project from the
 * product's data (never hot-linked). Immutable per code, so browsers and CDNs cache it.
 */
export function imageRoutes(app: Hono<ApiEnv>): void {
  app.get('/images/products/:file', async (c) => {
    const match = /^(P\d{4,8})\.svg$/.exec(c.req.param('file'));
    if (!match) return c.json({ error: 'not_found' }, 404);
    const db = c.get('deps').db;
    const [row] = await db
      .select({ code: products.code, name: products.name, categoryCode: categories.code })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.code, match[1]!))
      .limit(1);
    if (!row) return c.json({ error: 'not_found' }, 404);
    const colors = await db
      .selectDistinct({ color: productVariants.color })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.code, row.code))
      .orderBy(asc(productVariants.color))
      .limit(2);
    const svg = productImageSvg({
      code: row.code,
      color: colors[0]?.color ?? 'grey',
      secondaryColor: colors[1]?.color,
      categoryCode: row.categoryCode,
      label: row.name[c.get('lang')],
    });
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}
