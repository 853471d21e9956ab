import { checkReturnTransition, isReturnStatus, isTakenBack, RETURN_TRANSITIONS, ReturnStatuses } from './return-lifecycle';

describe('the return request table', () => {
  it('receives or refuses a request, refunds what was received, and ends there', () => {
    expect(checkReturnTransition('Requested', 'Received')).toEqual({ ok: true });
    expect(checkReturnTransition('Requested', 'Rejected')).toEqual({ ok: true });
    expect(checkReturnTransition('Received', 'Refunded')).toEqual({ ok: true });
    expect(ReturnStatuses.filter((s) => RETURN_TRANSITIONS[s].length === 0)).toEqual(['Refunded', 'Rejected']);
  });

  it('never refunds goods not taken back, and never refuses goods already in stock again', () => {
    expect(checkReturnTransition('Requested', 'Refunded')).toEqual({ ok: false, reason: 'return_transition_not_allowed' });
    expect(checkReturnTransition('Received', 'Rejected')).toEqual({ ok: false, reason: 'return_transition_not_allowed' });
    expect(checkReturnTransition('Rejected', 'Received')).toEqual({ ok: false, reason: 'return_transition_not_allowed' });
    expect(checkReturnTransition('Received', 'Received')).toEqual({ ok: false, reason: 'return_status_unchanged' });
  });

  it('counts received and refunded returns as taken back', () => {
    expect(ReturnStatuses.filter(isTakenBack)).toEqual(['Received', 'Refunded']);
    expect(isReturnStatus('Received')).toBe(true);
    expect(isReturnStatus('Accepted')).toBe(false);
  });
});
