import type { ApiDeps } from '../../../context';
import type { PaymentProvider, ProviderVerdict } from '../provider';
import { providerHttp, providersConfig, ProviderError } from '../provider-http';
import { vivaAccessToken } from './viva-token';
import { VIVA_ORDER_CODE, VIVA_TRANSACTION_ID, verdictOfTransaction, type VivaTransaction } from './viva-transaction';

/**
 * Viva Smart Checkout (DESIGN §6; developer.viva.com "Smart Checkout", "Verify a payment"):
 * create a payment order (`POST {api}/checkout/v2/orders`, amount in cents, our source code) →
 * redirect to `{checkout}?ref={orderCode}` → Viva sends the customer to the source's success or
 * failure URL with `t` and `s` → the return is verified by retrieving the transaction
 * (`GET {api}/checkout/v2/transactions/{t}`): its order code, status and amount. Returns are not
 * signed: they are confirmed by the customer's own call. A failure return without a transaction
 * (the customer cancelled on Viva's page) fails the attempt as it stands. IRIS payments are Smart
 * Checkout payments with IRIS preselected ("Pre-selected payment method", MethodId 29): the same
 * order, return and verification.
 */
export const VIVA_IRIS_METHOD = '29';

export function vivaProvider(deps: ApiDeps): PaymentProvider {
  const config = providersConfig(deps).viva;
  const http = providerHttp(deps);
  const authorized = async (init: RequestInit & { url: string }) => {
    const token = await vivaAccessToken(http, config, deps.now());
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    return http(new Request(init.url, { ...init, headers }));
  };

  const transaction = async (orderCode: string, transactionId: string): Promise<ProviderVerdict | undefined> => {
    const response = await authorized({ url: `${config.apiUrl}/checkout/v2/transactions/${transactionId}` });
    if (response.status === 404) return undefined;
    const text = await response.text();
    if (!response.ok) throw new ProviderError('Viva', `HTTP ${response.status} ${text.slice(0, 200)}`);
    let body: VivaTransaction;
    try {
      body = JSON.parse(text) as VivaTransaction;
    } catch {
      throw new ProviderError('Viva', 'transaction is not JSON');
    }
    // The order code is a 16-digit JSON number: compare its digits as written.
    const digits = /"orderCode"\s*:\s*"?(\d+)/.exec(text)?.[1];
    return verdictOfTransaction({ ...body, orderCode: digits ?? '' }, orderCode, transactionId);
  };

  return {
    name: 'Viva',
    slug: 'viva',
    signedReturns: false,
    async createPayment(order) {
      const response = await authorized({
        url: `${config.apiUrl}/checkout/v2/orders`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          amount: order.amountCents,
          customerTrns: order.orderNumber,
          customer: { email: order.email, countryCode: 'GR', requestLang: order.language === 'en' ? 'en-GB' : 'el-GR' },
          sourceCode: config.sourceCode,
          merchantTrns: order.attemptUid,
          paymentTimeout: 1800,
          disableCash: true,
          tags: [order.partnerCode],
        }),
      });
      // The order code is a 16-digit JSON number: read its digits from the text (a double may not hold them).
      const text = await response.text();
      if (!response.ok) throw new ProviderError('Viva', `HTTP ${response.status} ${text.slice(0, 200)}`);
      const ref = /"orderCode"\s*:\s*"?(\d+)/.exec(text)?.[1] ?? '';
      if (!VIVA_ORDER_CODE.test(ref)) throw new ProviderError('Viva', `unexpected order code ${ref.slice(0, 40)}`);
      const url = new URL(config.checkoutUrl);
      url.searchParams.set('ref', ref);
      // IRIS (decision 0072): Smart Checkout opens with IRIS chosen (method 29) and goes straight
      // on to the shopper's bank when IRIS is the only method the source offers.
      if (order.method === 'iris') {
        url.searchParams.set('paymentMethod', VIVA_IRIS_METHOD);
        url.searchParams.set('forceRedirect', 'true');
      }
      return { providerRef: ref, start: { kind: 'redirect', url: url.toString() } };
    },
    referenceOf(params) {
      return params.s && VIVA_ORDER_CODE.test(params.s) ? params.s : undefined;
    },
    async verifyReturn(params, attempt, outcome) {
      const t = params.t;
      if (t === undefined || t === '') {
        return outcome === 'cancel' ? { result: 'failed', amountCents: attempt.amountCents, currency: attempt.currency, transactionId: null } : undefined;
      }
      if (!VIVA_TRANSACTION_ID.test(t)) return undefined;
      const verdict = await transaction(attempt.providerRef, t);
      // A failure return whose transaction is still open is a failure of this attempt.
      if (verdict && outcome === 'cancel' && verdict.result === 'pending') return { ...verdict, result: 'failed' };
      return verdict;
    },
    async queryStatus(attempt) {
      // Viva's OAuth APIs retrieve transactions by id only; an attempt without a return has none
      // to ask about (Viva's webhooks would tell; not configured here): it stays pending.
      const t = attempt.data.transactionId;
      const verdict = t ? await transaction(attempt.providerRef, t) : undefined;
      return verdict ?? { result: 'pending', amountCents: attempt.amountCents, currency: attempt.currency, transactionId: null };
    },
  };
}
