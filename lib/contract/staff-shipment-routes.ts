import type { RouteDef } from './api-routes';
import { zDeliveryNoteQuery, zPickupList, zPickupListList, zShipmentLabelQuery, zShipOrdersRequest, zShipOrdersResult, zStaffShipment } from './staff-shipments';

/**
 * Shipping an order (issue #48, decision 0082), spread into staffPaths and staffRoutes
 * (staff-routes.ts): every member who sees the order reads its shipment; an Employee (the shop's
 * warehouse) ships it and prints its label.
 */
const def = <T extends RouteDef>(d: T) => d;

export const staffShipmentPaths = {
  orderShipment: '/staff/orders/:id/shipment',
  shipments: '/staff/shipments',
  orderShipmentLabel: '/staff/orders/:id/shipment/label',
  orderDeliveryNote: '/staff/orders/:id/shipment/delivery-note',
  orderShipmentCancel: '/staff/orders/:id/shipment/cancel',
  pickupLists: '/staff/pickup-lists',
  pickupListPdf: '/staff/pickup-lists/:id/pdf',
} as const;

const base = { tag: 'staff', auth: false, partner: false } as const;

export const staffShipmentRoutes = {
  staffOrderShipment: def({
    ...base,
    method: 'get',
    path: staffShipmentPaths.orderShipment,
    staff: 'read',
    access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 200, customer: 401, anonymous: 401 },
    responses: { 200: zStaffShipment },
    summary: "The order's live shipment (creating or created); 404 shipment_not_found when it has none, order_not_found for an order the member does not see",
  }),
  staffOrderShip: def({
    ...base,
    method: 'post',
    path: staffShipmentPaths.orderShipment,
    staff: 'write',
    access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 200: zStaffShipment },
    summary:
      "Ship the order with its carrier (Box Now for a locker order): the parcel is created at the carrier with the cash to collect, then the order moves to InDelivery with it, audited; pressed again, the same shipment. 409 shipment_in_progress (another member's send in flight) / carrier_not_available (no carrier for its shipping method yet) / transition_* (the order cannot go InDelivery), 422 carrier_refused (the carrier's code and reason in params.carrier), 502 carrier_unavailable (nothing shipped; press again), 400 shipment_no_locker, 403 staff_role_forbidden / staff_read_only",
  }),
  staffShipOrders: def({
    ...base,
    method: 'post',
    path: staffShipmentPaths.shipments,
    staff: 'write',
    body: zShipOrdersRequest,
    access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 200: zShipOrdersResult },
    summary:
      'Ship several orders (1–50) with their carriers, one after another, each exactly as POST /staff/orders/{id}/shipment ships it; every order answered: shipped with its shipment, or failed with that call\'s error key (and the carrier\'s reason in detail), one failure stopping none of the others. 403 staff_role_forbidden',
  }),
  staffOrderShipmentCancel: def({
    ...base,
    method: 'post',
    path: staffShipmentPaths.orderShipmentCancel,
    staff: 'write',
    access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 200: zStaffShipment },
    summary:
      "Cancel the shipment's voucher while the carrier has not taken the parcel (decision 0086): the carrier cancels it, the order goes back from InDelivery to Processing (noted 'voucher cancelled'), its delivery note is cancelled at myDATA, audited; shipping again makes a new voucher. 404 shipment_not_found (no live shipment), 409 shipment_not_cancellable (the carrier took the parcel: its code and reason in params.carrier) / delivery_note_pending (its note waits for its MARK), 502 carrier_unavailable (nothing changed), 403 staff_role_forbidden",
  }),
  staffOrderShipmentLabel: def({
    ...base,
    method: 'get',
    path: staffShipmentPaths.orderShipmentLabel,
    staff: 'read',
    query: zShipmentLabelQuery,
    produces: 'application/pdf',
    access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 200, customer: 401, anonymous: 401 },
    responses: { 200: null },
    summary: "The shipment's label as the carrier prints it (A6 PDF); 404 shipment_not_found before the parcel exists, 502 carrier_unavailable",
  }),
  staffOrderDeliveryNote: def({
    ...base,
    method: 'get',
    path: staffShipmentPaths.orderDeliveryNote,
    staff: 'read',
    query: zDeliveryNoteQuery,
    produces: 'application/pdf',
    access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 200, customer: 401, anonymous: 401 },
    responses: { 200: null },
    summary: "The shipment's digital delivery note (myDATA 9.3) as a PDF to put with the parcel: goods and quantities, loading and delivery addresses, the carrier and tracking number, the MARK and the QR code once myDATA registered it; Greek, with English beside it for ?lang=en. 404 delivery_note_not_found before the parcel has one",
  }),
  staffPickupLists: def({
    ...base,
    method: 'get',
    path: staffShipmentPaths.pickupLists,
    staff: 'read',
    access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 },
    responses: { 200: zPickupListList },
    summary: 'The ACS pickup lists the shop issued, newest first (the last 30)',
  }),
  staffPickupListIssue: def({
    ...base,
    method: 'post',
    path: staffShipmentPaths.pickupLists,
    staff: 'write',
    access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 200: zPickupList },
    summary:
      "Issue today's ACS pickup list: every printed courier voucher of the day on one list for ACS's courier; a voucher the shop does not know (a lost answer's) is deleted at ACS first; audited. 409 pickup_list_unprinted (the shop's vouchers whose labels are not printed yet: params.unprinted.orders), 422 carrier_refused (e.g. no voucher today), 502 carrier_unavailable, 403 staff_role_forbidden",
  }),
  staffPickupListPdf: def({
    ...base,
    method: 'get',
    path: staffShipmentPaths.pickupListPdf,
    staff: 'read',
    produces: 'application/pdf',
    access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 },
    responses: { 200: null },
    summary: 'A pickup list as ACS prints it (PDF) for the courier to sign; 404 pickup_list_not_found, 502 carrier_unavailable',
  }),
} satisfies Record<string, RouteDef>;
