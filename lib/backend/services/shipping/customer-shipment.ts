import { and, asc, eq } from 'drizzle-orm';
import type { OrderShipment } from '@/lib/contract/orders';
import type { ApiDeps } from '../../context';
import { shipmentEvents, shipments } from '../../db/schema';

/** The order's parcel as its customer sees it (issue #48 items 4–5): the carrier, the tracking number, where to follow it, the carrier's events and the locker's code while the parcel waits in it (decision 0092); null before it ships. */
export async function customerShipmentOf(db: Pick<ApiDeps['db'], 'select'>, orderId: number): Promise<OrderShipment | null> {
  const [row] = await db
    .select({ id: shipments.id, carrier: shipments.carrier, parcelId: shipments.parcelId, trackingUrl: shipments.trackingUrl, lockerCode: shipments.lockerCode })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.status, 'created')));
  if (!row?.parcelId) return null;
  const events = await db
    .select({ kind: shipmentEvents.kind, location: shipmentEvents.location, occurredAt: shipmentEvents.occurredAt })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, row.id))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
  return { carrier: row.carrier, trackingNumber: row.parcelId, trackingUrl: row.trackingUrl, events: events.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() })), lockerCode: row.lockerCode };
}
