import 'server-only';
import type { Hono } from 'hono';
import { pictureZipRoutes } from '@/lib/contract/picture-zip-routes';
import { PICTURE_ZIP_MAX_BYTES } from '@/lib/rules/catalog-import/picture-zip-name';
import type { ApiEnv } from '../context';
import { ApiError, badRequest } from '../http/api-error';
import { mount } from '../http/mount';
import { applyPictureZip, dryRunPictureZip } from './picture-zip';
import { PictureRefusedError } from './process-picture';
import { readUploadForm } from './read-upload';
import { assertPictureEditor } from './staff-pictures';

/** The file of a pictures ZIP: multipart field `file` or JSON with `file` in base64, at most PICTURE_ZIP_MAX_BYTES (413 picture_zip_too_large). */
async function readZip(request: Request): Promise<Uint8Array> {
  try {
    const { file } = await readUploadForm(request, PICTURE_ZIP_MAX_BYTES);
    if (!file?.byteLength) throw badRequest('validation_failed', { file: 'picture_zip_required' });
    return file;
  } catch (error) {
    if (error instanceof PictureRefusedError) throw new ApiError(413, 'picture_zip_too_large');
    throw error;
  }
}

/** The pictures ZIP of the catalogue import (issue #45 item 3, decision 0042; picture-zip.ts). */
export function pictureZipStaffRoutes(app: Hono<ApiEnv>): void {
  mount(app, pictureZipRoutes.staffCatalogImportPictures, async (c, { query }) => {
    const staff = c.get('staff');
    assertPictureEditor(staff);
    const bytes = await readZip(c.req.raw);
    return query.mode === 'apply' ? applyPictureZip(c.get('deps'), staff, bytes) : dryRunPictureZip(c.get('deps'), staff, bytes);
  });
}
