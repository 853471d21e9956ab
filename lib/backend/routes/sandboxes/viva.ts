import { createHmac, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { sandboxConfig, sandboxSecret } from '../../services/payments/provider-http';
import { randomDigits, safeEqual } from '../../services/payments/secure-text';
import { createSandboxPayment, findSandboxPayment, updateSandboxPayment } from '../../services/payments/sandbox-store';
import { decimalAmount } from '../../services/payments/provider';
import { VIVA_IRIS_METHOD } from '../../services/payments/viva/viva-provider';
import type { ApiDeps, ApiEnv } from '../../context';
import { irisExtra } from './iris-page';
import { sandboxLanguage, sandboxMessage, sandboxPage } from './page';

/**
 * Viva's side of Smart Checkout, played inside the API (DESIGN §6): OAuth2 client credentials
 * (`/connect/token`), payment orders (`POST /checkout/v2/orders` → a 16-digit `orderCode`), the
 * hosted page (`/web/checkout?ref=`) with Pay / Decline / Cancel, transactions
 * (`GET /checkout/v2/transactions/{id}`), and the return to the payment source's success or failure
 * URL with `t`, `s`, `lang`, `eventId`, `eci`, as Viva sends them. The sandbox's payment source has
 * the storefront's source-level return URLs: `{PUBLIC_URL}/payment/viva/success` and `/cancel`.
 */
const BASE = '/sandbox/viva';
const TOKEN_SECONDS = 3600;

const zCreateOrder = z.object({
  amount: z.number().int().min(30).max(100_000_000),
  customerTrns: z.string().max(2048).optional(),
  merchantTrns: z.string().max(2048).optional(),
  sourceCode: z.string().min(1).max(20),
  customer: z.object({ email: z.string().max(254).optional(), requestLang: z.string().max(10).optional() }).partial().optional(),
});

const sign = (deps: ApiDeps, text: string) => createHmac('sha256', sandboxSecret(deps, 'viva')).update(text).digest('base64url');

function issueToken(deps: ApiDeps): string {
  const payload = Buffer.from(JSON.stringify({ exp: deps.now().getTime() + TOKEN_SECONDS * 1000 })).toString('base64url');
  return `${payload}.${sign(deps, payload)}`;
}

function bearerOk(c: Context<ApiEnv>): boolean {
  const deps = c.get('deps');
  const [, token = ''] = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '') ?? [];
  const [payload = '', signature = ''] = token.split('.');
  if (!payload || !safeEqual(signature, sign(deps, payload))) return false;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number }).exp > deps.now().getTime();
  } catch {
    return false;
  }
}

/** 16 digits below 2^53 (Viva's codes are JSON numbers; ours stay exact in every JSON reader). */
const newOrderCode = (): string => randomDigits(16, 9);
const returnUrl = (deps: ApiDeps, outcome: 'success' | 'cancel', params: Record<string, string>) =>
  `${new URL(`/payment/viva/${outcome}`, deps.env.PUBLIC_URL).toString()}?${new URLSearchParams(params).toString()}`;

