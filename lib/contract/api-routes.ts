import { zTaxRegistryEntry, zTaxRegistryQuery } from './tax-registry';
import { zBoxnowWebhookMessage } from '@/lib/carriers/boxnow/boxnow-webhook-contract';
import { zEuVatCheck, zEuVatQuery } from './vies';
import type { StaffRouteAccess } from './staff-route-access';
import { z } from 'zod';
import { apiPaths } from './api-paths';
import { zAccepted, zOk } from './common';
import {
  zForgotPasswordRequest,
  zLoginRequest,
  zImpersonationRequest,
  zLogoutRequest,
  zRefreshRequest,
  zRegisterRequest,
  zResendVerificationRequest,
  zResetLinkCheckRequest,
  zResetPasswordRequest,
  zSessionRecord,
  zTokenSet,
  zUpdatePasswordRequest,
  zValidateRegistrationRequest,
} from './auth';
import { zProductCardList, zProductDetail, zProductDetailList, zProductList, zProductListQuery, zProductsByIdsRequest } from './catalog';
import { zAddCartItemRequest, zCart, zCartQuery, zUpdateCartItemRequest } from './cart';
import { zApplyCouponRequest } from './coupons';
import { zAddGroupRequest, zGiftCardBalance, zOrderGiftCards } from './product-kinds';
import { zLoyalty, zRedeemPointsRequest } from './loyalty';
import { zQuote, zQuoteList, zRequestQuoteRequest } from './quotations';
import { zQuickOrderRequest, zQuickOrderResult } from './quick-order';
import { zContentPage, zContentPageLinks } from './content-pages';
import { zCreateOrderListRequest, zSavedOrderList, zSavedOrderListSummaries, zUpdateOrderListRequest } from './order-lists';
import { zAddress, zAddressList, zAddressRequest } from './addresses';
import { zCheckoutOptions, zLockerList, zLockerQuery, zPlaceOrderRequest, zPlaceOrderResponse } from './checkout';
import { zRecordConsentRequest } from './consent';
import { zProfile, zUpdateProfileRequest } from './customer';
import { zDeleteAccountRequest, zMarketingRequest } from './account-privacy';
import { DATA_EXPORT_MEDIA_TYPES, zDataExportQuery } from './data-export';
import { zCustomerActivity } from './customer-activity';
import { zOrder, zOrderDocumentQuery, zOrderList, zOrderListQuery } from './orders';
import { zConfirmPaymentRequest, zConfirmPaymentResponse, zLocatePaymentRequest, zOrderPayment, zPaymentLocation, zPaymentRetry, zPaymentStart } from './payments';
import { zCreateReturnRequest, zOrderLookup, zOrderLookupRequest, zReorderResult, zReturnRequestRecord } from './returns';
import { zPartner, zPartnerList, zPromotionInfo } from './partner';
import { companyRoutes } from './company-routes';
import { purchaseRequestRoutes } from './purchase-request-routes';
import { companyCreditRoutes } from './company-credit-routes';

/**
 * Every call of the commerce API (DESIGN §8) in one table: the backend mounts its handlers by
 * these definitions, `/api/openapi.json` is generated from them, and client modules take their
 * paths from here. Paths are relative to the API base and use `:param` placeholders.
 */
export type RouteDef = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  tag: string;
  /** Needs `Authorization: Bearer <access token>` of a customer of the scoped partner (`optional`: checked when sent). */
  auth: boolean | 'optional';
  /** Needs the `X-Partner-Code` header (the partner scope of SPEC §6). */
  partner: boolean;
  /** A staff route (staff-routes.ts): the staff login, or a staff token that may `read` or `write`. */
  staff?: 'login' | 'read' | 'write';
  /** A staff route's expected answer per caller (issue #44 item 5; staff-route-access.ts). */
  access?: StaffRouteAccess;
  /** zod schemas, classic or mini (zod's core type: ./field-rules.ts). */
  body?: z.core.$ZodType;
  query?: z.core.$ZodType;
  /** Success status → body schema (null: no body). */
  responses: Record<number, z.core.$ZodType | null>;
  /** A success answer that is a file, not JSON: its media type, or the types it may be in (the OpenAPI document says so). */
  produces?: string | readonly string[];
};

const def = <T extends RouteDef>(d: T) => d;

