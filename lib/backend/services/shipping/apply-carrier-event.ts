import { eq } from 'drizzle-orm';
import { orderMoveFor, type CarrierEvent } from '@/lib/carriers/tracking';
import { lifecycleStatusOf } from '@/lib/rules/order-lifecycle';
import type { ApiDeps } from '../../context';
import { orders, shipmentEvents } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { markDeliveryReturnDue } from '../fiscal/delivery-returns';
import { changeOrderStatus } from '../orders/order-status';
import { mailStatusChange } from '../orders/order-status-mail';

/**
 * One carrier event reaching a shipment (decision 0084), however it came — the tracking job's poll
 * or the carrier's webhook (decision 0092): kept once (its unique key; only the writer that inserted
 * it applies it), an unknown one logged for staff, a return marked on the delivery note (0089), and
 * the order moved through the lifecycle rules with the customer told. `kept`: this call inserted it;
 * `moved`: it moved the order.
 */
export type EventShipment = { id: number; orderId: number; carrier: string; parcelId: string | null };

export async function applyCarrierEvent(deps: ApiDeps, shipment: EventShipment, event: CarrierEvent): Promise<{ kept: boolean; moved: boolean }> {
  const [kept] = await deps.db
    .insert(shipmentEvents)
    .values({ shipmentId: shipment.id, key: event.key, kind: event.kind, carrierType: event.carrierType, description: event.description, location: event.location, occurredAt: event.occurredAt, createdAt: deps.now() })
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  if (!kept) return { kept: false, moved: false }; // another writer has it, and applies it
  if (event.kind === 'other') console.warn('[shipping] unknown carrier event', { carrier: shipment.carrier, parcel: shipment.parcelId, type: event.carrierType });
  // The goods came back: the delivery note's movement ends on a return, reported to myDATA (decision 0089).
  if (event.kind === 'returned') await markDeliveryReturnDue(deps.db, shipment.id);
  const [order] = await deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, shipment.orderId));
  const status = order && lifecycleStatusOf(order.status);
  const to = status && orderMoveFor(event.kind, status);
  if (!to) return { kept: true, moved: false };
  try {
    const changed = await changeOrderStatus(deps, { orderId: shipment.orderId, to, actor: { kind: 'system', name: shipment.carrier }, note: `${shipment.carrier}: ${event.carrierType}` });
    await mailStatusChange(deps, changed);
    return { kept: true, moved: true };
  } catch (error) {
    // Moved meanwhile (staff, another event): the lifecycle refuses, nothing is applied twice.
    if (!(error instanceof ApiError)) throw error;
    return { kept: true, moved: false };
  }
}
