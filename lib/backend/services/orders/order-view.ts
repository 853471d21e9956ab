import { and, asc, count, desc, eq } from 'drizzle-orm';
import { orderStatusFromCode, type Language, type NamedColor } from '@/lib/contract/enums';
import type { CreditNote, Order, OrderList, OrderShipment, OrderStatusChange } from '@/lib/contract/orders';
import type { CustomerOrderNote } from '@/lib/contract/order-notes';
import type { ReturnRequestRecord, ReturnState } from '@/lib/contract/returns';
import { returnState } from '@/lib/rules/returns';
import { storedOrderAwaitsPayment } from '@/lib/rules/payment-expiry';
import type { CardProvider } from '@/lib/rules/checkout-options';
import type { ApiDeps } from '../../context';
import { orderLines, orders } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { statusHistory } from './order-status';
import { placedByCustomer } from './placed-orders';
import { customerNotesOf, placedByNameOf } from './order-notes';
import { creditNotesOf } from '../fiscal/credit-notes-of';
import { customerShipmentOf } from '../shipping/customer-shipment';
import { approvalOfOrder } from '../companies/order-approval';
import { linesWithRequested, requestedInRecords, returnRecords, returnStatesOf } from '../returns/return-records';

/**
 * Orders as the customer sees them (DESIGN §8 orders, SPEC §3 order display): only the owner
 * (customer and partner) reaches an order, by its opaque uid; anything else — another customer's
 * or partner's uid, a malformed one — is the same 404 `order_not_found`. Texts that exist in both
 * languages (product, store and locker names) are given in the request language.
 */
type Reader = Pick<ApiDeps['db'], 'select'>;
export type OrderOwner = { customerId: number; partnerId: number };
type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;

/** 128 random bits in base64url. */
const ORDER_UID = /^[A-Za-z0-9_-]{22}$/;
export const isOrderUid = (value: string | undefined): value is string => value !== undefined && ORDER_UID.test(value);

const ownedBy = (owner: OrderOwner) => and(eq(orders.customerId, owner.customerId), eq(orders.partnerId, owner.partnerId));
export const statusName = (code: number): string => orderStatusFromCode(code) ?? 'NA';

type OrderExtras = { state: ReturnState; records: ReturnRequestRecord[]; history: OrderStatusChange[]; notes: CustomerOrderNote[]; placedBy: string | null; creditNotes: CreditNote[]; shipment: OrderShipment | null; approval: Order['approval'] };

export function toOrder(row: OrderRow, lines: readonly OrderLineRow[], lang: Language, extras: OrderExtras): Order {
  return {
    uid: row.uid,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    statusName: statusName(row.status),
    type: row.type,
    channel: row.channel,
    email: row.email,
    lines: lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      code: line.code,
      eurl: line.eurl,
      name: line.name[lang],
      color: line.color as NamedColor,
      size: line.size,
      picture: line.picture,
      quantity: line.quantity,
      discounted: line.discounted,
      unit: line.unit,
      total: line.total,
    })),
    totals: {
      goods: row.goodsCents,
      net: row.netCents,
      vat: row.vatCents,
      discount: row.discountCents,
      coupon: row.couponCents,
      points: row.pointsCents,
      shipping: row.shippingCents,
      codFee: row.codFeeCents,
      total: row.totalCents,
    },
    couponCode: row.couponCode,
    pointsRedeemed: row.pointsRedeemed,
    billing: row.billing,
    invoice: row.invoice,
    shippingMethod: row.shippingMethod,
    shippingAddress: row.shippingAddress,
    store: row.store && {
      id: row.store.id,
      name: row.store.name[lang],
      address: row.store.address[lang],
      city: row.store.city[lang],
      postalCode: row.store.postalCode,
      hours: row.store.hours[lang],
    },
    locker: row.locker && {
      id: row.locker.id,
      name: row.locker.name[lang],
      address: row.locker.address[lang],
      area: row.locker.area[lang],
      city: row.locker.city[lang],
      postalCode: row.locker.postalCode,
    },
    paymentMethod: row.paymentMethod,
    paymentProvider: row.paymentProvider as CardProvider | 'Paypal' | null,
    paid: row.paidAt !== null,
    paymentDueAt: row.paymentDueAt && storedOrderAwaitsPayment(row) ? row.paymentDueAt.toISOString() : null,
    refundDue: row.refundDue !== null,
    refundReason: row.refundDue,
    comments: row.comments,
    returnState: extras.state,
    returns: extras.records,
    history: extras.history,
    placedBy: extras.placedBy,
    notes: extras.notes,
    creditNotes: extras.creditNotes,
    shipment: extras.shipment,
    // Only ever in the owner's (and staff's) view: an order is read by its owner alone (ownedOrderRow).
    pickupCode: row.shippingMethod === 'store_pickup' ? row.pickupCode : null,
    purchaseOrderNumber: row.purchaseOrderNumber,
    awaitingApproval: row.awaitingApproval,
    approval: extras.approval,
  };
}

