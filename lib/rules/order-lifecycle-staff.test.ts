import { checkStaffTransition, checkTransition, nextStatuses, RETURN_ONLY_STATUSES, staffNextStatuses, statusAfterReturn, TRANSITIONS, type LifecycleOrder, type LifecycleStatus } from './order-lifecycle';

const STATUSES = Object.keys(TRANSITIONS) as LifecycleStatus[];
const order = (status: LifecycleStatus, extra: Partial<LifecycleOrder> = {}): LifecycleOrder => ({ status, shippingMethod: 'courier', paymentMethod: 'cod', paid: false, ...extra });

describe('returns only through returns (issue #44 item 2)', () => {
  it('names PartiallyReturned and Returned as the statuses only a return reaches', () => {
    expect([...RETURN_ONLY_STATUSES].sort()).toEqual(['PartiallyReturned', 'Returned']);
  });

  it('refuses a hand-set PartiallyReturned or Returned from every status, even where the lifecycle allows it', () => {
    expect(checkTransition(order('Completed'), 'Returned')).toEqual({ ok: true });
    for (const from of STATUSES) {
      for (const to of RETURN_ONLY_STATUSES) expect(checkStaffTransition(order(from), to)).toEqual({ ok: false, reason: 'transition_needs_return' });
    }
  });

  it("keeps the lifecycle's answer for every other status, but the moves only shipping makes", () => {
    const shippingOnly = (from: LifecycleStatus, to: LifecycleStatus) => to === 'InDelivery' || (from === 'InDelivery' && to === 'Processing');
    for (const from of STATUSES) {
      for (const to of STATUSES.filter((s) => !RETURN_ONLY_STATUSES.has(s) && !shippingOnly(from, s))) {
        for (const paid of [false, true]) expect(checkStaffTransition(order(from, { paid, paymentMethod: 'card' }), to)).toEqual(checkTransition(order(from, { paid, paymentMethod: 'card' }), to));
      }
    }
  });

  it('offers staff what the lifecycle offers less the return-only statuses', () => {
    expect(nextStatuses(order('Completed'))).toEqual(['PartiallyReturned', 'Returned', 'Refund']);
    expect(staffNextStatuses(order('Completed'))).toEqual(['Refund']);
    expect(staffNextStatuses(order('PartiallyReturned'))).toEqual(['Refund']);
    expect(staffNextStatuses(order('Invoiced'))).toEqual(['Completed']);
    expect(staffNextStatuses(order('Invoiced', { shippingMethod: 'store_pickup' }))).toEqual(['ReadyForPickup', 'Completed']);
    for (const from of STATUSES) for (const to of staffNextStatuses(order(from))) expect(RETURN_ONLY_STATUSES.has(to)).toBe(false);
  });

  it('still lets a received return move the order there', () => {
    expect(statusAfterReturn('Completed', { ordered: 3, returned: 1 })).toBe('PartiallyReturned');
    expect(statusAfterReturn('PartiallyReturned', { ordered: 3, returned: 3 })).toBe('Returned');
  });
});

describe('the moves only shipping makes (decision 0086)', () => {
  it('a carrier order goes InDelivery with its voucher, never by hand; the lifecycle itself allows it', () => {
    for (const shippingMethod of ['courier', 'boxnow'] as const) {
      for (const from of ['Processing', 'Invoiced', 'NotDelivered'] as const) {
        expect(checkTransition(order(from, { shippingMethod }), 'InDelivery')).toEqual({ ok: true });
        expect(checkStaffTransition(order(from, { shippingMethod }), 'InDelivery')).toEqual({ ok: false, reason: 'transition_needs_shipment' });
      }
    }
    expect(checkStaffTransition(order('Processing', { shippingMethod: 'store_pickup' }), 'InDelivery')).toEqual({ ok: false, reason: 'transition_wrong_shipping' });
  });

  it('InDelivery goes back to Processing only through a cancelled voucher', () => {
    expect(checkTransition(order('InDelivery'), 'Processing')).toEqual({ ok: true });
    expect(checkStaffTransition(order('InDelivery'), 'Processing')).toEqual({ ok: false, reason: 'transition_needs_shipment' });
    expect(staffNextStatuses(order('InDelivery'))).toEqual(['Completed', 'PartiallyDelivered', 'NotDelivered']);
    expect(staffNextStatuses(order('NotDelivered'))).toEqual(['Cancelled']);
  });
});
