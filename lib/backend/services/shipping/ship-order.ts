import { and, count, eq, inArray } from 'drizzle-orm';
import { checkTransition } from '@/lib/rules/order-lifecycle';
import type { ApiDeps } from '../../context';
import { orders, shipments, staffAudit } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, badRequest } from '../../http/api-error';
import { DEFAULT_PARCEL_GRAMS } from '../carriers/carrier';
import { boxnowCompartment } from '@/lib/rules/shipping-cost';
import { CarrierRefusal } from '../carriers/carrier-errors';
import { carrierFor, carrierNamed } from '../carriers/registry';
import { changeOrderStatus, lockOrder, type StatusChanged } from '../orders/order-status';
import { ProviderError } from '../payments/provider-http';
import { giftCardPaid } from '../product-kinds/order-kinds-read';
import { issueDeliveryNote } from '../fiscal/issue-document';
import { issuerOf } from '../fiscal/issuer';

/**
 * Shipping an order with its carrier (issue #48 item 2, decision 0082). Three steps, so that no
 * order is InDelivery without a parcel and no parcel exists without its order:
 * 1. Under the order's lock: the order may go InDelivery, its live shipment is returned if it has
 *    one, else a `creating` row is written with the carrier's reference (the order number and the
 *    attempt) and the cash to collect. A `creating` row younger than the lease is another member's
 *    send in flight (409 `shipment_in_progress`); an older one (a process killed mid-send) is taken over.
 * 2. The carrier (services/carriers/registry.ts: Box Now for lockers, ACS for courier) is asked for
 *    the parcel with that reference; Box Now looks a reference it already has up instead (P410: the
 *    first answer was lost). A refusal
 *    marks the row failed with the carrier's reason (422 `carrier_refused`); a fault leaves it
 *    `creating` for a retry (502 `carrier_unavailable`).
 * 3. In one transaction: the order moves to InDelivery (the lifecycle's rules, its history, its
 *    sale document) and the row becomes `created` with the parcel. If the order cannot move any
 *    more (cancelled meanwhile), the parcel is cancelled at the carrier and the row with it.
 */
export type ShipmentRow = typeof shipments.$inferSelect;

/** How long a send may take before another member may take its `creating` row over. */
export const SHIPMENT_LEASE_MS = 60_000;

type Shipper = { id: number; name: string };

/** Step 1: the shipment to send (a new or a stale `creating` row), or the live one already created. */
async function claimShipment(deps: ApiDeps, orderId: number, staffId: number): Promise<{ row: ShipmentRow; sent: boolean }> {
  return deps.db.transaction(async (tx) => {
    const { row: order, from } = await lockOrder(tx, orderId);
    let [live] = await tx.select().from(shipments).where(and(eq(shipments.orderId, orderId), inArray(shipments.status, ['creating', 'created'])));
    const now = deps.now();
    // Not delivered (the parcel came back or was lost): that parcel has ended, the order ships again with a new voucher.
    if (live?.status === 'created' && from === 'NotDelivered') {
      await tx.update(shipments).set({ status: 'ended', updatedAt: now }).where(eq(shipments.id, live.id));
      live = undefined;
    }
    if (live?.status === 'created') return { row: live, sent: true };
    if (live) {
      if (now.getTime() - live.updatedAt.getTime() < SHIPMENT_LEASE_MS) throw new ApiError(409, 'shipment_in_progress');
      const [taken] = await tx.update(shipments).set({ updatedAt: now }).where(eq(shipments.id, live.id)).returning();
      return { row: taken!, sent: false };
    }
    const carrier = carrierFor(order.shippingMethod)?.slug;
    if (!carrier) throw new ApiError(409, order.shippingMethod === 'store_pickup' ? 'transition_wrong_shipping' : 'carrier_not_available');
    const verdict = checkTransition({ status: from, shippingMethod: order.shippingMethod, paymentMethod: order.paymentMethod, paid: order.paidAt !== null }, 'InDelivery');
    if (!verdict.ok) throw new ApiError(409, verdict.reason);
    const [facts] = await tx.select({ orderNumber: orders.orderNumber, partnerId: orders.partnerId, total: orders.totalCents }).from(orders).where(eq(orders.id, orderId));
    const [{ attempts } = { attempts: 0 }] = await tx.select({ attempts: count() }).from(shipments).where(eq(shipments.orderId, orderId));
    const codCents = order.paymentMethod === 'cod' && order.paidAt === null ? facts!.total - (await giftCardPaid(tx, orderId)) : 0;
    const [created] = await tx
      .insert(shipments)
      .values({ orderId, partnerId: facts!.partnerId, carrier, reference: `${facts!.orderNumber}-${attempts + 1}`, status: 'creating', codCents, createdBy: staffId, createdAt: now, updatedAt: now })
      .returning();
    return { row: created!, sent: false };
  });
}

