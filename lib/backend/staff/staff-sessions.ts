import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffSessions } from '../db/schema';
import type { Tx } from '../db/transaction';
import { RETENTION_DAYS } from '@/lib/config/retention';

/**
 * Staff sessions (issue #44 item 3): one row per login; the staff token names it (`sid`) and every
 * staff call reads it in the same query as the member (staff-auth.ts), so there is no cache to
 * drop: a revoked session is refused at once by every instance on the database.
 */
type Executor = Database | Tx;

export async function createStaffSession(db: Executor, input: { staffId: number; now: Date; expiresAt: Date; ip?: string; userAgent?: string }): Promise<string> {
  const id = randomUUID();
  await db.insert(staffSessions).values({
    id,
    staffId: input.staffId,
    createdAt: input.now,
    expiresAt: input.expiresAt,
    ip: input.ip?.slice(0, 64) ?? null,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return id;
}

/** Ends one session (a logout). True when it was still open. */
export async function revokeStaffSession(db: Executor, sessionId: string, at: Date): Promise<boolean> {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return ended.length > 0;
}

/**
 * Ends every open session of a member (disabled, password reset, partners unassigned): each of
 * their tokens is refused from the next call on, on every instance. Call it inside the transaction
 * that makes the change, so both commit together. `at` defaults to the database's clock.
 * Returns how many sessions were ended.
 */
export async function revokeStaffSessions(tx: Executor, staffId: number, at?: Date): Promise<number> {
  const ended = await tx
    .update(staffSessions)
    .set({ revokedAt: at ?? sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return ended.length;
}

/** How long an ended session is kept (who logged in when, from where) before a login of the member drops it. */
export const ENDED_SESSION_KEEP_DAYS = RETENTION_DAYS.staffSessions;

/**
 * Drops the member's sessions that expired more than ENDED_SESSION_KEEP_DAYS ago (called at each
 * login, after the new session is written, so the member's latest login is always kept): the
 * table holds about a month of logins per member, not every login ever.
 */
export async function pruneStaffSessions(db: Executor, staffId: number, now: Date): Promise<void> {
  const before = new Date(now.getTime() - ENDED_SESSION_KEEP_DAYS * 86_400_000);
  await db.delete(staffSessions).where(and(eq(staffSessions.staffId, staffId), lt(staffSessions.expiresAt, before)));
}
