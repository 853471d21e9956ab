import type { RouteDef } from './api-routes';
import { zImportFileQuery } from './catalog-import';
import { zPictureUrlReport } from './picture-urls';

/** Pictures by URL list in the catalogue import (issue #45 item 3, decision 0045): an Employee's. */
const def = <T extends RouteDef>(d: T) => d;

export const pictureUrlPaths = { catalogImportPictureUrls: '/staff/catalog/import/picture-urls' } as const;

export const pictureUrlRoutes = {
  staffCatalogImportPictureUrls: def({ method: 'post', path: pictureUrlPaths.catalogImportPictureUrls, summary: "A CSV list of product picture URLs (multipart/form-data field file, or JSON with file in base64; UTF-8, BOM tolerated, comma or semicolon; at most 1 MB and 200 rows) with the columns code, colour (optional; blank: every colour) and url: mode=dry-run (default) fetches nothing and answers every row's outcome (fetch, or error with its key: code_required, code_invalid, color_invalid, url_required, picture_url_invalid, picture_url_address_refused, picture_url_duplicate, product_not_found, picture_color_invalid); mode=apply refuses the whole list when any row has an error (400 picture_urls_invalid, rows.<line>: key; nothing fetched), else fetches each URL (public addresses only, or those of PICTURE_URL_ALLOW_ADDRESSES; checked after DNS and on each of at most 3 redirects; 10 s and 10 MB each) and stores it as an upload (audited): added, unchanged (same picture for the same product and colour), or refused with its key (picture_url_address_refused, picture_url_unreachable, picture_url_timeout, picture_url_status, picture_url_redirects, picture_too_large, picture_not_image…, pictures_limit_reached). 413 picture_urls_too_large, 503 picture_store_unavailable, 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', query: zImportFileQuery, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zPictureUrlReport } }),
} satisfies Record<string, RouteDef>;
