import type { staffRoutes } from '@/lib/contract/staff-routes';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/demo-staff';
import { revision } from '../../testing/quote-helpers';
import { MATRIX_PARTNER, staffCallOf, staffToken, type MatrixContext, type RouteFixture } from './route-matrix-context';
import { matrixInvite, matrixLinkToken, matrixMember, matrixMemberWithTwoFactor } from './route-matrix-members';
import { pictureMatrixFixtures } from '../../pictures/testing/picture-matrix';
import { catalogMatrixFixtures } from '../catalog/testing/catalog-matrix';
import { productKindsMatrixFixtures } from '../catalog/testing/product-kinds-matrix';
import { fiscalMatrixFixtures, matrixCreditNote } from './fiscal-matrix';
import { shipmentMatrixFixtures } from './shipment-matrix';
import { pickupMatrixFixtures } from './pickup-matrix';
import { privacyMatrixFixtures } from './privacy-matrix';
import { dataExportMatrixFixtures } from './data-export-matrix';
import { companyMatrixFixtures } from './company-matrix';
import { catalogImportMatrixFixtures } from '../../catalog-import/testing/catalog-import-matrix';
import { pictureZipMatrixFixtures } from '../../pictures/testing/picture-zip-matrix';
import { pictureUrlMatrixFixtures } from '../../pictures/testing/picture-url-matrix';
import { matrixCouponCode, matrixCustomer, matrixOrder, matrixOrderChange, matrixPage, matrixPageMade, matrixPartnerSettings, matrixQuote, matrixReturn, matrixStock } from './route-matrix-records';

export type { MatrixCall, MatrixContext, RouteFixture } from './route-matrix-context';

/**
 * A well-formed call of every staff route for the role × route matrix (issue #44 item 5,
 * route-matrix.api.test.ts): the route's expected answer per caller is its `access` in
 * lib/contract/staff-routes.ts; here is what makes the call well-formed. A fixture is called once
 * per caller (route-matrix-context.ts says who they are): a call with side effects makes a fresh
 * record of the partner `acme` each time (route-matrix-records.ts), a read may share one
 * (`ctx.shared`). A staff route added later needs an entry here and `access` beside it, or the
 * matrix test fails naming it.
 */
const P = MATRIX_PARTNER;
const isStaffCaller = (ctx: MatrixContext) => ctx.caller !== 'customer' && ctx.caller !== 'anonymous';