export function vivaSandboxRoutes(app: Hono<ApiEnv>): void {
  app.post(`${BASE}/connect/token`, async (c) => {
    const deps = c.get('deps');
    const config = sandboxConfig(deps).viva;
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const expected = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;
    if (c.req.header('authorization') !== expected) return c.json({ error: 'invalid_client' }, 400);
    if (form.grant_type !== 'client_credentials') return c.json({ error: 'unsupported_grant_type' }, 400);
    return c.json({ access_token: issueToken(deps), expires_in: TOKEN_SECONDS, token_type: 'Bearer', scope: 'urn:viva:payments:core:api:redirectcheckout' });
  });

  app.post(`${BASE}/checkout/v2/orders`, async (c) => {
    if (!bearerOk(c)) return c.body(null, 401);
    const deps = c.get('deps');
    const body = zCreateOrder.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success || body.data.sourceCode !== sandboxConfig(deps).viva.sourceCode) return c.json({ message: 'Invalid request', status: 400 }, 400);
    const orderCode = newOrderCode();
    const lang = body.data.customer?.requestLang ?? 'el-GR';
    await createSandboxPayment(deps.db, { provider: 'viva', ref: orderCode, status: 'pending', amountCents: body.data.amount, currency: 'EUR', data: { customerTrns: body.data.customerTrns ?? '', lang } }, deps.now());
    return c.json({ orderCode: Number(orderCode) });
  });

  app.get(`${BASE}/checkout/v2/transactions/:id`, async (c) => {
    if (!bearerOk(c)) return c.body(null, 401);
    const deps = c.get('deps');
    const tx = await findSandboxPayment(deps.db, 'viva:transaction', c.req.param('id'));
    if (!tx) return c.json({ message: 'Transaction not found', status: 404 }, 404);
    return c.json({ email: tx.data.email ?? '', amount: Number(decimalAmount(tx.amountCents)), orderCode: Number(tx.data.orderCode), statusId: tx.status, currencyCode: '978', insDate: tx.createdAt.toISOString(), transactionTypeId: 5, totalInstallments: 0, currentInstallment: 0, cardTypeId: 0 });
  });

  app.get(`${BASE}/web/checkout`, async (c) => {
    const deps = c.get('deps');
    const ref = c.req.query('ref') ?? '';
    const order = /^\d{16}$/.test(ref) ? await findSandboxPayment(deps.db, 'viva', ref) : undefined;
    if (!order) return c.html(sandboxMessage('Viva', 404, 'Unknown payment order'), 404);
    if (order.status !== 'pending') return c.html(sandboxMessage('Viva', 409, 'This payment order is closed'), 409);
    const language = sandboxLanguage(order.data.lang);
    // IRIS preselected (decision 0072): the page plays the shopper's bank approving an IRIS payment.
    const iris = c.req.query('paymentMethod') === VIVA_IRIS_METHOD;
    const provider = iris ? 'Viva · IRIS' : 'Viva';
    const extra = iris ? irisExtra(language, c.req.url) : undefined;
    return c.html(sandboxPage({ provider, extra, reference: order.data.customerTrns || ref, amount: { cents: order.amountCents, currency: order.currency, language }, action: `/api${BASE}/web/checkout`, fields: { ref }, choices: ['pay', 'decline', 'cancel'] }));
  });

  app.post(`${BASE}/web/checkout`, async (c) => {
    const deps = c.get('deps');
    const form = await c.req.parseBody();
    const ref = typeof form.ref === 'string' ? form.ref : '';
    const action = form.action;
    if (!/^\d{16}$/.test(ref) || (action !== 'pay' && action !== 'decline' && action !== 'cancel')) return c.html(sandboxMessage('Viva', 400, 'Bad request'), 400);
    const now = deps.now();
    const status = action === 'pay' ? 'paid' : action === 'decline' ? 'declined' : 'cancelled';
    const order = await updateSandboxPayment(deps.db, { provider: 'viva', ref }, ['pending'], { status }, now);
    if (!order) return c.html(sandboxMessage('Viva', 409, 'Unknown or closed payment order'), 409);
    const lang = order.data.lang ?? 'el-GR';
    if (action === 'cancel') return c.redirect(returnUrl(deps, 'cancel', { s: ref, lang, eventId: '0', eci: '0' }), 303);
    const t = randomUUID();
    await createSandboxPayment(deps.db, { provider: 'viva:transaction', ref: t, status: action === 'pay' ? 'F' : 'E', amountCents: order.amountCents, currency: order.currency, data: { orderCode: ref } }, now);
    const params = { t, s: ref, lang, eventId: action === 'pay' ? '0' : '10051', eci: '1' };
    return c.redirect(returnUrl(deps, action === 'pay' ? 'success' : 'cancel', params), 303);
  });
}
