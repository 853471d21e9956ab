import { CART_LINES_MAX } from '@/lib/contract/cart';
import { lineQuantityLimit } from '@/lib/rules/cart-line-check';
import type { VariantStock } from '@/lib/rules/add-to-cart';
import { normalizeKey } from './parse-lines';

/**
 * Quick order (issue #18 item 1): what each checked line of a quick order does to the cart. The
 * rules, in order:
 * - a code that names no product the partner offers (unknown, inactive, another partner's range)
 *   is `not_found`: a customer learns nothing of other partners' ranges;
 * - the colour and size pick the variant; a product with one colour (or no sizes) needs none. A
 *   missing choice is `variant_needed`, one the product does not have `variant_not_found`; both
 *   list the product's colours and sizes for the correction;
 * - a variant coming soon or no longer made is `not_orderable`; one with no stock `out_of_stock`;
 * - more units than the line may hold (its stock, at most 99, beside what the cart and the earlier
 *   lines of this order hold) is `not_available_quantity` with how many are `available`;
 * - a new variant when the cart is full is `cart_full`.
 * A refused line adds nothing (never part of it): the shopper corrects it and adds it again. The
 * lines that pass are added together (lib/backend/services/quick-order.ts: one transaction).
 */
export type QuickOrderProduct = { code: string; hasSizes: boolean; variants: readonly VariantStock[] };
export type QuickOrderLine = { row: number; code: string; color: string; size: string; quantity: number };
export type QuickOrderProblem = 'not_found' | 'variant_needed' | 'variant_not_found' | 'not_orderable' | 'out_of_stock' | 'not_available_quantity' | 'cart_full';
export type QuickOrderStep =
  | { row: number; status: 'added'; variantId: number; quantity: number }
  | { row: number; status: QuickOrderProblem; available?: number; colors?: string[]; sizes?: string[] };
export type QuickOrderCart = { quantities: ReadonlyMap<number, number>; lineCount: number };

const NOT_ORDERABLE = new Set(['NotAvailable', 'ComingSoon']);

const unique = (values: readonly (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null && v !== ''))];

/** The variant a line names, or why none: `colorOf` reads a colour as typed (its code or its name in a shop language). */
export function matchVariant(product: QuickOrderProduct, line: Pick<QuickOrderLine, 'color' | 'size'>, colorOf: (typed: string) => string | undefined) {
  const colors = unique(product.variants.map((v) => v.color));
  const sizes = unique(product.variants.map((v) => v.size));
  const options = { colors, sizes };
  const color = line.color.trim() === '' ? (colors.length === 1 ? colors[0] : undefined) : colorOf(line.color);
  const size = !product.hasSizes ? null : line.size.trim() === '' ? (sizes.length === 1 ? sizes[0] : undefined) : line.size.trim();
  if ((line.color.trim() !== '' && !color) || (color && !colors.includes(color))) return { problem: 'variant_not_found' as const, ...options };
  if (size !== null && size !== undefined && !sizes.some((s) => normalizeKey(s) === normalizeKey(size))) return { problem: 'variant_not_found' as const, ...options };
  if (!color || size === undefined) return { problem: 'variant_needed' as const, ...options };
  const variant = product.variants.find((v) => v.color === color && (size === null || normalizeKey(v.size ?? '') === normalizeKey(size)));
  return variant ? { variant } : { problem: 'variant_not_found' as const, ...options };
}

export function planQuickOrder(
  lines: readonly QuickOrderLine[],
  products: ReadonlyMap<string, QuickOrderProduct>,
  cart: QuickOrderCart,
  colorOf: (typed: string) => string | undefined,
  maxLines: number = CART_LINES_MAX,
): QuickOrderStep[] {
  const quantities = new Map(cart.quantities);
  let lineCount = cart.lineCount;
  return lines.map((line): QuickOrderStep => {
    const { row } = line;
    const product = products.get(normalizeKey(line.code));
    if (!product) return { row, status: 'not_found' };
    const match = matchVariant(product, line, colorOf);
    if ('problem' in match) return { row, status: match.problem, colors: match.colors, sizes: match.sizes };
    const { variant } = match;
    if (NOT_ORDERABLE.has(variant.availability)) return { row, status: 'not_orderable' };
    if (variant.stock <= 0 || variant.availability === 'Exhausted') return { row, status: 'out_of_stock' };
    const inCart = quantities.get(variant.id) ?? 0;
    const available = Math.max(0, lineQuantityLimit(variant.stock) - inCart);
    if (line.quantity > available) return { row, status: 'not_available_quantity', available };
    if (!quantities.has(variant.id)) {
      if (lineCount >= maxLines) return { row, status: 'cart_full' };
      lineCount += 1;
    }
    quantities.set(variant.id, inCart + line.quantity);
    return { row, status: 'added', variantId: variant.id, quantity: line.quantity };
  });
}
