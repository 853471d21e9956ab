import { isSellable, type VariantStock } from '@/lib/rules/add-to-cart';

/** A colour and size chosen on the product page (either may be unset). */
export type VariantChoice = { color?: string; size?: string };

/**
 * The variant chosen when the product page opens (issue #46): what the URL names (`?color=…&size=…`)
 * when it names a colour or a size the product has, kept as it is (a deep link, or the shopper's
 * own choice after a reload); otherwise the first variant that can be sold, in the page's order,
 * so that one tap adds it to the cart; nothing when no variant can be sold.
 */
export function preselectedVariant(variants: readonly VariantStock[], hasSizes: boolean, requested: VariantChoice): VariantChoice {
  const namesColor = requested.color !== undefined && variants.some((v) => v.color === requested.color);
  const namesSize = hasSizes && requested.size !== undefined && variants.some((v) => v.size === requested.size);
  if (namesColor || namesSize) return requested;
  const first = variants.find(isSellable);
  if (!first) return {};
  return hasSizes && first.size ? { color: first.color, size: first.size } : { color: first.color };
}
