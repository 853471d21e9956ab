import { routingConfigFromEnv } from './config';
import { resolveRoute } from './resolve';
import { safeStaffReturn } from './staff';

const config = routingConfigFromEnv({});
const resolve = (pathname: string, hasStaffSession = true, search = '', authenticated = false) => resolveRoute({ pathname, search, authenticated, hasStaffSession }, config);

describe('staff console paths (issue #17)', () => {
  it('rewrites console pages to the internal /{lang}/staff route, in both languages', () => {
    expect(resolve('/staff/orders')).toEqual({ kind: 'staff', pathname: '/el/staff/orders', lang: 'el' });
    expect(resolve('/en/staff/orders/42')).toEqual({ kind: 'staff', pathname: '/en/staff/orders/42', lang: 'en' });
    expect(resolve('/en/staff/returns')).toEqual({ kind: 'staff', pathname: '/en/staff/returns', lang: 'en' });
    expect(resolve('/en/staff/quotes/12')).toEqual({ kind: 'staff', pathname: '/en/staff/quotes/12', lang: 'en' });
    expect(resolve('/staff/quotes/0')).toEqual({ kind: 'not-found', lang: 'el' });
    expect(resolve('/staff/returns/7/status')).toEqual({ kind: 'staff', pathname: '/el/staff/returns/7/status', lang: 'el' });
    expect(resolve('/staff/returns/7')).toEqual({ kind: 'not-found', lang: 'el' });
    expect(resolve('/en/staff/orders/42/document')).toEqual({ kind: 'staff', pathname: '/en/staff/orders/42/document', lang: 'en' });
    expect(resolve('/en/staff/orders/42/notes')).toEqual({ kind: 'staff', pathname: '/en/staff/orders/42/notes', lang: 'en' });
    expect(resolve('/staff/returns/7/notes')).toEqual({ kind: 'not-found', lang: 'el' });
    expect(resolve('/staff/returns/7/document')).toEqual({ kind: 'not-found', lang: 'el' });
    expect(resolve('/en/staff/fiscal')).toEqual({ kind: 'staff', pathname: '/en/staff/fiscal', lang: 'en' });
    expect(resolve('/staff/shipping')).toEqual({ kind: 'staff', pathname: '/el/staff/shipping', lang: 'el' });
    expect(resolve('/en/staff/shipping/pickup-lists')).toEqual({ kind: 'staff', pathname: '/en/staff/shipping/pickup-lists', lang: 'en' });
    expect(resolve('/staff/shipping/pickup-lists/3/pdf')).toEqual({ kind: 'staff', pathname: '/el/staff/shipping/pickup-lists/3/pdf', lang: 'el' });
    expect(resolve('/staff/shipping/pickup-lists/x/pdf')).toEqual({ kind: 'not-found', lang: 'el' });
    expect(resolve('/en/staff/privacy')).toEqual({ kind: 'staff', pathname: '/en/staff/privacy', lang: 'en' });
    expect(resolve('/staff/fiscal/12/resend')).toEqual({ kind: 'staff', pathname: '/el/staff/fiscal/12/resend', lang: 'el' });
    expect(resolve('/en/staff/orders/42/ship')).toEqual({ kind: 'staff', pathname: '/en/staff/orders/42/ship', lang: 'en' });
    expect(resolve('/staff/orders/42/label')).toEqual({ kind: 'staff', pathname: '/el/staff/orders/42/label', lang: 'el' });
    expect(resolve('/en/staff/fiscal/12/correct')).toEqual({ kind: 'staff', pathname: '/en/staff/fiscal/12/correct', lang: 'en' });
    expect(resolve('/staff/fiscal/12/cancel')).toEqual({ kind: 'not-found', lang: 'el' });
    expect(resolve('/staff/fiscal/12')).toEqual({ kind: 'not-found', lang: 'el' });
    expect(resolve('/en/staff/orders/42/credit-notes/7')).toEqual({ kind: 'staff', pathname: '/en/staff/orders/42/credit-notes/7', lang: 'en' });
    expect(resolve('/staff/orders/42/credit-notes/x')).toEqual({ kind: 'not-found', lang: 'el' });
    expect(resolve('/en/staff/customers')).toEqual({ kind: 'staff', pathname: '/en/staff/customers', lang: 'en' });
    for (const handler of ['impersonate', 'status', 'quota-reset', 'data-export', 'delete']) {
      expect(resolve(`/staff/customers/12/${handler}`)).toEqual({ kind: 'staff', pathname: `/el/staff/customers/12/${handler}`, lang: 'el' });
    }
    expect(resolve('/staff/customers/12')).toEqual({ kind: 'not-found', lang: 'el' });
    expect(resolve('/staff/customers/0/status')).toEqual({ kind: 'not-found', lang: 'el' });
  });

  it("opens a partner's content pages and coupons (issue #18), a coupon's code in lower case", () => {
    for (const page of ['pages', 'pages/new', 'pages/terms', 'pages/terms/delete', 'coupons', 'coupons/new', 'coupons/welcome10']) {
      expect(resolve(`/en/staff/partners/acme/${page}`)).toEqual({ kind: 'staff', pathname: `/en/staff/partners/acme/${page}`, lang: 'en' });
    }
    expect(resolve('/staff/partners/acme/coupons/WELCOME10')).toEqual({ kind: 'redirect', status: 308, location: '/staff/partners/acme/coupons/welcome10' });
    expect(resolve('/staff/partners/acme/pages/terms/edit')).toEqual({ kind: 'not-found', lang: 'el' });
    expect(resolve('/staff/partners/acme/coupons/a/delete')).toEqual({ kind: 'not-found', lang: 'el' });
  });

  it('is never a partner: no customer session is needed or ended', () => {
    expect(resolveRoute({ pathname: '/staff/orders', search: '', authenticated: true, sessionPartner: 'acme', hasStaffSession: true }, config)).toEqual({ kind: 'staff', pathname: '/el/staff/orders', lang: 'el' });
  });

  it('opens the orders at /staff, and normalises case, prefix and slashes in one hop', () => {
    expect(resolve('/staff')).toEqual({ kind: 'redirect', status: 307, location: '/staff/orders' });
    expect(resolve('/el/Staff/Orders/', true, '?status=Pending')).toEqual({ kind: 'redirect', status: 308, location: '/staff/orders?status=Pending' });
  });

  it('sends a visitor without a staff session to the console login, with the way back', () => {
    expect(resolve('/en/staff/orders/7', false, '?x=1')).toEqual({ kind: 'redirect', status: 307, location: '/en/staff/login?returnTo=%2Fen%2Fstaff%2Forders%2F7%3Fx%3D1' });
    expect(resolve('/staff/login', false)).toEqual({ kind: 'staff', pathname: '/el/staff/login', lang: 'el' });
    expect(resolve('/staff/session', false)).toEqual({ kind: 'staff', pathname: '/el/staff/session', lang: 'el' });
    expect(resolve('/staff/orders/7/status', false)).toEqual({ kind: 'redirect', status: 307, location: '/staff/login' });
    expect(resolve('/staff/orders/7/document', false)).toEqual({ kind: 'redirect', status: 307, location: '/staff/login' });
  });

  it('answers not-found for anything else under /staff', () => {
    expect(resolve('/staff/customers-export')).toEqual({ kind: 'not-found', lang: 'el' });
    expect(resolve('/staff/orders/abc')).toEqual({ kind: 'not-found', lang: 'el' });
    expect(resolve('/staff/orders/0')).toEqual({ kind: 'not-found', lang: 'el' });
  });
});

describe('safeStaffReturn', () => {
  it('keeps console pages of this site and refuses anything else', () => {
    expect(safeStaffReturn('/en/staff/orders/7?x=1', 'en', config)).toBe('/en/staff/orders/7?x=1');
    expect(safeStaffReturn('/staff/orders', 'el', config)).toBe('/staff/orders');
    for (const bad of ['//evil.test/staff/orders', 'https://evil.test', '/acme/cart', '/staff/session', '/\\evil.test', null]) {
      expect(safeStaffReturn(bad, 'el', config)).toBe('/staff/orders');
    }
  });
});
