/**
 * Whether a partner code names an active partner, for middleware (SPEC §4: a missing partner sends
 * the visitor to the root, answered before any render). The app publishes the lookup on
 * globalThis once its database is open (lib/backend/data-versions.ts); this module imports
 * nothing, so middleware does not bundle the backend.
 */
export const ACTIVE_PARTNER_KEY = Symbol.for('partner-storefront.active-partner');

/** Undefined when it cannot be told (database not open, lookup failed): the page then decides. */
export async function isActivePartner(code: string): Promise<boolean | undefined> {
  const lookup = (globalThis as { [ACTIVE_PARTNER_KEY]?: (code: string) => Promise<boolean> })[ACTIVE_PARTNER_KEY];
  if (!lookup) return undefined;
  try {
    return await lookup(code);
  } catch {
    return undefined;
  }
}
