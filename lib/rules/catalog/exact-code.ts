/**
 * An exact product code (or a variant's SKU) typed into a search goes straight to that product
 * (issue #46, decision 0051). The comparison ignores surrounding spaces and letter case; nothing
 * else (a code is typed from an invoice or a label, not guessed). Only a product the partner's
 * range shows counts: a code of another partner's product is an ordinary search, which finds
 * nothing, so the redirect tells no more than the list does.
 */

/** Longest text taken for a code (the catalogue's codes and SKUs are shorter). */
export const MAX_CODE_LENGTH = 64;

/** The key a code is compared by: trimmed, NFC, upper case; undefined for text that cannot be a code. */
export function codeKey(text: string): string | undefined {
  const key = text.trim().normalize('NFC').toUpperCase();
  if (key.length === 0 || key.length > MAX_CODE_LENGTH || /\s/.test(key)) return undefined;
  return key;
}

/** A product slot, and the variant slot when the text named a SKU. */
export type CodeHit = { product: number; variant?: number };

export type CodeLookup = {
  /** Product slots whose code has this key. */
  products: (key: string) => readonly number[] | undefined;
  /** Variant slots (with their product) whose SKU has this key. */
  variants: (key: string) => readonly CodeHit[] | undefined;
  /** The partner's range shows the product. */
  visible: (product: number) => boolean;
};

/**
 * The product (or variant) the text names exactly, among those the partner sees; a product code
 * wins over a SKU, the first listed wins a shared key. Undefined: search as usual.
 */
export function matchExactCode(text: string, lookup: CodeLookup): CodeHit | undefined {
  const key = codeKey(text);
  if (key === undefined) return undefined;
  const product = lookup.products(key)?.find((slot) => lookup.visible(slot));
  if (product !== undefined) return { product };
  return lookup.variants(key)?.find((hit) => lookup.visible(hit.product));
}
