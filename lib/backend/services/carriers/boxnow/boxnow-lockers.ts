import { and, eq, inArray, sql } from 'drizzle-orm';
import { lockerListChanges, type LockerListRefusal, type ShopLocker } from '@/lib/carriers/boxnow/boxnow-lockers';
import type { ApiDeps } from '../../../context';
import { lockers } from '../../../db/schema';
import { lockerSearchText } from '../../checkout/locker-query';
import { ProviderError } from '../../payments/provider-http';
import { CarrierRefusal } from '../carrier-errors';
import { lockerDestinations } from './boxnow-client';

/**
 * The locker picker's list from Box Now (issue #48 item 6, decision 0087): the background job reads
 * the carrier's destinations once a day and applies what changed (lib/carriers/boxnow/boxnow-lockers.ts)
 * in one transaction — new and changed lockers upserted with their search text, the missing ones
 * made inactive, none deleted (orders keep theirs as a snapshot). The carrier away, slow or refusing,
 * or an empty or implausibly short answer: nothing changes, the result says the list was kept, and
 * a line is logged. Several instances at once: the transaction takes an advisory lock and reads the
 * table after it, so the second applies nothing the first did not (idempotent upserts, rows in id order).
 */
export const LOCKER_REFRESH_EVERY_MS = 24 * 3600_000;
/** The first refresh after the process starts: after the start-up work, soon enough to catch up. */
export const LOCKER_REFRESH_FIRST_MS = 60_000;

const LOCKER_REFRESH_LOCK_ID = 724_311_004;
const BATCH = 500;

export type LockerRefreshReason = 'carrier_unavailable' | LockerListRefusal;
export type LockerRefresh = { updated: number; deactivated: number; kept: boolean; reason?: LockerRefreshReason };

const keptBecause = (reason: LockerRefreshReason): LockerRefresh => ({ updated: 0, deactivated: 0, kept: true, reason });

const rowOf = (locker: ShopLocker) => ({ ...locker, search: lockerSearchText(locker), active: true });

export async function refreshLockers(deps: ApiDeps): Promise<LockerRefresh> {
  let listed: Awaited<ReturnType<typeof lockerDestinations>>;
  try {
    listed = await lockerDestinations(deps);
  } catch (error) {
    if (!(error instanceof ProviderError) && !(error instanceof CarrierRefusal)) throw error;
    console.warn('[shipping] Box Now locker list kept: the carrier did not answer', { error: error.message });
    return keptBecause('carrier_unavailable');
  }
  if (listed.skipped > 0) console.warn('[shipping] Box Now destinations left out (incomplete)', { skipped: listed.skipped });
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKER_REFRESH_LOCK_ID})`);
    const current = await tx.select({ id: lockers.id, name: lockers.name, address: lockers.address, area: lockers.area, city: lockers.city, postalCode: lockers.postalCode, active: lockers.active }).from(lockers);
    const changes = lockerListChanges(current, listed.lockers);
    if (changes.kept) {
      console.warn('[shipping] Box Now locker list kept: the answer is not believable', { reason: changes.reason, incoming: changes.incoming, active: changes.active });
      return keptBecause(changes.reason);
    }
    for (let i = 0; i < changes.upsert.length; i += BATCH) {
      await tx
        .insert(lockers)
        .values(changes.upsert.slice(i, i + BATCH).map(rowOf))
        .onConflictDoUpdate({
          target: lockers.id,
          set: { name: sql`excluded.name`, address: sql`excluded.address`, area: sql`excluded.area`, city: sql`excluded.city`, postalCode: sql`excluded.postal_code`, search: sql`excluded.search`, active: true },
        });
    }
    let deactivated = 0;
    for (let i = 0; i < changes.deactivate.length; i += BATCH) {
      const gone = await tx
        .update(lockers)
        .set({ active: false })
        .where(and(inArray(lockers.id, changes.deactivate.slice(i, i + BATCH)), eq(lockers.active, true)))
        .returning({ id: lockers.id });
      deactivated += gone.length;
    }
    return { updated: changes.upsert.length, deactivated, kept: false };
  });
}
