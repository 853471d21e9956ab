import { apiPaths, routePath } from '@/lib/contract/api-paths';
import type { Cart } from '@/lib/contract/cart';
import type { AddGroupRequest, GiftCardBalance, OrderGiftCards } from '@/lib/contract/product-kinds';
import { browserApi } from './client';

/**
 * The product kinds' calls in the browser (issue #45): a grouped product's members added together,
 * a gift card's balance at checkout, and an order's gift cards. Typed by the contract, not parsed.
 */
export async function addCartGroup(input: AddGroupRequest): Promise<Cart> {
  return browserApi().post(apiPaths.cartGroup, { json: input }).json<Cart>();
}

export async function fetchGiftCardBalance(code: string): Promise<GiftCardBalance> {
  return browserApi().get(routePath(apiPaths.giftCardBalance, { code: code.replace(/[\s-]/g, '') })).json<GiftCardBalance>();
}

export async function fetchOrderGiftCards(uid: string): Promise<OrderGiftCards> {
  return browserApi().get(routePath(apiPaths.orderGiftCards, { uid })).json<OrderGiftCards>();
}
