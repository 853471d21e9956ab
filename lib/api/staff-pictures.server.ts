import 'server-only';
import { HTTPError } from 'ky';
import { routePath } from '@/lib/contract/api-paths';
import type { Language } from '@/lib/contract/enums';
import { zStaffPictureList, type StaffPictureList } from '@/lib/contract/product-pictures';
import { staffPaths } from '@/lib/contract/staff-routes';
import { staffApi, type StaffLoaded } from './staff.server';

/** A product's pictures for the console (issue #45 item 2) through the operations API, with the member's staff token. */
export async function getStaffProductPictures(lang: Language, code: string): Promise<StaffLoaded<StaffPictureList>> {
  const api = await staffApi(lang);
  if (!api) return { kind: 'signed-out' };
  try {
    return { kind: 'ok', data: zStaffPictureList.parse(await api.get(routePath(staffPaths.productPictures, { code })).json()) };
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) return { kind: 'signed-out' };
    if (error.response.status === 404 || error.response.status === 400) return { kind: 'not-found' };
    throw error;
  }
}
