import 'server-only';
import sharp from 'sharp';
import { PRODUCT_IMAGE_PIXELS } from '@/lib/catalog/product-images';
import { LruCache } from '@/lib/utils/lru-cache';
import { PRODUCT_IMAGE_SIZE } from './product-image';

// libvips' own operation cache keeps decoded images around (up to 50 MB by default); the drawn
// pictures are kept below instead, so it would only add to the server's memory.
sharp.cache(false);

/**
 * The drawn pictures, most recently asked first. A picture depends on the category, colour, view
 * and width only (a few thousand in the demo catalogue), so the pictures of a page are drawn once
 * per process: 768 entries of 2–40 kB (the WebP sizes of the cards and the gallery), under 10 MB.
 */
const drawn = new LruCache<string, Buffer>(768);

/**
 * A generated SVG drawn at `width` pixels square (PRODUCT_IMAGE_PIXELS at most; drawn at that
 * size, never scaled up), as a PNG (the full-size picture) or a WebP (next/image's widths), kept by
 * `key` (which must name the picture, the width and the format).
 */
export async function rasterizePicture(key: string, svg: () => string, format: { type: 'png' } | { type: 'webp'; width: number } = { type: 'png' }): Promise<Buffer> {
  const cached = drawn.get(key);
  if (cached) return cached;
  const width = format.type === 'png' ? PRODUCT_IMAGE_PIXELS : Math.min(format.width, PRODUCT_IMAGE_PIXELS);
  const image = sharp(Buffer.from(svg()), { density: (72 * width) / PRODUCT_IMAGE_SIZE });
  const bytes = await (format.type === 'png' ? image.png({ palette: true, quality: 90, compressionLevel: 9, effort: 4 }) : image.webp({ quality: 75, effort: 4 })).toBuffer();
  drawn.set(key, bytes);
  return bytes;
}
