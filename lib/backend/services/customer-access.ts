import type { ApiDeps, CustomerPrincipal, PartnerScope } from '../context';
import { CUSTOMER_ACCESS_KEY, type CustomerAccessChecks } from '../customer-access-gate';
import { isVisibleTo } from '../catalog/catalog-index';
import { catalogService } from '../catalog/catalog-service';
import { isOrderOf } from './orders/order-view';
import { verifyAccessToken } from './access-tokens';
import { findPartnerByCode } from './partners';
import { formerSlugProduct } from '../catalog/former-slug';
import { exactCodeTarget } from '../catalog/exact-code-lookup';

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

/** The same check by partner code: the partner too when the token is good (no partner: a code that names no active one). */
export async function accessByCode(deps: ApiDeps, token: string, partnerCode: string): Promise<{ partner: PartnerScope; principal: CustomerPrincipal } | undefined> {
  const partner = await findPartnerByCode(deps.db, partnerCode);
  if (!partner || partner.status !== 'active') return undefined;
  const access = await checkCustomerAccess(deps, token, partner);
  return access.ok ? { partner, principal: access.principal } : undefined;
}

export async function customerHasAccess(deps: ApiDeps, token: string, partnerCode: string): Promise<boolean> {
  return (await accessByCode(deps, token, partnerCode)) !== undefined;
}

/** Publishes the checks over the runtime's deps for middleware (lib/backend/customer-access-gate.ts), or withdraws them. */
export function publishCustomerAccess(deps: ApiDeps | undefined): void {
  const g = globalThis as { [CUSTOMER_ACCESS_KEY]?: CustomerAccessChecks };
  g[CUSTOMER_ACCESS_KEY] = deps && {
    hasAccess: (token, partnerCode) => customerHasAccess(deps, token, partnerCode),
    ownsOrder: async (token, partnerCode, orderUid) => {
      const access = await accessByCode(deps, token, partnerCode);
      return access && isOrderOf(deps.db, { customerId: access.principal.customerId, partnerId: access.partner.id }, orderUid);
    },
    seesProduct: async (token, partnerCode, eurl) => {
      const access = await accessByCode(deps, token, partnerCode);
      if (!access) return undefined;
      const index = await catalogService(deps).current();
      // A former slug (decision 0041) is the product's too: its page redirects to the current one.
      const formerOf = index.byEurl.has(eurl) ? undefined : await formerSlugProduct(deps.db, eurl);
      const slot = formerOf === undefined ? index.byEurl.get(eurl) : index.byId.get(formerOf);
      return slot !== undefined && isVisibleTo(index, slot, access.partner.id);
    },
    productOfCode: async (token, partnerCode, text) => {
      const access = await accessByCode(deps, token, partnerCode);
      if (!access) return undefined;
      return exactCodeTarget(await catalogService(deps).current(), access.partner.id, text) ?? null;
    },
  };
}
