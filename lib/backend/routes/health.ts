import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { migrationsApplied } from '../db/client';
import { ApiError } from '../http/api-error';
import { mount } from '../http/mount';

/** Liveness and readiness probes for ops (DESIGN §8). */
export function healthRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.health, async () => ({ status: 'ok' as const }));
  mount(app, routes.ready, async (c) => {
    const deps = c.get('deps');
    try {
      await deps.db.execute(sql`SELECT 1`);
      if (!(await migrationsApplied(deps.db))) throw new Error('migrations pending');
    } catch {
      throw new ApiError(503, 'not_ready');
    }
    return { status: 'ready' as const, database: deps.dbKind };
  });
}
