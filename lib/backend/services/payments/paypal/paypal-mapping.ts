import type { Language } from '@/lib/contract/enums';
import { centsOf, decimalAmount, type PaymentOrder, type ProviderVerdict, type ReturnOutcome, type StoredAttempt } from '../provider';
import type { PaypalCapture, PaypalCreateOrderRequest, PaypalError, PaypalOrder, PaypalPurchaseUnit } from './paypal-types';

/**
 * PayPal Orders v2, pure parts (DESIGN §6): the create-order body, the return's reference and
 * what an order's state proves. Statuses as documented at
 * https://developer.paypal.com/api/orders/v2/definitions/order_status: PAYER_ACTION_REQUIRED (the
 * buyer must approve at the `payer-action` link), APPROVED (approved, to be captured), COMPLETED
 * ("check the payment status in purchase_units[].payments.captures[].status before fulfilling"),
 * VOIDED. Capture statuses: COMPLETED, PENDING, DECLINED, FAILED, REFUNDED, PARTIALLY_REFUNDED.
 */

/** PayPal order ids: `^[A-Z0-9]+$`, 1 to 36 characters (the Orders v2 path parameter). */
export const PAYPAL_ORDER_ID = /^[A-Z0-9]{1,36}$/;

/** The PayPal order a return names: PayPal appends `?token={orderId}` (and `&PayerID=…` on approval) to return_url / cancel_url. */
export function paypalOrderIdOf(params: Readonly<Record<string, string>>): string | undefined {
  const token = params.token;
  return token !== undefined && PAYPAL_ORDER_ID.test(token) ? token : undefined;
}

/** PayPal's experience_context.locale (BCP 47) for the order's language. */
export const paypalLocale = (language: Language): string => (language === 'en' ? 'en-US' : 'el-GR');

/** `POST /v2/checkout/orders`: one purchase unit keyed by the order, reconciled by the attempt (custom_id, invoice_id). */
export function createOrderBody(order: PaymentOrder): PaypalCreateOrderRequest {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: order.orderUid,
        custom_id: order.attemptUid,
        invoice_id: order.attemptUid,
        description: order.orderNumber,
        amount: { currency_code: order.currency, value: decimalAmount(order.amountCents) },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: order.returnUrls.success,
          cancel_url: order.returnUrls.cancel,
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
          locale: paypalLocale(order.language),
        },
      },
    },
  };
}

/** Where the buyer approves the order: the `payer-action` link of a PAYER_ACTION_REQUIRED order (an absolute http(s) URL), or undefined. */
export function payerActionUrl(order: PaypalOrder): string | undefined {
  const href = order.links?.find((link) => link.rel === 'payer-action')?.href;
  if (!href) return undefined;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The issues of a PayPal error body that mean the buyer's funding was refused at capture (UNPROCESSABLE_ENTITY). */
const DECLINE_ISSUES = new Set(['INSTRUMENT_DECLINED', 'PAYER_CANNOT_PAY', 'TRANSACTION_REFUSED', 'PAYMENT_DENIED']);

export const hasIssue = (error: Pick<PaypalError, 'details'> | undefined, issue: string): boolean => error?.details?.some((d) => d.issue === issue) ?? false;
export const isDeclined = (error: Pick<PaypalError, 'details'> | undefined): boolean => error?.details?.some((d) => DECLINE_ISSUES.has(d.issue)) ?? false;

/** The attempt's purchase unit of an order, or undefined when the order is not the attempt's (another id or custom_id). */
function unitOf(order: PaypalOrder, attempt: Pick<StoredAttempt, 'uid' | 'providerRef'>): PaypalPurchaseUnit | undefined {
  if (order.id !== attempt.providerRef || order.purchase_units?.length !== 1) return undefined;
  const unit = order.purchase_units[0];
  return unit?.custom_id === attempt.uid ? unit : undefined;
}

/** The order's capture that decides it: a COMPLETED one, else the latest. */
function captureOf(unit: PaypalPurchaseUnit): PaypalCapture | undefined {
  const captures = unit.payments?.captures ?? [];
  return captures.find((c) => c.status === 'COMPLETED' || c.status === 'PARTIALLY_REFUNDED') ?? captures[captures.length - 1];
}

const CAPTURE_RESULT: Record<string, ProviderVerdict['result']> = {
  COMPLETED: 'paid',
  PARTIALLY_REFUNDED: 'paid',
  PENDING: 'pending',
  DECLINED: 'failed',
  FAILED: 'failed',
  REFUNDED: 'failed',
};

/**
 * What a PayPal order proves for an attempt, or undefined when it is not the attempt's order or
 * its amount is unreadable. APPROVED is `approved` on either return page (money can still be
 * taken: the caller decides); COMPLETED is decided by its capture (`paid` only for a COMPLETED
 * capture, with the capture's id and amount); VOIDED is `failed`; an order still waiting for the
 * buyer (PAYER_ACTION_REQUIRED, CREATED, SAVED) is `failed` on the cancel page, else `pending`.
 */
export function verdictOfOrder(order: PaypalOrder, attempt: Pick<StoredAttempt, 'uid' | 'providerRef'>, outcome: ReturnOutcome): ProviderVerdict | undefined {
  const unit = unitOf(order, attempt);
  const amountCents = unit?.amount && centsOf(unit.amount.value);
  if (!unit?.amount || amountCents === undefined) return undefined;
  const base = { amountCents, currency: unit.amount.currency_code, transactionId: null };
  switch (order.status) {
    case 'APPROVED':
      return { ...base, result: 'approved' };
    case 'VOIDED':
      return { ...base, result: 'failed' };
    case 'COMPLETED': {
      const capture = captureOf(unit);
      if (!capture) return { ...base, result: 'pending' };
      if (capture.custom_id !== undefined && capture.custom_id !== attempt.uid) return undefined;
      const captured = capture.amount && centsOf(capture.amount.value);
      if (capture.amount && captured === undefined) return undefined;
      return {
        result: CAPTURE_RESULT[capture.status] ?? 'pending',
        amountCents: captured ?? amountCents,
        currency: capture.amount?.currency_code ?? base.currency,
        transactionId: capture.id,
      };
    }
    default:
      return { ...base, result: outcome === 'cancel' ? 'failed' : 'pending' };
  }
}
