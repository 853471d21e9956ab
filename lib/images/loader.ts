import type { ImageLoaderProps } from 'next/image';
import { productImageAtWidth } from '@/lib/catalog/product-images';
import { pictureAtWidth } from '@/lib/catalog/product-pictures';

/**
 * next/image's loader (next.config.mjs `images.loaderFile`): the API draws the generated product
 * pictures at each width itself, as WebP, and keeps them (lib/backend/images/rasterize.ts), and
 * serves the uploaded pictures at the same widths (lib/backend/routes/pictures.ts), so no
 * picture goes through the image optimizer, which would resize it again for every new visitor
 * (it caches nothing with isrFlushToDisk off: docs/decisions.md).
 */
export default function productImageLoader({ src, width }: ImageLoaderProps): string {
  return pictureAtWidth(productImageAtWidth(src, width), width);
}
