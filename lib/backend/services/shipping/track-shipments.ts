import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import { newEvents } from '@/lib/carriers/tracking';
import type { ApiDeps } from '../../context';
import { orders, shipmentEvents, shipments } from '../../db/schema';
import { carrierNamed } from '../carriers/registry';
import { applyCarrierEvent } from './apply-carrier-event';

/**
 * Statuses from the carrier (issue #48 item 5, decision 0084): the background job asks each
 * carrier for the events of the parcels out for delivery, keeps the new ones, and moves the order
 * through the lifecycle rules — delivered: Completed; returned or lost: NotDelivered — telling the
 * customer as any such change does. Several instances at once: a shipment is claimed FOR UPDATE SKIP
 * LOCKED and leased until its next poll; an event is inserted once (a unique key), and only the
 * instance that inserted it applies it. A carrier away leaves the shipment to the next poll; an
 * event the shop does not know is kept as `other` and logged for staff.
 */
export const TRACKING_POLL_MS = 5 * 60_000;

export type TrackResult = { polled: number; events: number; moved: number; failed: number };

async function claimDue(deps: ApiDeps, batch: number) {
  const now = deps.now();
  const out = [OrderStatusCode.InDelivery, OrderStatusCode.PartiallyDelivered];
  const due = deps.db
    .select({ id: shipments.id })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.status, 'created'), inArray(orders.status, out), or(isNull(shipments.nextPollAt), lte(shipments.nextPollAt, now))))
    .orderBy(shipments.id)
    .limit(batch)
    .for('update', { of: shipments, skipLocked: true });
  return deps.db
    .update(shipments)
    .set({ nextPollAt: new Date(now.getTime() + TRACKING_POLL_MS) })
    .where(inArray(shipments.id, due))
    .returning({ id: shipments.id, orderId: shipments.orderId, carrier: shipments.carrier, parcelId: shipments.parcelId });
}

export async function trackShipments(deps: ApiDeps, options: { batch?: number } = {}): Promise<TrackResult> {
  const result: TrackResult = { polled: 0, events: 0, moved: 0, failed: 0 };
  for (const shipment of await claimDue(deps, options.batch ?? 50)) {
    if (!shipment.parcelId) continue;
    result.polled += 1;
    let reported;
    try {
      reported = await carrierNamed(shipment.carrier).track(deps, shipment.parcelId);
    } catch (error) {
      result.failed += 1;
      await deps.db.update(shipments).set({ lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500) }).where(eq(shipments.id, shipment.id));
      continue;
    }
    const known = await deps.db.select({ key: shipmentEvents.key }).from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipment.id));
    for (const event of newEvents(reported, new Set(known.map((k) => k.key)))) {
      const applied = await applyCarrierEvent(deps, shipment, event);
      if (applied.kept) result.events += 1;
      if (applied.moved) result.moved += 1;
    }
    await deps.db.update(shipments).set({ lastError: sql`NULL` }).where(and(eq(shipments.id, shipment.id), eq(shipments.status, 'created')));
  }
  return result;
}
