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
  /** The product of the partner's range whose code or SKU a search text is exactly (null: none; undefined: the token is not good). */
  productOfCode: (token: string, partnerCode: string, text: string) => Promise<ExactCodeTarget | null | undefined>;
};

/** Where an exact code leads: the product's URL name, and the variant's colour and size for a SKU (decision 0051). */
export type ExactCodeTarget = { eurl: string; color?: string; size?: string };

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

/**
 * The product a search text names by its exact code or SKU, in the partner's range (decision
 * 0051): middleware sends the search there. Null: no such product; undefined: cannot tell here.
 */
export async function productOfExactCode(token: string, partnerCode: string, text: string): Promise<ExactCodeTarget | null | undefined> {
  return ask(() => published()?.productOfCode?.(token, partnerCode, text));
}

async function ask<T>(check: () => Promise<T> | undefined): Promise<T | undefined> {
  try {
    return await check();
  } catch {
    return undefined;
  }
}
