import type { RouteDef } from './api-routes';
import { zCatalogExportQuery, zImportFileQuery, zImportFileReport, zImportResult } from './catalog-import';

/**
 * The catalogue import and export of the operations API (issue #45 item 3, decision 0036): an
 * Employee's (the catalogue is the shop's, not a partner's); an Inspector may export.
 */
const def = <T extends RouteDef>(d: T) => d;

export const catalogImportPaths = {
  catalogImport: '/staff/catalog/import',
  catalogImportFile: '/staff/catalog/import/file',
  catalogExport: '/staff/catalog/export',
} as const;

export const catalogImportRoutes = {
  staffCatalogImport: def({ method: 'post', path: catalogImportPaths.catalogImport, summary: "Upsert up to 1 000 products by code with their variants by SKU (JSON body { items: [...] } of at most 8 MB; see CatalogImportItem in README): all or nothing, idempotent (an item equal to the database is not written: no version bump, no audit row). 200 with every item's outcome (created, updated, unchanged) and version; 400 validation_failed / import_invalid with a key per item field (items.3.category: category_unknown, items.0.variants.1.sku: sku_duplicate…), 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zImportResult } }),
  staffCatalogImportFile: def({ method: 'post', path: catalogImportPaths.catalogImportFile, summary: "A catalogue file (multipart/form-data field file: CSV in UTF-8 or Windows-1253, comma or semicolon, or XLSX; at most 20 MB): mode=dry-run (default) answers every row's outcome (create, update, unchanged, error with column and key) and writes nothing; mode=apply runs the same checks and writes in chunks of 100 products, one transaction each, or refuses the whole file when any row has an error (400 import_file_invalid, rows.<line>.<column>: key); a chunk refused after the check (the catalogue changed meanwhile) answers 409 import_file_partial (params.import.written products before it stay written; its rows named), and the same file applied again finishes. 413 import_file_too_large, 403 staff_read_only / staff_role_forbidden", tag: 'staff', auth: false, partner: false, staff: 'write', query: zImportFileQuery, access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 }, responses: { 200: zImportFileReport } }),
  staffCatalogExport: def({ method: 'get', path: catalogImportPaths.catalogExport, summary: 'The catalogue (or a category, brand or status of it) as CSV (UTF-8 with BOM) or XLSX in the import\'s columns, formulas escaped; 403 staff_role_forbidden for a SalesPerson', tag: 'staff', auth: false, partner: false, staff: 'read', query: zCatalogExportQuery, produces: 'text/csv', access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 200, customer: 401, anonymous: 401 }, responses: { 200: null } }),
} satisfies Record<string, RouteDef>;
