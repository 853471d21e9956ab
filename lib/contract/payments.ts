import { z } from 'zod';

/**
 * Payment confirmation (DESIGN §6, SPEC §2 payment return pages). The storefront's return page
 * passes the query parameters it was sent back with, as they came; the provider's adapter
 * verifies them (signature, amount) and the order is marked paid once. A repeated confirmation
 * answers the same and changes nothing.
 */
export const PaymentProviderSlugs = ['viva', 'paypal', 'alpha', 'eurobank', 'winbank'] as const;
export type PaymentProviderSlug = (typeof PaymentProviderSlugs)[number];

/** At most this many return parameters are accepted. */
export const PAYMENT_RETURN_PARAMS_MAX = 30;

/** `POST /Payments/{provider}/Confirm`. */
export const PaymentReturnOutcomes = ['success', 'cancel'] as const;

export const zConfirmPaymentRequest = z.strictObject({
  /** Which return page the parameters came to (a cancel return marks a pending payment failed). */
  outcome: z.enum(PaymentReturnOutcomes).default('success'),
  params: z
    .record(z.string().min(1).max(40), z.string().max(1000))
    .refine((params) => Object.keys(params).length <= PAYMENT_RETURN_PARAMS_MAX, {
      message: 'max_items',
      params: { max: PAYMENT_RETURN_PARAMS_MAX },
    }),
});
export type ConfirmPaymentRequest = z.infer<typeof zConfirmPaymentRequest>;

export const zConfirmPaymentResponse = z
  /** paid; failed; expired (the order's time to pay ran out first); refund_due (paid, but the order could not keep the money: it is given back). */
  .object({ status: z.enum(['paid', 'failed', 'expired', 'refund_due']), orderUid: z.string() })
  .meta({ id: 'PaymentConfirmation' });
export type ConfirmPaymentResponse = z.infer<typeof zConfirmPaymentResponse>;

/** `POST /Payments/Attempts/{uid}/Start`: where the customer pays (a redirect, or a POST form the page auto-submits). */
export const PAYMENT_FORM_FIELDS_MAX = 60;
export const zPaymentStart = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('redirect'), url: z.string() }),
    z.object({ kind: z.literal('form'), action: z.string(), fields: z.record(z.string(), z.string()) }),
  ])
  .meta({ id: 'PaymentStart' });
export type PaymentStart = z.infer<typeof zPaymentStart>;

/** `GET /Orders/{uid}/Payment`: the order's latest online payment (a pending one is asked of its provider first). */
export const zOrderPayment = z
  .object({ status: z.enum(['paid', 'failed', 'pending', 'expired', 'refund_due']), orderUid: z.string(), provider: z.string() })
  .meta({ id: 'OrderPayment' });
export type OrderPayment = z.infer<typeof zOrderPayment>;

/**
 * `POST /Payments/{provider}/Locate`: which storefront a return to a provider's fixed, partner-less
 * return URL belongs to (Viva's payment source has one success and one failure URL for the shop).
 */
export const zLocatePaymentRequest = z.strictObject({ params: zConfirmPaymentRequest.shape.params });
export const zPaymentLocation = z.object({ partnerCode: z.string(), language: z.enum(['el', 'en']) }).meta({ id: 'PaymentLocation' });
export type PaymentLocation = z.infer<typeof zPaymentLocation>;

/** `POST /Orders/{uid}/Payment/Retry` ("Pay now"): the storefront page that pays the order (or its success page when it was paid meanwhile). */
export const zPaymentRetry = z.object({ url: z.string() }).meta({ id: 'PaymentRetry' });
export type PaymentRetry = z.infer<typeof zPaymentRetry>;
