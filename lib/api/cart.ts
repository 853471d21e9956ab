import { apiPaths, routePath } from '@/lib/contract/api-paths';
import type { AddCartItemRequest, Cart } from '@/lib/contract/cart';
import type { VatZone } from '@/lib/rules/vat-zone';
import { browserApi } from './client';

/**
 * Cart calls (DESIGN §8 "cart") through the browser ky client; every call answers the whole cart.
 * Answers are typed by the contract, not parsed: the API validates, and zod stays off these pages.
 */
export async function fetchCart(): Promise<Cart> {
  return browserApi().get(apiPaths.getCart).json<Cart>();
}

/** The cart priced at a VAT zone's rates (the checkout's invoice to a business on the islands, decision 0077). */
export async function fetchCartInZone(zone: VatZone): Promise<Cart> {
  return browserApi().get(apiPaths.getCart, { searchParams: { vatZone: zone } }).json<Cart>();
}

export async function addCartItem(input: AddCartItemRequest): Promise<Cart> {
  return browserApi().post(apiPaths.addCartItem, { json: input }).json<Cart>();
}

export async function updateCartItem(lineId: number, quantity: number): Promise<Cart> {
  return browserApi().patch(routePath(apiPaths.updateCartItem, { lineId }), { json: { quantity } }).json<Cart>();
}

export async function removeCartItem(lineId: number): Promise<Cart> {
  return browserApi().delete(routePath(apiPaths.removeCartItem, { lineId })).json<Cart>();
}

export async function clearCart(): Promise<Cart> {
  return browserApi().delete(apiPaths.clearCart).json<Cart>();
}

/** Adds a coupon by its code (issue #18 item 4); a refused code fails with its error key. */
export async function applyCartCoupon(code: string): Promise<Cart> {
  return browserApi().post(apiPaths.cartCoupon, { json: { code } }).json<Cart>();
}

/** Redeems approved loyalty points on the cart (issue #18 item 5); 0 takes them off. A refusal fails with its error key. */
export async function redeemCartPoints(points: number): Promise<Cart> {
  return browserApi().put(apiPaths.cartPoints, { json: { points } }).json<Cart>();
}

export async function removeCartCoupon(): Promise<Cart> {
  return browserApi().delete(apiPaths.cartCoupon).json<Cart>();
}
