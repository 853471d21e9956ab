import type { Hono } from 'hono';
import type { ApiEnv } from '../../context';
import { aadeRegistrySandboxRoutes } from './aade-registry';
import { acsSandboxRoutes } from './acs';
import { boxnowSandboxRoutes } from './boxnow';
import { cardlinkSandboxRoutes } from './cardlink';
import { mydataSandboxRoutes } from './mydata';
import { paypalSandboxRoutes } from './paypal';
import { viesSandboxRoutes } from './vies';
import { vivaSandboxRoutes } from './viva';
import { winbankSandboxRoutes } from './winbank';

/**
 * The outside services' sandboxes (DESIGN §6), under `/api/sandbox/{service}/…`: each payment
 * provider's side of the contract (API calls, hosted page with pay / decline / cancel, the return
 * exactly as the provider sends it), myDATA's, AADE's registry lookup and the EU's VIES (issue #47), Box Now's and ACS's (issue #48). Test doubles.
 */
export function sandboxRoutes(app: Hono<ApiEnv>): void {
  vivaSandboxRoutes(app);
  cardlinkSandboxRoutes(app);
  paypalSandboxRoutes(app);
  winbankSandboxRoutes(app);
  mydataSandboxRoutes(app);
  aadeRegistrySandboxRoutes(app);
  viesSandboxRoutes(app);
  boxnowSandboxRoutes(app);
  acsSandboxRoutes(app);
  void app;
}
