import type { ApiDeps } from '../context';
import { STAFF_ACCESS_KEY, type StaffAccessChecks } from '../staff-access-gate';
import { loadSessionPrincipal } from './staff-auth';
import { verifyStaffToken } from './staff-tokens';

/** A staff token's member's role, by the same token and session checks as the staff API (staff-auth.ts). */
export async function staffTokenRole(deps: ApiDeps, token: string) {
  const verified = await verifyStaffToken(deps, token);
  if (!verified.ok) return undefined;
  return (await loadSessionPrincipal(deps, verified.staffId, verified.sessionId))?.role;
}

/** Publishes the check over the runtime's deps for middleware (lib/backend/staff-access-gate.ts), or withdraws it. */
export function publishStaffAccess(deps: ApiDeps | undefined): void {
  const g = globalThis as { [STAFF_ACCESS_KEY]?: StaffAccessChecks };
  g[STAFF_ACCESS_KEY] = deps && { roleOf: (token) => staffTokenRole(deps, token) };
}
