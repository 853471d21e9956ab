import type { StaffRole } from '@/lib/contract/staff';

/**
 * The role of a staff token's member, for middleware: a console page only an Employee opens answers
 * its 404 before any render (with Cache Components a page's own check runs after the shell was sent
 * with 200). The app publishes the check on globalThis once its database is open
 * (lib/backend/staff/staff-access.ts); this module imports only a type, so middleware does not
 * bundle the backend. The same pattern as customer-access-gate.ts.
 */
export const STAFF_ACCESS_KEY = Symbol.for('partner-storefront.staff-access');

export type StaffAccessChecks = {
  /** The member's role, when the token and its session are good; undefined otherwise. */
  roleOf: (token: string) => Promise<StaffRole | undefined>;
};

const published = () => (globalThis as { [STAFF_ACCESS_KEY]?: StaffAccessChecks })[STAFF_ACCESS_KEY];

/** Undefined when it cannot be told here (a remote API, the database not open, a failed lookup, a token that is not good): the page then decides. */
export async function staffRoleOf(token: string): Promise<StaffRole | undefined> {
  try {
    return await published()?.roleOf(token);
  } catch {
    return undefined;
  }
}
