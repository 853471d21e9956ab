import { boxnowDeliveryRequest } from '@/lib/carriers/boxnow/boxnow-contract';
import { sandboxBase } from '@/lib/config/payment-providers';
import { ProviderError } from '../../payments/provider-http';
import type { CarrierAdapter } from '../carrier';
import { CarrierRefusal } from '../carrier-errors';
import { boxnowEventKind } from '@/lib/carriers/tracking';
import { boxnowConfigOf, cancelParcel, createDeliveryRequest, parcelById, parcelLabel, parcelsOfOrder } from './boxnow-client';

/**
 * Box Now as the shop's carrier for locker orders (decision 0082): one parcel per order (medium
 * compartment until the products carry sizes), its order number the reference. Box Now refuses an
 * order number it has (P410) — the first answer was lost — and the parcel is then looked up.
 */
export const boxnowCarrier: CarrierAdapter = {
  slug: 'boxnow',
  ships: ['boxnow'],
  async createParcel(deps, facts) {
    if (!facts.lockerId) throw new CarrierRefusal('boxnow', 'P402', 'the order has no locker');
    let request;
    try {
      request = boxnowDeliveryRequest(
        { reference: facts.reference, valueCents: facts.valueCents, codCents: facts.codCents, recipient: facts.recipient, lockerId: facts.lockerId, parcels: [{ id: '1', name: facts.orderNumber, weightKg: facts.weightKg, compartmentSize: facts.compartmentSize }] },
        boxnowConfigOf(deps).originLocationId,
      );
    } catch (error) {
      throw new CarrierRefusal('boxnow', 'P405', error instanceof Error ? error.message : String(error));
    }
    try {
      return (await createDeliveryRequest(deps, request)).parcels[0]!.id;
    } catch (error) {
      if (!(error instanceof CarrierRefusal) || error.code !== 'P410') throw error;
      const [parcel] = await parcelsOfOrder(deps, facts.reference);
      if (!parcel) throw new ProviderError('boxnow', `${facts.reference} is taken but has no parcel`);
      return parcel.id;
    }
  },
  label: (deps, parcelId, paper) => parcelLabel(deps, parcelId, paper),
  trackingUrl: (deps, parcelId) =>
    boxnowConfigOf(deps).mode === 'live' ? `https://t.boxnow.gr/?track=${encodeURIComponent(parcelId)}` : `${sandboxBase(deps.env, 'boxnow')}/track?track=${encodeURIComponent(parcelId)}`,
  cancel: (deps, parcelId) => cancelParcel(deps, parcelId),
  async track(deps, parcelId) {
    const parcel = await parcelById(deps, parcelId);
    return (parcel?.events ?? []).map((event) => ({
      key: `${event.type}@${event.createTime}`,
      kind: boxnowEventKind(event.type),
      carrierType: event.type,
      description: null,
      location: event.locationDisplayName ?? null,
      occurredAt: new Date(event.createTime),
    }));
  },
};
