/**
 * What staff do with a customer account (issue #17 item 3), as a table a reader checks at a
 * glance: approve an account that is not verified yet (pending → active) or refuse it
 * (pending → disabled), block an active one, unblock a blocked one. Blocking ends the customer's
 * sessions at once; a blocked or pending account cannot log in.
 */
export const CustomerStatuses = ['pending', 'active', 'disabled'] as const;
export type CustomerStatus = (typeof CustomerStatuses)[number];

export const CUSTOMER_TRANSITIONS: Readonly<Record<CustomerStatus, readonly CustomerStatus[]>> = {
  pending: ['active', 'disabled'],
  active: ['disabled'],
  disabled: ['active'],
};

/** Why a change is refused (API error keys, translated in both languages). */
export type CustomerRefusal = 'customer_status_unchanged' | 'customer_transition_not_allowed';

export function customerStatusRefusal(from: CustomerStatus, to: CustomerStatus): CustomerRefusal | undefined {
  if (from === to) return 'customer_status_unchanged';
  return CUSTOMER_TRANSITIONS[from].includes(to) ? undefined : 'customer_transition_not_allowed';
}

/** A change that ends the customer's sessions (their refresh families are revoked in the same transaction). */
export const endsSessions = (to: CustomerStatus): boolean => to === 'disabled';

export type CustomerAction = 'approve' | 'refuse' | 'block' | 'unblock';

/** The name of a change as staff say it (the console's button). */
export function customerAction(from: CustomerStatus, to: CustomerStatus): CustomerAction {
  if (to === 'active') return from === 'pending' ? 'approve' : 'unblock';
  return from === 'pending' ? 'refuse' : 'block';
}

export const isCustomerStatus = (value: string): value is CustomerStatus => (CustomerStatuses as readonly string[]).includes(value);
