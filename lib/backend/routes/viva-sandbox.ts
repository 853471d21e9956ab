import { and, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { ApiEnv } from '../context';
import { orders, partners, payments } from '../db/schema';
import { escapeHtml } from '../mail/templates';
import { VIVA_SANDBOX_PATH, vivaReturnUrl } from '../services/payments/viva-sandbox';

/**
 * The Viva sandbox (DESIGN §6): the provider's hosted payment page, played inside the API. It
 * shows the amount with "Pay" and "Cancel"; either sends the customer back to the storefront's
 * return page with signed parameters (services/payments/viva-sandbox). It stands in for Viva's
 * own order store by reading the payment attempt the shop registered. A test double: plain HTML,
 * not part of the storefront (its three words are not translated).
 */
const ROUTE = VIVA_SANDBOX_PATH.replace(/^\/api/, '');

async function findPayment(c: Context<ApiEnv>, ref: string | undefined) {
  if (!ref || !/^\d{16}$/.test(ref)) return undefined;
  const [row] = await c
    .get('deps')
    .db.select({ amountCents: payments.amountCents, orderNumber: orders.orderNumber, language: orders.language, partnerCode: partners.code })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .where(and(eq(payments.provider, 'Viva'), eq(payments.providerRef, ref)));
  return row;
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Viva sandbox</title></head><body>${body}</body></html>`;

export function vivaSandboxRoutes(app: Hono<ApiEnv>): void {
  app.get(ROUTE, async (c) => {
    const ref = c.req.query('ref');
    const payment = await findPayment(c, ref);
    if (!payment) return c.html(page('<h1>Viva sandbox</h1><p>404</p>'), 404);
    const amount = new Intl.NumberFormat(payment.language, { style: 'currency', currency: 'EUR' }).format(payment.amountCents / 100);
    const action = escapeHtml(new URL(c.req.url).pathname);
    const button = (name: string, label: string) =>
      `<form method="post" action="${action}"><input type="hidden" name="ref" value="${escapeHtml(ref!)}"><button type="submit" name="action" value="${name}">${label}</button></form>`;
    return c.html(page(`<h1>Viva sandbox</h1><p>${escapeHtml(payment.orderNumber)}: <strong>${escapeHtml(amount)}</strong></p>${button('pay', 'Pay')}${button('cancel', 'Cancel')}`));
  });

  app.post(ROUTE, async (c) => {
    const form = await c.req.parseBody();
    const ref = typeof form.ref === 'string' ? form.ref : undefined;
    const payment = await findPayment(c, ref);
    if (!payment || (form.action !== 'pay' && form.action !== 'cancel')) return c.html(page('<h1>Viva sandbox</h1><p>400</p>'), 400);
    const lang = payment.language === 'en' ? 'en' : 'el';
    return c.redirect(vivaReturnUrl(c.get('deps'), { lang, partnerCode: payment.partnerCode, orderCode: ref!, amountCents: payment.amountCents, paid: form.action === 'pay' }), 303);
  });
}
