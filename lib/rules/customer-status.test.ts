import { CUSTOMER_TRANSITIONS, customerAction, customerStatusRefusal, endsSessions } from './customer-status';

describe('customer account statuses', () => {
  it('is the table: approve or refuse a pending account, block an active one, unblock a blocked one', () => {
    expect(CUSTOMER_TRANSITIONS).toEqual({ pending: ['active', 'disabled'], active: ['disabled'], disabled: ['active'] });
  });
  it.each([
    ['pending', 'active'],
    ['pending', 'disabled'],
    ['active', 'disabled'],
    ['disabled', 'active'],
  ] as const)('allows %s → %s', (from, to) => {
    expect(customerStatusRefusal(from, to)).toBeUndefined();
  });
  it('refuses going back to pending, and a change to the same status', () => {
    expect(customerStatusRefusal('active', 'pending')).toBe('customer_transition_not_allowed');
    expect(customerStatusRefusal('disabled', 'pending')).toBe('customer_transition_not_allowed');
    expect(customerStatusRefusal('active', 'active')).toBe('customer_status_unchanged');
  });
  it('ends the sessions only when blocking', () => {
    expect(endsSessions('disabled')).toBe(true);
    expect(endsSessions('active')).toBe(false);
  });
});

describe('customerAction', () => {
  it('names each allowed change as staff say it', () => {
    expect(customerAction('pending', 'active')).toBe('approve');
    expect(customerAction('pending', 'disabled')).toBe('refuse');
    expect(customerAction('active', 'disabled')).toBe('block');
    expect(customerAction('disabled', 'active')).toBe('unblock');
  });
});
