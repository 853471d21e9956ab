import { z } from 'zod';

/**
 * PayPal REST wire shapes (Orders v2 and OAuth 2.0), as PayPal's public reference documents them:
 * https://developer.paypal.com/docs/api/orders/v2/ (create / show / capture order, the order and
 * capture statuses), https://developer.paypal.com/api/rest/authentication/ (the token answer) and
 * https://developer.paypal.com/api/rest/reference/orders/v2/errors/ (the error body). The schemas
 * are loose: PayPal adds fields freely, an adapter reads only what it needs. Shared with the sandbox
 * (lib/backend/routes/sandboxes/paypal-*.ts), which answers the same shapes.
 */
export const zPaypalMoney = z.object({ currency_code: z.string(), value: z.string() });
export type PaypalMoney = z.infer<typeof zPaypalMoney>;

export const zPaypalLink = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });
export type PaypalLink = z.infer<typeof zPaypalLink>;

/** Capture statuses: COMPLETED, DECLINED, PARTIALLY_REFUNDED, PENDING, REFUNDED, FAILED. */
export const zPaypalCapture = z.looseObject({
  id: z.string(),
  status: z.string(),
  amount: zPaypalMoney.optional(),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
});
export type PaypalCapture = z.infer<typeof zPaypalCapture>;

export const zPaypalPurchaseUnit = z.looseObject({
  reference_id: z.string().optional(),
  amount: zPaypalMoney.optional(),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  description: z.string().optional(),
  payments: z.looseObject({ captures: z.array(zPaypalCapture).optional() }).optional(),
});
export type PaypalPurchaseUnit = z.infer<typeof zPaypalPurchaseUnit>;

/** Order statuses: CREATED, SAVED, APPROVED, VOIDED, COMPLETED, PAYER_ACTION_REQUIRED. */
export const zPaypalOrder = z.looseObject({
  id: z.string(),
  status: z.string(),
  purchase_units: z.array(zPaypalPurchaseUnit).optional(),
  links: z.array(zPaypalLink).optional(),
});
export type PaypalOrder = z.infer<typeof zPaypalOrder>;

/** `POST /v1/oauth2/token` (client credentials). */
export const zPaypalToken = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().positive(),
});
export type PaypalToken = z.infer<typeof zPaypalToken> & { scope?: string; app_id?: string; nonce?: string };

export const zPaypalErrorDetail = z.looseObject({ issue: z.string(), description: z.string().optional(), field: z.string().optional() });
export type PaypalErrorDetail = z.infer<typeof zPaypalErrorDetail> & { value?: string; location?: string };

/** PayPal's error body: `{ name, message, debug_id, details: [{ issue, description }], links }`. */
export const zPaypalError = z.looseObject({ name: z.string(), message: z.string().optional(), details: z.array(zPaypalErrorDetail).optional() });
export type PaypalError = { name: string; message: string; debug_id?: string; details?: PaypalErrorDetail[]; links?: PaypalLink[] };

/** What the adapter sends to `POST /v2/checkout/orders` (intent CAPTURE, one purchase unit, PayPal as the payment source). */
export type PaypalCreateOrderRequest = {
  intent: 'CAPTURE';
  purchase_units: [{ reference_id: string; custom_id: string; invoice_id: string; description: string; amount: PaypalMoney }];
  payment_source: {
    paypal: {
      experience_context: {
        return_url: string;
        cancel_url: string;
        user_action: 'PAY_NOW';
        shipping_preference: 'NO_SHIPPING';
        locale: string;
      };
    };
  };
};
