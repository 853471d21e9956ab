import { routePath, routes } from '@/lib/contract/api-routes';
import { zCart, type AddCartItemRequest, type Cart } from '@/lib/contract/cart';
import { browserApi } from './client';

/** Cart calls (DESIGN §8 "cart") through the browser ky client; every call answers the whole cart. */
export async function fetchCart(): Promise<Cart> {
  return zCart.parse(await browserApi().get(routes.getCart.path).json());
}

export async function addCartItem(input: AddCartItemRequest): Promise<Cart> {
  return zCart.parse(await browserApi().post(routes.addCartItem.path, { json: input }).json());
}

export async function updateCartItem(lineId: number, quantity: number): Promise<Cart> {
  return zCart.parse(await browserApi().patch(routePath(routes.updateCartItem.path, { lineId }), { json: { quantity } }).json());
}

export async function removeCartItem(lineId: number): Promise<Cart> {
  return zCart.parse(await browserApi().delete(routePath(routes.removeCartItem.path, { lineId })).json());
}

export async function clearCart(): Promise<Cart> {
  return zCart.parse(await browserApi().delete(routes.clearCart.path).json());
}