async function linesOf(db: Reader, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/** The order with its lines, return requests and history, from its row. */
export async function readOrder(db: Reader, row: OrderRow, lang: Language): Promise<Order> {
  const lines = await linesOf(db, row.id);
  const [records, history, notes, placedBy, creditNotes, shipment, approval] = await Promise.all([
    returnRecords(db, row.id, lines, lang),
    statusHistory(db, row),
    customerNotesOf(db, row.id),
    placedByNameOf(db, row.placedByStaffId),
    creditNotesOf(db, row.id),
    customerShipmentOf(db, row.id),
    approvalOfOrder(db, row.id),
  ]);
  return toOrder(row, lines, lang, { state: returnState(linesWithRequested(lines, requestedInRecords(records))), records, history, notes, placedBy, creditNotes, shipment, approval });
}

/** The owner's order row by uid; 404 `order_not_found` otherwise (another's uid, a malformed one). */
export async function ownedOrderRow(db: Reader, owner: OrderOwner, uid: string | undefined): Promise<OrderRow> {
  if (!isOrderUid(uid)) throw notFound('order_not_found');
  const [row] = await db.select().from(orders).where(and(ownedBy(owner), eq(orders.uid, uid)));
  if (!row) throw notFound('order_not_found');
  return row;
}

/** An order of the owner by uid; 404 `order_not_found` otherwise. */
export async function getOrder(db: Reader, owner: OrderOwner, uid: string | undefined, lang: Language): Promise<Order> {
  return readOrder(db, await ownedOrderRow(db, owner, uid), lang);
}

/** Whether `uid` names one of the owner's orders (middleware's 404 for anyone else's, lib/backend/customer-access-gate.ts). */
export async function isOrderOf(db: Reader, owner: OrderOwner, uid: string): Promise<boolean> {
  if (!isOrderUid(uid)) return false;
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(ownedBy(owner), eq(orders.uid, uid)));
  return row !== undefined;
}

/** An order by its id (internal: the confirmation mail). */
export async function getOrderById(db: Reader, id: number, lang: Language): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row && readOrder(db, row, lang);
}

/** The owner's orders, newest first, without those they never placed (lib/rules/order-placed.ts); the count likewise. */
export async function listOrders(db: Reader, owner: OrderOwner, page: number, pageSize: number): Promise<OrderList> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        uid: orders.uid,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        total: orders.totalCents,
        itemCount: orders.itemCount,
        paymentMethod: orders.paymentMethod,
        paidAt: orders.paidAt,
        awaitingApproval: orders.awaitingApproval,
      })
      .from(orders)
      .where(and(ownedBy(owner), placedByCustomer()))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(and(ownedBy(owner), placedByCustomer())),
  ]);
  const states = await returnStatesOf(db, rows);
  return {
    items: rows.map(({ id, createdAt, paymentMethod, paidAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      statusName: statusName(row.status),
      returnState: states.get(id) ?? 'none',
      awaitingPayment: storedOrderAwaitsPayment({ status: row.status, paymentMethod, paidAt, awaitingApproval: row.awaitingApproval }),
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

