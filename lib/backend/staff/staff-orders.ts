import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { PaymentMethod, ShippingMethod } from '@/lib/rules/checkout-options';
import { OrderStatusCode, type Language } from '@/lib/contract/enums';
import type { StaffOrder, StaffOrderList, StaffOrderListQuery, StatusChangeRequest } from '@/lib/contract/staff';
import { CARRIER_METHODS, checkStaffTransition, checkTransition, lifecycleStatusOf, staffNextStatuses, type LifecycleStatus } from '@/lib/rules/order-lifecycle';
import type { ApiDeps } from '../context';
import { documentOfOrder, type OrderDocument } from '../documents/order-document';
import { orders, orderStatusChanges, partners, staffAudit } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import { changeOrderStatus, type StatusChanged } from '../services/orders/order-status';
import { mailStatusChange } from '../services/orders/order-status-mail';
import { readOrder, statusName } from '../services/orders/order-view';
import { staffNotesOf } from '../services/orders/order-notes';
import { liveShipment } from '../services/shipping/ship-order';
import { staffShipmentView } from '../services/shipping/shipment-view';
import { seesPartner, type StaffPrincipal } from './staff-auth';

/**
 * Orders for the staff console and the operations API (issue #17 items 3 and 5): every partner's
 * for Employees and Inspectors, the assigned partners' for a SalesPerson. An order the member may
 * not see answers 404 like one that does not exist.
 */
const DAY_MS = 86_400_000;

function filters(staff: StaffPrincipal, query: StaffOrderListQuery): SQL[] {
  const where: SQL[] = [];
  if (staff.partnerIds !== null) where.push(inArray(orders.partnerId, staff.partnerIds.length ? [...staff.partnerIds] : [-1]));
  if (query.partner) where.push(eq(partners.code, query.partner));
  if (query.status) where.push(eq(orders.status, OrderStatusCode[query.status as LifecycleStatus]));
  if (query.from) where.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lt(orders.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)));
  if (query.number) where.push(eq(orders.orderNumber, query.number));
  if (query.email) where.push(eq(orders.email, query.email));
  return where;
}

