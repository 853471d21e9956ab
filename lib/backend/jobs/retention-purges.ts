import { and, eq, exists, gte, inArray, isNotNull, isNull, lt, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  cartCoupons,
  cartLines,
  cartQuotes,
  carts,
  consentRecords,
  impersonations,
  oneTimeTokens,
  outboxEmails,
  privacyRequests,
  rateLimits,
  refreshTokens,
  staffAudit,
  staffPasswordLinks,
  staffSessions,
} from '../db/schema';

/**
 * One purge per kind of row the retention job deletes (issue #49 item 3, decision 0097). Each takes
 * the cutoff (lib/rules/retention-cutoff.ts) and deletes in batches of at most `batch` rows (or
 * sessions, or carts) per statement until a batch comes back short, and returns how many rows it
 * deleted. Safe with several server processes at once: each statement picks rows by id and
 * deletes them only if they still qualify (PostgreSQL re-reads a row changed meanwhile against the
 * outer condition); two processes picking the same rows delete each once. What a row's period
 * counts from is said at each purge; lib/config/retention.ts says why.
 */
export type Purge = (db: Database, cutoff: Date, batch: number, now: Date) => Promise<number>;

type Step = { picked: number; deleted: number };

async function inBatches(batch: number, step: () => Promise<Step>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const done = await step();
    deleted += done.deleted;
    if (done.picked < batch) return deleted;
  }
}

/** DELETE … WHERE id IN (SELECT id … WHERE condition LIMIT batch) AND condition, until a batch is short. */
function deleteWhere(db: Database, table: PgTable, id: PgColumn, condition: SQL, batch: number): Promise<number> {
  return inBatches(batch, async () => {
    const picked = db.select({ id }).from(table).where(condition).limit(batch);
    const gone = await db.delete(table).where(and(inArray(id, picked), condition)).returning({ id });
    return { picked: gone.length, deleted: gone.length };
  });
}

/** When a row ended: the earlier of its expiry and its end by hand (revoked, used, stopped); NULLs are ignored by least(). */
const endedBefore = (expiry: PgColumn, endedAt: PgColumn, cutoff: Date): SQL => sql`least(${expiry}, ${endedAt}) < ${cutoff}`;

/**
 * A cart idle since the cutoff: its row (bumped by every add, coupon, points and quote), its lines
 * (a changed quantity), its coupon and its quote all older. Every cart write locks the cart row
 * first (services/cart.ts lockCart), so the carts are taken with FOR UPDATE SKIP LOCKED (one being
 * written is left for the next run) and judged again, in the same transaction, after the lock: a
 * write that committed meanwhile is seen. The lines, coupon and quote go with the cart (ON DELETE
 * CASCADE); the next add makes a new cart, as for a new customer.
 */
export const purgeAbandonedCarts: Purge = (db, cutoff, batch) => {
  const idle = and(
    lt(carts.updatedAt, cutoff),
    notExists(db.select({ one: sql`1` }).from(cartLines).where(and(eq(cartLines.cartId, carts.id), gte(cartLines.updatedAt, cutoff)))),
    notExists(db.select({ one: sql`1` }).from(cartCoupons).where(and(eq(cartCoupons.cartId, carts.id), gte(cartCoupons.createdAt, cutoff)))),
    notExists(db.select({ one: sql`1` }).from(cartQuotes).where(and(eq(cartQuotes.cartId, carts.id), gte(cartQuotes.createdAt, cutoff)))),
  )!;
  return inBatches(batch, () =>
    db.transaction(async (tx) => {
      const locked = await tx.select({ id: carts.id }).from(carts).where(idle).orderBy(carts.id).limit(batch).for('update', { skipLocked: true });
      if (locked.length === 0) return { picked: 0, deleted: 0 };
      const gone = await tx.delete(carts).where(and(inArray(carts.id, locked.map((row) => row.id)), idle)).returning({ id: carts.id });
      return { picked: locked.length, deleted: gone.length };
    }),
  );
};

/** Sent mail, from its sending. */
export const purgeSentMail: Purge = (db, cutoff, batch) =>
  deleteWhere(db, outboxEmails, outboxEmails.id, and(isNotNull(outboxEmails.sentAt), lt(outboxEmails.sentAt, cutoff))!, batch);

