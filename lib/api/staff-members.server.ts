import 'server-only';
import { HTTPError } from 'ky';
import { routePath } from '@/lib/contract/api-paths';
import type { Language } from '@/lib/contract/enums';
import { zManagedStaffMember, zManagedStaffMemberList, zStaffPasswordLink, type ManagedStaffMember, type ManagedStaffMemberList, type StaffPasswordLink } from '@/lib/contract/staff-members';
import { staffPaths } from '@/lib/contract/staff-routes';
import { serverApi } from './server-client';
import { staffApi, type StaffLoaded } from './staff.server';

/**
 * The console's reads of staff accounts (issue #44 item 3) through the operations API with the
 * member's staff token: `forbidden` when the member is not an Employee (403), like the other
 * console reads otherwise.
 */
export type MembersLoaded<T> = StaffLoaded<T> | { kind: 'forbidden' };

async function load<T>(lang: Language, read: (api: NonNullable<Awaited<ReturnType<typeof staffApi>>>) => Promise<T>): Promise<MembersLoaded<T>> {
  const api = await staffApi(lang);
  if (!api) return { kind: 'signed-out' };
  try {
    return { kind: 'ok', data: await read(api) };
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) return { kind: 'signed-out' };
    if (error.response.status === 403) return { kind: 'forbidden' };
    if (error.response.status === 404) return { kind: 'not-found' };
    throw error;
  }
}

export const getStaffMembers = (lang: Language): Promise<MembersLoaded<ManagedStaffMemberList>> => load(lang, async (api) => zManagedStaffMemberList.parse(await api.get(staffPaths.members).json()));

export const getManagedStaffMember = (lang: Language, id: string): Promise<MembersLoaded<ManagedStaffMember>> =>
  load(lang, async (api) => zManagedStaffMember.parse(await api.get(routePath(staffPaths.member, { id })).json()));

/** Whose a mailed set-password link is (no staff token: its holder has none); undefined when it is no longer good. */
export async function getStaffPasswordLink(lang: Language, token: string): Promise<StaffPasswordLink | undefined> {
  try {
    return zStaffPasswordLink.parse(await (await serverApi({ lang })).get(routePath(staffPaths.passwordLink, { token })).json());
  } catch (error) {
    if (error instanceof HTTPError && (error.response.status === 404 || error.response.status === 400)) return undefined;
    throw error;
  }
}
