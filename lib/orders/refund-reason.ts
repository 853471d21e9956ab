import { REFUND_REASONS, type RefundReason } from '@/lib/rules/order-revival';

/**
 * Why a customer's money is being given back, carried from the payment return to the
 * checkout-failure page in its `refund` query parameter (issue #44 item 1): a known reason, or
 * undefined for anything else (the page then shows its general refund text).
 */
export function refundReasonParam(value: unknown): RefundReason | undefined {
  return typeof value === 'string' && (REFUND_REASONS as readonly string[]).includes(value) ? (value as RefundReason) : undefined;
}

/** The checkout-failure page's query for a failure `reason`, with the refund's reason when known. */
export function checkoutFailureQuery(reason: string, refund?: RefundReason | null): string {
  const query = new URLSearchParams({ reason });
  if (refund) query.set('refund', refund);
  return query.toString();
}
