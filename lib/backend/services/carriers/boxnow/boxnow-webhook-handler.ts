import { and, eq, ne, or, isNull } from 'drizzle-orm';
import { boxnowWebhookEvent, boxnowWebhookSigned, lockerCodeOf, type BoxnowWebhookMessage } from '@/lib/carriers/boxnow/boxnow-webhook';
import type { ApiDeps } from '../../../context';
import { shipments } from '../../../db/schema';
import { ApiError, badRequest } from '../../../http/api-error';
import { applyCarrierEvent } from '../../shipping/apply-carrier-event';
import { boxnowConfigOf } from './boxnow-client';

/**
 * Box Now's webhook arriving (decision 0092): its signature checked against the shop's webhook
 * secret over the data as sent (`rawData`: the body's own `data`, its keys in Box Now's order), the
 * shipment found by its parcel and the shop's reference, the event applied once — the same key as
 * the polled event, so whichever arrives first is kept and the other is a no-op — and the locker
 * code kept while the parcel waits in the locker (cleared once it is collected or leaves). A parcel
 * the shop does not know is acknowledged (`received: false`) so Box Now stops sending it.
 */
export async function receiveBoxnowWebhook(deps: ApiDeps, message: BoxnowWebhookMessage, rawData: unknown): Promise<{ received: boolean }> {
  const secret = boxnowConfigOf(deps).webhookSecret;
  if (!secret) throw new ApiError(401, 'webhook_not_configured');
  if (!boxnowWebhookSigned(secret, rawData, message.datasignature)) throw new ApiError(401, 'webhook_signature_invalid');
  const event = boxnowWebhookEvent(message);
  if (!event) throw badRequest('validation_failed', { 'data.time': 'invalid_date' });
  const [shipment] = await deps.db
    .select({ id: shipments.id, orderId: shipments.orderId, carrier: shipments.carrier, parcelId: shipments.parcelId })
    .from(shipments)
    .where(and(eq(shipments.carrier, 'boxnow'), eq(shipments.parcelId, message.data.parcelId), eq(shipments.reference, message.data.orderNumber)));
  if (!shipment) return { received: false };
  await applyCarrierEvent(deps, shipment, event);
  const code = lockerCodeOf(message);
  if (code) {
    await deps.db.update(shipments).set({ lockerCode: code, updatedAt: deps.now() }).where(and(eq(shipments.id, shipment.id), or(isNull(shipments.lockerCode), ne(shipments.lockerCode, code))));
  } else if (event.kind !== 'in_transit' && event.kind !== 'other') {
    // Collected, expired, returned or lost: the code opens nothing any more.
    await deps.db.update(shipments).set({ lockerCode: null, updatedAt: deps.now() }).where(and(eq(shipments.id, shipment.id), eq(shipments.status, 'created')));
  }
  return { received: true };
}
