/**
 * Whether an access token lets its customer in under a partner, for middleware (issue #15: the
 * catalogue pages it lets through are served from the cache, so the check happens before any
 * render). The app publishes the check on globalThis once its database is open
 * (lib/backend/services/customer-access.ts); this module imports nothing, so middleware does not
 * bundle the backend.
 */
export const CUSTOMER_ACCESS_KEY = Symbol.for('partner-storefront.customer-access');

export type CustomerAccessChecks = {
  /** The token lets its customer in under the partner. */
  hasAccess: (token: string, partnerCode: string) => Promise<boolean>;
  /** The token's customer placed this order under the partner (undefined: the token itself is not good). */
  ownsOrder: (token: string, partnerCode: string, orderUid: string) => Promise<boolean | undefined>;
  /** The partner's catalogue shows a product at this URL name (undefined: the token itself is not good). */
  seesProduct: (token: string, partnerCode: string, eurl: string) => Promise<boolean | undefined>;
};

const published = () => (globalThis as { [CUSTOMER_ACCESS_KEY]?: CustomerAccessChecks })[CUSTOMER_ACCESS_KEY];

/** Undefined when it cannot be told here (a remote API, the database not open, a failed lookup): the page then decides. */
export async function hasCustomerAccess(token: string, partnerCode: string): Promise<boolean | undefined> {
  return ask(() => published()?.hasAccess(token, partnerCode));
}

/**
 * Whether the order is the token's customer's (SPEC §2 checkout success shows only one's own):
 * false answers the not-found page with its 404 before any render. Undefined as above, or when
 * the token itself is not good (the page lets the browser refresh it first).
 */
export async function ownsCustomerOrder(token: string, partnerCode: string, orderUid: string): Promise<boolean | undefined> {
  return ask(() => published()?.ownsOrder(token, partnerCode, orderUid));
}

/** Whether the partner's catalogue has the product: false answers the not-found page with its 404 before any render. */
export async function seesCatalogProduct(token: string, partnerCode: string, eurl: string): Promise<boolean | undefined> {
  return ask(() => published()?.seesProduct(token, partnerCode, eurl));
}

async function ask<T>(check: () => Promise<T> | undefined): Promise<T | undefined> {
  try {
    return await check();
  } catch {
    return undefined;
  }
}
