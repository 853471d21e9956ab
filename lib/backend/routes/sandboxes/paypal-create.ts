import { z } from 'zod';
import { centsOf } from '../../services/payments/provider';
import type { PaypalErrorDetail } from '../../services/payments/paypal/paypal-types';
import { issue, type PaypalErrorName, type PaypalIssue } from './paypal-orders';

/**
 * The PayPal sandbox's check of a `POST /v2/checkout/orders` body, with PayPal's field rules
 * (https://developer.paypal.com/docs/api/orders/v2/#orders_create): intent, purchase units
 * (reference_id ≤ 256, custom_id / invoice_id / description ≤ 127, amount `{currency_code, value}`
 * with at most two decimals), and PayPal as the payment source with its experience_context
 * (user_action, shipping_preference, locale, return_url, cancel_url). The sandbox plays one flow:
 * intent CAPTURE, one purchase unit, and a redirect (return_url and cancel_url are required).
 * Failures are PayPal's: 400 INVALID_REQUEST with `details: [{ field, location, issue, description }]`.
 */
const url = z.url({ protocol: /^https?$/ }).max(2048);
const zCreateOrder = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().min(1).max(256).optional(),
        custom_id: z.string().min(1).max(127).optional(),
        invoice_id: z.string().min(1).max(127).optional(),
        description: z.string().min(1).max(127).optional(),
        amount: z.object({
          currency_code: z.string().regex(/^[A-Z]{3}$/),
          value: z
            .string()
            .max(32)
            .regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/),
        }),
      }),
    )
    .length(1),
  payment_source: z.object({
    paypal: z.object({
      experience_context: z.object({
        return_url: url,
        cancel_url: url,
        user_action: z.enum(['CONTINUE', 'PAY_NOW']).optional(),
        shipping_preference: z.enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']).optional(),
        landing_page: z.enum(['LOGIN', 'GUEST_CHECKOUT', 'NO_PREFERENCE']).optional(),
        brand_name: z.string().min(1).max(127).optional(),
        locale: z
          .string()
          .regex(/^[a-z]{2}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|[0-9]{3}))?$/)
          .optional(),
      }),
    }),
  }),
});

export type SandboxOrderRequest = {
  referenceId: string;
  customId?: string;
  invoiceId?: string;
  description?: string;
  currency: string;
  amountCents: number;
  returnUrl: string;
  cancelUrl: string;
  locale?: string;
};

export type CreateCheck = { ok: true; order: SandboxOrderRequest } | { ok: false; error: PaypalErrorName; details: PaypalErrorDetail[] };

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

function issueOf(zodIssue: z.core.$ZodIssue, body: unknown): PaypalIssue {
  if (valueAt(body, zodIssue.path) === undefined) return 'MISSING_REQUIRED_PARAMETER';
  if (zodIssue.code === 'invalid_format') return 'INVALID_PARAMETER_SYNTAX';
  if ((zodIssue.code === 'too_big' || zodIssue.code === 'too_small') && zodIssue.origin === 'string') return 'INVALID_STRING_LENGTH';
  return 'INVALID_PARAMETER_VALUE';
}

const field = (path: readonly PropertyKey[]) => `/${path.map(String).join('/')}`;

/** The create request's order, or PayPal's error for it. */
export function checkCreateOrder(body: unknown): CreateCheck {
  const parsed = zCreateOrder.safeParse(body);
  if (!parsed.success) {
    const details = parsed.error.issues.slice(0, 10).map((i) => issue(issueOf(i, body), { field: field(i.path), location: 'body' }));
    return { ok: false, error: 'INVALID_REQUEST', details };
  }
  const unit = parsed.data.purchase_units[0]!;
  const context = parsed.data.payment_source.paypal.experience_context;
  const valueField = { field: '/purchase_units/0/amount/value', value: unit.amount.value, location: 'body' };
  if (/\.\d{3,}$/.test(unit.amount.value)) return { ok: false, error: 'INVALID_REQUEST', details: [issue('DECIMAL_PRECISION', valueField)] };
  const amountCents = centsOf(unit.amount.value.replace(/^\./, '0.'));
  if (unit.amount.value.startsWith('-') || amountCents === 0) return { ok: false, error: 'UNPROCESSABLE_ENTITY', details: [issue('CANNOT_BE_ZERO_OR_NEGATIVE', valueField)] };
  if (amountCents === undefined) return { ok: false, error: 'INVALID_REQUEST', details: [issue('INVALID_PARAMETER_VALUE', valueField)] };
  return {
    ok: true,
    order: {
      referenceId: unit.reference_id ?? 'default',
      customId: unit.custom_id,
      invoiceId: unit.invoice_id,
      description: unit.description,
      currency: unit.amount.currency_code,
      amountCents,
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url,
      locale: context.locale,
    },
  };
}
