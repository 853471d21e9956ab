import type { RouteDef } from './api-routes';

/**
 * Purchase requests, spending and the credit statement in the storefront API (issue #50 items 3–5,
 * decision 0100): the requests an approver decides, the buyer's own, what is left to spend, and
 * the company's credit statement (JSON and PDF). Spread into `routes` (api-routes.ts).
 */

export const purchaseRequestPaths = {} as const;

export const purchaseRequestRoutes = {} satisfies Record<string, RouteDef>;
