import type { Context, Hono } from 'hono';
import { sandboxBase } from '@/lib/config/payment-providers';
import type { ApiDeps, ApiEnv } from '../../context';
import { createSandboxPayment, findSandboxPayment, updateSandboxPayment, type SandboxPayment } from '../../services/payments/sandbox-store';
import { sandboxConfig } from '../../services/payments/provider-http';
import { safeEqual } from '../../services/payments/secure-text';
import { basicCredentials, captureIdOf, issueToken, newOrderId, tokenClient } from './paypal-auth';
import { checkCreateOrder } from './paypal-create';
import { issue, minimalOrderJson, orderData, orderJson, PAYPAL_SANDBOX, paypalError, paypalTime, prefersRepresentation, storedData, type SandboxOrderData } from './paypal-orders';

/**
 * The PayPal sandbox's REST API (DESIGN §6), at PayPal's paths under `/api/sandbox/paypal`:
 * - `POST /v1/oauth2/token`: HTTP Basic client credentials, form `grant_type=client_credentials`;
 *   401 `{ error: 'invalid_client' }` for other credentials.
 * - `POST /v2/checkout/orders`: a PAYER_ACTION_REQUIRED order with its `payer-action` link (201; a
 *   repeated `PayPal-Request-Id` answers the same order, 200).
 * - `GET /v2/checkout/orders/{id}`, `POST /v2/checkout/orders/{id}/capture` (201; the same
 *   `PayPal-Request-Id` again answers the same capture, 200; another is 422 ORDER_ALREADY_CAPTURED;
 *   an order the buyer declined is 422 INSTRUMENT_DECLINED; one not approved 422 ORDER_NOT_APPROVED).
 * The orders calls need a bearer token the sandbox issued (401 AUTHENTICATION_FAILURE otherwise).
 */
const PATH = '/sandbox/paypal';
const BODY_MAX = 32_000;
const REQUEST_ID = /^[\x21-\x7e]{1,108}$/;

const secretOf = (deps: ApiDeps) => sandboxConfig(deps).paypal.clientSecret;
const base = (deps: ApiDeps) => sandboxBase(deps.env, PAYPAL_SANDBOX);

/** The body as JSON: undefined when empty, `bad` when not JSON or too long. */
async function jsonBody(c: Context<ApiEnv>): Promise<{ bad: true } | { bad: false; json: unknown }> {
  const text = await c.req.text();
  if (text.length > BODY_MAX) return { bad: true };
  if (text.trim() === '') return { bad: false, json: undefined };
  try {
    return { bad: false, json: JSON.parse(text) as unknown };
  } catch {
    return { bad: true };
  }
}

/** The sandbox order a call names, when the caller's client owns it. */
async function ownOrder(c: Context<ApiEnv>, client: string): Promise<SandboxPayment | undefined> {
  const id = c.req.param('id') ?? '';
  if (!/^[A-Z0-9]{1,36}$/.test(id)) return undefined;
  const row = await findSandboxPayment(c.get('deps').db, PAYPAL_SANDBOX, id);
  return row && orderData(row).clientId === client ? row : undefined;
}

const notFound = (c: Context<ApiEnv>) => paypalError(c, 'RESOURCE_NOT_FOUND', [issue('INVALID_RESOURCE_ID', { location: 'path', field: 'order_id' })]);
const requestIdOf = (c: Context<ApiEnv>): string | undefined => c.req.header('paypal-request-id');

