import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { getStaffMe, getStaffPartner, type StaffLoaded } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import type { StaffMember } from '@/lib/contract/staff';
import type { StaffPartner } from '@/lib/contract/staff-partners';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

/**
 * What every console page of one partner's section needs (its content pages, its coupons): the
 * member, the partner and the section's list. No session: the console login; a partner the member
 * does not see: 404.
 */
export async function loadPartnerSection<T>(lang: Language, code: string, read: (lang: Language, code: string) => Promise<StaffLoaded<T>>): Promise<{ me: StaffMember; partner: StaffPartner; data: T; canWrite: boolean }> {
  const login = `${staffPath(lang, 'login', routingConfig)}?signedOut=1`;
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(login);
  const [partner, data] = await Promise.all([getStaffPartner(lang, code), read(lang, code)]);
  if (partner.kind === 'signed-out' || data.kind === 'signed-out') redirect(login);
  if (partner.kind === 'not-found' || data.kind === 'not-found') notFound();
  return { me: me.data, partner: partner.data, data: data.data, canWrite: me.data.role === 'Employee' };
}

/** A query value of the page (the first, when repeated). */
export const queryValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
