import 'server-only';
import { HTTPError } from 'ky';
import { zStaffPrivacyRequestList, type StaffPrivacyRequestList } from '@/lib/contract/account-privacy';
import type { Language } from '@/lib/contract/enums';
import { staffPaths } from '@/lib/contract/staff-routes';
import { staffApi, type StaffLoaded } from './staff.server';

/** The console's list of customers' privacy requests (issue #49 item 2) through the operations API, with the member's staff token. */
export async function getStaffPrivacyRequests(lang: Language, search: URLSearchParams): Promise<StaffLoaded<StaffPrivacyRequestList>> {
  const api = await staffApi(lang);
  if (!api) return { kind: 'signed-out' };
  try {
    return { kind: 'ok', data: zStaffPrivacyRequestList.parse(await api.get(staffPaths.privacyRequests, { searchParams: search }).json()) };
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 401) return { kind: 'signed-out' };
    if (error instanceof HTTPError && (error.response.status === 404 || error.response.status === 400)) return { kind: 'not-found' };
    throw error;
  }
}
