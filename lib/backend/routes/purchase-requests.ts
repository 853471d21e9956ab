import type { Hono } from 'hono';
import type { ApiEnv } from '../context';

/** Purchase requests, spending and the credit statement (issue #50 items 3–5; lib/contract/purchase-request-routes.ts). */
export function purchaseRequestApiRoutes(app: Hono<ApiEnv>): void {
  void app;
}
