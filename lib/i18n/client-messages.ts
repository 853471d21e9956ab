import type { MessagePath } from './pick-messages';

/**
 * The messages the client components of each route file read, and only those (issue #15): the
 * browser gets these, never the whole catalogue. Keys are route files under `app/[lang]/`.
 *
 * - `layout` is what the root layout provides: the parts of the layouts (header, banners), the
 *   error boundary and every route file without an entry of its own.
 * - A page or layout with an entry wraps its client part in `<ClientMessages scope="…">`, which
 *   gets exactly that entry: a nested provider replaces the messages of its parent, it does not
 *   add to them.
 * - The form messages (validation and API errors) are not listed: the browser loads them once a
 *   form is on the page (lib/i18n/form-messages.ts). A route that renders API error keys at once
 *   lists `errors`.
 *
 * lib/i18n/client-messages.test.ts reads every client module each route file reaches and fails
 * on a path missing here (naming the file that reads it) or listed here but read by none.
 */
/** The product page's client parts (variant picker, add to cart and its drawer, related cards, recently viewed). */
const PRODUCT_PAGE: readonly MessagePath[] = [
  'cart.blocked',
  'cart.changeFailed',
  'cart.checkout',
  'cart.colorValue',
  'cart.continueShopping',
  'cart.sizeValue',
  'cartDrawer',
  'catalog.availability',
  'catalog.code',
  'catalog.colorNames',
  'catalog.listPrice',
  'catalog.yourPrice',
  'common.close',
  'product',
  'productKinds.groupedAdd',
  'productKinds.groupedAdded',
  'productKinds.groupedNothing',
  'productKinds.groupedQuantity',
  'productKinds.groupedTitle',
  'productKinds.loading',
];

