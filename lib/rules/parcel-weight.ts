/**
 * What an order's parcel weighs (issue #48 item 6, decision 0088), in grams: each line's product
 * weight times its quantity. A product staff have not weighed yet counts as UNWEIGHED_ITEM_GRAMS;
 * a gift card is a code sent by e-mail and weighs nothing.
 */
export const UNWEIGHED_ITEM_GRAMS = 500;

export type WeighedLine = { quantity: number; weightGrams: number | null; kind: string };

export function itemGrams(line: Pick<WeighedLine, 'weightGrams' | 'kind'>): number {
  if (line.kind === 'GiftCard') return 0;
  return line.weightGrams ?? UNWEIGHED_ITEM_GRAMS;
}

export function parcelGrams(lines: readonly WeighedLine[]): number {
  return lines.reduce((sum, line) => sum + itemGrams(line) * Math.max(0, line.quantity), 0);
}

/** A product's weight as staff type it: whole grams, 1 g to 1 000 kg. */
export const PRODUCT_WEIGHT_MAX_GRAMS = 1_000_000;
