import type { NamedColor } from '@/lib/contract/enums';
import { PRODUCT_IMAGE_PIXELS, PRODUCT_IMAGE_WIDTHS } from './product-images';

/**
 * Uploaded product pictures in the storefront (issue #45 item 2, decision 0027). One URL per
 * stored picture, carrying its id and the start of its content hash, so a replaced picture has a
 * new URL and every URL is served immutable:
 * `/api/images/pictures/{id}/{hash}.webp` (the master, at most 2400 px) and
 * `/api/images/pictures/{id}/{hash}-{width}.webp` (next/image's widths, lib/images/loader.ts).
 */
export const PICTURE_HASH_LENGTH = 16;

export function productPicturePath(id: number, sha256: string): string {
  return `/api/images/pictures/${id}/${sha256.slice(0, PICTURE_HASH_LENGTH)}.webp`;
}

const MASTER = /^(\/api\/images\/pictures\/\d+\/[0-9a-f]+)\.webp$/;

/** next/image's loader: an uploaded picture at the smallest served width that is at least `width`; any other source unchanged. */
export function pictureAtWidth(src: string, width: number): string {
  const base = MASTER.exec(src)?.[1];
  if (!base) return src;
  return `${base}-${PRODUCT_IMAGE_WIDTHS.find((w) => w >= width) ?? PRODUCT_IMAGE_PIXELS}.webp`;
}

/** A picture as the storefront gets it: `color` null = shown for every colour. */
export type ShownPicture = { src: string; color: NamedColor | null; alt: string; width: number; height: number };

/**
 * The pictures shown for `color` (decision 0027): those of that colour first, then those for every
 * colour, each group in the staff's order (the list is given in that order). No colour (a product
 * without variants): the colour-less ones.
 */
export function picturesForColor<P extends Pick<ShownPicture, 'color'>>(pictures: readonly P[] | undefined, color: NamedColor | undefined): P[] {
  if (!pictures?.length) return [];
  const own = color ? pictures.filter((p) => p.color === color) : [];
  return [...own, ...pictures.filter((p) => p.color === null)];
}

/**
 * What a product card carries (the list answers stay small): the first picture of each colour
 * and the first colour-less one, in the staff's order.
 */
export function cardPictures<P extends Pick<ShownPicture, 'color'>>(pictures: readonly P[]): P[] {
  const seen = new Set<string>();
  return pictures.filter((p) => {
    const key = p.color ?? '';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
