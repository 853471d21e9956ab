/**
 * What staff decide about a company (issue #50 item 1, decision 0100), as one table: a customer's
 * request (pending) is approved (active) or declined; an active company may be disabled (its
 * waiting purchase requests end) and enabled again. A declined company stays declined: the customer
 * asks again (or staff create it). Pure.
 */
export const CompanyStatuses = ['pending', 'active', 'declined', 'disabled'] as const;
export type CompanyStatus = (typeof CompanyStatuses)[number];

export const CompanyDecisions = ['approve', 'decline', 'disable', 'enable'] as const;
export type CompanyDecision = (typeof CompanyDecisions)[number];

const MOVES: Readonly<Record<CompanyDecision, { from: CompanyStatus; to: CompanyStatus }>> = {
  approve: { from: 'pending', to: 'active' },
  decline: { from: 'pending', to: 'declined' },
  disable: { from: 'active', to: 'disabled' },
  enable: { from: 'disabled', to: 'active' },
};

/** The status a decision leads to from `status`, or undefined when it does not apply (409 company_transition_not_allowed). */
export function decisionTarget(status: CompanyStatus, decision: CompanyDecision): CompanyStatus | undefined {
  const move = MOVES[decision];
  return move.from === status ? move.to : undefined;
}

/** The decisions a company in `status` allows (the console's buttons). */
export function decisionsFor(status: CompanyStatus): CompanyDecision[] {
  return CompanyDecisions.filter((d) => MOVES[d].from === status);
}
