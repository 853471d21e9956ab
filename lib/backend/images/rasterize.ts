import 'server-only';
import sharp from 'sharp';
import { PRODUCT_IMAGE_PIXELS } from '@/lib/catalog/product-images';
import { LruCache } from '@/lib/utils/lru-cache';
import { PRODUCT_IMAGE_SIZE } from './product-image';

// libvips' own operation cache keeps decoded images around (up to 50 MB by default); every
// picture is rasterised once and then cached by the browser and next/image's disk cache, so it
// would only add to the server's memory.
sharp.cache(false);

/** The last rasterised pictures (about 1 MB at most; a picture depends on the category, colour and view only): next/image asks for one source once per width it makes. */
const recent = new LruCache<string, Buffer>(64);

/** A generated SVG as a PNG of PRODUCT_IMAGE_PIXELS square (drawn at that size, not enlarged), cached by `key`. */
export async function rasterizePicture(key: string, svg: () => string): Promise<Buffer> {
  const cached = recent.get(key);
  if (cached) return cached;
  const png = await sharp(Buffer.from(svg()), { density: (72 * PRODUCT_IMAGE_PIXELS) / PRODUCT_IMAGE_SIZE })
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 4 })
    .toBuffer();
  recent.set(key, png);
  return png;
}
