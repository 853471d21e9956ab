/**
 * The role × route matrix of the operations API (issue #44 item 5): for every staff route, the
 * status a well-formed call answers for each kind of caller, declared once beside the route
 * (`access` in staff-routes.ts) and checked by lib/backend/staff/route-matrix.api.test.ts.
 *
 * - `Employee`: an Employee.
 * - `SalesPerson`: a SalesPerson, on a record of a partner assigned to them.
 * - `OtherSalesPerson`: a SalesPerson, on a record of a partner not assigned to them.
 * - `Inspector`: an Inspector (reads only).
 * - `customer`: a customer's access token (never a staff token).
 * - `anonymous`: no token.
 */
export type StaffCaller = 'Employee' | 'SalesPerson' | 'OtherSalesPerson' | 'Inspector' | 'customer' | 'anonymous';

export type StaffRouteAccess = Readonly<Record<StaffCaller, number>>;

export const STAFF_CALLERS: readonly StaffCaller[] = ['Employee', 'SalesPerson', 'OtherSalesPerson', 'Inspector', 'customer', 'anonymous'];
