import { and, eq } from 'drizzle-orm';
import type { Order } from '@/lib/contract/orders';
import type { PaymentRetry } from '@/lib/contract/payments';
import { isPastDeadline, storedOrderAwaitsPayment } from '@/lib/rules/payment-expiry';
import type { ApiDeps, CustomerPrincipal, PartnerScope } from '../../context';
import { orders } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { lockCustomer } from '../customers';
import { storefrontLink } from '../links';
import { mailStatusChange } from '../orders/order-status-mail';
import { getOrder, isOrderUid } from '../orders/order-view';
import { insertAttempt } from './attempts';
import { attemptPageUrl, closeAwaitingOrder, closeOpenAttempts, openAttempt } from './awaiting-orders';
import { orderPayment } from './order-payment';

/**
 * What the customer can do with an order that waits for its online payment (issue #17 item 2):
 * "Pay now" (`POST /Orders/{uid}/Payment/Retry`) and "Cancel" (`POST /Orders/{uid}/Cancel`).
 * Both first ask the provider about a started attempt (money may have been taken meanwhile), then
 * work under the order's row lock. Refusals: 404 order_not_found; 409 payment_closed (paid or
 * ended already), payment_expired (its deadline passed), order_not_cancellable.
 */
type Caller = { deps: ApiDeps; partner: PartnerScope; principal: CustomerPrincipal };

async function lockOwnOrder(tx: Tx, caller: Caller, uid: string) {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, paymentMethod: orders.paymentMethod, paidAt: orders.paidAt, paymentDueAt: orders.paymentDueAt, totalCents: orders.totalCents, language: orders.language, awaitingApproval: orders.awaitingApproval })
    .from(orders)
    .where(and(eq(orders.uid, uid), eq(orders.partnerId, caller.partner.id), eq(orders.customerId, caller.principal.customerId)))
    .for('update');
  if (!row) throw new ApiError(404, 'order_not_found');
  return { row, waiting: storedOrderAwaitsPayment(row) };
}

/** Settles a started attempt that its provider says is paid (GET /Orders/{uid}/Payment's check); true when paid. */
async function paidMeanwhile(caller: Caller, uid: string): Promise<boolean> {
  const state = await orderPayment(caller.deps, caller.partner, caller.principal, uid).catch(() => undefined);
  return state?.status === 'paid' || state?.status === 'refund_due';
}

export async function payNow(caller: Caller, uid: string | undefined, lang: 'el' | 'en'): Promise<PaymentRetry> {
  if (!isOrderUid(uid)) throw new ApiError(404, 'order_not_found');
  const { deps, partner } = caller;
  if (await paidMeanwhile(caller, uid)) return { url: storefrontLink(deps, lang, partner.code, `checkout-success/${uid}`) };
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { row, waiting } = await lockOwnOrder(tx, caller, uid);
    if (!waiting || !row.paymentDueAt) throw new ApiError(409, 'payment_closed');
    if (isPastDeadline(row.paymentDueAt, now)) throw new ApiError(409, 'payment_expired');
    const language = row.language === 'en' ? 'en' : 'el';
    const open = await openAttempt(tx, row.id);
    if (!open) throw new ApiError(409, 'payment_closed');
    // Never sent to a provider yet: its own page starts it. Started and abandoned: a new attempt
    // with the same provider (the old one can no longer take money), sharing the order's deadline.
    if (!open.start) return { url: attemptPageUrl(deps, open, { language, partnerCode: partner.code }) };
    await closeOpenAttempts(tx, row.id, 'superseded', now);
    const fresh = await insertAttempt(tx, { orderId: row.id, provider: open.provider as never, amountCents: open.amountCents, now, expiresAt: row.paymentDueAt });
    return { url: attemptPageUrl(deps, { uid: fresh, provider: open.provider }, { language, partnerCode: partner.code }) };
  });
}

export async function cancelAwaitingOrder(caller: Caller, uid: string | undefined, lang: 'el' | 'en'): Promise<Order> {
  if (!isOrderUid(uid)) throw new ApiError(404, 'order_not_found');
  const { deps } = caller;
  if (await paidMeanwhile(caller, uid)) throw new ApiError(409, 'payment_closed');
  const now = deps.now();
  const changed = await deps.db.transaction(async (tx) => {
    // The customer first, then the order (settle-attempt.ts's lock order).
    await lockCustomer(tx, caller.principal.customerId);
    const { row, waiting } = await lockOwnOrder(tx, caller, uid);
    if (!waiting) throw new ApiError(409, 'order_not_cancellable');
    return closeAwaitingOrder(tx, row.id, { attempts: 'cancelled', note: 'cancelled_by_customer', actor: { kind: 'customer', id: caller.principal.customerId } }, now);
  });
  if (changed) await mailStatusChange(deps, changed);
  return getOrder(deps.db, { customerId: caller.principal.customerId, partnerId: caller.partner.id }, uid, lang);
}