/** Mail never sent, from its writing; never one the sender holds right now (its lease still running). */
export const purgeUnsentMail: Purge = (db, cutoff, batch, now) =>
  deleteWhere(
    db,
    outboxEmails,
    outboxEmails.id,
    and(isNull(outboxEmails.sentAt), lt(outboxEmails.createdAt, cutoff), or(isNull(outboxEmails.nextAttemptAt), lte(outboxEmails.nextAttemptAt, now)))!,
    batch,
  );

/** Verification and reset links, from their expiry (used or not). */
export const purgeOneTimeTokens: Purge = (db, cutoff, batch) => deleteWhere(db, oneTimeTokens, oneTimeTokens.id, lt(oneTimeTokens.expiresAt, cutoff), batch);

/**
 * Customer sessions, a whole refresh-token family at once, from the family's end: every token of
 * it expired or revoked before the cutoff. A live family keeps all its tokens (a spent one coming
 * back still ends it as reuse), and a revoked family keeps its revoked rows while the revocation
 * check may ask for them (minutes: services/revoked-families.ts). A family that ended cannot get a
 * new token (rotation needs a live one), so picking and deleting need no lock. `batch` counts families.
 */
export const purgeRefreshTokens: Purge = (db, cutoff, batch) => {
  const later = alias(refreshTokens, 'later');
  return inBatches(batch, async () => {
    const families = await db
      .selectDistinct({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(
        and(
          endedBefore(refreshTokens.expiresAt, refreshTokens.revokedAt, cutoff),
          notExists(db.select({ one: sql`1` }).from(later).where(and(eq(later.familyId, refreshTokens.familyId), sql`least(${later.expiresAt}, ${later.revokedAt}) >= ${cutoff}`))),
        ),
      )
      .limit(batch);
    if (families.length === 0) return { picked: 0, deleted: 0 };
    const ids = families.map((row) => row.familyId);
    const gone = await db
      .delete(refreshTokens)
      .where(and(inArray(refreshTokens.familyId, ids), endedBefore(refreshTokens.expiresAt, refreshTokens.revokedAt, cutoff)))
      .returning({ id: refreshTokens.id });
    return { picked: families.length, deleted: gone.length };
  });
};

/** Staff sessions, from their end (expiry or revocation); each member's latest session stays (the console's "last login"). */
export const purgeStaffSessions: Purge = (db, cutoff, batch) => {
  const newer = alias(staffSessions, 'newer');
  const hasNewer = exists(
    db
      .select({ one: sql`1` })
      .from(newer)
      .where(and(eq(newer.staffId, staffSessions.staffId), sql`(${newer.createdAt}, ${newer.id}) > (${staffSessions.createdAt}, ${staffSessions.id})`)),
  );
  return deleteWhere(db, staffSessions, staffSessions.id, and(endedBefore(staffSessions.expiresAt, staffSessions.revokedAt, cutoff), hasNewer)!, batch);
};

/** Staff invitation and password links, from their end (expiry or use). */
export const purgeStaffPasswordLinks: Purge = (db, cutoff, batch) =>
  deleteWhere(db, staffPasswordLinks, staffPasswordLinks.id, endedBefore(staffPasswordLinks.expiresAt, staffPasswordLinks.usedAt, cutoff), batch);

/** Throttling counters, from their window's start (the cutoff already allows for the longest window: rateLimitCutoff). */
export const purgeRateLimits: Purge = (db, cutoff, batch) => deleteWhere(db, rateLimits, rateLimits.key, lt(rateLimits.windowStart, cutoff), batch);

/** Consent choices, from when they were made. */
export const purgeConsentRecords: Purge = (db, cutoff, batch) => deleteWhere(db, consentRecords, consentRecords.id, lt(consentRecords.createdAt, cutoff), batch);

/** Staff audit rows, from the action. */
export const purgeStaffAudit: Purge = (db, cutoff, batch) => deleteWhere(db, staffAudit, staffAudit.id, lt(staffAudit.createdAt, cutoff), batch);

/** Impersonations, from their end (the hour ran out, or Stop). */
export const purgeImpersonations: Purge = (db, cutoff, batch) =>
  deleteWhere(db, impersonations, impersonations.id, endedBefore(impersonations.endsAt, impersonations.endedAt, cutoff), batch);

/** Data-rights requests, from when they were made. */
export const purgePrivacyRequests: Purge = (db, cutoff, batch) => deleteWhere(db, privacyRequests, privacyRequests.id, lt(privacyRequests.createdAt, cutoff), batch);
