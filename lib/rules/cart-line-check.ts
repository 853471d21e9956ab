import { type CartLineProblem } from '@/lib/contract/cart';
import { isSellable, type VariantStock } from './add-to-cart';
import { CART_LINE_QUANTITY_MAX } from '@/lib/contract/limits';

/**
 * Whether a cart line can be bought as it stands (SPEC §5 keys), for the answers (a line's
 * `problem`) and for the writes (an add or a quantity change is refused with the same key).
 * The order matters: a product no longer offered beats stock, an unsellable variant beats quantity.
 */
export type ProductOffer = { active: boolean | null; partnerIds: readonly number[] | null };

/** A product is offered to a partner while it is published (active) and in that partner's range (null: every partner's). */
export const isOfferedTo = (product: ProductOffer, partnerId: number): boolean =>
  product.active === true && (product.partnerIds === null || product.partnerIds.includes(partnerId));

/** Most units one line of a variant may hold: its stock, at most CART_LINE_QUANTITY_MAX. */
export const lineQuantityLimit = (stock: number): number => Math.max(0, Math.min(stock, CART_LINE_QUANTITY_MAX));

export type CartQuantityCheck =
  | { ok: true }
  /** `available`: the most this request could have asked for (0 when nothing can be added). */
  | { ok: false; problem: CartLineProblem; available: number };

/**
 * May a line of `variant` hold `quantity` more units when `inCart` are already there (an add
 * merges into the existing line; a quantity change passes `inCart` 0)?
 */
export function checkCartQuantity(input: { offered: boolean; variant: VariantStock; quantity: number; inCart?: number }): CartQuantityCheck {
  const inCart = input.inCart ?? 0;
  if (!input.offered) return { ok: false, problem: 'product_unavailable', available: 0 };
  if (!isSellable(input.variant)) return { ok: false, problem: 'out_of_stock', available: 0 };
  const limit = lineQuantityLimit(input.variant.stock);
  if (inCart + input.quantity > limit) return { ok: false, problem: 'not_available_quantity', available: Math.max(0, limit - inCart) };
  return { ok: true };
}

/** The problem of a line in the cart, or null when it can be bought as it stands. */
export function cartLineProblem(input: { offered: boolean; variant: VariantStock; quantity: number }): CartLineProblem | null {
  const check = checkCartQuantity(input);
  return check.ok ? null : check.problem;
}