export function paypalApiRoutes(app: Hono<ApiEnv>): void {
  app.post(`${PATH}/v1/oauth2/token`, async (c) => {
    const deps = c.get('deps');
    const config = sandboxConfig(deps).paypal;
    const given = basicCredentials(c.req.header('authorization'));
    if (!given || !safeEqual(given.id, config.clientId) || !safeEqual(given.secret, config.clientSecret)) {
      return c.json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
    }
    const form = new URLSearchParams((await c.req.text()).slice(0, BODY_MAX));
    if (form.get('grant_type') !== 'client_credentials') return c.json({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL or unsupported' }, 400);
    return c.json(issueToken(config.clientSecret, config.clientId, deps.now()));
  });

  /** Every orders call: the client of a genuine bearer token, or 401. */
  const authorized = (c: Context<ApiEnv>): string | undefined => tokenClient(secretOf(c.get('deps')), c.req.header('authorization'), c.get('deps').now());

  app.post(`${PATH}/v2/checkout/orders`, async (c) => {
    const deps = c.get('deps');
    const client = authorized(c);
    if (!client) return paypalError(c, 'AUTHENTICATION_FAILURE');
    const body = await jsonBody(c);
    if (body.bad) return paypalError(c, 'INVALID_REQUEST', [issue('MALFORMED_REQUEST_JSON', { location: 'body' })]);
    const requestId = requestIdOf(c);
    if (requestId !== undefined && !REQUEST_ID.test(requestId)) return paypalError(c, 'INVALID_REQUEST', [issue('INVALID_PARAMETER_VALUE', { field: 'PayPal-Request-Id', location: 'header' })]);
    const checked = checkCreateOrder(body.json);
    if (!checked.ok) return paypalError(c, checked.error, checked.details);

    const id = newOrderId(secretOf(deps), client, requestId);
    const answer = (row: SandboxPayment, status: 200 | 201) => c.json(prefersRepresentation(c.req.header('prefer')) ? orderJson(row, base(deps)) : minimalOrderJson(row, base(deps)), status);
    const replay = async () => {
      const existing = await findSandboxPayment(deps.db, PAYPAL_SANDBOX, id);
      return existing && orderData(existing).clientId === client ? answer(existing, 200) : undefined;
    };
    // The same PayPal-Request-Id names the same order: answer it again (PayPal's idempotency).
    const earlier = requestId === undefined ? undefined : await replay();
    if (earlier) return earlier;
    const { order } = checked;
    const data: SandboxOrderData = {
      clientId: client,
      referenceId: order.referenceId,
      customId: order.customId,
      invoiceId: order.invoiceId,
      description: order.description,
      returnUrl: order.returnUrl,
      cancelUrl: order.cancelUrl,
      locale: order.locale,
      createTime: paypalTime(deps.now()),
    };
    try {
      const row = await createSandboxPayment(deps.db, { provider: PAYPAL_SANDBOX, ref: id, status: 'PAYER_ACTION_REQUIRED', amountCents: order.amountCents, currency: order.currency, data: storedData(data) }, deps.now());
      return answer(row, 201);
    } catch (error) {
      // A concurrent request with the same PayPal-Request-Id created it first.
      const raced = requestId === undefined ? undefined : await replay();
      if (raced) return raced;
      throw error;
    }
  });

  app.get(`${PATH}/v2/checkout/orders/:id`, async (c) => {
    const client = authorized(c);
    if (!client) return paypalError(c, 'AUTHENTICATION_FAILURE');
    const row = await ownOrder(c, client);
    return row ? c.json(orderJson(row, base(c.get('deps')))) : notFound(c);
  });

  app.post(`${PATH}/v2/checkout/orders/:id/capture`, async (c) => {
    const deps = c.get('deps');
    const client = authorized(c);
    if (!client) return paypalError(c, 'AUTHENTICATION_FAILURE');
    const body = await jsonBody(c);
    if (body.bad || (body.json !== undefined && (typeof body.json !== 'object' || body.json === null || Array.isArray(body.json)))) {
      return paypalError(c, 'INVALID_REQUEST', [issue('MALFORMED_REQUEST_JSON', { location: 'body' })]);
    }
    const requestId = requestIdOf(c);
    if (requestId !== undefined && !REQUEST_ID.test(requestId)) return paypalError(c, 'INVALID_REQUEST', [issue('INVALID_PARAMETER_VALUE', { field: 'PayPal-Request-Id', location: 'header' })]);
    const row = await ownOrder(c, client);
    if (!row) return notFound(c);

    /** A captured order: the same capture again for the same request id (200), else ORDER_ALREADY_CAPTURED. */
    const captured = (order: SandboxPayment) =>
      requestId !== undefined && orderData(order).captureRequestId === requestId
        ? c.json(orderJson(order, base(deps)), 200)
        : paypalError(c, 'UNPROCESSABLE_ENTITY', [issue('ORDER_ALREADY_CAPTURED')]);
    if (row.status === 'COMPLETED') return captured(row);
    if (row.status !== 'APPROVED') return paypalError(c, 'UNPROCESSABLE_ENTITY', [issue('ORDER_NOT_APPROVED')]);
    if (orderData(row).declined === '1') return paypalError(c, 'UNPROCESSABLE_ENTITY', [issue('INSTRUMENT_DECLINED')]);

    const now = paypalTime(deps.now());
    const data: SandboxOrderData = { ...orderData(row), captureId: captureIdOf(secretOf(deps), row.ref), captureRequestId: requestId, captureTime: now, updateTime: now };
    const done = await updateSandboxPayment(deps.db, { provider: PAYPAL_SANDBOX, ref: row.ref }, ['APPROVED'], { status: 'COMPLETED', data: storedData(data) }, deps.now());
    if (done) return c.json(orderJson(done, base(deps)), 201);
    // A concurrent capture won: answer as a repeated capture.
    const current = await findSandboxPayment(deps.db, PAYPAL_SANDBOX, row.ref);
    return current?.status === 'COMPLETED' ? captured(current) : paypalError(c, 'UNPROCESSABLE_ENTITY', [issue('ORDER_NOT_APPROVED')]);
  });
}
