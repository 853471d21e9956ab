import type { Context, Hono } from 'hono';
import { sandboxBase } from '@/lib/config/payment-providers';
import { readFormEntries } from '@/lib/utils/form-entries';
import type { ApiDeps, ApiEnv } from '../../context';
import { sandboxConfig } from '../../services/payments/provider-http';
import { readRequest, type ReceivedRequest } from '../../services/payments/cardlink/request';
import { signedResponse, type CardlinkStatus } from '../../services/payments/cardlink/response';
import { randomDigits } from '../../services/payments/secure-text';
import { createSandboxPayment, findSandboxPayment, updateSandboxPayment, type SandboxPayment } from '../../services/payments/sandbox-store';
import { sandboxAutoPost, sandboxLanguage, sandboxMessage, sandboxPage } from './page';

/**
 * Cardlink's redirect gateway as Alpha Bank and Eurobank run it, played by the sandbox (DESIGN §6),
 * under `/sandbox/alpha/vpos/…` and `/sandbox/eurobank/…`, as https://developer.cardlink.gr/api-product/redirect/
 * describes it:
 *
 * - `POST /vpos/shophandlermpi` (the form the shop's page auto-submits): the merchant id and the
 *   request digest must be right, else a plain 400 page (the gateway's own words: "Invalid
 *   merchant id", "Security error invalid digest"); an orderid is used once ("Invalid orderid
 *   (duplicate)"; posting the very same request again shows the same page). Answers the hosted
 *   page with the amount and Pay / Decline / Cancel.
 * - `POST /vpos/complete` (the page's buttons): answers a page that auto-submits the signed return
 *   to the shop's confirmUrl (Pay: CAPTURED, or AUTHORIZED for a pre-authorization) or cancelUrl
 *   (Decline: REFUSED, Cancel: CANCELED), exactly as the gateway posts it. Once only.
 *
 * Its merchant is the sandbox's (the config's sandbox mid and `sandboxSecret`), whatever env says.
 */
const BANKS = { alpha: 'Alpha Bank', eurobank: 'Eurobank' } as const;
type Bank = keyof typeof BANKS;

const MAX_BODY = 16_384;

/** The sandbox's merchant for a bank, whatever the live configuration says. */
function sandboxMerchant(deps: ApiDeps, bank: Bank): { mid: string; secret: string } {
  const config = sandboxConfig(deps)[bank];
  return { mid: config.mid, secret: config.sharedSecret };
}

const refuse = (c: Context<ApiEnv>, bank: Bank, status: 400 | 404, text: string) => c.html(sandboxMessage(BANKS[bank], status, text), status);

function hostedPage(deps: ApiDeps, bank: Bank, request: Pick<ReceivedRequest, 'orderid' | 'orderDesc' | 'amountCents' | 'currency' | 'lang'>): string {
  return sandboxPage({
    provider: BANKS[bank],
    reference: request.orderDesc || request.orderid,
    amount: { cents: request.amountCents, currency: request.currency, language: sandboxLanguage(request.lang) },
    action: `${sandboxBase(deps.env, bank)}/vpos/complete`,
    fields: { orderid: request.orderid },
    choices: ['pay', 'decline', 'cancel'],
  });
}

/** The payment's side kept by the sandbox: what the return needs. */
const stored = (request: ReceivedRequest): Record<string, string> => ({
  mid: request.mid,
  orderDesc: request.orderDesc,
  orderAmount: request.orderAmount,
  lang: request.lang,
  trType: request.trType,
  confirmUrl: request.confirmUrl,
  cancelUrl: request.cancelUrl,
  requestDigest: request.digest,
});

/** A second post of an orderid: the same request shows the same page; anything else is a duplicate. */
function again(c: Context<ApiEnv>, bank: Bank, existing: SandboxPayment, request: ReceivedRequest) {
  if (existing.status !== 'pending' || existing.data.requestDigest !== request.digest) return refuse(c, bank, 400, 'Invalid orderid (duplicate)');
  return c.html(hostedPage(c.get('deps'), bank, request));
}

