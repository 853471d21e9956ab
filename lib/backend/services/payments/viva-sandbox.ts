import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Language } from '@/lib/contract/enums';
import type { ApiDeps } from '../../context';
import { storefrontLink } from '../links';
import type { PaymentOutcome, PaymentProvider } from './provider';

/**
 * Viva Smart Checkout played by the sandbox inside the API (DESIGN §6). Like Viva: the shop
 * registers a payment order and gets a 16-digit order code; the customer pays on the provider's
 * page (`GET /api/sandbox/viva/checkout?ref={orderCode}`); the provider sends the customer back to
 * the storefront (SPEC §2 `payment/viva/success` or `payment/viva/cancel`) with `t` (transaction
 * id) and `s` (order code). The sandbox adds `amount` (cents), `status` (Viva's transaction status:
 * `F` finished, `X` cancelled) and `sig`, an HMAC-SHA256 of the four, so the return proves itself
 * (the real adapter will ask Viva's transaction API instead). The key is derived from the API's
 * signing key: every instance shares it and nothing is configured.
 */
export const VIVA_SANDBOX_PATH = '/api/sandbox/viva/checkout';

export type VivaReturn = { t: string; s: string; amount: string; status: 'F' | 'X' };

const sandboxKey = (deps: ApiDeps): Buffer => createHmac('sha256', deps.jwtKey).update('payments:viva-sandbox:v1').digest();

export function signVivaReturn(deps: ApiDeps, r: VivaReturn): string {
  return createHmac('sha256', sandboxKey(deps)).update([r.t, r.s, r.amount, r.status].join('\n')).digest('base64url');
}

/** A 16-digit order code, as Viva's. */
export const newVivaOrderCode = (): string => `${randomInt(1, 10)}${Array.from({ length: 15 }, () => randomInt(0, 10)).join('')}`;

/** The storefront page the sandbox sends the customer back to, with the signed parameters. */
export function vivaReturnUrl(deps: ApiDeps, input: { lang: Language; partnerCode: string; orderCode: string; amountCents: number; paid: boolean }): string {
  const fields: VivaReturn = { t: randomUUID(), s: input.orderCode, amount: String(input.amountCents), status: input.paid ? 'F' : 'X' };
  const url = new URL(storefrontLink(deps, input.lang, input.partnerCode, `payment/viva/${input.paid ? 'success' : 'cancel'}`));
  for (const [name, value] of Object.entries({ ...fields, sig: signVivaReturn(deps, fields) })) url.searchParams.set(name, value);
  return url.toString();
}

/** Verifies the return parameters; extra parameters (Viva also sends `lang`, `eventId`, `eci`) are ignored. */
function verify(deps: ApiDeps, params: Readonly<Record<string, string>>): PaymentOutcome | undefined {
  const { t, s, amount, status, sig } = params;
  if (!t || !s || !amount || !sig || (status !== 'F' && status !== 'X')) return undefined;
  if (!/^[0-9a-f-]{36}$/.test(t) || !/^\d{16}$/.test(s) || !/^\d{1,9}$/.test(amount)) return undefined;
  const expected = Buffer.from(signVivaReturn(deps, { t, s, amount, status }));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { providerRef: s, transactionId: t, amountCents: Number(amount), paid: status === 'F' };
}

export function vivaSandboxProvider(deps: ApiDeps): PaymentProvider {
  return {
    name: 'Viva',
    async createPayment() {
      const orderCode = newVivaOrderCode();
      const redirectUrl = new URL(VIVA_SANDBOX_PATH, deps.env.PUBLIC_URL);
      redirectUrl.searchParams.set('ref', orderCode);
      return { providerRef: orderCode, redirectUrl: redirectUrl.toString() };
    },
    async confirm(params) {
      return verify(deps, params);
    },
  };
}
