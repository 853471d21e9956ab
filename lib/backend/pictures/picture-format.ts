/**
 * What an uploaded file is, from its first bytes only (issue #45 item 2): never from its name or
 * the content type the browser sent. JPEG, PNG, WebP and AVIF are accepted; an SVG (or any XML or
 * HTML: text that starts with `<`) is refused with its own key, as is a known image format the
 * shop does not take (GIF, HEIC, TIFF, BMP); anything else is not an image.
 */
export const ACCEPTED_PICTURE_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type PictureFormat = (typeof ACCEPTED_PICTURE_FORMATS)[number];

export type Sniffed = { format: PictureFormat } | { refused: 'picture_svg_refused' | 'picture_format_unsupported' | 'picture_not_image' };

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

/** The brands of an ISO-BMFF `ftyp` box (AVIF, HEIC): the major brand and the compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** Whether the bytes look like text markup: an optional UTF-8 BOM and white space, then `<`. */
function isMarkup(bytes: Uint8Array): boolean {
  let at = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (at < bytes.length && at < 1024 && [0x09, 0x0a, 0x0d, 0x20].includes(bytes[at]!)) at++;
  return bytes[at] === 0x3c;
}

export function sniffPicture(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { format: 'jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { format: 'png' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { format: 'webp' };
  const brands = ftypBrands(bytes);
  if (brands.some((b) => b === 'avif' || b === 'avis')) return { format: 'avif' };
  if (brands.length > 0) return { refused: 'picture_format_unsupported' }; // HEIC, MP4…
  if (ascii(bytes, 0, 4) === 'GIF8' || startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return { refused: 'picture_format_unsupported' };
  }
  if (isMarkup(bytes)) return { refused: 'picture_svg_refused' };
  return { refused: 'picture_not_image' };
}
