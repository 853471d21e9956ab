import type { Hono } from 'hono';
import type { ApiEnv } from '../context';

/** Companies in the operations API (issue #50; lib/contract/staff-company-routes.ts). */
export function staffCompanyApiRoutes(app: Hono<ApiEnv>): void {
  void app;
}
