import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnv } from '../../context';
import { decimalAmount } from '../../services/payments/provider';
import type { SandboxPayment } from '../../services/payments/sandbox-store';
import type { PaypalError, PaypalErrorDetail, PaypalLink } from '../../services/payments/paypal/paypal-types';

/**
 * The PayPal sandbox's orders as PayPal's Orders v2 API shows them
 * (https://developer.paypal.com/docs/api/orders/v2/), and PayPal's error answers
 * (https://developer.paypal.com/api/rest/reference/orders/v2/errors/). A sandbox order is a
 * `sandbox_payments` row: `ref` is the order id, `status` the order status, `data` what the create
 * request said (SandboxOrderData) plus the buyer's decision and the capture.
 */
export const PAYPAL_SANDBOX = 'paypal';

export type SandboxOrderData = {
  clientId: string;
  referenceId: string;
  customId?: string;
  invoiceId?: string;
  description?: string;
  returnUrl: string;
  cancelUrl: string;
  locale?: string;
  createTime: string;
  updateTime?: string;
  /** Set when the buyer approves (Pay or Decline). */
  payerId?: string;
  /** '1' when the buyer chose Decline: the capture is refused with INSTRUMENT_DECLINED. */
  declined?: string;
  captureId?: string;
  captureRequestId?: string;
  captureTime?: string;
};

export const orderData = (row: SandboxPayment): SandboxOrderData => row.data as SandboxOrderData;
/** Stored data: no undefined values (the column is a string map). */
export const storedData = (data: SandboxOrderData): Record<string, string> =>
  Object.fromEntries(Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** PayPal's time format: RFC 3339 without fractions. */
export const paypalTime = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`;

const link = (href: string, rel: string, method: string): PaypalLink => ({ href, rel, method });

function linksOf(row: SandboxPayment, base: string): PaypalLink[] {
  const self = `${base}/v2/checkout/orders/${row.ref}`;
  if (row.status === 'PAYER_ACTION_REQUIRED') return [link(self, 'self', 'GET'), link(`${base}/checkoutnow?token=${row.ref}`, 'payer-action', 'GET')];
  if (row.status === 'APPROVED') return [link(self, 'self', 'GET'), link(self, 'update', 'PATCH'), link(`${self}/capture`, 'capture', 'POST')];
  return [link(self, 'self', 'GET')];
}

const buyer = (data: SandboxOrderData) => ({ name: { given_name: 'Sandbox', surname: 'Buyer' }, email_address: `buyer-${data.payerId!.toLowerCase()}@personal.example.com` });

/** The full representation (`GET /v2/checkout/orders/{id}`, `Prefer: return=representation`). */
export function orderJson(row: SandboxPayment, base: string) {
  const data = orderData(row);
  const amount = { currency_code: row.currency, value: decimalAmount(row.amountCents) };
  const capture = data.captureId && {
    id: data.captureId,
    status: 'COMPLETED',
    amount,
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    ...(data.customId ? { custom_id: data.customId } : {}),
    ...(data.invoiceId ? { invoice_id: data.invoiceId } : {}),
    create_time: data.captureTime,
    update_time: data.captureTime,
    links: [
      link(`${base}/v2/payments/captures/${data.captureId}`, 'self', 'GET'),
      link(`${base}/v2/payments/captures/${data.captureId}/refund`, 'refund', 'POST'),
      link(`${base}/v2/checkout/orders/${row.ref}`, 'up', 'GET'),
    ],
  };
  const approved = data.payerId !== undefined;
  return {
    id: row.ref,
    intent: 'CAPTURE',
    status: row.status,
    payment_source: { paypal: approved ? { ...buyer(data), account_id: data.payerId, account_status: 'VERIFIED', address: { country_code: 'GR' } } : {} },
    purchase_units: [
      {
        reference_id: data.referenceId,
        amount,
        payee: { email_address: 'merchant@business.example.com', merchant_id: 'SANDBOXMERCHANT' },
        ...(data.description ? { description: data.description } : {}),
        ...(data.customId ? { custom_id: data.customId } : {}),
        ...(data.invoiceId ? { invoice_id: data.invoiceId } : {}),
        ...(capture ? { payments: { captures: [capture] } } : {}),
      },
    ],
    ...(approved ? { payer: { ...buyer(data), payer_id: data.payerId, address: { country_code: 'GR' } } } : {}),
    create_time: data.createTime,
    ...(data.updateTime ? { update_time: data.updateTime } : {}),
    links: linksOf(row, base),
  };
}

/** The minimal representation (the default of `POST /v2/checkout/orders`): id, status and links. */
export const minimalOrderJson = (row: SandboxPayment, base: string) => ({
  id: row.ref,
  status: row.status,
  payment_source: { paypal: {} },
  links: linksOf(row, base),
});

export const prefersRepresentation = (header: string | undefined): boolean => /return=representation/i.test(header ?? '');

const ERRORS = {
  INVALID_REQUEST: [400, 'Request is not well-formed, syntactically incorrect, or violates schema.'],
  AUTHENTICATION_FAILURE: [401, 'Authentication failed due to invalid authentication credentials or a missing Authorization header.'],
  RESOURCE_NOT_FOUND: [404, 'The specified resource does not exist.'],
  UNPROCESSABLE_ENTITY: [422, 'The requested action could not be performed, semantically incorrect, or failed business validation.'],
} as const satisfies Record<string, [ContentfulStatusCode, string]>;
export type PaypalErrorName = keyof typeof ERRORS;

/** Descriptions of the issues the sandbox answers, as PayPal writes them. */
export const ISSUES = {
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  ORDER_NOT_APPROVED: "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured. If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED: "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing.',
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_STRING_LENGTH: 'The value of a field is either too short or too long.',
  DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
  CANNOT_BE_ZERO_OR_NEGATIVE: 'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
} as const;
export type PaypalIssue = keyof typeof ISSUES;

export const issue = (name: PaypalIssue, more: Omit<PaypalErrorDetail, 'issue' | 'description'> = {}): PaypalErrorDetail => ({ ...more, issue: name, description: ISSUES[name] });

/** PayPal's error answer: `{ name, message, debug_id, details, links }`, with the `Paypal-Debug-Id` header. */
export function paypalError(c: Context<ApiEnv>, name: PaypalErrorName, details: PaypalErrorDetail[] = []) {
  const [status, message] = ERRORS[name];
  const debugId = randomBytes(7).toString('hex').slice(0, 13);
  const body: PaypalError = {
    name,
    message,
    debug_id: debugId,
    ...(details.length ? { details } : {}),
    links: [{ href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${details[0]?.issue ?? name}`, rel: 'information_link', method: 'GET' }],
  };
  return c.json(body, status, { 'Paypal-Debug-Id': debugId });
}
