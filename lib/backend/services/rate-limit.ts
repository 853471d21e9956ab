import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Fixed-window counters in the database, so every instance sees the same count (DESIGN §1).
 * `hit` adds one and tells whether the caller is still within the limit.
 */
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export async function hit(db: Database, key: string, limit: number, windowSeconds: number, now: Date): Promise<RateLimitResult> {
  const windowStartFloor = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const nowIso = now.toISOString();
  const result = (await db.execute(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${nowIso}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${windowStartFloor}::timestamptz THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${windowStartFloor}::timestamptz THEN ${nowIso}::timestamptz ELSE rate_limits.window_start END
    RETURNING count, window_start
  `)) as unknown as { rows: { count: number; window_start: string | Date }[] };
  const row = result.rows[0]!;
  const started = new Date(row.window_start).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((started + windowSeconds * 1000 - now.getTime()) / 1000));
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
}

/** Reads without counting: is the key already over its limit? */
export async function isBlocked(db: Database, key: string, limit: number, windowSeconds: number, now: Date): Promise<number | undefined> {
  const result = (await db.execute(
    sql`SELECT count, window_start FROM rate_limits WHERE key = ${key}`,
  )) as unknown as { rows: { count: number; window_start: string | Date }[] };
  const row = result.rows[0];
  if (!row) return undefined;
  const ends = new Date(row.window_start).getTime() + windowSeconds * 1000;
  if (ends <= now.getTime() || row.count < limit) return undefined;
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
}

/** Reads without counting: the key's count in its current window (0 when none). */
export async function countOf(db: Database, key: string, windowSeconds: number, now: Date): Promise<number> {
  const result = (await db.execute(
    sql`SELECT count, window_start FROM rate_limits WHERE key = ${key}`,
  )) as unknown as { rows: { count: number; window_start: string | Date }[] };
  const row = result.rows[0];
  if (!row || new Date(row.window_start).getTime() + windowSeconds * 1000 <= now.getTime()) return 0;
  return Number(row.count);
}

export async function clear(db: Database, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
