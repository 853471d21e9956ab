import type { RouteDef } from './api-routes';

/**
 * Companies in the operations API (issue #50, decision 0100), spread into staffPaths and
 * staffRoutes (staff-routes.ts): companies of the partners a member sees, created, edited,
 * approved or declined by staff; their members, payment terms and credit limit; payments received
 * (the console and an ERP, with an Idempotency-Key) and the credit statement.
 */

export const staffCompanyPaths = {} as const;

export const staffCompanyRoutes = {} satisfies Record<string, RouteDef>;
