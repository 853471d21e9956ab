import type { Hono } from 'hono';
import type { ApiEnv } from '../context';

/** Company accounts (issue #50): the signed-in customer's company under the scoped partner (lib/contract/company-routes.ts). */
export function companyApiRoutes(app: Hono<ApiEnv>): void {
  void app;
}
