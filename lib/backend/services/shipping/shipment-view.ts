import { asc, desc, eq } from 'drizzle-orm';
import { documentLabel } from '@/lib/fiscal/document-series';
import type { StaffDeliveryNote, StaffShipment } from '@/lib/contract/staff-shipments';
import type { ApiDeps } from '../../context';
import { fiscalDocuments, shipmentEvents } from '../../db/schema';
import type { ShipmentRow } from './ship-order';

type Reader = Pick<ApiDeps['db'], 'select'>;

/** The shipment's delivery note (decision 0089): the live one, else the last (a cancelled voucher's). */
export async function deliveryNoteRowOf(db: Reader, shipmentId: number) {
  const rows = await db.select().from(fiscalDocuments).where(eq(fiscalDocuments.shipmentId, shipmentId)).orderBy(desc(fiscalDocuments.id));
  return rows.find((r) => r.status !== 'cancelling' && r.status !== 'cancelled') ?? rows[0];
}

const toDeliveryNote = (row: typeof fiscalDocuments.$inferSelect): StaffDeliveryNote => ({
  id: row.id,
  label: documentLabel(row),
  status: row.status,
  mark: row.mark,
  qrUrl: row.qrUrl,
  movementStatus: row.movementStatus,
  returnMark: row.returnMark,
  lastError: row.rejection ?? row.lastError,
});

/** A shipment as the console and the operations API show it (decision 0082), with its delivery note. */
export async function staffShipmentView(db: Reader, row: ShipmentRow): Promise<StaffShipment> {
  const [note, events] = await Promise.all([
    deliveryNoteRowOf(db, row.id),
    db.select({ kind: shipmentEvents.kind, carrierType: shipmentEvents.carrierType, location: shipmentEvents.location, occurredAt: shipmentEvents.occurredAt }).from(shipmentEvents).where(eq(shipmentEvents.shipmentId, row.id)).orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id)),
  ]);
  return {
    id: row.id,
    orderId: row.orderId,
    carrier: row.carrier,
    reference: row.reference,
    status: row.status,
    parcelId: row.parcelId,
    codCents: row.codCents,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveryNote: note ? toDeliveryNote(note) : null,
    events: events.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() })),
    codRemittedAt: row.codRemittedAt?.toISOString() ?? null,
    codRemittanceRef: row.codRemittanceRef,
  };
}
