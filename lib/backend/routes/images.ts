import { asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { drawnWidth, isProductImageView } from '@/lib/catalog/product-images';
import { NamedColors, type NamedColor } from '@/lib/contract/enums';
import type { ApiEnv } from '../context';
import type { Database } from '../db/client';
import { categories, products, productVariants } from '../db/schema';
import { productPictureSvg } from '../images/product-image';
import { rasterizePicture } from '../images/rasterize';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PRODUCT_CODE = /^P\d{4,8}$/;

/** The category and the colours (in the order of the named colours) of a product, or undefined. */
async function pictureSubject(db: Database, code: string) {
  if (!PRODUCT_CODE.test(code)) return undefined;
  const rows = await db
    .selectDistinct({ categoryCode: categories.code, color: productVariants.color })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(products.code, code))
    .orderBy(asc(productVariants.color));
  if (rows.length === 0) return undefined;
  const colors = new Set(rows.map((r) => r.color));
  return { categoryCode: rows[0]!.categoryCode, colors: NamedColors.filter((c) => colors.has(c)) };
}

/**
 * The product pictures, drawn by the project from the product's data (never hot-linked; issue #16
 * item 4). Immutable per URL, so browsers, CDNs and next/image's disk cache keep them.
 * - `GET /images/products/{code}/{colour}/{view}.png`: one colour of the product (a colour it has)
 *   from the front, the back or in detail, 1200 px square;
 * - `GET /images/products/{code}/{colour}/{view}-{width}.webp`: the same at one of next/image's
 *   widths (lib/images/loader.ts), as WebP.
 * - `GET /images/products/{code}.svg`: the front of its first colour, as an SVG (the product's
 *   stored `imageUrl`: cart lines, orders, the product data).
 */
export function imageRoutes(app: Hono<ApiEnv>): void {
  app.get('/images/products/:code/:color/:file', async (c) => {
    const { code, color } = c.req.param();
    const file = /^(\w+)(?:\.png|-(\d+)\.webp)$/.exec(c.req.param('file'));
    const [view, widthText] = [file?.[1], file?.[2]];
    const width = widthText === undefined ? undefined : drawnWidth(widthText);
    if (!view || !isProductImageView(view) || (widthText !== undefined && width === undefined) || !(NamedColors as readonly string[]).includes(color)) {
      return c.json({ error: 'not_found' }, 404);
    }
    const subject = await pictureSubject(c.get('deps').db, code);
    if (!subject?.colors.includes(color as NamedColor)) return c.json({ error: 'not_found' }, 404);
    const svg = () => productPictureSvg({ categoryCode: subject.categoryCode, color, view });
    const key = `${subject.categoryCode}/${color}/${view}`;
    const bytes = width === undefined ? await rasterizePicture(`${key}.png`, svg) : await rasterizePicture(`${key}-${width}.webp`, svg, { type: 'webp', width });
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': width === undefined ? 'image/png' : 'image/webp', 'Cache-Control': IMMUTABLE });
  });

  app.get('/images/products/:file', async (c) => {
    const code = /^(P\d{4,8})\.svg$/.exec(c.req.param('file'))?.[1];
    const subject = code ? await pictureSubject(c.get('deps').db, code) : undefined;
    if (!subject) return c.json({ error: 'not_found' }, 404);
    const svg = productPictureSvg({ categoryCode: subject.categoryCode, color: subject.colors[0] ?? 'grey', view: 'front' });
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': IMMUTABLE,
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}
