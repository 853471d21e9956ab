import { z } from 'zod';
import { PICTURE_ALT_MAX, PICTURES_PER_PRODUCT } from '@/lib/rules/picture-limits';
import { zNamedColor } from './enum-schemas';

/**
 * Product pictures (issue #45 item 2, decision 0027): what staff see and change in the operations
 * API, and what the storefront gets with a product. An upload itself is multipart/form-data
 * (`file`, `color`, `alt_el`, `alt_en`), read by the route, not a JSON body.
 */
const zAlt = z.strictObject({ el: z.string().trim().max(PICTURE_ALT_MAX), en: z.string().trim().max(PICTURE_ALT_MAX) });

export const zStaffPicture = z
  .object({
    id: z.number().int(),
    /** null: shown for every colour of the product. */
    color: zNamedColor.nullable(),
    position: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
    sha256: z.string(),
    alt: z.object({ el: z.string(), en: z.string() }),
    /** The public URL of the stored master (next/image's loader serves its widths). */
    src: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffPicture' });
export type StaffPicture = z.infer<typeof zStaffPicture>;

export const zStaffPictureList = z
  .object({
    productCode: z.string(),
    /** The product's colours (a picture's colour is one of them, or null). */
    colors: z.array(zNamedColor),
    /** The pictures' order as a version: a reorder names it (409 pictures_changed when another change came first). */
    version: z.string(),
    items: z.array(zStaffPicture),
  })
  .meta({ id: 'StaffPictureList' });
export type StaffPictureList = z.infer<typeof zStaffPictureList>;

/** PUT …/pictures/{id}: the picture's colour (null: every colour) and alt text in both languages. */
export const zPictureUpdateRequest = z.strictObject({ color: zNamedColor.nullable().optional(), alt: zAlt.optional() });
export type PictureUpdateRequest = z.infer<typeof zPictureUpdateRequest>;

/** PUT …/pictures: every picture of the product, by id, in the new order, and the list's version it was made from. */
export const zPictureOrderRequest = z.strictObject({
  ids: z.array(z.number().int().positive()).min(1).max(PICTURES_PER_PRODUCT),
  expectedVersion: z.string().min(1).max(64),
});
export type PictureOrderRequest = z.infer<typeof zPictureOrderRequest>;

/** A picture of a product in the storefront's answers (ProductCard: the first per colour; ProductDetail: all), alt text in the request language. */
export const zProductPicture = z
  .object({ src: z.string(), color: zNamedColor.nullable(), alt: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'ProductPicture' });
