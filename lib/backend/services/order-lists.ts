import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Language, NamedColor } from '@/lib/contract/enums';
import { ORDER_LISTS_MAX } from '@/lib/contract/limits';
import type { CreateOrderListRequest, SavedOrderList, SavedOrderListSummary, UpdateOrderListRequest } from '@/lib/contract/order-lists';
import type { QuickOrderResult } from '@/lib/contract/quick-order';
import { mergeListLines } from '@/lib/order-lists/merge-lines';
import { isOfferedTo } from '@/lib/rules/cart-line-check';
import type { ApiDeps } from '../context';
import { cartLines, carts, customers, orderLines, orderListLines, orderLists, orders, productVariants, products } from '../db/schema';
import { ApiError, badRequest, notFound } from '../http/api-error';
import type { CartOwner } from './cart';
import { isOrderUid } from './orders/order-view';
import { quickOrder } from './quick-order';
import { activeCompanyOf, ownerNameColumn, sharingOf, visibleLists } from './companies/shared-lists';

/**
 * Order lists (issue #18 item 2): per customer and partner, never another's (404
 * `order_list_not_found`). Writes lock the customer's row first, so two tabs creating or
 * renaming lists at once cannot both take one name or pass the limit of ORDER_LISTS_MAX.
 */
type Tx = Parameters<Parameters<ApiDeps['db']['transaction']>[0]>[0];
type Db = ApiDeps['db'] | Tx;

const listNotFound = () => notFound('order_list_not_found');
const nameTaken = () => new ApiError(409, 'order_list_name_taken', { name: 'order_list_name_taken' });
const owned = (owner: CartOwner, id: number) => and(eq(orderLists.id, id), eq(orderLists.customerId, owner.customerId), eq(orderLists.partnerId, owner.partnerId));

async function lockCustomer(tx: Tx, owner: CartOwner): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, owner.customerId)).for('update');
}

/** Names compare without case (in JS: PostgreSQL's lower() under the C locale leaves Greek alone); at most ORDER_LISTS_MAX rows. */
async function nameIsFree(tx: Tx, owner: CartOwner, name: string, except?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: orderLists.id, name: orderLists.name })
    .from(orderLists)
    .where(and(eq(orderLists.customerId, owner.customerId), eq(orderLists.partnerId, owner.partnerId)));
  const key = name.toLowerCase();
  return rows.every((row) => row.id === except || row.name.toLowerCase() !== key);
}

/** The caller's lists and, in an active company, the lists its members share (issue #50: `own: false` with the owner's name). */
export async function listOrderLists(db: ApiDeps['db'], owner: CartOwner): Promise<SavedOrderListSummary[]> {
  const companyId = await activeCompanyOf(db, owner);
  const rows = await db
    .select({
      id: orderLists.id,
      name: orderLists.name,
      updatedAt: orderLists.updatedAt,
      customerId: orderLists.customerId,
      companyId: orderLists.companyId,
      ownerName: ownerNameColumn,
      lineCount: sql<number>`count(${orderListLines.id})::int`,
      unitCount: sql<number>`coalesce(sum(${orderListLines.quantity}), 0)::int`,
    })
    .from(orderLists)
    .innerJoin(customers, eq(customers.id, orderLists.customerId))
    .leftJoin(orderListLines, eq(orderListLines.listId, orderLists.id))
    .where(visibleLists(db, owner, companyId))
    .groupBy(orderLists.id, customers.id)
    .orderBy(desc(orderLists.updatedAt), desc(orderLists.id));
  return rows.map(({ customerId, companyId: sharedWith, ownerName, ...row }) => ({ ...row, updatedAt: row.updatedAt.toISOString(), ...sharingOf({ customerId, companyId: sharedWith }, owner, companyId, ownerName) }));
}

