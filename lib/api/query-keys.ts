/**
 * Every react-query key of the storefront in one place (like one list of cache tags), shared by
 * the server prefetch in layouts and the client hooks that read the hydrated data.
 */
export const queryKeys = {
  promotionInfo: (code: string) => ['promotion-info', code] as const,
  profile: (code: string) => ['profile', code] as const,
  /** Per customer as well: another login in the same tab never sees the previous cart. */
  cart: (code: string, customerId: number | undefined) => ['cart', code, customerId ?? 0] as const,
  checkoutOptions: (code: string, lang: string) => ['checkout-options', code, lang] as const,
  addresses: (code: string, customerId: number | undefined) => ['addresses', code, customerId ?? 0] as const,
  orderLists: (code: string, customerId: number | undefined) => ['order-lists', code, customerId ?? 0] as const,
  loyalty: (code: string, customerId: number | undefined) => ['loyalty', code, customerId ?? 0] as const,
  customerActivity: (code: string, customerId: number | undefined) => ['customer-activity', code, customerId ?? 0] as const,
  quotes: (code: string, customerId: number | undefined) => ['quotes', code, customerId ?? 0] as const,
  quote: (code: string, uid: string) => ['quote', code, uid] as const,
  lockers: (code: string, q: string) => ['lockers', code, q] as const,
  /** A page of the customer's orders; `allOrders` covers every page (invalidated after a return). */
  allOrders: (code: string) => ['orders', code] as const,
  orders: (code: string, customerId: number | undefined, page: number, pageSize = 10) => ['orders', code, customerId ?? 0, page, pageSize] as const,
  order: (code: string, uid: string) => ['order', code, uid] as const,
};