async function shopHandler(c: Context<ApiEnv>, bank: Bank) {
  const deps = c.get('deps');
  const entries = await readFormEntries(c.req.raw, MAX_BODY);
  if (!entries) return refuse(c, bank, 400, 'Invalid request: expected a form post');
  const read = readRequest(entries, sandboxMerchant(deps, bank));
  if (!read.ok) return refuse(c, bank, 400, read.error);
  const { request } = read;

  const existing = await findSandboxPayment(deps.db, bank, request.orderid);
  if (existing) return again(c, bank, existing, request);
  const row = { provider: bank, ref: request.orderid, status: 'pending', amountCents: request.amountCents, currency: request.currency, data: stored(request) };
  try {
    await createSandboxPayment(deps.db, row, deps.now());
  } catch (error) {
    // Two posts of the same orderid at once: the unique (provider, ref) index keeps one.
    const winner = await findSandboxPayment(deps.db, bank, request.orderid);
    if (!winner) throw error;
    return again(c, bank, winner, request);
  }
  return c.html(hostedPage(deps, bank, request));
}

/** The return's fields as the gateway posts them for a finished payment. */
function returnFields(payment: SandboxPayment, status: CardlinkStatus, ids: { txId: string; paymentRef: string }) {
  const { mid, orderAmount } = payment.data;
  const common = { version: '2', mid, orderid: payment.ref, status, orderAmount, currency: payment.currency, paymentTotal: orderAmount };
  if (status === 'CAPTURED' || status === 'AUTHORIZED') return { ...common, message: 'OK, 00 - Approved', riskScore: '0', payMethod: 'visa', txId: ids.txId, paymentRef: ids.paymentRef };
  if (status === 'REFUSED') return { ...common, message: 'Refused, 05 - Do not honour', riskScore: '0', payMethod: 'visa', txId: ids.txId };
  return { ...common, message: 'Failed, user canceled', txId: ids.txId };
}

const OUTCOMES = { pay: 'CAPTURED', decline: 'REFUSED', cancel: 'CANCELED' } as const;

async function complete(c: Context<ApiEnv>, bank: Bank) {
  const deps = c.get('deps');
  const entries = await readFormEntries(c.req.raw, MAX_BODY);
  const form = new Map(entries ?? []);
  const orderid = form.get('orderid') ?? '';
  const action = form.get('action') ?? '';
  if (!entries || !/^[A-Za-z0-9_-]{1,50}$/.test(orderid) || !Object.hasOwn(OUTCOMES, action)) return refuse(c, bank, 400, 'Invalid request');
  const payment = await findSandboxPayment(deps.db, bank, orderid);
  if (!payment) return refuse(c, bank, 404, 'Unknown orderid');

  const chosen = OUTCOMES[action as keyof typeof OUTCOMES];
  const status: CardlinkStatus = chosen === 'CAPTURED' && payment.data.trType === '2' ? 'AUTHORIZED' : chosen;
  const ids = { txId: randomDigits(9), paymentRef: randomDigits(6) };
  const done = await updateSandboxPayment(deps.db, { provider: bank, ref: orderid }, ['pending'], { status, data: { ...payment.data, ...ids } }, deps.now());
  if (!done) return refuse(c, bank, 400, 'Transaction already completed');

  const fields = signedResponse(returnFields(done, status, ids), sandboxMerchant(deps, bank).secret);
  const target = status === 'CAPTURED' || status === 'AUTHORIZED' ? done.data.confirmUrl! : done.data.cancelUrl!;
  return c.html(sandboxAutoPost(BANKS[bank], target, fields, sandboxLanguage(done.data.lang)));
}

export function cardlinkSandboxRoutes(app: Hono<ApiEnv>): void {
  for (const bank of Object.keys(BANKS) as Bank[]) {
    app.post(`/sandbox/${bank}/vpos/shophandlermpi`, (c) => shopHandler(c, bank));
    app.post(`/sandbox/${bank}/vpos/complete`, (c) => complete(c, bank));
  }
}
