import { OrderStatus } from '@/lib/contract/enums';
import { checkTransition, isLifecycleStatus, lifecycleStatusOf, nextStatuses, NOTIFIED_STATUSES, releasesReservation, statusAfterReturn, TRANSITIONS, type LifecycleOrder, type LifecycleStatus } from './order-lifecycle';
import { RETURNABLE_STATUSES } from './returns';
import { OrderStatusCode } from '@/lib/contract/enums';

const STATUSES = Object.keys(TRANSITIONS) as LifecycleStatus[];
const courier = (status: LifecycleStatus, extra: Partial<LifecycleOrder> = {}): LifecycleOrder => ({ status, shippingMethod: 'courier', paymentMethod: 'cod', paid: false, ...extra });

describe('the transition table', () => {
  it('has a row for every SPEC status but the NA placeholder, and names only those', () => {
    expect(new Set(STATUSES)).toEqual(new Set(OrderStatus.filter((s) => s !== 'NA')));
    for (const targets of Object.values(TRANSITIONS)) for (const to of targets) expect(STATUSES).toContain(to);
  });

  it('ends in Refund only; Cancelled leads to Refund alone (money that came in after the cancel)', () => {
    expect(STATUSES.filter((s) => TRANSITIONS[s].length === 0)).toEqual(['Refund']);
    expect(TRANSITIONS.Cancelled).toEqual(['Refund']);
  });

  it('reaches every status from Pending', () => {
    const seen = new Set<LifecycleStatus>(['Pending']);
    const queue: LifecycleStatus[] = ['Pending'];
    while (queue.length) {
      for (const to of TRANSITIONS[queue.shift()!]) {
        if (seen.has(to)) continue;
        seen.add(to);
        queue.push(to);
      }
    }
    expect([...seen].sort()).toEqual([...STATUSES].sort());
  });

  it('lets every returnable status take a return (the returns rule and this table agree)', () => {
    for (const code of RETURNABLE_STATUSES) {
      const status = STATUSES.find((s) => OrderStatusCode[s] === code)!;
      const targets = status === 'PartiallyReturned' ? ['Returned'] : ['PartiallyReturned', 'Returned'];
      for (const to of targets) expect(TRANSITIONS[status]).toContain(to);
    }
  });
});

