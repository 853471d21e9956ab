/** The ways to pay the footer names (issue #46), as text marks: what the checkout can take. */
export type PaymentMark = 'visa' | 'mastercard' | 'paypal' | 'cod';

/**
 * From the payment providers the shop runs (PAYMENT_PROVIDERS): the card schemes when a card
 * acquirer is enabled (every one of them takes Visa and Mastercard), PayPal when it is, and cash
 * on delivery, which the checkout always offers (with a courier or store pickup).
 */
export function paymentMarks(providers: readonly string[]): PaymentMark[] {
  const marks: PaymentMark[] = [];
  if (providers.some((p) => p !== 'paypal')) marks.push('visa', 'mastercard');
  if (providers.includes('paypal')) marks.push('paypal');
  marks.push('cod');
  return marks;
}
