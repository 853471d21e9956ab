import 'server-only';
import { HTTPError } from 'ky';
import { routePath } from '@/lib/contract/api-paths';
import type { Language } from '@/lib/contract/enums';
import { zStaffProductComposition, type StaffProductComposition } from '@/lib/contract/staff-product-kinds';
import { staffPaths } from '@/lib/contract/staff-routes';
import { staffApi, type StaffLoaded } from './staff.server';

/** What a product is made of (a Bundle's parts, a Grouped product's members), read for the console's product page (decision 0046). */
export async function getComposition(lang: Language, code: string): Promise<StaffLoaded<StaffProductComposition>> {
  const api = await staffApi(lang);
  if (!api) return { kind: 'signed-out' };
  try {
    return { kind: 'ok', data: zStaffProductComposition.parse(await api.get(routePath(staffPaths.catalogProductParts, { code })).json()) };
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) return { kind: 'signed-out' };
    if (error.response.status === 404) return { kind: 'not-found' };
    throw error;
  }
}
