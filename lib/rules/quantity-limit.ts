/**
 * The quantity a shopper can ask for (issue #16 item 1): never more than the stock shown. A typed
 * whole number above the stock becomes the stock, and the shopper is told why; anything else is
 * kept as typed (the add-to-cart check explains what is wrong on submit). Pure.
 */
export type QuantityInput = { value: string; capped: boolean };

export function limitQuantity(typed: string, stock: number | undefined): QuantityInput {
  const text = typed.trim();
  if (stock === undefined || stock < 1 || !/^\d+$/.test(text)) return { value: typed, capped: false };
  return Number(text) > stock ? { value: String(stock), capped: true } : { value: typed, capped: false };
}

/** A quantity carried in the URL (a choice submitted before the page was live): a whole number ≥ 1, else none. */
export function quantityFromQuery(raw: string | null): string | undefined {
  return raw !== null && /^[1-9]\d{0,3}$/.test(raw) ? raw : undefined;
}
