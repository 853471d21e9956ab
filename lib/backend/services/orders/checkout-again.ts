import type { PlaceOrderResponse } from '@/lib/contract/checkout';
import { checkoutAgain, EXPIRED_NOTE, isPastDeadline } from '@/lib/rules/payment-expiry';
import type { ApiDeps, PartnerScope } from '../../context';
import type { Tx } from '../../db/transaction';
import { attemptPageUrl, cartUnits, closeAwaitingOrder, lockAwaitingOrder, openAttempt } from '../payments/awaiting-orders';
import type { StoredAnswer } from './idempotency';

/**
 * Checking out a cart while an earlier order of it waits for its online payment (issue #17 item 2),
 * inside the placing transaction after the customer and the cart are locked. The same cart with the
 * same choices resumes that order: the answer is its payment page, and no second order holds stock.
 * Anything else (another cart, other choices, or a deadline already passed) closes the waiting order
 * first — stock and quota back — and the caller places the new one.
 */
export async function checkoutAgainInTx(
  tx: Tx,
  deps: ApiDeps,
  input: { owner: { customerId: number; partnerId: number }; partner: PartnerScope; cartId: number; hash: string; now: Date },
): Promise<{ answer: StoredAnswer; orderId: number } | undefined> {
  const waiting = await lockAwaitingOrder(tx, input.owner);
  if (!waiting) return undefined;
  const late = isPastDeadline(waiting.paymentDueAt, input.now);
  const attempt = late ? undefined : await openAttempt(tx, waiting.id);
  if (attempt && checkoutAgain(waiting, { requestHash: input.hash, units: await cartUnits(tx, input.cartId) }) === 'resume') {
    const url = attemptPageUrl(deps, attempt, { language: waiting.language, partnerCode: input.partner.code });
    const body: PlaceOrderResponse = { uid: waiting.uid, orderNumber: waiting.orderNumber, status: 0, payment: { kind: 'redirect', url } };
    return { answer: { status: 201, body }, orderId: waiting.id };
  }
  await closeAwaitingOrder(tx, waiting.id, late ? { attempts: 'expired', note: EXPIRED_NOTE } : { attempts: 'cancelled', note: 'replaced_by_new_order' }, input.now);
  return undefined;
}
