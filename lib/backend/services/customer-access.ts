import type { ApiDeps, CustomerPrincipal, PartnerScope } from '../context';
import { CUSTOMER_ACCESS_KEY, type CustomerAccessCheck } from '../customer-access-gate';
import { verifyAccessToken } from './access-tokens';
import { findPartnerByCode } from './partners';

export type CustomerAccess =
  | { ok: true; principal: CustomerPrincipal }
  /** `expired`: the client refreshes and retries; the others end the session. */
  | { ok: false; reason: 'expired' | 'invalid' | 'revoked' | 'partner_mismatch' };

/**
 * Whether an access token lets its customer in under `partner` (DESIGN §4): signature, claims and
 * expiry, the session family against the revocation set, and the partner the token is bound to.
 * The API's authentication (lib/backend/http/mount.ts), the storefront's own server pages
 * (lib/api/customer-access.server.ts) and middleware (through `publishCustomerAccess`) all ask
 * this, so they cannot disagree.
 */
export async function checkCustomerAccess(deps: ApiDeps, token: string, partner: PartnerScope): Promise<CustomerAccess> {
  const result = await verifyAccessToken(deps, token);
  if (!result.ok) return result;
  if (result.principal.partnerId !== partner.id) return { ok: false, reason: 'partner_mismatch' };
  return result;
}

/** The same check by partner code: false for a code that names no active partner. */
export async function customerHasAccess(deps: ApiDeps, token: string, partnerCode: string): Promise<boolean> {
  const partner = await findPartnerByCode(deps.db, partnerCode);
  if (!partner || partner.status !== 'active') return false;
  return (await checkCustomerAccess(deps, token, partner)).ok;
}

/** Publishes `customerHasAccess` over the runtime's deps for middleware (lib/backend/customer-access-gate.ts), or withdraws it. */
export function publishCustomerAccess(deps: ApiDeps | undefined): void {
  const g = globalThis as { [CUSTOMER_ACCESS_KEY]?: CustomerAccessCheck };
  g[CUSTOMER_ACCESS_KEY] = deps ? (token, partnerCode) => customerHasAccess(deps, token, partnerCode) : undefined;
}