describe('checkTransition', () => {
  it('allows the courier path Pending → Processing → InDelivery → Completed', () => {
    expect(checkTransition(courier('Pending'), 'Processing')).toEqual({ ok: true });
    expect(checkTransition(courier('Processing'), 'InDelivery')).toEqual({ ok: true });
    expect(checkTransition(courier('InDelivery'), 'Completed')).toEqual({ ok: true });
  });

  it('refuses what the table does not list, and the same status', () => {
    expect(checkTransition(courier('Pending'), 'Completed')).toEqual({ ok: false, reason: 'transition_not_allowed' });
    expect(checkTransition(courier('Completed'), 'Pending')).toEqual({ ok: false, reason: 'transition_not_allowed' });
    expect(checkTransition(courier('Cancelled'), 'Processing')).toEqual({ ok: false, reason: 'transition_not_allowed' });
    expect(checkTransition(courier('Refund'), 'Cancelled')).toEqual({ ok: false, reason: 'transition_not_allowed' });
    expect(checkTransition(courier('Processing'), 'Processing')).toEqual({ ok: false, reason: 'status_unchanged' });
  });

  it('sends store pickups to ReadyForPickup and everything else to InDelivery', () => {
    expect(checkTransition(courier('Processing'), 'ReadyForPickup')).toEqual({ ok: false, reason: 'transition_wrong_shipping' });
    expect(checkTransition(courier('Processing', { shippingMethod: 'boxnow' }), 'InDelivery')).toEqual({ ok: true });
    expect(checkTransition(courier('Processing', { shippingMethod: 'store_pickup' }), 'InDelivery')).toEqual({ ok: false, reason: 'transition_wrong_shipping' });
    expect(checkTransition(courier('Processing', { shippingMethod: 'store_pickup' }), 'ReadyForPickup')).toEqual({ ok: true });
  });

  it('refunds an order paid online instead of cancelling it; cash on delivery cancels', () => {
    expect(checkTransition(courier('Processing', { paymentMethod: 'card', paid: true }), 'Cancelled')).toEqual({ ok: false, reason: 'transition_paid_order' });
    expect(checkTransition(courier('Pending', { paymentMethod: 'card', paid: false }), 'Cancelled')).toEqual({ ok: true });
    expect(checkTransition(courier('Processing', { paymentMethod: 'cod', paid: true }), 'Cancelled')).toEqual({ ok: true });
  });

  it('refunds only money taken: paid online, or cash handed over on delivery', () => {
    expect(checkTransition(courier('Processing'), 'Refund')).toEqual({ ok: false, reason: 'transition_not_paid' });
    expect(checkTransition(courier('Processing', { paymentMethod: 'card', paid: true }), 'Refund')).toEqual({ ok: true });
    expect(checkTransition(courier('Completed'), 'Refund')).toEqual({ ok: true });
    expect(checkTransition(courier('NotDelivered'), 'Refund')).toEqual({ ok: false, reason: 'transition_not_paid' });
    expect(checkTransition(courier('Cancelled', { paymentMethod: 'card', paid: true }), 'Refund')).toEqual({ ok: true });
    expect(checkTransition(courier('Cancelled', { paymentMethod: 'card', paid: false }), 'Refund')).toEqual({ ok: false, reason: 'transition_not_paid' });
  });

  it('leaves an order waiting for its card or PayPal payment alone until it is paid', () => {
    for (const to of ['CheckingStock', 'Processing'] as const) {
      expect(checkTransition(courier('Pending', { paymentMethod: 'card' }), to)).toEqual({ ok: false, reason: 'transition_awaiting_payment' });
      expect(checkTransition(courier('Pending', { paymentMethod: 'paypal' }), to)).toEqual({ ok: false, reason: 'transition_awaiting_payment' });
      expect(checkTransition(courier('Pending', { paymentMethod: 'card', paid: true }), to)).toEqual({ ok: true });
      expect(checkTransition(courier('Pending'), to)).toEqual({ ok: true });
    }
  });

  it('counts exactly the pairs the table lists as allowed (for a courier order paid online)', () => {
    let allowed = 0;
    const paid = (s: LifecycleStatus) => courier(s, { paymentMethod: 'card', paid: true });
    for (const from of STATUSES) for (const to of STATUSES) if (checkTransition(paid(from), to).ok) allowed += 1;
    const listed = STATUSES.reduce((n, s) => n + TRANSITIONS[s].filter((to) => to !== 'ReadyForPickup' && to !== 'Cancelled').length, 0);
    expect(allowed).toBe(listed);
  });
});

describe('releasesReservation', () => {
  it('gives stock and quota back when the order ends before its goods left', () => {
    expect(releasesReservation('Pending', 'Cancelled')).toBe(true);
    expect(releasesReservation('ReadyForPickup', 'Cancelled')).toBe(true);
    expect(releasesReservation('Invoiced', 'Refund')).toBe(true);
    expect(releasesReservation('NotDelivered', 'Refund')).toBe(true);
    expect(releasesReservation('NotDelivered', 'Cancelled')).toBe(true);
  });

  it('keeps them when the goods reached the customer (a return brings them back) or the order goes on', () => {
    expect(releasesReservation('Completed', 'Refund')).toBe(false);
    expect(releasesReservation('Returned', 'Refund')).toBe(false);
    expect(releasesReservation('PartiallyDelivered', 'Refund')).toBe(false);
    expect(releasesReservation('Pending', 'Processing')).toBe(false);
    expect(releasesReservation('InDelivery', 'NotDelivered')).toBe(false);
    expect(releasesReservation('Cancelled', 'Refund')).toBe(false);
  });
});

describe('the changes the customer is told about', () => {
  it('are in delivery, ready for pickup, delivered (completed), cancelled and refunded', () => {
    expect([...NOTIFIED_STATUSES].sort()).toEqual(['Cancelled', 'Completed', 'InDelivery', 'ReadyForPickup', 'Refund']);
  });
});

