/**
 * The path of every commerce API call (relative to the API base; `:param` placeholders), apart
 * from the route table's schemas: browser modules import these and stay free of zod (which
 * would add ≈ 45 kB gzip to every storefront page). `api-routes.ts` builds its rows on them.
 */
export const apiPaths = {
  login: '/Customers/Login',
  refreshToken: '/account/refreshtoken',
  register: '/Customers/Register',
  validateRegistration: '/Customers/ValidateRegistration',
  resendVerification: '/Customers/ResendVerification',
  forgotPassword: '/Customers/ForgotPassword',
  resetPassword: '/Customers/ResetPassword',
  checkResetLink: '/Customers/ResetPassword/Check',
  updatePassword: '/Customers/UpdatePassword',
  logout: '/Customers/Logout',
  impersonation: '/Customers/Impersonation',
  getProfile: '/Customers/Profile',
  updateProfile: '/Customers/Profile',
  customerActivity: '/Customers/Activity',
  listAddresses: '/Customers/Addresses',
  createAddress: '/Customers/Addresses',
  updateAddress: '/Customers/Addresses/:id',
  deleteAddress: '/Customers/Addresses/:id',
  listPartners: '/Partners',
  partnerByCode: '/Partners/ByCode/:code',
  promotionInfo: '/Partners/PromotionInfo',
  listContentPages: '/ContentPages',
  contentPageByUrl: '/ContentPages/ByUrl/:url',
  listProducts: '/Products',
  productsByIds: '/Products/ByIds',
  productByCode: '/Products/ByCode/:code',
  productByUrl: '/Products/ByUrl/:url',
  productById: '/Products/:id',
  relatedProducts: '/Products/:id/Related',
  getCart: '/Cart',
  addCartItem: '/Cart/Items',
  updateCartItem: '/Cart/Items/:lineId',
  removeCartItem: '/Cart/Items/:lineId',
  clearCart: '/Cart',
  quickOrder: '/Cart/QuickOrder',
  cartCoupon: '/Cart/Coupon',
  cartGroup: '/Cart/Group',
  giftCardBalance: '/GiftCards/:code',
  orderGiftCards: '/Orders/:uid/GiftCards',
  cartPoints: '/Cart/Points',
  listOrderLists: '/OrderLists',
  loyalty: '/Loyalty',
  createOrderList: '/OrderLists',
  getOrderList: '/OrderLists/:id',
  updateOrderList: '/OrderLists/:id',
  deleteOrderList: '/OrderLists/:id',
  addOrderListToCart: '/OrderLists/:id/AddToCart',
  quotes: '/Quotes',
  quote: '/Quotes/:uid',
  acceptQuote: '/Quotes/:uid/Accept',
  declineQuote: '/Quotes/:uid/Decline',
  quoteToCart: '/Quotes/:uid/Cart',
  checkoutOptions: '/Checkout/Options',
  searchLockers: '/Checkout/Lockers',
  taxRegistry: '/Checkout/TaxRegistry',
  euVatCheck: '/Checkout/EuVatNumber',
  placeOrder: '/Orders',
  listOrders: '/Orders',
  orderByUid: '/Orders/:uid',
  lookupOrder: '/Orders/Lookup',
  reorder: '/Orders/:uid/Reorder',
  createReturn: '/Returns',
  confirmPayment: '/Payments/:provider/Confirm',
  startPayment: '/Payments/Attempts/:uid/Start',
  locatePayment: '/Payments/:provider/Locate',
  boxnowWebhook: '/Carriers/boxnow/Webhook',
  orderPayment: '/Orders/:uid/Payment',
  retryPayment: '/Orders/:uid/Payment/Retry',
  cancelOrder: '/Orders/:uid/Cancel',
  orderDocument: '/Orders/:uid/Document',
  orderCreditNote: '/Orders/:uid/CreditNotes/:id',
  health: '/health',
  ready: '/health/ready',
} as const;

export type ApiPathName = keyof typeof apiPaths;

/** Fills `:param` placeholders, URI-encoding each value. */
export function routePath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
