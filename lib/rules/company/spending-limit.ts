import { quotaPeriodBounds } from '../quota-period';

/**
 * Spending limits and approval rules of a company's buyers (issue #50 items 3–4, decision 0100).
 * A limit is per member per calendar month or quarter (UTC, as the discount quota's periods) and
 * counts the gross totals of the member's orders for the company placed in the period and not
 * cancelled or refunded; a purchase request still waiting does not count until it is approved.
 */
export type SpendingPeriod = 'month' | 'quarter';

export function spendingPeriodBounds(period: SpendingPeriod, now: Date): { start: string; end: string } {
  return quotaPeriodBounds(period, now);
}

/** What is left to spend in the period (never below zero); null without a limit. */
export function leftToSpend(limitCents: number | null, spentCents: number): number | null {
  return limitCents === null ? null : Math.max(0, limitCents - spentCents);
}

export type ApprovalReason = 'over_threshold' | 'over_limit' | 'always';

/**
 * Why an order of `totalCents` must wait for an approver (none: it is placed at once): above the
 * company's threshold, beyond what is left of the buyer's limit, or from a buyer who always needs approval.
 */
export function approvalReasons(rule: { totalCents: number; thresholdCents: number | null; limitCents: number | null; spentCents: number; always: boolean }): ApprovalReason[] {
  const reasons: ApprovalReason[] = [];
  if (rule.thresholdCents !== null && rule.totalCents > rule.thresholdCents) reasons.push('over_threshold');
  if (rule.limitCents !== null && rule.spentCents + rule.totalCents > rule.limitCents) reasons.push('over_limit');
  if (rule.always) reasons.push('always');
  return reasons;
}