export async function listStaffOrders(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, query: StaffOrderListQuery): Promise<StaffOrderList> {
  const where = and(...filters(staff, query));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: orders.id,
        uid: orders.uid,
        orderNumber: orders.orderNumber,
        partner: partners.code,
        email: orders.email,
        createdAt: orders.createdAt,
        status: orders.status,
        total: orders.totalCents,
        version: orders.version,
        refundReason: orders.refundDue,
        shippingMethod: orders.shippingMethod,
        paymentMethod: orders.paymentMethod,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .innerJoin(partners, eq(partners.id, orders.partnerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(orders).innerJoin(partners, eq(partners.id, orders.partnerId)).where(where),
  ]);
  return {
    items: rows.map(({ shippingMethod, paymentMethod, paidAt, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString(), statusName: statusName(r.status), shippable: isShippable({ status: r.status, shippingMethod, paymentMethod, paidAt }) })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Whether shipping may send the order out now (decision 0086): a carrier's method, and the lifecycle allows InDelivery (the move the status form no longer offers). */
function isShippable(row: { status: number; shippingMethod: ShippingMethod; paymentMethod: PaymentMethod; paidAt: Date | null }): boolean {
  const status = lifecycleStatusOf(row.status);
  return !!status && CARRIER_METHODS.has(row.shippingMethod) && checkTransition({ status, shippingMethod: row.shippingMethod, paymentMethod: row.paymentMethod, paid: row.paidAt !== null }, 'InDelivery').ok;
}

/** The order's row and partner code as far as the member may see it; 404 `order_not_found` otherwise. */
export async function visibleOrder(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, id: number) {
  const [found] = await deps.db.select({ row: orders, partner: partners.code, partnerName: partners.name }).from(orders).innerJoin(partners, eq(partners.id, orders.partnerId)).where(eq(orders.id, id));
  if (!found || !seesPartner(staff, found.row.partnerId)) throw notFound('order_not_found');
  return found;
}

export async function getStaffOrder(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, id: number, lang: Language): Promise<StaffOrder> {
  const { row, partner } = await visibleOrder(deps, staff, id);
  const order = await readOrder(deps.db, row, lang);
  const status = lifecycleStatusOf(row.status);
  const next = status ? staffNextStatuses({ status, shippingMethod: row.shippingMethod, paymentMethod: row.paymentMethod, paid: row.paidAt !== null, awaitingApproval: row.awaitingApproval }) : [];
  const [staffNotes, shipment] = await Promise.all([staffNotesOf(deps.db, row.id), liveShipment(deps.db, row.id)]);
  const shippable = isShippable(row);
  return { ...order, id: row.id, partner, version: row.version, nextStatuses: next, staffNotes, staffShipment: shipment ? await staffShipmentView(deps.db, shipment) : null, shippable };
}

/** The order's invoice or receipt (issue #18 item 6) for a member who sees the order; 404 `order_not_found` otherwise. */
export async function staffOrderDocument(deps: Pick<ApiDeps, 'db' | 'env'>, staff: StaffPrincipal, id: number, lang: Language | undefined, creditId?: number): Promise<OrderDocument> {
  const { row, partnerName } = await visibleOrder(deps, staff, id);
  return documentOfOrder(deps, row, partnerName, lang, creditId);
}

/**
 * A staff member moves an order (the rule module decides; 409 with its key otherwise), with the
 * audit row in the same transaction, then the customer's mail when the change matters to them.
 */
export async function changeStaffOrderStatus(deps: ApiDeps, staff: StaffPrincipal, id: number, request: StatusChangeRequest): Promise<StatusChanged> {
  const { row } = await visibleOrder(deps, staff, id);
  // Returns only through returns (issue #44 item 2): PartiallyReturned and Returned come from receiving a return's lines.
  const from = lifecycleStatusOf(row.status);
  const verdict = from && checkStaffTransition({ status: from, shippingMethod: row.shippingMethod, paymentMethod: row.paymentMethod, paid: row.paidAt !== null }, request.status as LifecycleStatus);
  // Nor the moves only shipping makes (decision 0086): a carrier order's InDelivery, and its way back.
  if (verdict && !verdict.ok && (verdict.reason === 'transition_needs_return' || verdict.reason === 'transition_needs_shipment')) throw new ApiError(409, verdict.reason);
  const changed = await changeOrderStatus(
    deps,
    { orderId: id, to: request.status as LifecycleStatus, expectedVersion: request.expectedVersion, actor: { kind: 'staff', id: staff.id, name: staff.name }, note: request.note },
    async (tx, done) => {
      // The change's note shown to the customer too (issue #44 item 2): its history row was just written, under the order's lock.
      if (request.note && request.noteForCustomer) {
        const [latest] = await tx.select({ id: orderStatusChanges.id }).from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id)).orderBy(desc(orderStatusChanges.id)).limit(1);
        if (latest) await tx.update(orderStatusChanges).set({ forCustomer: true }).where(eq(orderStatusChanges.id, latest.id));
      }
      await tx.insert(staffAudit).values({
        staffId: staff.id,
        action: 'order.status',
        targetKind: 'order',
        targetId: id,
        before: { status: done.from, version: done.version - 1 },
        after: {
          status: done.to,
          version: done.version,
          ...(request.note ? { note: request.note, forCustomer: request.noteForCustomer === true } : {}),
          // A store pickup completed by hand, not with its code (the customer's ID checked; decision 0090).
          ...(done.from === 'ReadyForPickup' && done.to === 'Completed' ? { handedOver: 'without_code' } : {}),
        },
        createdAt: deps.now(),
      });
    },
  );
  await mailStatusChange(deps, changed);
  return changed;
}
