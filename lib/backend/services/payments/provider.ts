import type { Language } from '@/lib/contract/enums';
import type { PaymentProviderSlug } from '@/lib/contract/payments';
import type { CardProvider, PaymentMethod } from '@/lib/rules/checkout-options';
import type { PaymentStartBody } from '../../db/schema';

/**
 * The payment seam (DESIGN §6). Each provider is an adapter that speaks the provider's public
 * contract over HTTP (`ProviderHttp`), configured from env (`provider-config.ts`); without
 * credentials the same adapter talks to the provider's sandbox inside the embedded API, which
 * plays the provider's side of the contract. Live and sandbox differ only by configuration.
 *
 * The callers decide what is stored and when an order counts as paid (start-payment.ts,
 * confirm-payment.ts): an adapter only talks to its provider and checks what the provider says.
 * Adapters are never called inside a database transaction (a sandbox answers in-process and needs
 * the database itself).
 */
export type ProviderName = CardProvider | 'Paypal';

/** The provider IRIS payments go through (decision 0072). */
export const IRIS_ACQUIRER = 'Viva' satisfies ProviderName;

/** What an adapter needs to register a payment with its provider. */
export type PaymentOrder = {
  /** The attempt's public id (unique per attempt; usable as the provider's merchant reference). */
  attemptUid: string;
  orderUid: string;
  orderNumber: string;
  amountCents: number;
  currency: 'EUR';
  language: Language;
  partnerCode: string;
  email: string;
  /** How the shopper chose to pay: `iris` asks the provider's page for IRIS rather than a card. */
  method?: PaymentMethod;
  /** Absolute storefront URLs the provider sends the customer back to. */
  returnUrls: { success: string; cancel: string };
};

/** A payment registered with the provider. */
export type StartedPayment = {
  /** The provider's reference of the payment, unique per provider (returns are matched by it). */
  providerRef: string;
  /** Where the customer pays: a redirect, or a POST form the storefront auto-submits. Goes to the browser: no secrets. */
  start: PaymentStartBody;
  /** Private state the adapter needs later (e.g. Winbank's ticket). Stays in the database. */
  data?: Record<string, string>;
};

/** A payment attempt as stored, given back to the adapter. */
export type StoredAttempt = {
  uid: string;
  providerRef: string;
  amountCents: number;
  currency: string;
  data: Readonly<Record<string, string>>;
};

/**
 * What a genuine return (or a status query) proves. `approved`: the customer approved, and
 * `complete` must finish the payment (PayPal's capture). `pending`: nothing definite yet.
 */
export type ProviderVerdict = {
  result: 'paid' | 'failed' | 'approved' | 'pending';
  amountCents: number;
  currency: string;
  transactionId: string | null;
  /** The return carried no signature (Winbank's cancel post): it may change an order only with the owner's session. */
  unsigned?: true;
};

/** Which of the storefront's return pages the parameters came to. */
export type ReturnOutcome = 'success' | 'cancel';

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly slug: PaymentProviderSlug;
  /**
   * True when the provider signs its returns (Cardlink's digest, Winbank's HashKey): such a return
   * proves itself and may be confirmed without the customer's session (the bank's POST back carries
   * no cookies). Returns of the others (Viva, PayPal) are confirmed by the customer's own call.
   */
  readonly signedReturns: boolean;
  /** Registers the payment with the provider (a remote call where the provider has one). */
  createPayment(order: PaymentOrder): Promise<StartedPayment>;
  /** The provider's reference a return names, if the parameters name one (read before anything else). */
  referenceOf(params: Readonly<Record<string, string>>): string | undefined;
  /**
   * Verifies a return for the attempt it names (signature or digest, or the provider's API), or
   * undefined when it is not genuine. Changes nothing at the provider.
   */
  verifyReturn(params: Readonly<Record<string, string>>, attempt: StoredAttempt, outcome: ReturnOutcome): Promise<ProviderVerdict | undefined>;
  /** Finishes an approved payment (PayPal: capture, idempotent by request id = the attempt's uid). */
  complete?(attempt: StoredAttempt, verdict: ProviderVerdict): Promise<ProviderVerdict>;
  /** Asks the provider what became of a started attempt. */
  queryStatus(attempt: StoredAttempt): Promise<ProviderVerdict>;
}

/** The provider an order's payment choice goes through (none for cash on delivery). */
export function providerNameOf(method: PaymentMethod, cardProvider: CardProvider | undefined): ProviderName | undefined {
  if (method === 'paypal') return 'Paypal';
  // IRIS is acquired through Viva (decision 0072): its Smart Checkout with IRIS preselected.
  if (method === 'iris') return IRIS_ACQUIRER;
  if (method === 'card') return cardProvider;
  return undefined;
}

export const PROVIDER_SLUGS: Record<ProviderName, PaymentProviderSlug> = { Viva: 'viva', Paypal: 'paypal', Alpha: 'alpha', Eurobank: 'eurobank', WinBank: 'winbank' };
const NAMES = Object.fromEntries(Object.entries(PROVIDER_SLUGS).map(([name, slug]) => [slug, name])) as Record<PaymentProviderSlug, ProviderName>;

export const providerNameOfSlug = (slug: string): ProviderName | undefined =>
  Object.hasOwn(NAMES, slug.toLowerCase()) ? NAMES[slug.toLowerCase() as PaymentProviderSlug] : undefined;

/** Amounts as providers write them: `12.34` from 1234 cents. */
export const decimalAmount = (cents: number): string => (cents / 100).toFixed(2);

/** Cents from a provider's decimal amount (`12.34`, `12.3`, `12`), or undefined when it is not one. */
export function centsOf(amount: string | number): number | undefined {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