/** The lines a new list starts with: the cart's, or one of the customer's orders' (404 `order_not_found`). */
async function sourceLines(tx: Tx, owner: CartOwner, input: CreateOrderListRequest) {
  if (input.from === 'empty') return [];
  if (input.from === 'cart') {
    return tx
      .select({ variantId: cartLines.variantId, quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(and(eq(carts.customerId, owner.customerId), eq(carts.partnerId, owner.partnerId)))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  }
  if (!isOrderUid(input.orderUid)) throw notFound('order_not_found');
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.uid, input.orderUid), eq(orders.customerId, owner.customerId), eq(orders.partnerId, owner.partnerId)));
  if (!order) throw notFound('order_not_found');
  // Lines of variants removed since the order are left out (the list references live variants).
  return tx
    .select({ variantId: orderLines.variantId, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(productVariants, eq(productVariants.id, orderLines.variantId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
}

export async function createOrderList(deps: ApiDeps, owner: CartOwner, input: CreateOrderListRequest, lang: Language): Promise<SavedOrderList> {
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, owner);
    const [existing] = await tx.select({ n: count() }).from(orderLists).where(and(eq(orderLists.customerId, owner.customerId), eq(orderLists.partnerId, owner.partnerId)));
    if ((existing?.n ?? 0) >= ORDER_LISTS_MAX) throw new ApiError(409, 'order_lists_full', undefined, undefined, { lists: { max: ORDER_LISTS_MAX } });
    if (!(await nameIsFree(tx, owner, input.name))) throw nameTaken();
    const lines = mergeListLines(await sourceLines(tx, owner, input));
    const [list] = await tx.insert(orderLists).values({ ...owner, name: input.name, createdAt: now, updatedAt: now }).returning({ id: orderLists.id });
    if (lines.length > 0) await tx.insert(orderListLines).values(lines.map((line, position) => ({ listId: list!.id, ...line, position })));
    return list!.id;
  });
  return getOrderList(deps.db, owner, id, lang);
}

/** The caller's list, or one their company's members share (issue #50); 404 otherwise. */
export async function getOrderList(db: Db, owner: CartOwner, id: number, lang: Language): Promise<SavedOrderList> {
  const companyId = await activeCompanyOf(db, owner);
  const [found] = await db.select({ list: orderLists, ownerName: ownerNameColumn }).from(orderLists).innerJoin(customers, eq(customers.id, orderLists.customerId)).where(and(eq(orderLists.id, id), visibleLists(db, owner, companyId)));
  if (!found) throw listNotFound();
  const { list, ownerName } = found;
  const lines = await db
    .select({
      variantId: orderListLines.variantId,
      quantity: orderListLines.quantity,
      code: products.code,
      eurl: products.eurl,
      name: sql<string>`coalesce(${products.name}->>${lang}, '')`,
      color: productVariants.color,
      size: productVariants.size,
      active: products.active,
      partnerIds: products.partnerIds,
    })
    .from(orderListLines)
    .innerJoin(productVariants, eq(productVariants.id, orderListLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(orderListLines.listId, id))
    .orderBy(asc(orderListLines.position));
  return {
    id: list.id,
    name: list.name,
    updatedAt: list.updatedAt.toISOString(),
    ...sharingOf(list, owner, companyId, ownerName),
    lines: lines.map(({ active, partnerIds, color, ...line }) => ({
      ...line,
      color: color as NamedColor,
      offered: isOfferedTo({ active, partnerIds }, owner.partnerId),
    })),
  };
}

/** Renames a list and sets its lines: a subset of its variants (400 `order_list_line_unknown` otherwise), in the order given. */
export async function updateOrderList(deps: ApiDeps, owner: CartOwner, id: number, input: UpdateOrderListRequest, lang: Language): Promise<SavedOrderList> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, owner);
    const [list] = await tx.select({ id: orderLists.id }).from(orderLists).where(owned(owner, id));
    if (!list) throw listNotFound();
    if (!(await nameIsFree(tx, owner, input.name, id))) throw nameTaken();
    const held = new Set((await tx.select({ variantId: orderListLines.variantId }).from(orderListLines).where(eq(orderListLines.listId, id))).map((r) => r.variantId));
    const unknown = input.lines.findIndex((line) => !held.has(line.variantId));
    if (unknown >= 0) throw badRequest('order_list_line_unknown', { [`lines.${unknown}.variantId`]: 'order_list_line_unknown' });
    const lines = mergeListLines(input.lines);
    await tx.update(orderLists).set({ name: input.name, updatedAt: now }).where(eq(orderLists.id, id));
    await tx.delete(orderListLines).where(eq(orderListLines.listId, id));
    if (lines.length > 0) await tx.insert(orderListLines).values(lines.map((line, position) => ({ listId: id, ...line, position })));
  });
  return getOrderList(deps.db, owner, id, lang);
}

export async function deleteOrderList(deps: ApiDeps, owner: CartOwner, id: number): Promise<void> {
  const removed = await deps.db.delete(orderLists).where(owned(owner, id)).returning({ id: orderLists.id });
  if (removed.length === 0) throw listNotFound();
}

/** Adds the whole list to the cart as a quick order does (one transaction, a report per line, row = the line's place). */
export async function addOrderListToCart(deps: ApiDeps, owner: CartOwner, id: number, lang: Language): Promise<QuickOrderResult> {
  const list = await getOrderList(deps.db, owner, id, lang);
  if (list.lines.length === 0) throw new ApiError(409, 'order_list_empty');
  const lines = list.lines.map((line, index) => ({ row: index + 1, code: line.code, color: line.color, size: line.size ?? '', quantity: line.quantity }));
  return quickOrder(deps, owner, lines, lang);
}
