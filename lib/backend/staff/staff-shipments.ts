import { inArray } from 'drizzle-orm';
import type { PickupList, ShipOrdersResult, StaffShipment } from '@/lib/contract/staff-shipments';
import type { Language } from '@/lib/contract/enums';
import type { ApiDeps } from '../context';
import { deliveryNotePdf } from '../services/shipping/delivery-note-document';
import { cancelShipment } from '../services/shipping/cancel-shipment';
import { forbidden, notFound } from '../http/api-error';
import type { LabelPaper } from '../services/carriers/carrier';
import { carrierNamed } from '../services/carriers/registry';
import { mailStatusChange } from '../services/orders/order-status-mail';
import { liveShipment, shipOrder } from '../services/shipping/ship-order';
import { staffShipmentView } from '../services/shipping/shipment-view';
import { issuePickupList, pickupListPdf } from '../services/shipping/pickup-list';
import { ProviderError } from '../services/payments/provider-http';
import { CarrierRefusal } from '../services/carriers/carrier-errors';
import { ApiError } from '../http/api-error';
import { visibleOrder } from './staff-orders';
import { seesPartner, type StaffPrincipal } from './staff-auth';
import { orders } from '../db/schema';

/** Shipping from the console and the operations API (issue #48, decision 0082): the member's access around services/shipping. */
export async function getStaffShipment(deps: ApiDeps, staff: StaffPrincipal, orderId: number): Promise<StaffShipment> {
  await visibleOrder(deps, staff, orderId);
  const row = await liveShipment(deps.db, orderId);
  if (!row) throw notFound('shipment_not_found');
  return staffShipmentView(deps.db, row);
}

/** An Employee ships the order; the customer is told it is on its way (the "in delivery" mail). */
export async function shipStaffOrder(deps: ApiDeps, staff: StaffPrincipal, orderId: number): Promise<StaffShipment> {
  await visibleOrder(deps, staff, orderId);
  if (staff.role !== 'Employee') throw forbidden('staff_role_forbidden');
  const { shipment, changed } = await shipOrder(deps, staff, orderId);
  if (changed) await mailStatusChange(deps, changed);
  return staffShipmentView(deps.db, shipment);
}

/**
 * An Employee ships several orders at once (the orders list's "Ship selected", decision 0093): each
 * as the single call ships it — its own claim, carrier call and transaction, exactly once — one after
 * another, and each one's outcome answered: shipped with its shipment, or failed with the single
 * call's error key (and the carrier's reason). One order's failure stops none of the others.
 */
export async function shipStaffOrders(deps: ApiDeps, staff: StaffPrincipal, orderIds: readonly number[]): Promise<ShipOrdersResult> {
  if (staff.role !== 'Employee') throw forbidden('staff_role_forbidden');
  const results: ShipOrdersResult['results'] = [];
  const ids = [...new Set(orderIds)];
  // The numbers of the orders the member sees, read once (an order it does not see is answered by number null and order_not_found).
  const visible = await deps.db.select({ id: orders.id, orderNumber: orders.orderNumber, partnerId: orders.partnerId }).from(orders).where(inArray(orders.id, ids));
  const numbers = new Map(visible.filter((o) => seesPartner(staff, o.partnerId)).map((o) => [o.id, o.orderNumber]));
  for (const orderId of ids) {
    const orderNumber = numbers.get(orderId) ?? null;
    try {
      results.push({ orderId, orderNumber, status: 'shipped', shipment: await shipStaffOrder(deps, staff, orderId), error: null, detail: null });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const detail = error.params?.carrier?.detail;
      results.push({ orderId, orderNumber, status: 'failed', shipment: null, error: error.error, detail: detail === undefined ? null : String(detail) });
    }
  }
  return { results };
}

/** An Employee cancels the voucher before the carrier took the parcel (decision 0086); the answer is the cancelled shipment. */
export async function cancelStaffShipment(deps: ApiDeps, staff: StaffPrincipal, orderId: number): Promise<StaffShipment> {
  await visibleOrder(deps, staff, orderId);
  if (staff.role !== 'Employee') throw forbidden('staff_role_forbidden');
  const { shipment } = await cancelShipment(deps, staff, orderId);
  return staffShipmentView(deps.db, shipment);
}

/** The label of the order's created shipment, from its carrier. */
export async function staffShipmentLabel(deps: ApiDeps, staff: StaffPrincipal, orderId: number, paper: LabelPaper): Promise<Response> {
  await visibleOrder(deps, staff, orderId);
  const row = await liveShipment(deps.db, orderId);
  if (!row?.parcelId || row.status !== 'created') throw notFound('shipment_not_found');
  let pdf: Uint8Array;
  try {
    pdf = await carrierNamed(row.carrier).label(deps, row.parcelId, paper);
  } catch (error) {
    if (error instanceof ProviderError || error instanceof CarrierRefusal) throw new ApiError(502, 'carrier_unavailable');
    throw error;
  }
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${row.reference}-label-${paper}.pdf"`, 'Cache-Control': 'private, no-store' },
  });
}

/** The delivery note of the order's shipment (decision 0089), as a PDF to put with the parcel. */
export async function staffDeliveryNotePdf(deps: ApiDeps, staff: StaffPrincipal, orderId: number, lang: Language | undefined): Promise<Response> {
  const { row } = await visibleOrder(deps, staff, orderId);
  const { pdf, fileName } = await deliveryNotePdf(deps, row, lang);
  return new Response(pdf as Uint8Array<ArrayBuffer>, { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'private, no-store' } });
}

/** Today's ACS pickup list, an Employee's (decision 0085). */
export async function issueStaffPickupList(deps: ApiDeps, staff: StaffPrincipal): Promise<PickupList> {
  if (staff.role !== 'Employee') throw forbidden('staff_role_forbidden');
  return issuePickupList(deps, staff.id);
}

export async function staffPickupListPdf(deps: ApiDeps, id: number): Promise<Response> {
  const { pdf, number } = await pickupListPdf(deps, id);
  return new Response(pdf as Uint8Array<ArrayBuffer>, { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="acs-pickup-list-${number}.pdf"`, 'Cache-Control': 'private, no-store' } });
}
