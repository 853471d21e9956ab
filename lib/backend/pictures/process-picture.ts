import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { sniffPicture, type PictureFormat } from './picture-format';
import { PICTURE_MASTER_PIXELS, PICTURE_MAX_BYTES, PICTURE_MAX_PIXELS } from '@/lib/rules/picture-limits';

/** Why an upload is refused: the key the API answers (messages `pictures.errors.<key>`). */
export type PictureRefusal =
  | 'picture_too_large'
  | 'picture_not_image'
  | 'picture_svg_refused'
  | 'picture_format_unsupported'
  | 'picture_too_many_pixels'
  | 'picture_unreadable';

export class PictureRefusedError extends Error {
  constructor(public readonly key: PictureRefusal) {
    super(`picture refused: ${key}`);
    this.name = 'PictureRefusedError';
  }
}

/** The stored master: WebP, upright, no metadata, at most PICTURE_MASTER_PIXELS on its longest side. */
export type PictureMaster = { bytes: Buffer; width: number; height: number; sha256: string; sourceFormat: PictureFormat };

const SHARP_FORMAT: Record<PictureFormat, string[]> = { jpeg: ['jpeg'], png: ['png'], webp: ['webp'], avif: ['heif', 'avif'] };

/** libvips refuses a header over limitInputPixels before decoding: "Input image exceeds pixel limit". */
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * An uploaded file made into the picture the shop stores (issue #45 item 2): its kind sniffed
 * from its bytes; its header read first, so an image bomb (a 30 000 × 30 000 header in a small
 * file) is refused before any pixel is decoded; then decoded (at most PICTURE_MAX_PIXELS, only the
 * first frame), turned upright by its EXIF orientation and re-encoded as WebP. Re-encoding drops
 * everything but the pixels: EXIF (GPS), ICC and XMP metadata, comments, and whatever a polyglot
 * file carries after or inside its image (a ZIP, HTML, a script): such a file is sanitised, not
 * refused, as long as its first bytes are a real image of an accepted kind (decision 0027).
 */
export async function processPicture(input: Uint8Array): Promise<PictureMaster> {
  if (input.byteLength > PICTURE_MAX_BYTES) throw new PictureRefusedError('picture_too_large');
  const sniffed = sniffPicture(input);
  if ('refused' in sniffed) throw new PictureRefusedError(sniffed.refused);
  const options = { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' as const, sequentialRead: true };
  let header: Metadata;
  try {
    header = await sharp(input, options).metadata();
  } catch (error) {
    throw new PictureRefusedError(isPixelLimit(error) ? 'picture_too_many_pixels' : 'picture_unreadable');
  }
  if (!SHARP_FORMAT[sniffed.format].includes(header.format ?? '')) throw new PictureRefusedError('picture_unreadable');
  if (!header.width || !header.height) throw new PictureRefusedError('picture_unreadable');
  if (header.width * header.height > PICTURE_MAX_PIXELS) throw new PictureRefusedError('picture_too_many_pixels');
  try {
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: PICTURE_MASTER_PIXELS, height: PICTURE_MASTER_PIXELS, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, sha256: createHash('sha256').update(data).digest('hex'), sourceFormat: sniffed.format };
  } catch (error) {
    throw new PictureRefusedError(isPixelLimit(error) ? 'picture_too_many_pixels' : 'picture_unreadable');
  }
}
