import 'server-only';
import type { Hono } from 'hono';
import { zImportRequest } from '@/lib/contract/catalog-import';
import { catalogImportRoutes } from '@/lib/contract/catalog-import-routes';
import type { ApiEnv } from '../context';
import { ApiError, badRequest, forbidden } from '../http/api-error';
import { mount } from '../http/mount';
import { readJsonBody } from '../http/validate';
import { PictureRefusedError } from '../pictures/process-picture';
import { readUploadForm } from '../pictures/read-upload';
import type { StaffPrincipal } from '../staff/staff-auth';
import { applyImportBatch } from './apply-import';
import { exportRows, toCsv, toXlsx } from './export-catalog';
import { applyFile, dryRunFile } from './file-import';

/** The JSON batch (1 000 products with their variants) is larger than the API's default body limit. */
export const IMPORT_JSON_MAX_BYTES = 8 * 1024 * 1024;
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The catalogue is the shop's: a SalesPerson (who works for partners) neither imports nor exports. */
function assertShopWide(staff: StaffPrincipal): void {
  if (staff.role === 'SalesPerson') throw forbidden('staff_role_forbidden');
}

async function readFile(request: Request): Promise<Uint8Array> {
  try {
    const { file } = await readUploadForm(request, IMPORT_FILE_MAX_BYTES);
    if (!file?.byteLength) throw badRequest('validation_failed', { file: 'import_file_required' });
    return file;
  } catch (error) {
    if (error instanceof PictureRefusedError) throw new ApiError(413, 'import_file_too_large');
    throw error;
  }
}

export function catalogImportStaffRoutes(app: Hono<ApiEnv>): void {
  mount(app, catalogImportRoutes.staffCatalogImport, async (c) => {
    assertShopWide(c.get('staff'));
    const body = await readJsonBody(c, zImportRequest, IMPORT_JSON_MAX_BYTES);
    return applyImportBatch(c.get('deps'), c.get('staff'), body.items);
  });
  mount(app, catalogImportRoutes.staffCatalogImportFile, async (c, { query }) => {
    assertShopWide(c.get('staff'));
    const bytes = await readFile(c.req.raw);
    return query.mode === 'apply' ? applyFile(c.get('deps'), c.get('staff'), bytes) : dryRunFile(c.get('deps'), bytes);
  });
  mount(app, catalogImportRoutes.staffCatalogExport, async (c, { query }) => {
    assertShopWide(c.get('staff'));
    const { format, ...filters } = query;
    const rows = await exportRows(c.get('deps'), filters);
    const name = `catalogue-${c.get('deps').now().toISOString().slice(0, 10)}.${format}`;
    const headers = { 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' };
    if (format === 'xlsx') return new Response((await toXlsx(rows)) as Uint8Array<ArrayBuffer>, { status: 200, headers: { ...headers, 'content-type': XLSX_TYPE } });
    return new Response(toCsv(rows), { status: 200, headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' } });
  });
}
