import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { drawnWidth } from '@/lib/catalog/product-images';
import { PICTURE_HASH_LENGTH } from '@/lib/catalog/product-pictures';
import type { ApiEnv } from '../context';
import { productPictures } from '../db/schema';
import { isObjectStoreUnavailable } from '../object-store/object-store';
import { cachedPicture, loadPicture } from '../pictures/picture-cache';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE = new RegExp(`^([0-9a-f]{${PICTURE_HASH_LENGTH}})(?:-(\\d+))?\\.webp$`);

/**
 * The uploaded product pictures (issue #45 item 2, decision 0027), public like the drawn ones:
 * - `GET /images/pictures/{id}/{hash}.webp`: the stored master (WebP, at most 2400 px);
 * - `GET /images/pictures/{id}/{hash}-{width}.webp`: at one of next/image's widths (lib/images/loader.ts).
 * `hash` is the start of the picture's content hash, so the answer for a URL never changes: it is
 * immutable for browsers and CDNs, and this instance keeps what it served (pictures/picture-cache.ts)
 * and serves that from memory, also while the object store or the database is down. A picture it
 * does not have while the store is down: 503.
 */
export function pictureRoutes(app: Hono<ApiEnv>): void {
  app.get('/images/pictures/:id/:file', async (c) => {
    const id = /^[1-9]\d{0,9}$/.test(c.req.param('id')) ? Number(c.req.param('id')) : NaN;
    const file = FILE.exec(c.req.param('file'));
    const width = file?.[2] === undefined ? undefined : drawnWidth(file[2]);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647 || !file || (file[2] !== undefined && width === undefined)) return c.json({ error: 'not_found' }, 404);
    const { db, objectStore } = c.get('deps');
    if (!objectStore) return c.json({ error: 'not_found' }, 404);
    const key = `${id}/${file[1]}/${width ?? 'master'}`;
    const headers = { 'Content-Type': 'image/webp', 'Cache-Control': IMMUTABLE };
    const cached = cachedPicture(objectStore, key);
    if (cached) return c.body(new Uint8Array(cached), 200, headers);
    const [row] = await db.select({ storageKey: productPictures.storageKey, sha256: productPictures.sha256 }).from(productPictures).where(eq(productPictures.id, id));
    if (!row?.sha256.startsWith(file[1]!)) return c.json({ error: 'not_found' }, 404);
    try {
      const bytes = await loadPicture(objectStore, key, row.storageKey, width);
      if (!bytes) return c.json({ error: 'not_found' }, 404);
      return c.body(new Uint8Array(bytes), 200, headers);
    } catch (error) {
      if (!isObjectStoreUnavailable(error)) throw error;
      return c.json({ error: 'picture_store_unavailable' }, 503, { 'Retry-After': '30' });
    }
  });
}
