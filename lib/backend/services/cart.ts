import { and, count, eq, ne } from 'drizzle-orm';
import { CART_LINES_MAX, type CartLineProblem } from '@/lib/contract/cart';
import { checkCartQuantity, isOfferedTo, type CartQuantityCheck } from '@/lib/rules/cart-line-check';
import { cartKeepsDiscounts } from '@/lib/rules/empty-cart';
import type { ApiDeps } from '../context';
import { cartCoupons, cartLines, carts, productVariants, products } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import { variantColumns, variantStock, type CartOwner } from './cart-view';

/**
 * Cart writes (DESIGN §8 cart). Every write that depends on what the cart holds runs in one
 * transaction that first locks the customer's cart row (created by the first add with INSERT … ON
 * CONFLICT DO UPDATE, which also takes the lock), so writes to one cart are serialised: two
 * concurrent adds of a variant end in one line holding both quantities, and the line cap and stock
 * checks see the cart as it is. A refused write throws inside the transaction: nothing is kept.
 * Stock is checked, not reserved: order placement reserves it.
 */
type Tx = Parameters<Parameters<ApiDeps['db']['transaction']>[0]>[0];

export { getCart, type CartOwner } from './cart-view';

/** Conflicts with the current state are 409; `not_available_quantity` says how many units the request could have had. */
function refusal(check: Exclude<CartQuantityCheck, { ok: true }>): ApiError {
  if (check.problem === 'not_available_quantity') {
    return new ApiError(409, 'not_available_quantity', { quantity: 'not_available_quantity' }, undefined, { quantity: { available: check.available } });
  }
  return new ApiError(409, check.problem satisfies CartLineProblem);
}

const lineNotFound = () => notFound('cart_line_not_found');

async function findVariant(tx: Tx, variantId: number) {
  const [row] = await tx
    .select(variantColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId))
    .limit(1);
  return row && { ...row, variant: variantStock(row) };
}

/** Locks the owner's cart row until the transaction ends (creating the cart when asked); its id. Order placement locks it too. */
export async function lockCart(tx: Tx, owner: CartOwner, now: Date, create: true): Promise<number>;
export async function lockCart(tx: Tx, owner: CartOwner, now: Date, create: false): Promise<number | undefined>;
export async function lockCart(tx: Tx, owner: CartOwner, now: Date, create: boolean): Promise<number | undefined> {
  if (create) {
    const [row] = await tx
      .insert(carts)
      .values({ customerId: owner.customerId, partnerId: owner.partnerId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [carts.customerId, carts.partnerId], set: { updatedAt: now } })
      .returning({ id: carts.id });
    return row!.id;
  }
  const [row] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.customerId, owner.customerId), eq(carts.partnerId, owner.partnerId)))
    .for('update');
  return row?.id;
}

/**
 * Adds units of a variant, merging into the variant's line. 404 `product_not_found` for a variant
 * that does not exist or whose product the partner does not offer; 409 `out_of_stock`,
 * `not_available_quantity` (the line would hold more than the stock or 99) or `cart_full`.
 */
export async function addCartItem(deps: ApiDeps, owner: CartOwner, input: { variantId: number; quantity: number }): Promise<void> {
  const now = deps.now();
  await deps.db.transaction((tx) => addCartItemInTx(tx, owner, input, now));
}

/** addCartItem inside a transaction (a grouped product's members are added together: product-kinds/group-add.ts). */
export async function addCartItemInTx(tx: Tx, owner: CartOwner, input: { variantId: number; quantity: number }, now: Date): Promise<void> {
  const found = await findVariant(tx, input.variantId);
  if (!found || !isOfferedTo(found, owner.partnerId)) throw notFound('product_not_found');
  const cartId = await lockCart(tx, owner, now, true);
  const [line] = await tx
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, input.variantId)));
  const check = checkCartQuantity({ offered: true, variant: found.variant, quantity: input.quantity, inCart: line?.quantity ?? 0 });
  if (!check.ok) throw refusal(check);
  if (line) {
    await tx
      .update(cartLines)
      .set({ quantity: line.quantity + input.quantity, updatedAt: now })
      .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, input.variantId)));
    return;
  }
  const [lines] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.cartId, cartId));
  if ((lines?.n ?? 0) >= CART_LINES_MAX) throw new ApiError(409, 'cart_full', undefined, undefined, { cart: { max: CART_LINES_MAX } });
  await tx.insert(cartLines).values({ cartId, variantId: input.variantId, quantity: input.quantity, createdAt: now, updatedAt: now });
}

/**
 * Sets a line's quantity. 404 `cart_line_not_found` unless the line is in this customer's cart
 * under this partner; 409 `product_unavailable`, `out_of_stock` or `not_available_quantity`.
 */
export async function updateCartItem(deps: ApiDeps, owner: CartOwner, lineId: number, quantity: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, owner, now, false);
    if (cartId === undefined) throw lineNotFound();
    const [line] = await tx
      .select({ variantId: cartLines.variantId })
      .from(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
    if (!line) throw lineNotFound();
    const found = await findVariant(tx, line.variantId);
    if (!found) throw lineNotFound(); // the variant went (its line is deleted with it)
    const check = checkCartQuantity({ offered: isOfferedTo(found, owner.partnerId), variant: found.variant, quantity });
    if (!check.ok) throw refusal(check);
    await tx.update(cartLines).set({ quantity, updatedAt: now }).where(eq(cartLines.id, lineId));
  });
}

/** Takes the coupon and the points redemption off a cart (cartKeepsDiscounts: an empty cart carries neither). */
async function dropDiscounts(tx: Tx, cartId: number): Promise<void> {
  await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
  await tx.update(carts).set({ redeemPoints: 0 }).where(and(eq(carts.id, cartId), ne(carts.redeemPoints, 0)));
}

/**
 * Removes a line (always allowed, whatever its problem). 404 `cart_line_not_found` as for updates.
 * The last line takes the cart's coupon and points redemption with it.
 */
export async function removeCartItem(deps: ApiDeps, owner: CartOwner, lineId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, owner, deps.now(), false);
    if (cartId === undefined) throw lineNotFound();
    const removed = await tx
      .delete(cartLines)
      .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
      .returning({ id: cartLines.id });
    if (removed.length === 0) throw lineNotFound();
    const [left] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.cartId, cartId));
    if (!cartKeepsDiscounts(left?.n ?? 0)) await dropDiscounts(tx, cartId);
  });
}

/** Empties the cart with its coupon and points redemption (the cart row stays); clearing an empty or absent cart is fine. */
export async function clearCart(deps: ApiDeps, owner: CartOwner): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, owner, deps.now(), false);
    if (cartId === undefined) return;
    await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
    await dropDiscounts(tx, cartId);
  });
}
