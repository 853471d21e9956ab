import type { Language } from '@/lib/contract/enums';
import type { RoutingConfig } from './config';
import { buildPath } from './paths';

/**
 * The staff console's paths (issue #17 item 3): `/{lang?}/staff/…`, apart from every partner's
 * shop (the partner code `staff` is reserved). A pure function like resolveRoute: one redirect hop
 * to the canonical path, the login for a visitor without a staff session, and otherwise the
 * internal `/{lang}/staff/…` route (pages, and the form handlers the console posts to).
 */
export const STAFF_SEGMENT = 'staff';
export const STAFF_HOME = 'orders';

/** Console paths: pages (GET) and handlers (the forms' POSTs; an order's document, GET). Anything else is the not-found page. */
const PARTNER = String.raw`partners\/[a-z0-9][a-z0-9-]{0,63}`;
const PRODUCT = String.raw`products\/[a-z0-9][a-z0-9._-]{0,63}`;
const PAGES: readonly RegExp[] = [
  /^login$/,
  /^orders$/,
  /^orders\/[1-9]\d{0,9}$/,
  /^returns$/,
  // Quotations (issue #18 item 3).
  /^quotes$/,
  /^quotes\/[1-9]\d{0,9}$/,
  /^customers$/,
  /^audit$/,
  // Staff accounts (issue #44 item 3): an Employee's list, invitation and account pages; the set-password page of a mailed link.
  /^members$/,
  /^members\/(?:new|[1-9]\d{0,9})$/,
  /^password\/[0-9a-f]{64}$/,
  // The member's own two-factor sign-in (issue #44 item 3).
  /^two-factor$/,
  /^partners$/,
  new RegExp(`^${PARTNER}$`),
  // A partner's content pages (issue #18 item 7) and coupons (issue #18 item 4); a coupon's code is in lower case here.
  new RegExp(String.raw`^${PARTNER}\/pages(?:\/[a-z0-9][a-z0-9-]{0,79}(?:\/delete)?)?$`),
  new RegExp(String.raw`^${PARTNER}\/coupons(?:\/[a-z0-9][a-z0-9-]{0,63})?$`),
  // A product's pictures (issue #45 item 2); product codes are in lower case here.
  new RegExp(String.raw`^${PRODUCT}\/pictures$`),
  // The catalogue (issue #45 item 1): the products, a product's editor (or a new one), the categories and the brands, each by its code.
  /^products$/,
  new RegExp(String.raw`^${PRODUCT}$`),
  /^(?:categories|brands)(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)?$/,
  // The catalogue import and export (issue #45 item 3).
  /^catalog\/import$/,
  // The fiscal documents and their myDATA transmission (issue #47).
  /^fiscal$/,
  // Shipping: the carriers' pickup lists (issue #48).
  /^shipping$/,
  // Customers' privacy requests (issue #49 item 2).
  /^privacy$/,
  // Company accounts (issue #50): the list, a new company and a company's page.
  /^companies$/,
  /^companies\/(?:new|[1-9]\d{0,9})$/,
];
const HANDLERS: readonly RegExp[] = [/^session$/, /^logout$/, /^two-factor\/(?:enrolment|confirmation|disable)$/, /^orders\/ship-selected$/, /^orders\/[1-9]\d{0,9}\/(?:status|pickup|notes|document|ship|cancel-shipment|label|delivery-note|credit-notes\/[1-9]\d{0,9})$/, /^returns\/[1-9]\d{0,9}\/status$/, /^fiscal\/[1-9]\d{0,9}\/(?:resend|correct)$/, /^shipping\/pickup-lists(?:\/[1-9]\d{0,9}\/pdf)?$/, /^customers\/[1-9]\d{0,9}\/(?:impersonate|status|quota-reset|data-export|delete)$/, /^members\/(?:invite|[1-9]\d{0,9}\/(?:update|status|password-reset|two-factor-reset))$/, /^password$/, new RegExp(String.raw`^${PRODUCT}\/pictures\/action$`), /^catalog\/(?:import\/(?:file|pictures|picture-urls)|export)$/, /^companies\/(?:create|[1-9]\d{0,9}\/(?:update|decision|payments|statement|members\/add|members\/[1-9]\d{0,9}\/remove))$/];
/** Reachable without a staff session. */
const OPEN = new Set(['login', 'session', 'password']);
/** A mailed set-password link's page (issue #44 item 3): its holder has no session yet. */
const OPEN_PAGE = /^password\/[0-9a-f]{64}$/;

export type StaffResolution =
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  | { kind: 'staff'; pathname: string; lang: Language }
  | { kind: 'not-found'; lang: Language };

export const staffPath = (lang: Language, path: string, config: RoutingConfig): string => buildPath({ lang, partnerId: STAFF_SEGMENT, path }, config);

export function resolveStaffRoute(request: { lang: Language; segments: readonly string[]; pathname: string; search: string; hasStaffSession: boolean }, config: RoutingConfig): StaffResolution {
  const { lang } = request;
  const page = request.segments.map((s) => s.toLowerCase()).join('/');
  if (page === '') return { kind: 'redirect', status: 307, location: staffPath(lang, STAFF_HOME, config) };
  const isPage = PAGES.some((re) => re.test(page));
  if (!isPage && !HANDLERS.some((re) => re.test(page))) return { kind: 'not-found', lang };
  const canonical = staffPath(lang, page, config);
  if (isPage && canonical !== request.pathname) return { kind: 'redirect', status: 308, location: canonical + request.search };
  if (!request.hasStaffSession && !OPEN.has(page) && !OPEN_PAGE.test(page)) {
    if (!isPage) return { kind: 'redirect', status: 307, location: staffPath(lang, 'login', config) };
    return { kind: 'redirect', status: 307, location: `${staffPath(lang, 'login', config)}?returnTo=${encodeURIComponent(canonical + request.search)}` };
  }
  return { kind: 'staff', pathname: `/${lang}/${STAFF_SEGMENT}/${page}`, lang };
}

/** A console path to go back to after login: only `/…/staff/…` pages of this site, never another origin. */
export function safeStaffReturn(value: string | null | undefined, lang: Language, config: RoutingConfig): string {
  const fallback = staffPath(lang, STAFF_HOME, config);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  const path = value.split('?')[0]!.split('/').filter(Boolean);
  const at = path[0] === STAFF_SEGMENT ? 0 : path[1] === STAFF_SEGMENT ? 1 : -1;
  return at >= 0 && PAGES.some((re) => re.test(path.slice(at + 1).join('/'))) ? value : fallback;
}
