/**
 * SPEC §5 product-page rules before adding to the cart: a size must be chosen (for products that
 * have sizes), the chosen variant must be in stock, and the quantity must be available.
 */
export type VariantStock = { id: number; color: string; size: string | null; stock: number; availability: string };
export type AddToCartCheck =
  | { ok: true; variant: VariantStock }
  | { ok: false; error: 'select_size' | 'out_of_stock' | 'not_available_quantity' | 'select_color' };

const UNSELLABLE = new Set(['Exhausted', 'NotAvailable', 'ComingSoon']);

export function isSellable(variant: VariantStock): boolean {
  return variant.stock > 0 && !UNSELLABLE.has(variant.availability);
}

export function checkAddToCart(input: { hasSizes: boolean; variants: readonly VariantStock[]; color?: string; size?: string; quantity: number }): AddToCartCheck {
  if (!input.color) return { ok: false, error: 'select_color' };
  if (input.hasSizes && !input.size) return { ok: false, error: 'select_size' };
  const variant = input.variants.find((v) => v.color === input.color && (input.hasSizes ? v.size === input.size : true));
  if (!variant || !isSellable(variant)) return { ok: false, error: 'out_of_stock' };
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > variant.stock) return { ok: false, error: 'not_available_quantity' };
  return { ok: true, variant };
}
