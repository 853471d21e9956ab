import type { RouteDef } from './api-routes';
import { zPickupHandedOver, zPickupHandOverRequest } from './staff-pickup';

/**
 * Store pickup at the counter (issue #48 item 2, decision 0090), spread into staffPaths and
 * staffRoutes (staff-routes.ts): a member who may change the order (an Employee; a SalesPerson for
 * their partners' orders) hands it over with the code the customer shows; an Inspector reads.
 */
const def = <T extends RouteDef>(d: T) => d;

export const staffPickupPaths = {
  orderPickup: '/staff/orders/:id/pickup',
} as const;

export const staffPickupRoutes = {
  staffOrderPickup: def({
    tag: 'staff',
    auth: false,
    partner: false,
    method: 'post',
    path: staffPickupPaths.orderPickup,
    staff: 'write',
    body: zPickupHandOverRequest,
    access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 200: zPickupHandedOver },
    summary:
      "Hand a store pickup over with the code the customer shows (six digits; spaces and dashes are fine): the order moves ReadyForPickup → Completed (its history, the customer's mail), audited as order.pickup with handedOver pickup_code. 400 validation_failed with code: pickup_code_format (not six digits) / pickup_code_wrong (not this order's; nothing changes), 409 pickup_already_handed_over (Completed, also for the second of two members at once) / pickup_not_ready / pickup_not_store_pickup / pickup_code_missing (ready before codes were given: the status change, with the customer's ID), 404 order_not_found, 403 staff_read_only",
  }),
} satisfies Record<string, RouteDef>;
