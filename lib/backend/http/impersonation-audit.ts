import type { Context } from 'hono';
import { routes, type RouteDef } from '@/lib/contract/api-routes';
import { impersonatedAction } from '@/lib/rules/impersonated-action';
import type { ApiEnv } from '../context';
import { staffAudit } from '../db/schema';

/**
 * Every write a sales person makes while shopping as a customer (issue #44 item 6), audited in one
 * place: mount() calls this after each customer route's handler answered. A call whose token
 * carries `imp` and that succeeded writes a staff_audit row with the sales person as the actor,
 * the customer as the target and the route's name as the action (lib/rules/impersonated-action.ts).
 * Refusals throw before this and are not audited.
 */
const ROUTE_NAMES = new Map<RouteDef, string>(Object.entries(routes).map(([name, route]) => [route as RouteDef, name]));

export async function auditImpersonatedWrite(c: Context<ApiEnv>, route: RouteDef, status: number): Promise<void> {
  const principal = c.get('principal') as ApiEnv['Variables']['principal'] | undefined;
  if (principal?.impersonatorId === undefined) return;
  const routeName = ROUTE_NAMES.get(route);
  const action = impersonatedAction({ method: route.method, routeName, status });
  if (!action) return;
  const deps = c.get('deps');
  await deps.db.insert(staffAudit).values({
    staffId: principal.impersonatorId,
    action,
    targetKind: 'customer',
    targetId: principal.customerId,
    before: null,
    after: { route: routeName, method: route.method.toUpperCase(), path: c.req.path },
    createdAt: deps.now(),
  });
}
