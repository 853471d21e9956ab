import { z } from 'zod';
import { PaymentMethods } from '@/lib/rules/checkout-options';
import { zOrder } from './orders';

/**
 * Purchase requests and spending in the storefront API (issue #50 items 3–5, decisions 0100 and
 * 0102). Money in cents, times ISO 8601. Every answer is scoped by the caller's membership: an
 * approver or admin sees the company's requests, a buyer their own.
 */
export const PurchaseRequestStates = ['waiting', 'approved', 'declined', 'expired', 'cancelled'] as const;
export type PurchaseRequestState = (typeof PurchaseRequestStates)[number];
export const ApprovalReasons = ['over_threshold', 'over_limit', 'always'] as const;

/** What the company may still charge on account (null: the company has no payment terms). */
export const zOnAccountCredit = z
  .object({
    termsDays: z.number().int(),
    creditLimitCents: z.number().int(),
    availableCents: z.number().int(),
    /** What of it is past its due date (0: nothing), and the oldest such due date. */
    overdueCents: z.number().int(),
    oldestDueAt: z.string().nullable(),
  })
  .meta({ id: 'OnAccountCredit' });
export type OnAccountCredit = z.infer<typeof zOnAccountCredit>;

/** `GET /Company/Spending`: what the member may still spend in the period, the company's approval rules, and its credit. */
export const zSpending = z
  .object({
    limitCents: z.number().int().nullable(),
    period: z.enum(['month', 'quarter']),
    /** The period's first day and the day after its last (UTC dates, YYYY-MM-DD). */
    periodStart: z.string(),
    periodEnd: z.string(),
    spentCents: z.number().int(),
    /** null without a limit; never below 0. */
    leftCents: z.number().int().nullable(),
    approvalThresholdCents: z.number().int().nullable(),
    alwaysNeedsApproval: z.boolean(),
    /** Whether the member may place orders at all (a viewer may not). */
    mayPlaceOrders: z.boolean(),
    onAccount: zOnAccountCredit.nullable(),
  })
  .meta({ id: 'Spending' });
export type Spending = z.infer<typeof zSpending>;

/** `GET /Company/Requests?state=&page=&pageSize=`. */
export const zPurchaseRequestListQuery = z.strictObject({
  state: z.enum(PurchaseRequestStates).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type PurchaseRequestListQuery = z.input<typeof zPurchaseRequestListQuery>;

export const zPurchaseRequestSummary = z
  .object({
    id: z.number().int(),
    state: z.enum(PurchaseRequestStates),
    reasons: z.array(z.enum(ApprovalReasons)),
    createdAt: z.string(),
    /** A waiting request ends (expired) then. */
    holdUntil: z.string(),
    decidedAt: z.string().nullable(),
    /** The approver who decided (their name); null while waiting or when the shop ended it. */
    decidedBy: z.string().nullable(),
    /** The decline's reason, or why the shop ended it (expired, buyer_removed, company_disabled). */
    note: z.string().nullable(),
    buyer: z.object({ customerId: z.number().int(), name: z.string(), email: z.string() }),
    order: z.object({
      uid: z.string(),
      orderNumber: z.string(),
      totalCents: z.number().int(),
      itemCount: z.number().int(),
      paymentMethod: z.enum(PaymentMethods),
      purchaseOrderNumber: z.string().nullable(),
      status: z.number().int(),
    }),
    /** The caller may approve or decline it now (an approver or admin, not its buyer, while it waits). */
    canDecide: z.boolean(),
  })
  .meta({ id: 'PurchaseRequestSummary' });
export type PurchaseRequestSummary = z.infer<typeof zPurchaseRequestSummary>;

export const zPurchaseRequestList = z
  .object({ items: z.array(zPurchaseRequestSummary), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: 'PurchaseRequestList' });
export type PurchaseRequestList = z.infer<typeof zPurchaseRequestList>;

/**
 * `GET /Company/Requests/:id` and the answer of Approve / Decline: the request with its order as
 * placed. `paymentUrl`: the buyer's page to pay an approved card/PayPal/IRIS order (relative to the
 * storefront, `/{lang}/{partnerCode}/checkout/pay/{attemptUid}`), null otherwise.
 */
export const zPurchaseRequest = zPurchaseRequestSummary
  .extend({ orderDetail: zOrder, paymentUrl: z.string().nullable() })
  .meta({ id: 'PurchaseRequest' });
export type PurchaseRequest = z.infer<typeof zPurchaseRequest>;

/** `POST /Company/Requests/:id/Decline`. */
export const zDeclineRequest = z.strictObject({ reason: z.string().trim().min(1, 'required').max(500) });
export type DeclineRequest = z.input<typeof zDeclineRequest>;
