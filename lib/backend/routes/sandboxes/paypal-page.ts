import type { Context, Hono } from 'hono';
import { sandboxBase } from '@/lib/config/payment-providers';
import type { ApiEnv } from '../../context';
import { sandboxConfig } from '../../services/payments/provider-http';
import { findSandboxPayment, updateSandboxPayment, type SandboxPayment } from '../../services/payments/sandbox-store';
import { sandboxLanguage, sandboxMessage, sandboxPage } from './page';
import { payerIdOf } from './paypal-auth';
import { orderData, PAYPAL_SANDBOX, paypalTime, storedData, type SandboxOrderData } from './paypal-orders';

/**
 * The PayPal sandbox's approval page, at PayPal's approve URL shape `checkoutnow?token={orderId}`
 * (the order's `payer-action` link). Pay approves the order and sends the buyer to return_url with
 * `?token={orderId}&PayerID={payerId}`, as PayPal does. Decline approves it too, but marks the
 * funding as refused: like PayPal, the decline shows at capture (422 INSTRUMENT_DECLINED). Cancel
 * leaves the order waiting (PAYER_ACTION_REQUIRED) and sends the buyer to cancel_url with
 * `?token={orderId}`. Only an order waiting for the buyer is shown; a repeated Pay / Decline of the
 * same choice goes back to return_url again.
 */
const PATH = '/sandbox/paypal/checkoutnow';
const ORDER_ID = /^[A-Z0-9]{1,36}$/;
const CHOICES = ['pay', 'decline', 'cancel'] as const;
type Choice = (typeof CHOICES)[number];

const message = (c: Context<ApiEnv>, status: 400 | 404 | 409, text: string) => c.html(sandboxMessage('PayPal', status, text), status);

async function orderOf(c: Context<ApiEnv>, token: unknown): Promise<SandboxPayment | undefined> {
  if (typeof token !== 'string' || !ORDER_ID.test(token)) return undefined;
  return findSandboxPayment(c.get('deps').db, PAYPAL_SANDBOX, token);
}

/** `url` with the parameters PayPal appends (kept after the URL's own). */
function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

export function paypalPageRoutes(app: Hono<ApiEnv>): void {
  app.get(PATH, async (c) => {
    const row = await orderOf(c, c.req.query('token'));
    if (!row) return message(c, 404, 'Unknown order.');
    if (row.status !== 'PAYER_ACTION_REQUIRED') return message(c, 409, `This order can no longer be approved (${row.status}).`);
    const data = orderData(row);
    return c.html(
      sandboxPage({
        provider: 'PayPal',
        reference: data.description || row.ref,
        amount: { cents: row.amountCents, currency: row.currency, language: sandboxLanguage(data.locale) },
        action: `${sandboxBase(c.get('deps').env, PAYPAL_SANDBOX)}/checkoutnow`,
        fields: { token: row.ref },
        choices: CHOICES,
      }),
    );
  });

  app.post(PATH, async (c) => {
    const deps = c.get('deps');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const choice = form.action;
    if (typeof choice !== 'string' || !(CHOICES as readonly string[]).includes(choice)) return message(c, 400, 'Unknown choice.');
    const row = await orderOf(c, form.token);
    if (!row) return message(c, 404, 'Unknown order.');
    const data = orderData(row);

    if ((choice as Choice) === 'cancel') {
      if (row.status !== 'PAYER_ACTION_REQUIRED') return message(c, 409, `This order can no longer be cancelled (${row.status}).`);
      return c.redirect(withParams(data.cancelUrl, { token: row.ref }), 303);
    }

    const declined = choice === 'decline';
    const payerId = payerIdOf(sandboxConfig(deps).paypal.clientSecret, row.ref);
    const back = () => c.redirect(withParams(data.returnUrl, { token: row.ref, PayerID: payerId }), 303);
    const approved: SandboxOrderData = { ...data, payerId, updateTime: paypalTime(deps.now()), ...(declined ? { declined: '1' } : {}) };
    const done = await updateSandboxPayment(deps.db, { provider: PAYPAL_SANDBOX, ref: row.ref }, ['PAYER_ACTION_REQUIRED'], { status: 'APPROVED', data: storedData(approved) }, deps.now());
    if (done) return back();
    // Pressed twice (or concurrently): the same decision goes back again, another one is refused.
    const current = await findSandboxPayment(deps.db, PAYPAL_SANDBOX, row.ref);
    const same = current && current.status === 'APPROVED' && (orderData(current).declined === '1') === declined;
    return same ? back() : message(c, 409, `This order can no longer be approved (${current?.status ?? row.status}).`);
  });
}
