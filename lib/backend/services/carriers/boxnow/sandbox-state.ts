import { and, asc, eq } from 'drizzle-orm';
import { destinationOfLocker, type BoxnowDestination } from '@/lib/carriers/boxnow/boxnow-lockers';
import type { Database } from '../../../db/client';
import { DEMO_LOCKERS } from '../../../db/seed/checkout-data';
import { sandboxSwitch } from '../../sandbox-switch';
import { sandboxBoxnowParcels } from '../../../db/schema';

/**
 * Box Now's side of the sandbox (decision 0082): the parcels it accepted, the lockers it delivers to
 * (its `/destinations`, decision 0087) and how it answers now.
 * `ok` answers; `down` answers 503 (the API away); `lose` registers a delivery request and then
 * fails with 502 (the answer lost on the way: the shop must find the parcel on its next try);
 * `webhook: false`: no webhook set in the Box Now account (the shop learns events by polling alone).
 * Kept per database, in memory: a test switch. Never used by the live adapter.
 */
export type BoxnowSandboxMode = { mode: 'ok' | 'down' | 'lose'; webhook?: boolean };

const sandbox = sandboxSwitch<BoxnowSandboxMode>({ mode: 'ok' });

export const boxnowSandboxModeOf = sandbox.of;
export const setBoxnowSandboxMode = sandbox.set;

/** Its parcel ids are 10 digits: 2000000000 + the row id. */
export const SANDBOX_PARCEL_BASE = 2_000_000_000;
export const parcelIdOf = (rowId: number): string => String(SANDBOX_PARCEL_BASE + rowId);
const rowIdOf = (parcelId: string): number | undefined => {
  const id = Number(parcelId) - SANDBOX_PARCEL_BASE;
  return /^\d{10}$/.test(parcelId) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export type SandboxParcel = typeof sandboxBoxnowParcels.$inferSelect;

/**
 * The sandbox's locker network: at first the seed's lockers (so the demo and the tests show the same
 * ones), as Box Now publishes them; tests add and remove lockers. Kept per database, in memory, like
 * the mode.
 */
const networks = new WeakMap<Database, Map<string, BoxnowDestination>>();
function networkOf(db: Database): Map<string, BoxnowDestination> {
  let network = networks.get(db);
  if (!network) {
    network = new Map(DEMO_LOCKERS.map((locker) => [locker.id, destinationOfLocker(locker)]));
    networks.set(db, network);
  }
  return network;
}

/** The destinations the sandbox lists (`GET /destinations`), in the order they were opened. */
export const sandboxDestinations = (db: Database): BoxnowDestination[] => [...networkOf(db).values()];

/** Opens a locker (or any location) in the sandbox's network, or changes one with that id. */
export const addSandboxDestination = (db: Database, destination: BoxnowDestination): void => void networkOf(db).set(destination.id, destination);

/** Closes one; false when the sandbox has no such id. */
export const removeSandboxDestination = (db: Database, id: string): boolean => networkOf(db).delete(id);

/** Back to the seed's lockers. */
export const resetSandboxDestinations = (db: Database): void => void networks.delete(db);

/** Whether the locker is one the sandbox delivers to (an automated locker of its own network, as Box Now checks: P402). */
export const knownLocker = (db: Database, id: string): boolean => networkOf(db).get(id)?.type === 'apm';

/** Registers a delivery request's items as parcels, once per order number: undefined when the number was used (P410). */
export async function registerParcels(db: Database, orderNumber: string, items: number, request: Record<string, unknown>, at: Date): Promise<SandboxParcel[] | undefined> {
  const row = (item: number) => ({ orderNumber, item, state: 'new', request, createdAt: at, updatedAt: at });
  return db.transaction(async (tx) => {
    // The first item claims the order number; the others follow in the same transaction.
    const [first] = await tx.insert(sandboxBoxnowParcels).values(row(0)).onConflictDoNothing().returning();
    if (!first) return undefined;
    const rest = items > 1 ? await tx.insert(sandboxBoxnowParcels).values(Array.from({ length: items - 1 }, (_, i) => row(i + 1))).returning() : [];
    return [first, ...rest];
  });
}

export async function parcelsByOrderNumber(db: Database, orderNumber: string): Promise<SandboxParcel[]> {
  return db.select().from(sandboxBoxnowParcels).where(eq(sandboxBoxnowParcels.orderNumber, orderNumber)).orderBy(asc(sandboxBoxnowParcels.item));
}

export async function findParcel(db: Database, parcelId: string): Promise<SandboxParcel | undefined> {
  const id = rowIdOf(parcelId);
  if (id === undefined) return undefined;
  const [row] = await db.select().from(sandboxBoxnowParcels).where(eq(sandboxBoxnowParcels.id, id));
  return row;
}

/** Cancels a parcel still `new` (or already canceled: no change); false once it has left. */
export async function cancelSandboxParcel(db: Database, row: SandboxParcel, at: Date): Promise<boolean> {
  if (row.state === 'canceled') return true;
  const [done] = await db.update(sandboxBoxnowParcels).set({ state: 'canceled', updatedAt: at }).where(and(eq(sandboxBoxnowParcels.id, row.id), eq(sandboxBoxnowParcels.state, 'new'))).returning({ id: sandboxBoxnowParcels.id });
  return done !== undefined;
}

/** The state a Box Now event leaves a parcel in. */
const STATE_AFTER: Record<string, string> = { 'in-depot': 'in-transit', 'final-destination': 'in-final-destination', delivered: 'delivered', expired: 'expired-return', returned: 'returned', lost: 'lost', missing: 'missing', canceled: 'canceled' };

/** The state a parcel is in after an event. */
export const stateAfter = (type: string, current: string): string => STATE_AFTER[type] ?? current;

/** Plays a Box Now event on a parcel (the test endpoint), now. */
export async function addParcelEvent(db: Database, row: SandboxParcel, event: { type: string; locationDisplayName?: string }, at: Date): Promise<void> {
  const events = [...row.events, { type: event.type, createTime: at.toISOString(), ...(event.locationDisplayName ? { locationDisplayName: event.locationDisplayName } : {}) }];
  await db.update(sandboxBoxnowParcels).set({ events, state: STATE_AFTER[event.type] ?? row.state, updatedAt: at }).where(eq(sandboxBoxnowParcels.id, row.id));
}
