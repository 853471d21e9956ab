import { and, eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { fiscalDocuments, shipments, staffAudit } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { CarrierRefusal } from '../carriers/carrier-errors';
import { carrierNamed } from '../carriers/registry';
import { changeOrderStatus, type StatusChanged } from '../orders/order-status';
import { ProviderError } from '../payments/provider-http';
import { liveShipment, type ShipmentRow } from './ship-order';
import { deliveryNoteRowOf } from './shipment-view';

/**
 * Cancelling a voucher (issue #48 item 2, decision 0086): only while the carrier has not taken the
 * parcel — the carrier decides (Box Now refuses once the parcel left its first state, ACS once the
 * voucher is on a pickup list). Then, in one transaction: the shipment is cancelled, the order goes
 * back from InDelivery to Processing (the one move only this service makes, with its note), and
 * the parcel's delivery note waits to be cancelled at myDATA (the cancellation outbox, decision
 * 0080). The sale document stays: the goods are still sold. Shipping again makes a new voucher
 * with the next attempt's reference and a new note.
 *
 * The note must have its MARK first (409 `delivery_note_pending`): a numbered document is
 * transmitted before it can be cancelled, so its series keeps no gap at myDATA.
 */
export const VOUCHER_CANCELLED_NOTE = 'voucher cancelled';

type Canceller = { id: number; name: string };

export async function cancelShipment(deps: ApiDeps, staff: Canceller, orderId: number): Promise<{ shipment: ShipmentRow; changed: StatusChanged }> {
  const shipment = await liveShipment(deps.db, orderId);
  if (!shipment || shipment.status !== 'created' || !shipment.parcelId) throw notFound('shipment_not_found');
  const note = await deliveryNoteRowOf(deps.db, shipment.id);
  if (note && note.status !== 'transmitted') throw new ApiError(409, 'delivery_note_pending');
  try {
    await carrierNamed(shipment.carrier).cancel(deps, shipment.parcelId);
  } catch (error) {
    if (error instanceof CarrierRefusal) throw new ApiError(409, 'shipment_not_cancellable', undefined, undefined, { carrier: { code: error.code, detail: error.message } });
    if (error instanceof ProviderError) throw new ApiError(502, 'carrier_unavailable');
    throw error;
  }
  let changed: StatusChanged;
  try {
    changed = await changeOrderStatus(deps, { orderId, to: 'Processing', actor: { kind: 'staff', id: staff.id, name: staff.name }, note: VOUCHER_CANCELLED_NOTE }, async (tx) => {
      const now = deps.now();
      const [done] = await tx
        .update(shipments)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(shipments.id, shipment.id), eq(shipments.status, 'created')))
        .returning({ id: shipments.id });
      if (!done) throw notFound('shipment_not_found');
      if (note) await tx.update(fiscalDocuments).set({ status: 'cancelling', nextAttemptAt: null, lastError: null }).where(and(eq(fiscalDocuments.id, note.id), eq(fiscalDocuments.status, 'transmitted')));
      await tx.insert(staffAudit).values({ staffId: staff.id, action: 'order.shipment_cancel', targetKind: 'order', targetId: orderId, before: { carrier: shipment.carrier, parcelId: shipment.parcelId }, after: null, createdAt: now });
    });
  } catch (error) {
    // Another member cancelled it meanwhile (the order already back in Processing): no live shipment to cancel.
    const [now] = await deps.db.select({ status: shipments.status }).from(shipments).where(eq(shipments.id, shipment.id));
    if (error instanceof ApiError && now?.status === 'cancelled') throw notFound('shipment_not_found');
    throw error;
  }
  const [row] = await deps.db.select().from(shipments).where(eq(shipments.id, shipment.id));
  return { shipment: row!, changed };
}
