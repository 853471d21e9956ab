/**
 * Free delivery (SPEC §9, DESIGN §5): a cart whose total (gross, cents) reaches the threshold
 * ships free. `missing` is how much more the customer would have to spend (0 once reached);
 * `share` is the way there, 0..1, for a progress bar.
 */
export function freeDelivery(totalCents: number, thresholdCents: number): { reached: boolean; missing: number; share: number } {
  const missing = Math.max(0, thresholdCents - totalCents);
  const share = thresholdCents <= 0 ? 1 : Math.min(1, Math.max(0, totalCents) / thresholdCents);
  return { reached: missing === 0, missing, share };
}

/** The most a partner's threshold may be (cents): €10 000. */
export const FREE_DELIVERY_THRESHOLD_MAX_CENTS = 1_000_000;

/** A partner's free-delivery threshold (cents): its own when staff set one (0: always free), else the shop's. */
export function freeDeliveryThresholdOf(partnerCents: number | null | undefined, shopCents: number): number {
  return partnerCents ?? shopCents;
}
