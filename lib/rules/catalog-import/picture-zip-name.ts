import { NamedColors, type NamedColor } from '@/lib/contract/enums';
import { PICTURES_PER_PRODUCT } from '@/lib/rules/picture-limits';
import { PRODUCT_CODE } from '@/lib/rules/catalog/catalog-limits';

/**
 * The names of a pictures ZIP's entries (issue #45 item 3, decision 0042). A picture is an entry at
 * the top of the ZIP named
 *
 *     {productCode}[_{colour}][_{n}].{jpg|jpeg|png|webp|avif}
 *
 * - `productCode` as the catalogue writes it (letters are upper-cased: `sh-100` is `SH-100`);
 * - `colour` one of the shop's named colours as the variant grid names them (`black`, `navy`…,
 *   any case): the picture is that colour's; without it the picture is for every colour;
 * - `n` 1 to PICTURES_PER_PRODUCT: the picture's order among the same product and colour
 *   (without it, 1);
 * - the extension in any case.
 *
 * A product code may itself hold `_`, so a name can be read more than one way (`BAG_RED.jpg`:
 * product BAG in red, or product BAG_RED): `candidates` lists every reading, the most specific
 * first, and the import takes the first whose product exists.
 *
 * Refused: a path that climbs or is absolute (`../x.jpg`, `/x.jpg`, `C:x.jpg`, a backslash) is
 * `zip_path_refused`; an entry inside a folder `zip_folder_refused` (the pictures go at the top of
 * the ZIP; decided so that no folder name has to mean anything); any other name `zip_name_invalid`.
 * Ignored (outcome skipped): folder entries and what file managers add — `__MACOSX/…`, names
 * starting with a dot (`.DS_Store`), `Thumbs.db`, `desktop.ini`.
 */
export type PictureNameReading = { code: string; color: NamedColor | null; order: number };
export type PictureEntryName =
  | { kind: 'picture'; candidates: PictureNameReading[] }
  | { kind: 'skip' }
  | { kind: 'problem'; key: PictureNameProblem };
export type PictureNameProblem = 'zip_path_refused' | 'zip_folder_refused' | 'zip_name_invalid';

export const PICTURE_ZIP_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;
const NAME_MAX = 200;
const IGNORED = new Set(['thumbs.db', 'desktop.ini']);

function climbs(name: string): boolean {
  if (name.includes('\\') || name.includes('\0') || name.startsWith('/') || /^[A-Za-z]:/.test(name)) return true;
  return name.split('/').some((part) => part === '..' || part === '.');
}

function readings(base: string): PictureNameReading[] {
  const parts = base.split('_');
  const found: PictureNameReading[] = [];
  const add = (codeParts: string[], color: NamedColor | null, order: number) => {
    const code = codeParts.join('_').toUpperCase();
    if (codeParts.length && PRODUCT_CODE.test(code) && !found.some((r) => r.code === code && r.color === color && r.order === order)) found.push({ code, color, order });
  };
  const last = parts[parts.length - 1] ?? '';
  const numbered = parts.length > 1 && /^[1-9]\d?$/.test(last) && Number(last) <= PICTURES_PER_PRODUCT;
  for (const rest of numbered ? [parts.slice(0, -1)] : [parts]) {
    const order = numbered ? Number(last) : 1;
    const colour = rest.length > 1 ? (rest[rest.length - 1] ?? '').toLowerCase() : '';
    if ((NamedColors as readonly string[]).includes(colour)) add(rest.slice(0, -1), colour as NamedColor, order);
    add(rest, null, order);
  }
  if (numbered) add(parts, null, 1);
  return found;
}

/** What an entry's name (as stored in the ZIP) means. */
export function readPictureEntryName(name: string): PictureEntryName {
  if (climbs(name)) return { kind: 'problem', key: 'zip_path_refused' };
  const segments = name.split('/');
  const file = segments[segments.length - 1] ?? '';
  if (name.endsWith('/') || segments[0] === '__MACOSX' || file.startsWith('.') || IGNORED.has(file.toLowerCase())) return { kind: 'skip' };
  if (segments.length > 1) return { kind: 'problem', key: 'zip_folder_refused' };
  const match = /^([A-Za-z0-9._-]+)\.([A-Za-z]{3,4})$/.exec(file);
  const extension = match?.[2]?.toLowerCase() ?? '';
  if (!match || file.length > NAME_MAX || !(PICTURE_ZIP_EXTENSIONS as readonly string[]).includes(extension)) return { kind: 'problem', key: 'zip_name_invalid' };
  const candidates = readings(match[1]!);
  return candidates.length ? { kind: 'picture', candidates } : { kind: 'problem', key: 'zip_name_invalid' };
}

/** The limits of a pictures ZIP: the file as sent, its entries, and what they hold once inflated (a ZIP bomb stops at these). */
export const PICTURE_ZIP_MAX_BYTES = 20 * 1024 * 1024;
export const PICTURE_ZIP_MAX_ENTRIES = 200;
export const PICTURE_ZIP_TOTAL_MAX_BYTES = 200_000_000;
