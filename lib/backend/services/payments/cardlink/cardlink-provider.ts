import type { ApiDeps } from '../../../context';
import { decimalAmount, type PaymentProvider, type ProviderVerdict, type StoredAttempt } from '../provider';
import { providersConfig } from '../provider-http';
import { cardlinkOrderId, signedRequest } from './request';
import { readReturn, resultOfStatus } from './response';

/**
 * Alpha Bank (Nexi, alphaecommerce) and Eurobank (Worldline, eurocommerce) card payments through
 * Cardlink's redirect integration, version 2 (https://developer.cardlink.gr/api-product/redirect/):
 *
 * - Start: no remote call. The storefront auto-submits a form to the bank's `shophandlermpi` with
 *   the documented fields and their digest (sale, `trType` 1); `orderid` (our provider reference)
 *   is derived from the attempt's uid, `var1` carries the uid itself.
 * - Return: the bank posts the result through the customer's browser to `confirmUrl` (the
 *   storefront's success page) or `cancelUrl` (its cancel page) with a digest over the response
 *   fields. The digest proves the return (`signedReturns`); the bank's signed status wins over
 *   which page it came to.
 * - Status query: Cardlink's XML API (`/vpos/xmlpayvpos`, StatusRequest) signs its messages with a
 *   digest over the inclusive Canonical XML 1.0 form of the `<Message>` element; the project has no
 *   XML canonicalizer to verify the answers with, so `queryStatus` answers `pending` and a payment
 *   is settled by its signed return only.
 */
export type CardlinkBank = 'alpha' | 'eurobank';

const pending = (attempt: StoredAttempt): ProviderVerdict => ({ result: 'pending', amountCents: attempt.amountCents, currency: attempt.currency, transactionId: null });

export function cardlinkProvider(deps: ApiDeps, bank: CardlinkBank): PaymentProvider {
  const config = providersConfig(deps)[bank];
  return {
    name: bank === 'alpha' ? 'Alpha' : 'Eurobank',
    slug: bank,
    signedReturns: true,

    async createPayment(order) {
      const orderid = cardlinkOrderId(order.attemptUid);
      const fields = signedRequest(
        {
          version: '2',
          mid: config.mid,
          lang: order.language,
          orderid,
          orderDesc: order.orderNumber,
          orderAmount: decimalAmount(order.amountCents),
          currency: order.currency,
          payerEmail: order.email,
          trType: '1',
          confirmUrl: order.returnUrls.success,
          cancelUrl: order.returnUrls.cancel,
          var1: order.attemptUid,
        },
        config.sharedSecret,
      );
      return { providerRef: orderid, start: { kind: 'form', action: config.gatewayUrl, fields } };
    },

    referenceOf(params) {
      const orderid = Object.hasOwn(params, 'orderid') ? params.orderid : undefined;
      return orderid ? orderid : undefined;
    },

    async verifyReturn(params, attempt) {
      const verified = readReturn(params, config.sharedSecret);
      if (!verified || verified.mid !== config.mid || verified.orderid !== attempt.providerRef) return undefined;
      const result = resultOfStatus(verified.status);
      return { result, amountCents: verified.amountCents, currency: verified.currency, transactionId: verified.txId };
    },

    async queryStatus(attempt) {
      return pending(attempt);
    },
  };
}

export const alphaProvider = (deps: ApiDeps): PaymentProvider => cardlinkProvider(deps, 'alpha');
export const eurobankProvider = (deps: ApiDeps): PaymentProvider => cardlinkProvider(deps, 'eurobank');
