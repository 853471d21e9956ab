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
export const zConfirmPaymentRequest = z.strictObject({
  params: z
    .record(z.string().min(1).max(40), z.string().max(1000))
    .refine((params) => Object.keys(params).length <= PAYMENT_RETURN_PARAMS_MAX, {
      message: 'max_items',
      params: { max: PAYMENT_RETURN_PARAMS_MAX },
    }),
});
export type ConfirmPaymentRequest = z.infer<typeof zConfirmPaymentRequest>;

export const zConfirmPaymentResponse = z
  .object({ status: z.enum(['paid', 'failed']), orderUid: z.string() })
  .meta({ id: 'PaymentConfirmation' });
export type ConfirmPaymentResponse = z.infer<typeof zConfirmPaymentResponse>;