export const routeMatrixFixtures: { readonly [K in keyof typeof staffRoutes]?: RouteFixture } = {
  staffLogin: () => ({ body: { email: 'inspector@shop.test', password: DEMO_STAFF_PASSWORD } }),
  staffMe: () => ({}),
  // a logout ends its token: a fresh login of the caller each time
  staffLogout: async (ctx) => ({ token: isStaffCaller(ctx) ? await staffToken(ctx.s.t, ctx.caller as Exclude<typeof ctx.caller, 'customer' | 'anonymous'>) : ctx.tokens[ctx.caller] }),
  staffTwoFactorEnrolment: () => ({}),
  // a pending enrolment and a wrong code (a right one would switch TOTP on for the caller's later logins)
  staffTwoFactorConfirmation: async (ctx) => {
    if (isStaffCaller(ctx)) await staffCallOf(ctx.s.t)('POST', '/staff/two-factor/enrolment', ctx.tokens[ctx.caller]);
    return { body: { code: '000000' } };
  },
  staffTwoFactorDisable: () => ({ body: { code: '000000' } }),
  staffOrders: () => ({ query: `?partner=${P}&status=Pending&pageSize=5` }),
  staffOrder: async (ctx) => ({ params: { id: await ctx.shared('order', () => matrixOrder(ctx)) } }),
  staffOrderDocument: async (ctx) => ({ params: { id: await ctx.shared('order', () => matrixOrder(ctx)) }, query: '?lang=en' }),
  staffOrderCreditNote: async (ctx) => ({ params: await ctx.shared('credit-note', () => matrixCreditNote(ctx)), query: '?lang=en' }),
  staffOrderStatus: async (ctx) => {
    const id = await matrixOrder(ctx);
    return { params: { id }, body: { ...(await matrixOrderChange(ctx, id)), note: 'route matrix' } };
  },
  staffOrderNote: async (ctx) => ({ params: { id: await ctx.shared('order', () => matrixOrder(ctx)) }, body: { body: 'route matrix', forCustomer: false } }),
  staffReturns: () => ({ query: `?status=Requested&partner=${P}` }),
  staffReturnStatus: async (ctx) => ({ params: { id: await matrixReturn(ctx) }, body: { status: 'Received', expectedStatus: 'Requested' } }),
  staffCustomers: () => ({ query: `?partner=${P}&status=active&q=buyer` }),
  staffImpersonation: async (ctx) => ({ params: { id: await matrixCustomer(ctx) } }),
  staffCustomerStatus: async (ctx) => ({ params: { id: await matrixCustomer(ctx) }, body: { status: 'disabled', expectedStatus: 'active' } }),
  staffQuotaReset: async (ctx) => ({ params: { id: await matrixCustomer(ctx) } }),
  staffAudit: () => ({ query: `?partner=${P}&from=2020-01-01&to=2099-12-31` }),
  staffStock: async (ctx) => ({ query: `?skus=${encodeURIComponent((await matrixStock(ctx)).sku)}` }),
  staffStockUpdate: async (ctx) => {
    const { sku, stock } = await matrixStock(ctx);
    return { body: { items: [{ sku, stock, expectedStock: stock }] } };
  },
  staffPartners: () => ({}),
  staffPartner: () => ({ params: { code: P } }),
  staffPartnerUpdate: async (ctx) => ({ params: { code: P }, body: await matrixPartnerSettings(ctx) }),
  staffPartnerPages: () => ({ params: { code: P } }),
  staffPartnerPagePut: () => ({ params: { code: P, eurl: 'matrix-hours' }, body: matrixPage() }),
  staffPartnerPageDelete: async (ctx) => ({ params: { code: P, eurl: await matrixPageMade(ctx) } }),
  staffPartnerCoupons: () => ({ params: { code: P } }),
  staffPartnerCouponPut: () => {
    const code = matrixCouponCode();
    return { params: { code: P, coupon: code }, body: { code, kind: 'Percentage', value: 10, policy: 'Maximum', active: false } };
  },
  staffQuotes: () => ({ query: `?partner=${P}&status=Pending` }),
  staffQuote: async (ctx) => ({ params: { id: (await ctx.shared('quote', () => matrixQuote(ctx))).id } }),
  staffQuotePut: async (ctx) => {
    const { id, quote } = await matrixQuote(ctx);
    return { params: { id }, body: revision(ctx.s.t, quote, (line) => Math.floor(line.listUnitGross * 0.9)) };
  },
  staffMembers: () => ({}),
  staffMemberInvite: () => ({ body: matrixInvite() }),
  staffMember: async (ctx) => ({ params: { id: (await ctx.shared('member', () => matrixMember(ctx))).id } }),
  staffMemberUpdate: async (ctx) => {
    const { id, version } = await matrixMember(ctx);
    return { params: { id }, body: { role: 'SalesPerson', partners: ['acme', 'hellas'], expectedVersion: version } };
  },
  staffMemberStatus: async (ctx) => {
    const { id, version } = await matrixMember(ctx);
    return { params: { id }, body: { status: 'disabled', expectedVersion: version } };
  },
  staffMemberPasswordReset: async (ctx) => {
    const { id, version } = await matrixMember(ctx);
    return { params: { id }, body: { expectedVersion: version } };
  },
  staffMemberTwoFactorReset: async (ctx) => {
    const { id, version } = await matrixMemberWithTwoFactor(ctx);
    return { params: { id }, body: { expectedVersion: version } };
  },
  staffPasswordLink: async (ctx) => ({ params: { token: await matrixLinkToken(ctx) } }),
  staffPasswordSet: async (ctx) => ({ body: { token: await matrixLinkToken(ctx), password: 'Kalimera-Console-Phrase-7' } }),
  ...pictureMatrixFixtures,
  ...catalogMatrixFixtures,
  ...productKindsMatrixFixtures,
  ...fiscalMatrixFixtures,
  ...shipmentMatrixFixtures,
  ...pickupMatrixFixtures,
  ...privacyMatrixFixtures,
  ...dataExportMatrixFixtures,
  ...companyMatrixFixtures,
  ...catalogImportMatrixFixtures,
  ...pictureZipMatrixFixtures,
  ...pictureUrlMatrixFixtures,
};
