import { zPickupListList, type PickupListList } from '@/lib/contract/staff-shipments';
import 'server-only';
import { HTTPError, type KyInstance } from 'ky';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Language } from '@/lib/contract/enums';
import { zStaffMember, zStaffOrder, zStaffOrderList, type StaffMember, type StaffOrder, type StaffOrderList } from '@/lib/contract/staff';
import { zStaffAuditList, type StaffAuditList } from '@/lib/contract/staff-audit';
import { zStaffCustomerList, type StaffCustomerList } from '@/lib/contract/staff-customers';
import { zStaffPartner, zStaffPartnerList, type StaffPartner, type StaffPartnerList } from '@/lib/contract/staff-partners';
import { zStaffContentPages, type StaffContentPage } from '@/lib/contract/content-pages';
import { zStaffCoupons, type StaffCoupon } from '@/lib/contract/coupons';
import { zStaffReturnList, type StaffReturnList } from '@/lib/contract/staff-returns';
import { zStaffFiscalList, type StaffFiscalList } from '@/lib/contract/staff-fiscal';
import { zStaffQuote, zStaffQuoteList, type StaffQuote, type StaffQuoteList } from '@/lib/contract/quotations';
import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { STAFF_TOKEN_COOKIE } from '@/lib/staff/cookies';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { serverApi } from './server-client';

/**
 * The staff console's reads (issue #17 item 3) through the operations API, with the staff token
 * of the console's cookie; the same calls an ERP makes. `signed-out`: no token, or one the API
 * refused (expired, account disabled): the page sends the member to the console login.
 */
export type StaffLoaded<T> = { kind: 'ok'; data: T } | { kind: 'signed-out' } | { kind: 'not-found' };

/** The operations API as the staff member of this request's cookie (no token: undefined). */
export async function staffApi(lang: Language, token?: string): Promise<KyInstance | undefined> {
  const bearer = token ?? (await cookies()).get(STAFF_TOKEN_COOKIE)?.value;
  if (!bearer) return undefined;
  return (await serverApi({ lang })).extend({ headers: { Authorization: `Bearer ${bearer}` } });
}

async function load<T>(lang: Language, read: (api: KyInstance) => Promise<T>): Promise<StaffLoaded<T>> {
  const api = await staffApi(lang);
  if (!api) return { kind: 'signed-out' };
  try {
    return { kind: 'ok', data: await read(api) };
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 401) return { kind: 'signed-out' };
    // An Employee who must turn two-factor sign-in on first (issue #44 item 3): to its page.
    if (error instanceof HTTPError && error.response.status === 403 && (await enrolmentRequired(error))) redirect(staffPath(lang, 'two-factor', routingConfig));
    // 400 on a read: a path parameter no record can have (a NUL…, issue #44 item 4) names nothing either.
    if (error instanceof HTTPError && (error.response.status === 404 || error.response.status === 400)) return { kind: 'not-found' };
    throw error;
  }
}

async function enrolmentRequired(error: HTTPError): Promise<boolean> {
  const body = (await error.response
    .clone()
    .json()
    .catch(() => undefined)) as { error?: string } | undefined;
  return body?.error === 'totp_enrolment_required';
}

/**
 * The member of the cookie. A member who must turn two-factor sign-in on first is sent to its
 * page, unless `enrolling` (that page itself).
 */
export async function getStaffMe(lang: Language, options: { enrolling?: boolean } = {}): Promise<StaffLoaded<StaffMember>> {
  const me = await load(lang, async (api) => zStaffMember.parse(await api.get(staffPaths.me).json()));
  if (me.kind === 'ok' && me.data.twoFactor?.enrolmentRequired && !options.enrolling) redirect(staffPath(lang, 'two-factor', routingConfig));
  return me;
}

export const getStaffOrders = (lang: Language, search: URLSearchParams): Promise<StaffLoaded<StaffOrderList>> =>
  load(lang, async (api) => zStaffOrderList.parse(await api.get(staffPaths.orders, { searchParams: search }).json()));

export const getStaffReturns = (lang: Language, search: URLSearchParams): Promise<StaffLoaded<StaffReturnList>> =>
  load(lang, async (api) => zStaffReturnList.parse(await api.get(staffPaths.returns, { searchParams: search }).json()));

export const getStaffFiscalDocuments = (lang: Language, search: URLSearchParams): Promise<StaffLoaded<StaffFiscalList>> =>
  load(lang, async (api) => zStaffFiscalList.parse(await api.get(staffPaths.fiscalDocuments, { searchParams: search }).json()));

export const getStaffPickupLists = (lang: Language): Promise<StaffLoaded<PickupListList>> => load(lang, async (api) => zPickupListList.parse(await api.get(staffPaths.pickupLists).json()));

export const getStaffOrder = (lang: Language, id: string): Promise<StaffLoaded<StaffOrder>> =>
  load(lang, async (api) => zStaffOrder.parse(await api.get(routePath(staffPaths.order, { id })).json()));

export const getStaffCustomers = (lang: Language, search: URLSearchParams): Promise<StaffLoaded<StaffCustomerList>> =>
  load(lang, async (api) => zStaffCustomerList.parse(await api.get(staffPaths.customers, { searchParams: search }).json()));

export const getStaffAudit = (lang: Language, search: URLSearchParams): Promise<StaffLoaded<StaffAuditList>> =>
  load(lang, async (api) => zStaffAuditList.parse(await api.get(staffPaths.audit, { searchParams: search }).json()));

export const getStaffPartners = (lang: Language): Promise<StaffLoaded<StaffPartnerList>> => load(lang, async (api) => zStaffPartnerList.parse(await api.get(staffPaths.partners).json()));

export const getStaffPartner = (lang: Language, code: string): Promise<StaffLoaded<StaffPartner>> =>
  load(lang, async (api) => zStaffPartner.parse(await api.get(routePath(staffPaths.partner, { code })).json()));

export const getStaffContentPages = (lang: Language, code: string): Promise<StaffLoaded<StaffContentPage[]>> =>
  load(lang, async (api) => zStaffContentPages.parse(await api.get(routePath(staffPaths.partnerPages, { code })).json()).items);

export const getStaffCoupons = (lang: Language, code: string): Promise<StaffLoaded<StaffCoupon[]>> =>
  load(lang, async (api) => zStaffCoupons.parse(await api.get(routePath(staffPaths.partnerCoupons, { code })).json()).items);

export const getStaffQuotes = (lang: Language, search: URLSearchParams): Promise<StaffLoaded<StaffQuoteList>> =>
  load(lang, async (api) => zStaffQuoteList.parse(await api.get(staffPaths.quotes, { searchParams: search }).json()));

export const getStaffQuote = (lang: Language, id: string): Promise<StaffLoaded<StaffQuote>> =>
  load(lang, async (api) => zStaffQuote.parse(await api.get(routePath(staffPaths.quote, { id })).json()));
