/**
 * A cart's coupon and its points redemption belong to what it holds (issue #44 item 7): an empty
 * cart carries neither. Clearing the cart, or removing its last line, takes both off, so a coupon
 * spent meanwhile (single use, used by another order) is never carried into the next order.
 */
export function cartKeepsDiscounts(linesLeft: number): boolean {
  return linesLeft > 0;
}
