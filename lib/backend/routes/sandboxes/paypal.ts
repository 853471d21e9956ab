import type { Hono } from 'hono';
import type { ApiEnv } from '../../context';
import { paypalApiRoutes } from './paypal-api';
import { paypalPageRoutes } from './paypal-page';

/**
 * The PayPal sandbox (DESIGN §6) under `/api/sandbox/paypal`: PayPal's REST API for the adapter
 * (OAuth token, Orders v2 create / show / capture; paypal-api.ts) and the buyer's approval page
 * (`checkoutnow?token=…` with Pay / Decline / Cancel; paypal-page.ts). State in `sandbox_payments`.
 */
export function paypalSandboxRoutes(app: Hono<ApiEnv>): void {
  paypalApiRoutes(app);
  paypalPageRoutes(app);
}