describe('statusAfterReturn', () => {
  it('is Returned when every unit is back, PartiallyReturned when some are', () => {
    expect(statusAfterReturn('Completed', { ordered: 3, returned: 3 })).toBe('Returned');
    expect(statusAfterReturn('Completed', { ordered: 3, returned: 1 })).toBe('PartiallyReturned');
    expect(statusAfterReturn('PartiallyReturned', { ordered: 3, returned: 3 })).toBe('Returned');
  });

  it('does not move an order that nothing came back for, that is there already, or that has ended', () => {
    expect(statusAfterReturn('Completed', { ordered: 3, returned: 0 })).toBeUndefined();
    expect(statusAfterReturn('PartiallyReturned', { ordered: 3, returned: 2 })).toBeUndefined();
    expect(statusAfterReturn('Refund', { ordered: 3, returned: 3 })).toBeUndefined();
  });
});

describe('nextStatuses', () => {
  it('offers what checkTransition allows, in the table order', () => {
    expect(nextStatuses(courier('Processing'))).toEqual(['Invoiced', 'InDelivery', 'Cancelled']);
    expect(nextStatuses(courier('Processing', { shippingMethod: 'store_pickup' }))).toEqual(['Invoiced', 'ReadyForPickup', 'Cancelled']);
    expect(nextStatuses(courier('Processing', { paymentMethod: 'paypal', paid: true }))).toEqual(['Invoiced', 'InDelivery', 'Refund']);
    expect(nextStatuses(courier('Cancelled'))).toEqual([]);
  });
});

describe('isLifecycleStatus', () => {
  it('knows the statuses and nothing else', () => {
    expect(isLifecycleStatus('InDelivery')).toBe(true);
    expect(['NA', 'Shipped', 'constructor', 'toString', ''].some(isLifecycleStatus)).toBe(false);
  });
});

describe('lifecycleStatusOf', () => {
  it('names the status of a SPEC §4 code, and nothing for NA or an unknown code', () => {
    expect(lifecycleStatusOf(2)).toBe('InDelivery');
    expect(lifecycleStatusOf(-1)).toBe('Cancelled');
    expect(lifecycleStatusOf(-10)).toBeUndefined();
    expect(lifecycleStatusOf(99)).toBeUndefined();
  });
});

describe('company orders (issue #50)', () => {
  it('works an unpaid on-account order like cash on delivery, and cancels it without a refund', () => {
    const onAccount = (status: LifecycleStatus, extra: Partial<LifecycleOrder> = {}) => courier(status, { paymentMethod: 'on_account', ...extra });
    expect(checkTransition(onAccount('Pending'), 'Processing')).toEqual({ ok: true });
    expect(checkTransition(onAccount('Pending'), 'CheckingStock')).toEqual({ ok: true });
    expect(checkTransition(onAccount('Processing', { paid: true }), 'Cancelled')).toEqual({ ok: true });
    expect(checkTransition(onAccount('Processing'), 'Refund')).toEqual({ ok: false, reason: 'transition_not_paid' });
    expect(checkTransition(onAccount('Completed'), 'Refund')).toEqual({ ok: true });
  });

  it('lets an order awaiting approval only be cancelled', () => {
    for (const paymentMethod of ['cod', 'card', 'on_account'] as const) {
      const waiting = courier('Pending', { paymentMethod, awaitingApproval: true });
      expect(checkTransition(waiting, 'Processing')).toEqual({ ok: false, reason: 'transition_awaiting_approval' });
      expect(checkTransition(waiting, 'CheckingStock')).toEqual({ ok: false, reason: 'transition_awaiting_approval' });
      expect(checkTransition(waiting, 'Refund')).toEqual({ ok: false, reason: 'transition_awaiting_approval' });
      expect(checkTransition(waiting, 'Cancelled')).toEqual({ ok: true });
      expect(nextStatuses(waiting)).toEqual(['Cancelled']);
    }
    expect(checkTransition(courier('Pending', { awaitingApproval: false }), 'Processing')).toEqual({ ok: true });
  });
});
