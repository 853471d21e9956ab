import { CART_LINES_MAX } from '@/lib/contract/cart';
import { checkCartQuantity } from './cart-line-check';
import type { VariantStock } from './add-to-cart';

/**
 * Reorder (issue #7): what of each line of a past order goes back into the cart, under the cart's
 * own rules (lib/rules/cart-line-check): a variant that is gone or a product no longer offered is
 * skipped (`product_unavailable`), an unsellable one too (`out_of_stock`); a new line when the cart
 * already has CART_LINES_MAX lines is skipped (`cart_full`); otherwise as many units as the line's
 * limit allows beside what the cart holds are added, and fewer than ordered is reported
 * (`not_available_quantity` with `added`). Lines are taken in order; each sees what the earlier
 * ones added.
 */
export type ReorderLine = { line: number; quantity: number; variant: VariantStock | null; offered: boolean };
export type ReorderCart = { quantities: ReadonlyMap<number, number>; lineCount: number };
export type ReorderSkipReason = 'product_unavailable' | 'out_of_stock' | 'not_available_quantity' | 'cart_full';
export type ReorderStep = { line: number; variantId: number | null; requested: number; add: number; skip: ReorderSkipReason | null };

export function planReorder(lines: readonly ReorderLine[], cart: ReorderCart, maxLines: number = CART_LINES_MAX): ReorderStep[] {
  const quantities = new Map(cart.quantities);
  let lineCount = cart.lineCount;
  return lines.map(({ line, quantity, variant, offered }) => {
    const step = (add: number, skip: ReorderSkipReason | null): ReorderStep => ({ line, variantId: variant?.id ?? null, requested: quantity, add, skip });
    if (!variant) return step(0, 'product_unavailable');
    const inCart = quantities.get(variant.id) ?? 0;
    const check = checkCartQuantity({ offered, variant, quantity, inCart });
    if (!check.ok && check.problem !== 'not_available_quantity') return step(0, check.problem);
    const isNewLine = !quantities.has(variant.id);
    if (isNewLine && lineCount >= maxLines) return step(0, 'cart_full');
    const add = check.ok ? quantity : check.available;
    if (add > 0) {
      quantities.set(variant.id, inCart + add);
      if (isNewLine) lineCount += 1;
    }
    return step(add, add < quantity ? 'not_available_quantity' : null);
  });
}
