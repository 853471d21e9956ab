import { z } from 'zod';

/**
 * Payment returns (SPEC §2 payment pages, DESIGN §6): the storefront's return page hands the
 * provider's return parameters to the API as they came, and the API verifies them (signature,
 * amount) and answers whether the order is paid. Repeating a confirmation changes nothing.
 */
export const zConfirmPaymentRequest = z.strictObject({
  params: z.record(z.string().max(100), z.string().max(2000)),
});
export type ConfirmPaymentRequest = z.infer<typeof zConfirmPaymentRequest>;

export const PaymentStatuses = ['paid', 'failed'] as const;
export type PaymentStatus = (typeof PaymentStatuses)[number];

export const zConfirmPaymentResponse = z
  .object({ status: z.enum(PaymentStatuses), orderUid: z.string() })
  .meta({ id: 'PaymentConfirmation' });
export type ConfirmPaymentResponse = z.infer<typeof zConfirmPaymentResponse>;
