import type { RouteDef } from './api-routes';
import { zImportFileQuery } from './catalog-import';
import { zPictureZipReport } from './picture-zip';

/** The pictures ZIP of the catalogue import (issue #45 item 3, decision 0042): an Employee's. */
const def = <T extends RouteDef>(d: T) => d;

export const pictureZipPaths = { catalogImportPictures: '/staff/catalog/import/pictures' } as const;

export const pictureZipRoutes = {
  staffCatalogImportPictures: def({ method: 'post', path: pictureZipPaths.catalogImportPictures, summary: "A ZIP of product pictures (multipart/form-data field file, or JSON with file in base64; at most 20 MB, 200 entries, 200 MB inflated) named {productCode}[_{colour}][_{n}].{jpg|jpeg|png|webp|avif} at the top of the ZIP: mode=dry-run (default) answers every entry's outcome (add, unchanged, skipped, error with its key: zip_name_invalid, zip_path_refused, zip_folder_refused, zip_entry_unreadable, zip_entry_duplicate, product_not_found, picture_color_invalid, picture_too_large, picture_not_image…, pictures_limit_reached) and writes nothing; mode=apply stores each new picture as an upload does (audited), or refuses the whole ZIP when any entry has an error (400 picture_zip_invalid, entries.<name>: key). Re-applying adds nothing (same picture for the same product and colour). 413 picture_zip_too_large, 503 picture_store_unavailable, 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', query: zImportFileQuery, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zPictureZipReport } }),
} satisfies Record<string, RouteDef>;
