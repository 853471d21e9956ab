import type { Hono } from 'hono';
import { staffRoutes } from '@/lib/contract/staff-routes';
import type { ApiEnv } from '../context';
import { notFound } from '../http/api-error';
import { mount } from '../http/mount';
import { readUploadForm } from './read-upload';
import { deletePicture, listPictures, reorderPictures, updatePicture, uploadPicture } from './staff-pictures';

const pictureId = (raw: string | undefined): number => {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound('picture_not_found');
  return id;
};

/** A product's pictures in the operations API (issue #45 item 2; staff-pictures.ts). */
export function pictureStaffRoutes(app: Hono<ApiEnv>): void {
  mount(app, staffRoutes.staffProductPictures, (c, { params }) => listPictures(c.get('deps'), params.code ?? ''));
  mount(app, staffRoutes.staffProductPictureUpload, async (c, { params }) => c.json(await uploadPicture(c.get('deps'), c.get('staff'), params.code ?? '', () => readUploadForm(c.req.raw)), 201));
  mount(app, staffRoutes.staffProductPictureOrder, (c, { params, body }) => reorderPictures(c.get('deps'), c.get('staff'), params.code ?? '', body));
  mount(app, staffRoutes.staffProductPictureUpdate, (c, { params, body }) => updatePicture(c.get('deps'), c.get('staff'), params.code ?? '', pictureId(params.id), body));
  mount(app, staffRoutes.staffProductPictureDelete, async (c, { params }) => {
    await deletePicture(c.get('deps'), c.get('staff'), params.code ?? '', pictureId(params.id));
    return c.body(null, 204);
  });
}