export const CLIENT_MESSAGES = {
  layout: ['errorBoundary.home', 'errorBoundary.oops', 'errorBoundary.retry', 'errorBoundary.unavailableText', 'errorBoundary.unavailableTitle'],
  '[partnerId]/layout': [
    'account',
    'cart.announce',
    'cart.linkLabel',
    'cart.title',
    'catalog.title',
    'common.language',
    'common.languages',
    'layout.closeMenu',
    'layout.impersonating',
    'layout.impersonationStop',
    'layout.menu',
  ],
  '(auth)/[partnerId]/layout': ['common.language', 'common.languages'],
  '[partnerId]/(partner-wide)/page': ['common.loading', 'errorBoundary.oops', 'landing.quota', 'landing.welcome'],
  '[partnerId]/(partner-wide)/cached-home/page': [
    'catalog.availability',
    'catalog.code',
    'catalog.listPrice',
    'catalog.yourPrice',
    'common.loading',
    'errorBoundary.oops',
    'landing.quota',
    'landing.welcome',
    'product.recentlyViewed',
  ],
  // Authentication
  '(auth)/[partnerId]/login/page': [
    'auth.email',
    'auth.login.accountDeleted',
    'auth.login.expired',
    'auth.login.forgot',
    'auth.login.loggedOut',
    'auth.login.noAccount',
    'auth.login.register',
    'auth.login.submit',
    'auth.partnerCode',
    'auth.password',
    'auth.resend',
    'auth.submitting',
  ],
  '(auth)/[partnerId]/register/page': [
    'auth.backToLogin',
    'auth.email',
    'auth.firstName',
    'auth.lastName',
    'auth.login.submit',
    'auth.password',
    'auth.passwordRule',
    'auth.register.done',
    'auth.register.haveAccount',
    'auth.register.submit',
    'auth.registrationCode',
    'auth.resend',
    'auth.submitting',
    'legalLinks',
  ],
  '(auth)/[partnerId]/validateregistration/[guid]/page': ['auth.login.submit', 'auth.verify.done', 'auth.verify.failed', 'auth.verify.working'],
  '(auth)/[partnerId]/forgot-password/page': ['auth.backToLogin', 'auth.email', 'auth.forgot.done', 'auth.forgot.intro', 'auth.forgot.submit', 'auth.submitting'],
  '(auth)/[partnerId]/resetpassword/[guid]/page': ['auth.confirmPassword', 'auth.email', 'auth.login.submit', 'auth.newPassword', 'auth.passwordRule', 'auth.reset', 'auth.submitting'],
  '[partnerId]/(per-request)/logout/page': ['auth.logout.again', 'auth.logout.done', 'auth.logout.working'],
  '[partnerId]/(per-request)/impersonate/page': ['auth.impersonate.back', 'auth.impersonate.working'],
  // Catalogue
  '[partnerId]/(partner-wide)/products/page': ['catalog', 'common.loading', 'errorBoundary.oops'],
  '[partnerId]/(partner-wide)/cached-products/[query]/page': ['catalog'],
  // The per-request page adds the customer gate's (an access token to refresh first).
  '[partnerId]/(partner-wide)/products/[eurl]/page': [...PRODUCT_PAGE, 'common.loading', 'errorBoundary.oops'],
  '[partnerId]/(partner-wide)/cached-product/[eurl]/[selection]/page': PRODUCT_PAGE,
  // Cart, checkout, payment
  '[partnerId]/(per-request)/cart/page': ['cart', 'coupons', 'loyalty.redeem', 'quotes.cart', 'quotes.failed', 'quotes.request', 'catalog.code', 'catalog.colorNames', 'catalog.listPrice', 'catalog.yourPrice', 'common.loading', 'errors.not_available_quantity', 'errors.out_of_stock', 'errors.product_unavailable', 'orderLists.failed', 'orderLists.nameRequired', 'orderLists.saveAs', 'product.inStock'],
  '[partnerId]/(partner-wide)/quick-order/page': ['catalog.colorNames', 'quickOrder'],
  '[partnerId]/(partner-wide)/checkout/page': [
    'catalog.colorNames',
    'checkout',
    'common.loading',
    'errorBoundary.oops',
    'errors.not_available_quantity',
    'errors.out_of_stock',
    'errors.product_unavailable',
    'errors.quota_exceeded',
    'errors.unknown',
    'giftCards',
    'legalLinks',
    'quotes.cart',
  ],
  '[partnerId]/(per-request)/checkout-success/[uid]/page': ['common.loading', 'errorBoundary.oops', 'orderDocument.download'],
  '[partnerId]/(per-request)/checkout-failure/page': ['checkoutFailure.browseProducts', 'checkoutFailure.cartEmpty', 'checkoutFailure.cartKept'],
  '[partnerId]/(per-request)/payment/[...rest]/page': [
    'checkoutFailure.browseProducts',
    'checkoutFailure.cartEmpty',
    'checkoutFailure.cartKept',
    'payment.confirming',
    'payment.continueToBank',
    'payment.providers',
    'payment.redirecting',
  ],
  // Profile
  '[partnerId]/(partner-wide)/profile/layout': ['profile.menu'],
  '[partnerId]/(partner-wide)/profile/account/page': ['auth.passwordRule', 'auth.submitting', 'common.loading', 'errorBoundary.oops', 'profile.account', 'profile.activity', 'profile.password'],
  '[partnerId]/(partner-wide)/profile/order-lists/page': ['common.loading', 'orderLists', 'quickOrder.status'],
  '[partnerId]/(partner-wide)/profile/loyalty/page': ['common.loading', 'loyalty'],
  '[partnerId]/(partner-wide)/profile/privacy/page': ['auth.submitting', 'common.close', 'common.loading', 'errorBoundary.oops', 'privacy.delete', 'privacy.download', 'privacy.marketing'],
  '[partnerId]/(partner-wide)/profile/quotes/page': ['common.loading', 'quotes'],
  '[partnerId]/(partner-wide)/profile/quotes/[uid]/page': ['catalog.colorNames', 'common.loading', 'quotes'],
  '[partnerId]/(partner-wide)/profile/addresses/page': ['addresses', 'auth.submitting', 'checkout.address', 'common.close', 'common.loading'],
  '[partnerId]/(partner-wide)/profile/orders/page': [
    'catalog.colorNames',
    'catalog.next',
    'catalog.page',
    'catalog.pageOf',
    'catalog.pagination',
    'catalog.previous',
    'checkout.lines',
    'checkout.payment',
    'checkout.shipping',
    'checkout.totals',
    'common.close',
    'common.loading',
    'errorBoundary.oops',
    'giftCards.applied',
    'giftCards.codeLine',
    'giftCards.pendingIssue',
    'giftCards.yourCodes',
    'orderLists.failed',
    'orderLists.nameRequired',
    'orderDocument.download',
    'orderLists.saveAs',
    'orderSuccess',
    'orders',
    'returns.reasons',
    'returns.request',
    'returns.requestStatus',
  ],
  '[partnerId]/(partner-wide)/profile/return-order/page': ['auth.submitting', 'catalog.colorNames', 'checkout.lines', 'common.loading', 'errorBoundary.oops', 'orders.status', 'returns'],
} as const satisfies Record<string, readonly MessagePath[]>;

/** A route file with messages of its own. */
export type ClientMessagesScope = keyof typeof CLIENT_MESSAGES;
