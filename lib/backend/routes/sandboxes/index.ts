import type { Hono } from 'hono';
import type { ApiEnv } from '../../context';
import { cardlinkSandboxRoutes } from './cardlink';
import { paypalSandboxRoutes } from './paypal';
import { vivaSandboxRoutes } from './viva';
import { winbankSandboxRoutes } from './winbank';

/**
 * The payment providers' sandboxes (DESIGN §6), under `/api/sandbox/{provider}/…`: each plays its
 * provider's side of the contract (API calls, hosted page with pay / decline / cancel, the return
 * exactly as the provider sends it). Test doubles: plain HTML, not translated.
 */
export function sandboxRoutes(app: Hono<ApiEnv>): void {
  vivaSandboxRoutes(app);
  cardlinkSandboxRoutes(app);
  paypalSandboxRoutes(app);
  winbankSandboxRoutes(app);
  void app;
}
