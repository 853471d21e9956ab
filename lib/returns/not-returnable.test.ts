import { notReturnableMessage, notReturnableReasonOf } from './not-returnable';

describe('notReturnableReasonOf', () => {
  it('reads the reason the API gives in params.order.reason', () => {
    expect(notReturnableReasonOf({ order: { reason: 'status' } })).toBe('status');
    expect(notReturnableReasonOf({ order: { reason: 'window_passed' } })).toBe('window_passed');
    expect(notReturnableReasonOf({ order: { reason: 'all_requested' } })).toBe('all_requested');
  });
  it('is undefined when there is none or it is not one it knows', () => {
    expect(notReturnableReasonOf(undefined)).toBeUndefined();
    expect(notReturnableReasonOf({})).toBeUndefined();
    expect(notReturnableReasonOf({ order: { reason: 'weather' } })).toBeUndefined();
    expect(notReturnableReasonOf({ order: { reason: 3 } })).toBeUndefined();
  });
});

describe('notReturnableMessage', () => {
  const order = { status: 0, notReturnableReason: null, returnDeadline: null };
  it('names the status when the status does not allow a return', () => {
    expect(notReturnableMessage({ ...order, notReturnableReason: 'status' })).toEqual({ key: 'status', status: 'Pending' });
  });
  it('gives the deadline when the return window has passed', () => {
    expect(notReturnableMessage({ ...order, status: 3, notReturnableReason: 'window_passed', returnDeadline: '2026-01-15T10:00:00.000Z' })).toEqual({
      key: 'window_passed',
      deadline: new Date('2026-01-15T10:00:00.000Z'),
    });
    expect(notReturnableMessage({ ...order, status: 3, notReturnableReason: 'window_passed' })).toEqual({ key: 'generic' });
  });
  it('says everything was asked back, or falls back to the generic message', () => {
    expect(notReturnableMessage({ ...order, notReturnableReason: 'all_requested' })).toEqual({ key: 'all_requested' });
    expect(notReturnableMessage(order)).toEqual({ key: 'generic' });
  });
});
