import type { PaymentProviderSlug } from '@/lib/contract/payments';

/**
 * SPEC §2's payment pages, as paths after `/{lang?}/{partner}/` (pure; the API builds the
 * providers' return URLs with them, the storefront reads its paths with them).
 *
 * - Start pages (the attempt's uid): `alpha_request/{id}`, `eurobank_request/{id}`, `winbank/{id}`
 *   (an auto-submitted form), `viva/{id}`, `paypal/{id}` (a redirect; "any other payment/* path").
 * - Success returns: `viva/success`, `paypal/success` (GET, parameters in the query),
 *   `alpha/success/{uid}`, `eurobank/success/{uid}`, `winbank/success/{uid}` (the order's uid; the
 *   bank POSTs there, a route handler confirms and redirects to the page).
 * - Cancel returns: `{provider}/cancel`, and any path ending in `/cancel`: the one shared failure page.
 */
export type PaymentPage =
  | { kind: 'failure'; provider: string }
  | { kind: 'start'; provider: PaymentProviderSlug; attempt: string }
  | { kind: 'success'; provider: PaymentProviderSlug; orderUid?: string }
  | { kind: 'redirect' };

/** Attempt and order uids: 32 hex digits (attempts) or the order uid alphabet, never `success`/`cancel`. */
const UID = /^[A-Za-z0-9_-]{16,64}$/;

const START_SEGMENT: Record<PaymentProviderSlug, string> = {
  viva: 'viva',
  paypal: 'paypal',
  alpha: 'alpha_request',
  eurobank: 'eurobank_request',
  winbank: 'winbank',
};

/** Providers that send the customer back with a POST (their success page carries the order's uid). */
export const POSTING_PROVIDERS = ['alpha', 'eurobank', 'winbank'] as const satisfies readonly PaymentProviderSlug[];
const posts = (slug: PaymentProviderSlug): boolean => (POSTING_PROVIDERS as readonly string[]).includes(slug);

export function paymentStartPath(slug: PaymentProviderSlug, attemptUid: string): string {
  return `payment/${START_SEGMENT[slug]}/${attemptUid}`;
}

export function paymentReturnPath(slug: PaymentProviderSlug, outcome: 'success' | 'cancel', orderUid: string): string {
  if (outcome === 'cancel') return `payment/${slug}/cancel`;
  return posts(slug) ? `payment/${slug}/success/${orderUid}` : `payment/${slug}/success`;
}

export function paymentPageOf(segments: readonly string[]): PaymentPage {
  const [first = '', second, third, ...more] = segments;
  const word = (s: string | undefined) => s?.toLowerCase();
  if (segments.length >= 2 && word(segments[segments.length - 1]) === 'cancel') return { kind: 'failure', provider: first.toLowerCase().replace(/_request$/, '') };
  const slug = (Object.keys(START_SEGMENT) as PaymentProviderSlug[]).find((s) => s === word(first));
  if (slug && word(second) === 'success' && more.length === 0) {
    if (!posts(slug) && third === undefined) return { kind: 'success', provider: slug };
    if (posts(slug) && third !== undefined && UID.test(third)) return { kind: 'success', provider: slug, orderUid: third };
  }
  const startOf = (Object.entries(START_SEGMENT) as [PaymentProviderSlug, string][]).find(([, segment]) => segment === word(first))?.[0];
  if (startOf && segments.length === 2 && second && UID.test(second)) return { kind: 'start', provider: startOf, attempt: second };
  return { kind: 'redirect' };
}

/** Where a provider's POST back to a storefront path goes: its provider and outcome, or undefined (not a return that posts). */
export function postedReturnOf(segments: readonly string[]): { provider: PaymentProviderSlug; outcome: 'success' | 'cancel'; orderUid?: string } | undefined {
  const [first = '', second = '', third, ...more] = segments;
  const slug = POSTING_PROVIDERS.find((s) => s === first.toLowerCase());
  if (!slug || more.length > 0) return undefined;
  if (second.toLowerCase() === 'cancel' && third === undefined) return { provider: slug, outcome: 'cancel' };
  if (second.toLowerCase() === 'success' && third !== undefined && UID.test(third)) return { provider: slug, outcome: 'success', orderUid: third };
  return undefined;
}
