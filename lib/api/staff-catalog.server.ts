import 'server-only';
import { HTTPError, type KyInstance } from 'ky';
import { routePath } from '@/lib/contract/api-paths';
import type { Language } from '@/lib/contract/enums';
import { zStaffBrandList, zStaffCategoryTree, zStaffProduct, zStaffProductList, type StaffBrandList, type StaffCategoryTree, type StaffProduct, type StaffProductList } from '@/lib/contract/staff-catalog';
import { staffPaths } from '@/lib/contract/staff-routes';
import { staffApi, type StaffLoaded } from './staff.server';

/**
 * The console's reads of the catalogue (issue #45 item 1) through the operations API with the
 * member's staff token: products (a page of the list, one product), the category tree and the
 * brands. A 404 or a 400 (a path no product can have) is `not-found`.
 */
async function read<T>(lang: Language, call: (api: KyInstance) => Promise<T>): Promise<StaffLoaded<T>> {
  const api = await staffApi(lang);
  if (!api) return { kind: 'signed-out' };
  try {
    return { kind: 'ok', data: await call(api) };
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) return { kind: 'signed-out' };
    if (error.response.status === 404 || error.response.status === 400) return { kind: 'not-found' };
    throw error;
  }
}

export const getCatalogProducts = (lang: Language, search: URLSearchParams): Promise<StaffLoaded<StaffProductList>> =>
  read(lang, async (api) => zStaffProductList.parse(await api.get(staffPaths.catalogProducts, { searchParams: search }).json()));

export const getCatalogProduct = (lang: Language, code: string): Promise<StaffLoaded<StaffProduct>> =>
  read(lang, async (api) => zStaffProduct.parse(await api.get(routePath(staffPaths.catalogProduct, { code })).json()));

export const getCatalogCategories = (lang: Language): Promise<StaffLoaded<StaffCategoryTree>> => read(lang, async (api) => zStaffCategoryTree.parse(await api.get(staffPaths.catalogCategories).json()));

export const getCatalogBrands = (lang: Language): Promise<StaffLoaded<StaffBrandList>> => read(lang, async (api) => zStaffBrandList.parse(await api.get(staffPaths.catalogBrands).json()));
