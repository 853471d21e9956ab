import { eq } from 'drizzle-orm';
import { paymentStartPath } from '@/lib/checkout/payment-pages';
import type { Language } from '@/lib/contract/enums';
import type { PurchaseRequest } from '@/lib/contract/purchase-requests';
import { approvalEffect } from '@/lib/rules/company/purchase-request';
import { paymentDeadline } from '@/lib/rules/payment-expiry';
import type { ApiDeps } from '../../context';
import { customers, orders, purchaseRequests } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { parseIdParam } from '../../http/path-params';
import { issueSaleDocument } from '../fiscal/issue-document';
import { issuerOf } from '../fiscal/issuer';
import { sendOrderMail } from '../orders/order-mail';
import { lockOrder } from '../orders/order-status';
import { lockCustomer } from '../customers';
import { insertAttempt } from '../payments/attempts';
import { PROVIDER_SLUGS, type ProviderName } from '../payments/provider';
import { paymentProvider } from '../payments/registry';
import { markPaidByGiftCard } from '../product-kinds/gift-cards';
import { giftCardPaid } from '../product-kinds/order-kinds-read';
import { chargeToCompany } from './company-checkout';
import { checkDecision, lockRequest } from './decline-request';
import { lockCompany, requireMembership } from './membership';
import { getPurchaseRequest, type CompanyCaller } from './purchase-requests';
import { mailRequestOutcome } from './request-mail';

/**
 * `POST /Company/Requests/:id/Approve` (issue #50 item 4, decision 0102): an approver or admin of
 * the company, never the buyer, approves a waiting request within its hold, and its order proceeds
 * exactly as placed (its prices, stock, quota, coupon and points were held since). One transaction:
 * the request row locked first (two approvers at once: the second waits, then finds it decided:
 * 409 request_decided), then the order (the customer, then the order), then what the payment
 * method asks (lib/rules/company/purchase-request.ts `approvalEffect`): cash on delivery nothing
 * more; card, PayPal, IRIS a payment attempt whose deadline runs from now; on account the charge
 * (the company row locked; 409 credit_insufficient / credit_overdue leave the request waiting).
 * An approval takes the buyer's customer row, then (on account) the company row, then the request,
 * as placement, a member's removal and the company's disabling do, so that none waits for another.
 * After the commit the buyer is mailed: the order confirmation, or "approved, pay now" with the link.
 */
type Approved = { requestId: number; orderId: number; language: Language; firstName: string; payPath?: string };

async function approveInTx(tx: Tx, deps: ApiDeps, caller: CompanyCaller, id: number, companyId: number, now: Date): Promise<Approved> {
  // The payment method never changes: read unlocked, it says whether the company is locked first.
  const [peek] = await tx.select({ paymentMethod: orders.paymentMethod, buyer: purchaseRequests.buyerCustomerId }).from(purchaseRequests).innerJoin(orders, eq(orders.id, purchaseRequests.orderId)).where(eq(purchaseRequests.id, id));
  // The buyer's customer row before the company (lockRequest says why: one lock order everywhere).
  if (peek) await lockCustomer(tx, peek.buyer);
  if (peek?.paymentMethod === 'on_account') await lockCompany(tx, companyId);
  const { request } = await checkDecision(tx, caller, await lockRequest(tx, id, companyId), now);
  await lockOrder(tx, request.orderId);
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
  if (!order || !order.awaitingApproval) throw new ApiError(409, 'request_decided');
  const due = order.totalCents - (await giftCardPaid(tx, order.id));
  const language: Language = order.language === 'en' ? 'en' : 'el';
  let payPath: string | undefined;
  switch (approvalEffect(order.paymentMethod, due)) {
    case 'charge_on_account':
      await chargeToCompany(tx, { companyId: request.companyId, orderId: order.id, amountCents: due, reference: order.purchaseOrderNumber, now });
      break;
    case 'payment_attempt': {
      const name = order.paymentProvider as ProviderName | null;
      if (!name || !paymentProvider(deps, name, true)) throw new ApiError(409, 'payment_provider_unavailable');
      // The buyer pays from now on: the same time to pay as any online order (PAYMENT_ATTEMPT_MINUTES).
      const paymentDueAt = paymentDeadline(now, deps.env.PAYMENT_ATTEMPT_MINUTES);
      const attempt = await insertAttempt(tx, { orderId: order.id, provider: name, amountCents: due, now, expiresAt: paymentDueAt });
      await tx.update(orders).set({ paymentDueAt }).where(eq(orders.id, order.id));
      payPath = paymentStartPath(PROVIDER_SLUGS[name], attempt);
      break;
    }
    case 'paid_by_gift_card':
      await markPaidByGiftCard(tx, order.id, now);
      await issueSaleDocument(tx, issuerOf(deps.env), order.id, now);
      break;
    case 'none':
      break;
  }
  await tx.update(orders).set({ awaitingApproval: false, updatedAt: now }).where(eq(orders.id, order.id));
  await tx.update(purchaseRequests).set({ state: 'approved', decidedAt: now, decidedByCustomerId: caller.customerId }).where(eq(purchaseRequests.id, request.id));
  const [buyer] = await tx.select({ firstName: customers.firstName }).from(customers).where(eq(customers.id, request.buyerCustomerId));
  return { requestId: request.id, orderId: order.id, language, firstName: buyer?.firstName ?? '', payPath };
}

export async function approveRequest(deps: ApiDeps, caller: CompanyCaller, rawId: string | undefined, lang: Language): Promise<PurchaseRequest> {
  const id = parseIdParam(rawId, 'request_not_found');
  // A member who may not decide learns nothing of the request (403 before any lock).
  const member = await requireMembership(deps.db, { customerId: caller.customerId, partnerId: caller.partner.id }, 'approve_requests');
  const now = deps.now();
  const approved = await deps.db.transaction((tx) => approveInTx(tx, deps, caller, id, member.companyId, now));
  if (approved.payPath) await mailRequestOutcome(deps, approved.requestId, 'requestApprovedPay', approved.payPath);
  else await sendOrderMail(deps, caller.partner, approved);
  return getPurchaseRequest(deps, caller, String(id), lang);
}
