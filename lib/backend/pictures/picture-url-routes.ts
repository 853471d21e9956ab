import 'server-only';
import type { Hono } from 'hono';
import { pictureUrlRoutes } from '@/lib/contract/picture-url-routes';
import { PICTURE_URLS_MAX_BYTES } from '@/lib/rules/catalog-import/picture-url-rows';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import { readImportFile } from './import-upload';
import { applyPictureUrls, dryRunPictureUrls } from './picture-urls';
import { assertPictureEditor } from './staff-pictures';

/** Pictures by URL list in the catalogue import (issue #45 item 3, decision 0045; picture-urls.ts). */
export function pictureUrlStaffRoutes(app: Hono<ApiEnv>): void {
  mount(app, pictureUrlRoutes.staffCatalogImportPictureUrls, async (c, { query }) => {
    const staff = c.get('staff');
    assertPictureEditor(staff);
    const bytes = await readImportFile(c.req.raw, PICTURE_URLS_MAX_BYTES, { tooLarge: 'picture_urls_too_large', required: 'picture_urls_required' });
    return query.mode === 'apply' ? applyPictureUrls(c.get('deps'), staff, bytes) : dryRunPictureUrls(c.get('deps'), staff, bytes);
  });
}
