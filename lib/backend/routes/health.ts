import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { databaseAvailability, type UnavailableReason } from '../db/availability';
import { migrationsApplied } from '../db/client';
import { isConnectionFailure } from '../db/connection-faults';
import { ApiError } from '../http/api-error';
import { unavailableHeaders } from '../http/unavailable';
import { mount } from '../http/mount';

/** 503 `not_ready` with the reason (readiness probes and operators read it). */
class NotReady extends ApiError {
  constructor(public readonly reason: UnavailableReason) {
    super(503, 'not_ready', undefined, unavailableHeaders());
  }

  override get body() {
    return { ...super.body, reason: this.reason };
  }
}

/** Liveness and readiness probes for ops (DESIGN §8). */
export function healthRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.health, async () => ({ status: 'ok' as const }));
  mount(app, routes.ready, async (c) => {
    const deps = c.get('deps');
    let applied: boolean;
    try {
      await deps.db.execute(sql`SELECT 1`);
      applied = await migrationsApplied(deps.db);
    } catch (error) {
      if (isConnectionFailure(error)) databaseAvailability().reportFault(error);
      throw new NotReady(isConnectionFailure(error) ? 'database_unreachable' : 'database_error');
    }
    if (!applied) throw new NotReady('migrations_pending');
    databaseAvailability().up();
    return { status: 'ready' as const, database: deps.dbKind };
  });
}
