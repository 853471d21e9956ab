import type { StaffShipment } from '@/lib/contract/staff-shipments';
import type { ShipmentRow } from './ship-order';

/** A shipment as the console and the operations API show it (decision 0082). */
export const toStaffShipment = (row: ShipmentRow): StaffShipment => ({
  id: row.id,
  orderId: row.orderId,
  carrier: row.carrier,
  reference: row.reference,
  status: row.status,
  parcelId: row.parcelId,
  codCents: row.codCents,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
});
