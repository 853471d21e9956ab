import { and, eq } from 'drizzle-orm';
import type { OrderShipment } from '@/lib/contract/orders';
import type { ApiDeps } from '../../context';
import { shipments } from '../../db/schema';

/** The order's parcel as its customer sees it (issue #48 item 4): the carrier, the tracking number and where to follow it; null before it ships. */
export async function customerShipmentOf(db: Pick<ApiDeps['db'], 'select'>, orderId: number): Promise<OrderShipment | null> {
  const [row] = await db
    .select({ carrier: shipments.carrier, parcelId: shipments.parcelId, trackingUrl: shipments.trackingUrl })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.status, 'created')));
  return row?.parcelId ? { carrier: row.carrier, trackingNumber: row.parcelId, trackingUrl: row.trackingUrl } : null;
}
