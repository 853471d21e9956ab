import type { CheckoutCompany } from '@/lib/contract/checkout';
import type { Spending } from '@/lib/contract/purchase-requests';
import { approvalReasons, type ApprovalReason, type SpendingPeriod } from '@/lib/rules/company/spending-limit';

/**
 * What the cart and the checkout tell a company member before they order (issue #50 item 3–4):
 * that they may not order at all (a viewer), what is left of their spending limit in the period,
 * and whether an order of this total will wait for an approver, and why — the same rule the API
 * applies at placement (lib/rules/company/spending-limit.ts), with the figures it answers.
 */
export type SpendingFigures = {
  mayPlaceOrders: boolean;
  limitCents: number | null;
  period: SpendingPeriod;
  spentCents: number;
  leftCents: number | null;
  thresholdCents: number | null;
  alwaysNeedsApproval: boolean;
};

export type SpendingNote =
  | { kind: 'cannot_order' }
  | { kind: 'can_order'; left: { cents: number; period: SpendingPeriod } | null; reasons: ApprovalReason[]; thresholdCents: number | null };

export function spendingNote(figures: SpendingFigures, totalCents: number): SpendingNote {
  if (!figures.mayPlaceOrders) return { kind: 'cannot_order' };
  const reasons = approvalReasons({
    totalCents,
    thresholdCents: figures.thresholdCents,
    limitCents: figures.limitCents,
    spentCents: figures.spentCents,
    always: figures.alwaysNeedsApproval,
  });
  const left = figures.limitCents === null ? null : { cents: figures.leftCents ?? Math.max(0, figures.limitCents - figures.spentCents), period: figures.period };
  return { kind: 'can_order', left, reasons, thresholdCents: figures.thresholdCents };
}

/** The figures of `GET /Company/Spending` (the cart's). */
export function figuresOfSpending(s: Spending): SpendingFigures {
  return { mayPlaceOrders: s.mayPlaceOrders, limitCents: s.limitCents, period: s.period, spentCents: s.spentCents, leftCents: s.leftCents, thresholdCents: s.approvalThresholdCents, alwaysNeedsApproval: s.alwaysNeedsApproval };
}

/** The figures of the checkout options' company block (the checkout's). */
export function figuresOfCheckout(c: CheckoutCompany): SpendingFigures {
  const a = c.approval;
  return { mayPlaceOrders: c.mayPlaceOrders, limitCents: a.limitCents, period: a.period, spentCents: a.spentCents, leftCents: a.leftCents, thresholdCents: a.thresholdCents, alwaysNeedsApproval: a.alwaysNeedsApproval };
}
