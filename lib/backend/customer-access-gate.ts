/**
 * Whether an access token lets its customer in under a partner, for middleware (issue #15: the
 * catalogue pages it lets through are served from the cache, so the check happens before any
 * render). The app publishes the check on globalThis once its database is open
 * (lib/backend/services/customer-access.ts); this module imports nothing, so middleware does not
 * bundle the backend.
 */
export const CUSTOMER_ACCESS_KEY = Symbol.for('partner-storefront.customer-access');

export type CustomerAccessCheck = (token: string, partnerCode: string) => Promise<boolean>;

/** Undefined when it cannot be told here (a remote API, the database not open, a failed lookup): the page then decides. */
export async function hasCustomerAccess(token: string, partnerCode: string): Promise<boolean | undefined> {
  const check = (globalThis as { [CUSTOMER_ACCESS_KEY]?: CustomerAccessCheck })[CUSTOMER_ACCESS_KEY];
  if (!check) return undefined;
  try {
    return await check(token, partnerCode);
  } catch {
    return undefined;
  }
}