export const routes = {
  // auth
  login: def({ method: 'post', path: apiPaths.login, summary: 'Log a customer in to a partner storefront', tag: 'auth', auth: false, partner: true, body: zLoginRequest, responses: { 200: zSessionRecord } }),
  refreshToken: def({ method: 'post', path: apiPaths.refreshToken, summary: 'Rotate the refresh token and issue a new access token', tag: 'auth', auth: false, partner: true, body: zRefreshRequest, responses: { 200: zTokenSet } }),
  register: def({ method: 'post', path: apiPaths.register, summary: 'Register with the partner registration code; sends a verification link', tag: 'auth', auth: false, partner: true, body: zRegisterRequest, responses: { 202: zAccepted } }),
  validateRegistration: def({ method: 'post', path: apiPaths.validateRegistration, summary: 'Verify an account from its emailed link', tag: 'auth', auth: false, partner: true, body: zValidateRegistrationRequest, responses: { 200: zOk } }),
  resendVerification: def({ method: 'post', path: apiPaths.resendVerification, summary: 'Email the verification link again to an account not verified yet (same answer whether or not there is one)', tag: 'auth', auth: false, partner: true, body: zResendVerificationRequest, responses: { 202: zAccepted } }),
  forgotPassword: def({ method: 'post', path: apiPaths.forgotPassword, summary: 'Email a password reset link (same answer whether or not the email exists)', tag: 'auth', auth: false, partner: true, body: zForgotPasswordRequest, responses: { 202: zAccepted } }),
  resetPassword: def({ method: 'post', path: apiPaths.resetPassword, summary: 'Set a new password from a reset link', tag: 'auth', auth: false, partner: true, body: zResetPasswordRequest, responses: { 200: zOk } }),
  checkResetLink: def({ method: 'post', path: apiPaths.checkResetLink, summary: 'Whether a reset link is still usable (400 reset_link_invalid otherwise); spends nothing', tag: 'auth', auth: false, partner: true, body: zResetLinkCheckRequest, responses: { 200: zOk } }),
  updatePassword: def({ method: 'post', path: apiPaths.updatePassword, summary: 'Change the password; ends the other sessions', tag: 'auth', auth: true, partner: true, body: zUpdatePasswordRequest, responses: { 200: zOk } }),
  logout: def({ method: 'post', path: apiPaths.logout, summary: 'Revoke the session of a refresh token (an impersonation ends with it)', tag: 'auth', auth: false, partner: true, body: zLogoutRequest, responses: { 204: null } }),
  impersonation: def({ method: 'post', path: apiPaths.impersonation, summary: "Exchange the staff console's one-time code for a session of the customer with impersonation 'true' (ends with the impersonation, 60 minutes at most); 400 impersonation_link_invalid (unknown, spent, expired or another partner's code)", tag: 'auth', auth: false, partner: true, body: zImpersonationRequest, responses: { 200: zSessionRecord } }),
  // customer
  getProfile: def({ method: 'get', path: apiPaths.getProfile, summary: "The customer's profile", tag: 'customer', auth: true, partner: true, responses: { 200: zProfile } }),
  updateProfile: def({ method: 'put', path: apiPaths.updateProfile, summary: "Update the customer's profile", tag: 'customer', auth: true, partner: true, body: zUpdateProfileRequest, responses: { 200: zProfile } }),
  exportProfileData: def({ method: 'get', path: apiPaths.exportProfileData, summary: "Download my data (issue #49 item 2, decision 0095): everything the shop keeps about the customer of the token under this partner (profile, addresses, orders with lines, history, payments and fiscal documents, returns, quotes, order lists, loyalty points, gift cards, consents, privacy requests, VIES checks, mails), streamed as a JSON file (format=json, the default) or a printable HTML page (format=html, in `lang` or else the customer's language); each download is recorded as a privacy request. 403 impersonation_forbidden while a sales person shops as the customer, 429 too_many_requests after 10 in an hour", tag: 'customer', auth: true, partner: true, query: zDataExportQuery, produces: DATA_EXPORT_MEDIA_TYPES, responses: { 200: null } }),
  deleteAccount: def({ method: 'post', path: apiPaths.deleteAccount, summary: "Delete my account at once (issue #49 item 2, decision 0096), in one transaction: the personal data erased (the address becomes deleted-{id}@deleted.invalid, so the same person may register again), addresses, carts, order lists, open quotes, points and links deleted, every session ended; the orders and their fiscal documents kept for the tax retention period. 400 validation_failed with password: current_password_incorrect, 403 impersonation_forbidden (a sales person shopping as the customer), 409 account_has_open_orders (orders not finished, a return being handled or money still owed: params.orders maps each order number to its uid, params.reasons to order_open / return_open / refund_due, params.count.total), 429 too_many_requests", tag: 'customer', auth: true, partner: true, body: zDeleteAccountRequest, responses: { 200: zOk } }),
  updateMarketing: def({ method: 'put', path: apiPaths.updateMarketing, summary: "The customer's marketing e-mail choice (issue #49 item 2): agreed (recorded with its time, kept while it stays agreed) or not; answers the profile. 403 impersonation_forbidden (agreeing while a sales person shops as the customer: consent is the customer's own)", tag: 'customer', auth: true, partner: true, body: zMarketingRequest, responses: { 200: zProfile } }),
  customerActivity: def({ method: 'get', path: apiPaths.customerActivity, summary: "What staff did on the customer's behalf (issue #44 item 6): each write a sales person made while shopping as the customer, and when they started and stopped, newest first (at most 100); the customer of the token only", tag: 'customer', auth: true, partner: true, responses: { 200: zCustomerActivity } }),
  listAddresses: def({ method: 'get', path: apiPaths.listAddresses, summary: "The customer's address book (default first, then newest)", tag: 'customer', auth: true, partner: true, responses: { 200: zAddressList } }),
  createAddress: def({ method: 'post', path: apiPaths.createAddress, summary: 'Add an address (at most 20); 409 address_book_full', tag: 'customer', auth: true, partner: true, body: zAddressRequest, responses: { 201: zAddress } }),
  updateAddress: def({ method: 'put', path: apiPaths.updateAddress, summary: 'Change an address of the customer; 404 address_not_found', tag: 'customer', auth: true, partner: true, body: zAddressRequest, responses: { 200: zAddress } }),
  deleteAddress: def({ method: 'delete', path: apiPaths.deleteAddress, summary: 'Delete an address of the customer; 404 address_not_found', tag: 'customer', auth: true, partner: true, responses: { 204: null } }),
  // partner
  listPartners: def({ method: 'get', path: apiPaths.listPartners, summary: 'The active partners, ordered by code (public: the sitemap lists their pages)', tag: 'partner', auth: false, partner: false, responses: { 200: zPartnerList } }),
  listContentPages: def({ method: 'get', path: apiPaths.listContentPages, summary: "The partner's published content pages (issue #18 item 7), by position: the footer's links", tag: 'content', auth: false, partner: true, responses: { 200: zContentPageLinks } }),
  contentPageByUrl: def({ method: 'get', path: apiPaths.contentPageByUrl, summary: 'A published content page of the partner in the request language (body sanitised); 404 content_page_not_found', tag: 'content', auth: false, partner: true, responses: { 200: zContentPage } }),
  recordConsent: def({ method: 'post', path: apiPaths.recordConsent, summary: "Record a visitor's consent choice (which text, what, when; the signed-in customer's when a token is sent); 429 too_many_requests", tag: 'content', auth: 'optional', partner: true, body: zRecordConsentRequest, responses: { 204: null } }),
  partnerByCode: def({ method: 'get', path: apiPaths.partnerByCode, summary: 'A partner by its code', tag: 'partner', auth: false, partner: false, responses: { 200: zPartner } }),
  promotionInfo: def({ method: 'get', path: apiPaths.promotionInfo, summary: "The partner's discount and the customer's discount quota", tag: 'partner', auth: true, partner: true, responses: { 200: zPromotionInfo } }),
  // catalogue (partner-scoped and authenticated: prices carry the partner's discount)
  listProducts: def({ method: 'get', path: apiPaths.listProducts, summary: 'Search, filter, sort and page the catalogue, with facet counts', tag: 'catalogue', auth: true, partner: true, query: zProductListQuery, responses: { 200: zProductList } }),
  productsByIds: def({ method: 'post', path: apiPaths.productsByIds, summary: 'Product details by ids (at most 100; absent or hidden ids are left out)', tag: 'catalogue', auth: true, partner: true, body: zProductsByIdsRequest, responses: { 200: zProductDetailList } }),
  productByCode: def({ method: 'get', path: apiPaths.productByCode, summary: 'A product by its code', tag: 'catalogue', auth: true, partner: true, responses: { 200: zProductDetail } }),
  productByUrl: def({ method: 'get', path: apiPaths.productByUrl, summary: 'A product by its URL slug (eurl), or by a former one (staff changed it): then the answer carries the current eurl, and the storefront redirects to it permanently', tag: 'catalogue', auth: true, partner: true, responses: { 200: zProductDetail } }),
  productById: def({ method: 'get', path: apiPaths.productById, summary: 'A product by id', tag: 'catalogue', auth: true, partner: true, responses: { 200: zProductDetail } }),
  relatedProducts: def({ method: 'get', path: apiPaths.relatedProducts, summary: 'Up to 8 products of the same category, closest in price first', tag: 'catalogue', auth: true, partner: true, responses: { 200: zProductCardList } }),
  // cart (the customer's cart under the scoped partner; every call answers the whole cart, priced now)
  getCart: def({ method: 'get', path: apiPaths.getCart, summary: "The cart with current prices, line problems, totals and the discount quota (empty when none exists); vatZone=islands prices it at the islands' reduced VAT rates (17/9/4 %), as the checkout does for an invoice to a business on Lesvos, Chios, Samos, Kos or Leros", tag: 'cart', auth: true, partner: true, query: zCartQuery, responses: { 200: zCart } }),
  quickOrder: def({ method: 'post', path: apiPaths.quickOrder, summary: 'Quick order: add lines by product code, colour, size and quantity together (one transaction); each line is reported by its row (added, not_found, variant_needed, variant_not_found, not_orderable, out_of_stock, not_available_quantity with available, cart_full) and a refused line adds nothing', tag: 'cart', auth: true, partner: true, body: zQuickOrderRequest, responses: { 200: zQuickOrderResult } }),
  // order lists (issue #18 item 2): the customer's own, under the scoped partner; another's is 404 order_list_not_found
  loyalty: def({ method: 'get', path: apiPaths.loyalty, summary: "The customer's loyalty points under the partner (issue #18 item 5): approved balance, pending points, the partner's rate and the last 100 entries with SPEC's point types", tag: 'loyalty', auth: true, partner: true, responses: { 200: zLoyalty } }),
  listOrderLists: def({ method: 'get', path: apiPaths.listOrderLists, summary: "The customer's order lists, last changed first, with their line and unit counts", tag: 'order-lists', auth: true, partner: true, responses: { 200: zSavedOrderListSummaries } }),
  createOrderList: def({ method: 'post', path: apiPaths.createOrderList, summary: "Save a named list from the cart, one of the customer's orders or nothing; 409 order_list_name_taken / order_lists_full, 404 order_not_found", tag: 'order-lists', auth: true, partner: true, body: zCreateOrderListRequest, responses: { 201: zSavedOrderList } }),
  getOrderList: def({ method: 'get', path: apiPaths.getOrderList, summary: 'An order list with its lines (whether the partner still offers each); 404 order_list_not_found', tag: 'order-lists', auth: true, partner: true, responses: { 200: zSavedOrderList } }),
  updateOrderList: def({ method: 'put', path: apiPaths.updateOrderList, summary: 'Rename a list and set its lines (a subset of them, with quantities); 400 order_list_line_unknown, 409 order_list_name_taken, 404 order_list_not_found', tag: 'order-lists', auth: true, partner: true, body: zUpdateOrderListRequest, responses: { 200: zSavedOrderList } }),
  deleteOrderList: def({ method: 'delete', path: apiPaths.deleteOrderList, summary: 'Delete an order list; 404 order_list_not_found', tag: 'order-lists', auth: true, partner: true, responses: { 204: null } }),
  addOrderListToCart: def({ method: 'post', path: apiPaths.addOrderListToCart, summary: 'Add a whole list to the cart as a quick order does (one transaction, a report per line); 404 order_list_not_found, 409 order_list_empty', tag: 'order-lists', auth: true, partner: true, responses: { 200: zQuickOrderResult } }),
  // quotations (issue #18 item 3): the customer's own, under the scoped partner; another's is 404 quote_not_found
  requestQuote: def({ method: 'post', path: apiPaths.quotes, summary: "Ask for a quote on the cart's lines with an optional comment (status Pending); 409 cart_empty / quote_cart_problem", tag: 'quotes', auth: true, partner: true, body: zRequestQuoteRequest, responses: { 201: zQuote } }),
  listQuotes: def({ method: 'get', path: apiPaths.quotes, summary: "The customer's quotes, newest first", tag: 'quotes', auth: true, partner: true, responses: { 200: zQuoteList } }),
  getQuote: def({ method: 'get', path: apiPaths.quote, summary: 'A quote with its lines (requested and quoted prices) and what the customer may do now; 404 quote_not_found', tag: 'quotes', auth: true, partner: true, responses: { 200: zQuote } }),
  acceptQuote: def({ method: 'post', path: apiPaths.acceptQuote, summary: 'Accept a revised quote before its validity ends; 404 quote_not_found, 409 quote_status_conflict / quote_expired', tag: 'quotes', auth: true, partner: true, responses: { 200: zQuote } }),
  declineQuote: def({ method: 'post', path: apiPaths.declineQuote, summary: 'Decline a revised quote; 404 quote_not_found, 409 quote_status_conflict', tag: 'quotes', auth: true, partner: true, responses: { 200: zQuote } }),
  quoteToCart: def({ method: 'post', path: apiPaths.quoteToCart, summary: "Replace the cart's lines by an accepted quote's (the coupon taken off); the cart is priced at the quote while its lines stay the quote's. 404 quote_not_found, 409 quote_status_conflict / quote_expired / quote_ordered", tag: 'quotes', auth: true, partner: true, responses: { 200: zCart } }),
  addCartItem: def({ method: 'post', path: apiPaths.addCartItem, summary: "Add units of a variant (merged into the variant's line); 404 product_not_found, 409 out_of_stock / not_available_quantity / cart_full", tag: 'cart', auth: true, partner: true, body: zAddCartItemRequest, responses: { 200: zCart } }),
  updateCartItem: def({ method: 'patch', path: apiPaths.updateCartItem, summary: "Set a line's quantity; 404 cart_line_not_found, 409 product_unavailable / out_of_stock / not_available_quantity", tag: 'cart', auth: true, partner: true, body: zUpdateCartItemRequest, responses: { 200: zCart } }),
  removeCartItem: def({ method: 'delete', path: apiPaths.removeCartItem, summary: 'Remove a line; 404 cart_line_not_found', tag: 'cart', auth: true, partner: true, responses: { 200: zCart } }),
  applyCartCoupon: def({ method: 'post', path: apiPaths.cartCoupon, summary: "Add a coupon to the cart by its code (spaces, case and Greek look-alike capitals forgiven); a refused code answers its SPEC result code in params.coupon.result: 404 coupon_not_found, 409 coupon_inactive / coupon_expired / coupon_pending / coupon_redeemed / coupon_email_not_allowed / coupon_not_applicable", tag: 'cart', auth: true, partner: true, body: zApplyCouponRequest, responses: { 200: zCart } }),
  redeemCartPoints: def({ method: 'put', path: apiPaths.cartPoints, summary: "Redeem approved loyalty points on the cart (issue #18 item 5; 0 takes them off): 409 points_insufficient (more than the balance, params.points.balance) / points_over_max (more than half the goods, params.points.max)", tag: 'cart', auth: true, partner: true, body: zRedeemPointsRequest, responses: { 200: zCart } }),
  removeCartCoupon: def({ method: 'delete', path: apiPaths.cartCoupon, summary: "Take the coupon off the cart", tag: 'cart', auth: true, partner: true, responses: { 200: zCart } }),
  addCartGroup: def({ method: 'post', path: apiPaths.cartGroup, summary: "Add a Grouped product's chosen members together, each its own line (issue #45; one transaction through the cart's add: one refused line adds nothing, its key and params.line.variantId); 404 product_not_found for a variant that is not a member's", tag: 'cart', auth: true, partner: true, body: zAddGroupRequest, responses: { 200: zCart } }),
  giftCardBalance: def({ method: 'get', path: apiPaths.giftCardBalance, summary: "A gift card's balance in this storefront (issue #45; code in groups or not, any case); 404 gift_card_not_found (another partner's card included), 409 gift_card_void / gift_card_expired / gift_card_empty", tag: 'checkout', auth: true, partner: true, responses: { 200: zGiftCardBalance } }),
  orderGiftCards: def({ method: 'get', path: apiPaths.orderGiftCards, summary: 'The gift cards an order of the customer issued (their codes, once paid) and what it paid with a gift card; 404 order_not_found', tag: 'orders', auth: true, partner: true, responses: { 200: zOrderGiftCards } }),
  clearCart: def({ method: 'delete', path: apiPaths.clearCart, summary: 'Remove every line', tag: 'cart', auth: true, partner: true, responses: { 200: zCart } }),
  // checkout and orders
  checkoutOptions: def({ method: 'get', path: apiPaths.checkoutOptions, summary: 'Shipping methods with costs, payment methods with fees and providers, stores', tag: 'checkout', auth: true, partner: true, responses: { 200: zCheckoutOptions } }),
  searchLockers: def({ method: 'get', path: apiPaths.searchLockers, summary: 'Box Now lockers by postal code or area (at most 20)', tag: 'checkout', auth: true, partner: true, query: zLockerQuery, responses: { 200: zLockerList } }),
  taxRegistry: def({ method: 'get', path: apiPaths.taxRegistry, summary: "The invoice details AADE's registry holds for a Greek ΑΦΜ (company name, main activity, tax office, address), at the customer's request, at most 20 an hour (issue #47); 400 vat_number_length / vat_number_check_digit, 404 vat_number_not_registered, 409 vat_number_inactive / vat_number_not_business, 429 too_many_requests, 502 tax_registry_unavailable", tag: 'checkout', auth: true, partner: true, query: zTaxRegistryQuery, responses: { 200: zTaxRegistryEntry } }),
  euVatCheck: def({ method: 'get', path: apiPaths.euVatCheck, summary: "An EU VAT number (with its member state, e.g. CY10259033P) checked with the EU's VIES for a 0 % intra-Community supply: the trader's name and address as VIES gives them and VIES's consultation number, kept as proof; at the customer's request, at most 20 an hour (issue #47); 400 eu_vat_number_format / eu_vat_number_greek, 404 eu_vat_number_not_registered, 429 too_many_requests, 502 vies_unavailable", tag: 'checkout', auth: true, partner: true, query: zEuVatQuery, responses: { 200: zEuVatCheck } }),
  placeOrder: def({ method: 'post', path: apiPaths.placeOrder, summary: 'Place an order from the cart (header Idempotency-Key); 409 cart_empty / quota_exceeded / out_of_stock / not_available_quantity / product_unavailable / price_changed / idempotency_key_reused / points_insufficient / quote_expired / quote_ordered, and a coupon that cannot be used now its coupon_* key (coupon_expired, coupon_redeemed …)', tag: 'orders', auth: true, partner: true, body: zPlaceOrderRequest, responses: { 201: zPlaceOrderResponse } }),
  listOrders: def({ method: 'get', path: apiPaths.listOrders, summary: "The customer's orders, newest first", tag: 'orders', auth: true, partner: true, query: zOrderListQuery, responses: { 200: zOrderList } }),
  orderByUid: def({ method: 'get', path: apiPaths.orderByUid, summary: 'An order of the customer by its uid; 404 order_not_found', tag: 'orders', auth: true, partner: true, responses: { 200: zOrder } }),
  lookupOrder: def({ method: 'post', path: apiPaths.lookupOrder, summary: "Find one of the caller's orders by number and the order's email, with what can still be returned; 404 order_not_found (also for another customer's order), 429 too_many_requests after too many failed lookups", tag: 'orders', auth: true, partner: true, body: zOrderLookupRequest, responses: { 200: zOrderLookup } }),
  reorder: def({ method: 'post', path: apiPaths.reorder, summary: "Put an order's lines back into the cart as far as they are available, reporting the rest; 404 order_not_found", tag: 'orders', auth: true, partner: true, responses: { 200: zReorderResult } }),
  createReturn: def({ method: 'post', path: apiPaths.createReturn, summary: 'Ask to return lines of an order; 404 order_not_found, 409 order_not_returnable, 400 return_quantity_exceeds / return_line_unknown / return_line_duplicate', tag: 'orders', auth: true, partner: true, body: zCreateReturnRequest, responses: { 201: zReturnRequestRecord } }),
  // payments (DESIGN §6): the storefront's payment page starts the attempt; return pages confirm it.
  // A signed return (Cardlink, Winbank) proves itself and may come without a session (the bank's POST
  // back has no cookies); the others need the customer's token. With a token, the order must be the caller's.
  startPayment: def({ method: 'post', path: apiPaths.startPayment, summary: "Start an order's payment attempt with its provider (idempotent): a redirect or a form to post; 404 payment_not_found, 409 payment_closed / payment_expired", tag: 'payments', auth: true, partner: true, responses: { 200: zPaymentStart } }),
  confirmPayment: def({ method: 'post', path: apiPaths.confirmPayment, summary: "Confirm a payment from the provider's return parameters (idempotent); 400 payment_failed / payment_provider_unavailable", tag: 'payments', auth: 'optional', partner: true, body: zConfirmPaymentRequest, responses: { 200: zConfirmPaymentResponse } }),
  locatePayment: def({ method: 'post', path: apiPaths.locatePayment, summary: "The storefront (partner, language) a provider's return belongs to; 404 payment_not_found", tag: 'payments', auth: false, partner: false, body: zLocatePaymentRequest, responses: { 200: zPaymentLocation } }),
  orderPayment: def({ method: 'get', path: apiPaths.orderPayment, summary: "The order's latest online payment; a pending one is asked of its provider first; 404 order_not_found / payment_not_found", tag: 'payments', auth: true, partner: true, responses: { 200: zOrderPayment } }),
  retryPayment: def({ method: 'post', path: apiPaths.retryPayment, summary: "Pay now: the page that pays an order still waiting for its card or PayPal payment (a new attempt with the same provider when the last one was started; never a second order); 404 order_not_found, 409 payment_closed / payment_expired", tag: 'payments', auth: true, partner: true, responses: { 200: zPaymentRetry } }),
  cancelOrder: def({ method: 'post', path: apiPaths.cancelOrder, summary: 'Cancel an order still waiting for its online payment: stock and quota back, the cart kept; 404 order_not_found, 409 order_not_cancellable / payment_closed', tag: 'orders', auth: true, partner: true, responses: { 200: zOrder } }),
  orderDocument: def({ method: 'get', path: apiPaths.orderDocument, summary: "The order's invoice (an Invoice order) or receipt as a PDF download, in `lang` or else the order's language; 404 order_not_found", tag: 'orders', auth: true, partner: true, query: zOrderDocumentQuery, produces: 'application/pdf', responses: { 200: null } }),
  orderCreditNote: def({ method: 'get', path: apiPaths.orderCreditNote, summary: "A credit note of the order's invoice or receipt (issue #47: a return, refund or cancellation) as a PDF download, in `lang` or else the order's language; 404 order_not_found / credit_note_not_found", tag: 'orders', auth: true, partner: true, query: zOrderDocumentQuery, produces: 'application/pdf', responses: { 200: null } }),
  // company accounts (issue #50, decision 0100)
  ...companyRoutes,
  ...purchaseRequestRoutes,
  ...companyCreditRoutes,
  // carriers
  boxnowWebhook: def({ method: 'post', path: apiPaths.boxnowWebhook, summary: "Box Now's webhook (its partner API's WebhookMessage): a parcel event, signed with the shop's webhook secret (HMAC-SHA256 of the data), applied once like a polled one, and the locker code (parcelPin) kept while the parcel waits in the locker; an event for a parcel the shop does not know is answered received: false. 401 webhook_signature_invalid / webhook_not_configured, 400 validation_failed", tag: 'shipping', auth: false, partner: false, body: zBoxnowWebhookMessage, responses: { 200: z.object({ received: z.boolean() }) } }),
  // ops
  health: def({ method: 'get', path: apiPaths.health, summary: 'Liveness', tag: 'ops', auth: false, partner: false, responses: { 200: z.object({ status: z.literal('ok') }) } }),
  ready: def({ method: 'get', path: apiPaths.ready, summary: 'Readiness: database reachable, migrations applied', tag: 'ops', auth: false, partner: false, responses: { 200: z.object({ status: z.literal('ready'), database: z.string() }) } }),
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

export { routePath } from './api-paths';
