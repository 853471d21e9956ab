import type { Cart } from '@/lib/contract/cart';

/**
 * What the cart looks like while a change is on its way (add to cart is optimistic, SPEC §2 /
 * issue #5): the badge and the steppers move at once, the server's answer then replaces the
 * guess (prices, totals and the quota are the server's alone), and a failure rolls back to the
 * cart as it was. Pure functions of the cart; the input is never changed.
 */
export function withAddedUnits(cart: Cart | undefined, quantity: number): Cart | undefined {
  if (!cart) return cart;
  return { ...cart, itemCount: cart.itemCount + quantity };
}

export function withLineQuantity(cart: Cart | undefined, lineId: number, quantity: number): Cart | undefined {
  const line = cart?.lines.find((l) => l.id === lineId);
  if (!cart || !line) return cart;
  return {
    ...cart,
    itemCount: cart.itemCount - line.quantity + quantity,
    lines: cart.lines.map((l) => (l.id === lineId ? { ...l, quantity } : l)),
  };
}

export function withoutLine(cart: Cart | undefined, lineId: number): Cart | undefined {
  const line = cart?.lines.find((l) => l.id === lineId);
  if (!cart || !line) return cart;
  return { ...cart, itemCount: cart.itemCount - line.quantity, lines: cart.lines.filter((l) => l.id !== lineId) };
}
