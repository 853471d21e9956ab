import type { ApiDeps } from '../../../context';
import type { PaymentProvider, ProviderVerdict, ReturnOutcome, StoredAttempt } from '../provider';
import { providerHttp, providersConfig } from '../provider-http';
import { paypalClient, paypalErrorOf, unexpected, type PaypalClient } from './paypal-client';
import { createOrderBody, hasIssue, isDeclined, PAYPAL_ORDER_ID, payerActionUrl, paypalOrderIdOf, verdictOfOrder } from './paypal-mapping';
import { zPaypalOrder, type PaypalOrder } from './paypal-types';

/**
 * PayPal Checkout through the Orders v2 REST API (DESIGN §6; https://developer.paypal.com/docs/api/orders/v2/).
 *
 * - createPayment: `POST /v2/checkout/orders` (intent CAPTURE, PayPal as the payment source with
 *   return_url / cancel_url, `PayPal-Request-Id: {attempt}-create` so a retried start gets the same
 *   order); PayPal answers PAYER_ACTION_REQUIRED and the buyer is redirected to its `payer-action` link.
 * - The buyer comes back to return_url with `?token={orderId}&PayerID=…` or to cancel_url with
 *   `?token={orderId}`. Nothing in the return is signed (signedReturns = false): verifyReturn reads
 *   the order (`GET /v2/checkout/orders/{id}`) and trusts only what PayPal answers.
 * - complete: `POST /v2/checkout/orders/{id}/capture` with `PayPal-Request-Id: {attempt}-capture`
 *   (PayPal answers a repeated capture with the same request id with the same capture).
 *
 * Live or sandbox only by configuration (`providersConfig(deps).paypal`).
 */
export function paypalProvider(deps: ApiDeps): PaymentProvider {
  const client: PaypalClient = paypalClient(providerHttp(deps), providersConfig(deps).paypal, deps.now);

  const parseOrder = (what: string, answer: { status: number; body: unknown }): PaypalOrder => {
    const order = zPaypalOrder.safeParse(answer.body);
    if (!order.success) throw unexpected(what, answer);
    return order.data;
  };

  /** The order, or undefined when PayPal does not know it (404). */
  async function showOrder(id: string): Promise<PaypalOrder | undefined> {
    const answer = await client.send('GET', `/v2/checkout/orders/${id}`);
    if (answer.status === 404) return undefined;
    if (answer.status !== 200) throw unexpected('show order', answer);
    return parseOrder('show order', answer);
  }

  /** A verdict from the attempt's own order; another order's answer is the provider's error. */
  function verdictOf(order: PaypalOrder, attempt: StoredAttempt, outcome: ReturnOutcome): ProviderVerdict {
    const verdict = verdictOfOrder(order, attempt, outcome);
    if (!verdict) throw unexpected('order of another attempt', { status: 200, body: { id: order.id, status: order.status } });
    return verdict;
  }

  return {
    name: 'Paypal',
    slug: 'paypal',
    signedReturns: false,

    async createPayment(order) {
      const answer = await client.send('POST', '/v2/checkout/orders', {
        headers: { 'PayPal-Request-Id': `${order.attemptUid}-create` },
        body: createOrderBody(order),
      });
      if (answer.status !== 200 && answer.status !== 201) throw unexpected('create order', answer);
      const created = parseOrder('create order', answer);
      const url = payerActionUrl(created);
      if (!PAYPAL_ORDER_ID.test(created.id) || created.status !== 'PAYER_ACTION_REQUIRED' || !url) throw unexpected('create order', answer);
      return { providerRef: created.id, start: { kind: 'redirect', url } };
    },

    referenceOf: paypalOrderIdOf,

    async verifyReturn(params, attempt, outcome) {
      const id = paypalOrderIdOf(params);
      if (!id || id !== attempt.providerRef) return undefined;
      const order = await showOrder(id);
      return order && verdictOfOrder(order, attempt, outcome);
    },

    async complete(attempt, verdict) {
      if (verdict.result !== 'approved') return verdict;
      const answer = await client.send('POST', `/v2/checkout/orders/${attempt.providerRef}/capture`, {
        headers: { 'PayPal-Request-Id': `${attempt.uid}-capture`, Prefer: 'return=representation' },
        body: {},
      });
      if (answer.status === 200 || answer.status === 201) {
        const captured = verdictOf(parseOrder('capture', answer), attempt, 'success');
        return captured.result === 'approved' ? { ...captured, result: 'pending' } : captured;
      }
      const error = paypalErrorOf(answer);
      if (answer.status === 422 && isDeclined(error)) return { ...verdict, result: 'failed', transactionId: null };
      if (answer.status === 422 && hasIssue(error, 'ORDER_ALREADY_CAPTURED')) {
        const order = await showOrder(attempt.providerRef);
        if (!order) throw unexpected('captured order not found', answer);
        return verdictOf(order, attempt, 'success');
      }
      throw unexpected('capture', answer);
    },

    async queryStatus(attempt) {
      if (!PAYPAL_ORDER_ID.test(attempt.providerRef)) return { result: 'pending', amountCents: attempt.amountCents, currency: attempt.currency, transactionId: null };
      const order = await showOrder(attempt.providerRef);
      // PayPal forgets orders nobody approved (they expire): nothing can be taken any more.
      if (!order) return { result: 'failed', amountCents: attempt.amountCents, currency: attempt.currency, transactionId: null };
      return verdictOf(order, attempt, 'success');
    },
  };
}
