/**
 * What staff do with a return request (issue #17 items 1 and 3), as a table a reader checks at a
 * glance. SPEC's request statuses are Requested, Received, Refunded and Rejected; "accepting" a
 * return is receiving it: the goods arrived and were checked, they go back into stock and the order
 * becomes PartiallyReturned or Returned. A received return is then refunded. A request is refused
 * (Rejected) before its goods are taken back, never after: what went back into stock stays there.
 */
export const ReturnStatuses = ['Requested', 'Received', 'Refunded', 'Rejected'] as const;
export type ReturnStatus = (typeof ReturnStatuses)[number];

export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  Requested: ['Received', 'Rejected'],
  Received: ['Refunded'],
  Refunded: [],
  Rejected: [],
};

/** Why a change is refused (API error keys, translated in both languages). */
export type ReturnRefusal = 'return_status_unchanged' | 'return_transition_not_allowed';

export function checkReturnTransition(from: ReturnStatus, to: ReturnStatus): { ok: true } | { ok: false; reason: ReturnRefusal } {
  if (from === to) return { ok: false, reason: 'return_status_unchanged' };
  return RETURN_TRANSITIONS[from].includes(to) ? { ok: true } : { ok: false, reason: 'return_transition_not_allowed' };
}

/** Returns whose goods are back at the shop (they count towards the order's returned units). */
export const isTakenBack = (status: ReturnStatus): boolean => status === 'Received' || status === 'Refunded';

/** The customer is mailed about these (texts: messages `email.return<Status>`). */
export const MAILED_RETURN_STATUSES: ReadonlySet<ReturnStatus> = new Set(['Refunded', 'Rejected']);

export const isReturnStatus = (value: string): value is ReturnStatus => (ReturnStatuses as readonly string[]).includes(value);