/** Step 2: the carrier's parcel for the shipment's reference (found, if the carrier has it already). */
async function parcelFor(deps: ApiDeps, shipment: ShipmentRow): Promise<string> {
  const [order] = await deps.db
    .select({ orderNumber: orders.orderNumber, email: orders.email, billing: orders.billing, shippingAddress: orders.shippingAddress, locker: orders.locker, total: orders.totalCents, grams: orders.parcelGrams })
    .from(orders)
    .where(eq(orders.id, shipment.orderId));
  if (!order) throw new ApiError(404, 'order_not_found');
  if (shipment.carrier === 'boxnow' && !order.locker) throw badRequest('shipment_no_locker');
  const to = order.shippingAddress ?? order.billing;
  const grams = order.grams ?? DEFAULT_PARCEL_GRAMS;
  return carrierNamed(shipment.carrier).createParcel(deps, {
    reference: shipment.reference,
    orderNumber: order.orderNumber,
    sender: deps.env.SHOP_COMPANY_NAME,
    valueCents: order.total,
    codCents: shipment.codCents,
    // The weight the order was priced with (decision 0088); Box Now's compartment by it (a heavier one was never offered a locker).
    weightKg: grams / 1_000,
    compartmentSize: boxnowCompartment(grams) ?? 3,
    recipient: { name: `${to.firstName} ${to.lastName}`, street: to.address, postalCode: to.postalCode, city: to.city, phone: to.mobile, email: order.email },
    ...(order.locker ? { lockerId: order.locker.id } : {}),
  });
}

const still = (id: number) => and(eq(shipments.id, id), eq(shipments.status, 'creating'));

async function audit(tx: Tx, staffId: number, orderId: number, after: Record<string, unknown>, now: Date) {
  await tx.insert(staffAudit).values({ staffId, action: 'order.ship', targetKind: 'order', targetId: orderId, before: null, after, createdAt: now });
}

/** Ships the order (the three steps above): its shipment, and the status change when this call made it. */
export async function shipOrder(deps: ApiDeps, staff: Shipper, orderId: number): Promise<{ shipment: ShipmentRow; changed?: StatusChanged }> {
  const claim = await claimShipment(deps, orderId, staff.id);
  if (claim.sent) return { shipment: claim.row };
  let parcelId: string;
  try {
    parcelId = await parcelFor(deps, claim.row);
  } catch (error) {
    if (error instanceof CarrierRefusal) {
      await deps.db.update(shipments).set({ status: 'failed', lastError: error.message.slice(0, 500), updatedAt: deps.now() }).where(still(claim.row.id));
      throw new ApiError(422, 'carrier_refused', undefined, undefined, { carrier: { code: error.code, detail: error.message } });
    }
    if (error instanceof ProviderError) {
      // Left `creating` for a retry, due at once: the next press looks the reference up first.
      await deps.db.update(shipments).set({ lastError: error.message.slice(0, 500), updatedAt: new Date(0) }).where(still(claim.row.id));
      throw new ApiError(502, 'carrier_unavailable');
    }
    throw error;
  }
  try {
    const changed = await changeOrderStatus(deps, { orderId, to: 'InDelivery', actor: { kind: 'staff', id: staff.id, name: staff.name } }, async (tx) => {
      const now = deps.now();
      const trackingUrl = carrierNamed(claim.row.carrier).trackingUrl(deps, parcelId);
      const [done] = await tx.update(shipments).set({ status: 'created', parcelId, trackingUrl, lastError: null, updatedAt: now }).where(still(claim.row.id)).returning({ id: shipments.id });
      if (!done) throw new ApiError(409, 'shipment_in_progress');
      // The parcel leaves with its digital delivery note (decision 0089): in the outbox from this commit.
      await issueDeliveryNote(tx, issuerOf(deps.env), { orderId, shipmentId: claim.row.id, now });
      await audit(tx, staff.id, orderId, { carrier: claim.row.carrier, reference: claim.row.reference, parcelId, codCents: claim.row.codCents }, now);
    });
    const [shipment] = await deps.db.select().from(shipments).where(eq(shipments.id, claim.row.id));
    return { shipment: shipment!, changed };
  } catch (error) {
    // The order cannot go any more: its parcel is not left at the carrier.
    await carrierNamed(claim.row.carrier).cancel(deps, parcelId).catch(() => undefined);
    await deps.db.update(shipments).set({ status: 'cancelled', parcelId, lastError: error instanceof Error ? error.message.slice(0, 500) : String(error), updatedAt: deps.now() }).where(still(claim.row.id));
    throw error;
  }
}

/** The order's live shipment (creating or created), if any. */
export async function liveShipment(db: Pick<ApiDeps['db'], 'select'>, orderId: number): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(and(eq(shipments.orderId, orderId), inArray(shipments.status, ['creating', 'created'])));
  return row;
}

