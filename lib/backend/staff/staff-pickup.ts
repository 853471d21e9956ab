import type { PickupHandOverRequest } from '@/lib/contract/staff-pickup';
import { lifecycleStatusOf } from '@/lib/rules/order-lifecycle';
import { checkPickupCode } from '@/lib/rules/pickup-code';
import type { ApiDeps } from '../context';
import { staffAudit } from '../db/schema';
import { ApiError, badRequest, conflict } from '../http/api-error';
import { changeOrderStatus, type StatusChanged } from '../services/orders/order-status';
import { mailStatusChange } from '../services/orders/order-status-mail';
import type { StaffPrincipal } from './staff-auth';
import { visibleOrder } from './staff-orders';

/**
 * Handing a store pickup over at the counter (issue #48 item 2, decision 0090): the customer shows
 * the order's code, staff type it, and the right code completes the order through the lifecycle
 * (changeOrderStatus: its rules, history, sale document), audited as `order.pickup` with
 * `handedOver: pickup_code`, then the customer's mail. A code that is not one, or not this order's,
 * is 400 with the field named and changes nothing; an order that is not ready for pickup is 409 —
 * `pickup_already_handed_over` once it is Completed, also for the second of two members handing it
 * over at once (the order's row lock makes them take turns).
 */
export async function handOverPickup(deps: ApiDeps, staff: StaffPrincipal, id: number, request: PickupHandOverRequest): Promise<StatusChanged> {
  const { row } = await visibleOrder(deps, staff, id);
  const status = lifecycleStatusOf(row.status);
  if (row.shippingMethod !== 'store_pickup') throw conflict('pickup_not_store_pickup');
  if (status === 'Completed') throw conflict('pickup_already_handed_over');
  if (status !== 'ReadyForPickup') throw conflict('pickup_not_ready');
  // Ready before codes were given: handed over by the status change, the customer's ID checked.
  if (row.pickupCode === null) throw conflict('pickup_code_missing');
  // The code never changes once given: checked before the transaction, so a wrong one writes nothing.
  const verdict = checkPickupCode(row.pickupCode, request.code);
  if (!verdict.ok) throw badRequest('validation_failed', { code: verdict.problem });
  let changed: StatusChanged;
  try {
    changed = await changeOrderStatus(deps, { orderId: id, to: 'Completed', actor: { kind: 'staff', id: staff.id, name: staff.name } }, async (tx, done) => {
      // Under the order's row lock: moved meanwhile (cancelled, not collected) is not handed over.
      if (done.from !== 'ReadyForPickup') throw conflict('pickup_not_ready');
      await tx.insert(staffAudit).values({
        staffId: staff.id,
        action: 'order.pickup',
        targetKind: 'order',
        targetId: id,
        before: { status: done.from, version: done.version - 1 },
        after: { status: done.to, version: done.version, handedOver: 'pickup_code' },
        createdAt: deps.now(),
      });
    });
  } catch (error) {
    // The other member's hand-over came first (this one waited for the row lock): already Completed.
    if (error instanceof ApiError && error.error === 'status_unchanged') throw conflict('pickup_already_handed_over');
    throw error;
  }
  await mailStatusChange(deps, changed);
  return changed;
}
