import 'server-only';
import type { Hono } from 'hono';
import { pictureZipRoutes } from '@/lib/contract/picture-zip-routes';
import { PICTURE_ZIP_MAX_BYTES } from '@/lib/rules/catalog-import/picture-zip-name';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import { applyPictureZip, dryRunPictureZip } from './picture-zip';
import { readImportFile } from './import-upload';
import { assertPictureEditor } from './staff-pictures';

/** The pictures ZIP of the catalogue import (issue #45 item 3, decision 0042; picture-zip.ts). */
export function pictureZipStaffRoutes(app: Hono<ApiEnv>): void {
  mount(app, pictureZipRoutes.staffCatalogImportPictures, async (c, { query }) => {
    const staff = c.get('staff');
    assertPictureEditor(staff);
    // The file of a pictures ZIP: multipart field `file` or JSON with `file` in base64, at most PICTURE_ZIP_MAX_BYTES.
    const bytes = await readImportFile(c.req.raw, PICTURE_ZIP_MAX_BYTES, { tooLarge: 'picture_zip_too_large', required: 'picture_zip_required' });
    return query.mode === 'apply' ? applyPictureZip(c.get('deps'), staff, bytes) : dryRunPictureZip(c.get('deps'), staff, bytes);
  });
}
