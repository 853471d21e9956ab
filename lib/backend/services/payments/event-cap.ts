import type { ApiDeps } from '../../context';
import { hit } from '../rate-limit';

/**
 * How many refused returns an anonymous caller (no session: a bank's POST back, or anyone) may
 * have written to `payment_events` (issue #14 item 12). Refusals past a cap are still answered
 * 400 `payment_failed`; they are only not stored (nor logged), so nobody can fill the table or the
 * log. Per client address, per attempt and for the whole shop, in one-hour windows shared by every
 * instance (rate_limits). A customer's own refused returns (with a session) are not capped.
 */
export const ANONYMOUS_REFUSAL_CAPS = { perClient: 30, perAttempt: 10, overall: 2000, windowSeconds: 3600 } as const;

export async function mayRecordAnonymousRefusal(deps: ApiDeps, clientIp: string, attemptId: number | undefined): Promise<boolean> {
  const caps = ANONYMOUS_REFUSAL_CAPS;
  const keys: [string, number][] = [
    [`payment-refusal:client:${clientIp.slice(0, 100)}`, caps.perClient],
    ...(attemptId === undefined ? [] : ([[`payment-refusal:attempt:${attemptId}`, caps.perAttempt]] as [string, number][])),
    ['payment-refusal:all', caps.overall],
  ];
  for (const [key, limit] of keys) {
    if (!(await hit(deps.db, key, limit, caps.windowSeconds, deps.now())).allowed) return false;
  }
  return true;
}
