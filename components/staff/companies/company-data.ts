import 'server-only';
import { HTTPError, type KyInstance } from 'ky';
import { routePath } from '@/lib/contract/api-paths';
import type { Language } from '@/lib/contract/enums';
import { zCompanyStatement, zStaffCompany, zStaffCompanyList, type CompanyStatement, type StaffCompany, type StaffCompanyList } from '@/lib/contract/staff-companies';
import { staffPaths } from '@/lib/contract/staff-routes';
import { staffApi, type StaffLoaded } from '@/lib/api/staff.server';

/**
 * The company pages' reads through the operations API with the console's staff token (issue #50),
 * as the other console reads answer (lib/api/staff.server.ts): `signed-out` for no token or one the
 * API refused, `not-found` for a company the member does not see.
 */
async function load<T>(lang: Language, read: (api: KyInstance) => Promise<T>): Promise<StaffLoaded<T>> {
  const api = await staffApi(lang);
  if (!api) return { kind: 'signed-out' };
  try {
    return { kind: 'ok', data: await read(api) };
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 401) return { kind: 'signed-out' };
    if (error instanceof HTTPError && (error.response.status === 404 || error.response.status === 400)) return { kind: 'not-found' };
    throw error;
  }
}

export const getStaffCompanies = (lang: Language, search: URLSearchParams): Promise<StaffLoaded<StaffCompanyList>> =>
  load(lang, async (api) => zStaffCompanyList.parse(await api.get(staffPaths.companies, { searchParams: search }).json()));

export const getStaffCompany = (lang: Language, id: string): Promise<StaffLoaded<StaffCompany>> =>
  load(lang, async (api) => zStaffCompany.parse(await api.get(routePath(staffPaths.company, { id })).json()));

export const getStaffCompanyStatement = (lang: Language, id: string, period: { from?: string; to?: string }): Promise<StaffLoaded<CompanyStatement>> =>
  load(lang, async (api) => zCompanyStatement.parse(await api.get(routePath(staffPaths.companyStatement, { id }), { searchParams: { format: 'json', ...period } }).json()));
