/**
 * SPEC §2's payment pages without a return page of their own: every provider's cancel return
 * (`viva/cancel`, `paypal/cancel`, `alpha/success/{uid}/cancel`, …) shows the one shared
 * payment-failure page; any other payment/* path shows the payment-redirect page.
 */
export function paymentPageKind(segments: readonly string[]): 'failure' | 'redirect' {
  return segments.length >= 2 && segments[segments.length - 1]?.toLowerCase() === 'cancel' ? 'failure' : 'redirect';
}
