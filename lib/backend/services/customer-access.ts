import type { ApiDeps, CustomerPrincipal, PartnerScope } from '../context';
import { verifyAccessToken } from './access-tokens';

export type CustomerAccess =
  | { ok: true; principal: CustomerPrincipal }
  /** `expired`: the client refreshes and retries; the others end the session. */
  | { ok: false; reason: 'expired' | 'invalid' | 'revoked' | 'partner_mismatch' };

/**
 * Whether an access token lets its customer in under `partner` (DESIGN §4): signature, claims and
 * expiry, the session family against the revocation set, and the partner the token is bound to.
 * The API's authentication (lib/backend/http/mount.ts) and the storefront's own server pages
 * (lib/api/customer-access.server.ts) both ask this, so the two cannot disagree.
 */
export async function checkCustomerAccess(deps: ApiDeps, token: string, partner: PartnerScope): Promise<CustomerAccess> {
  const result = await verifyAccessToken(deps, token);
  if (!result.ok) return result;
  if (result.principal.partnerId !== partner.id) return { ok: false, reason: 'partner_mismatch' };
  return result;
}
