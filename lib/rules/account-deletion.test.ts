import { OrderStatusCode } from '@/lib/contract/enums';
import { blockerParams, deletedEmail, deletionBlockers, erasedOrderContact, isDeletedEmail, isFinalOrderStatus, MAX_NAMED_BLOCKERS, type DeletionOrder } from './account-deletion';

const order = (status: keyof typeof OrderStatusCode, changes: Partial<DeletionOrder> = {}): DeletionOrder => ({
  uid: `uid-${status}`,
  orderNumber: `ACM-2026-${status}`,
  status: OrderStatusCode[status],
  refundDue: null,
  returnStatuses: [],
  ...changes,
});

describe('isFinalOrderStatus', () => {
  it.each(['Completed', 'PartiallyReturned', 'Returned', 'Refund', 'Cancelled'] as const)('%s is final', (status) => {
    expect(isFinalOrderStatus(OrderStatusCode[status])).toBe(true);
  });

  it.each(['Pending', 'CheckingStock', 'Processing', 'Invoiced', 'ReadyForPickup', 'InDelivery', 'PartiallyDelivered', 'NotDelivered', 'NA'] as const)('%s keeps the account open', (status) => {
    expect(isFinalOrderStatus(OrderStatusCode[status])).toBe(false);
  });

  it('an unknown code is not final', () => {
    expect(isFinalOrderStatus(99)).toBe(false);
  });
});

describe('deletionBlockers', () => {
  it('no orders, or only finished ones: nothing blocks', () => {
    expect(deletionBlockers([])).toEqual([]);
    expect(deletionBlockers([order('Completed'), order('Cancelled'), order('Returned'), order('Refund', { returnStatuses: ['Refunded', 'Rejected'] })])).toEqual([]);
  });

  it('an order still moving blocks with its number and uid', () => {
    expect(deletionBlockers([order('Completed'), order('Pending'), order('InDelivery')])).toEqual([
      { uid: 'uid-Pending', orderNumber: 'ACM-2026-Pending', reason: 'order_open' },
      { uid: 'uid-InDelivery', orderNumber: 'ACM-2026-InDelivery', reason: 'order_open' },
    ]);
  });

  it('a finished order with a return being handled blocks (Requested or Received)', () => {
    expect(deletionBlockers([order('Completed', { returnStatuses: ['Rejected', 'Requested'] })])).toEqual([{ uid: 'uid-Completed', orderNumber: 'ACM-2026-Completed', reason: 'return_open' }]);
    expect(deletionBlockers([order('PartiallyReturned', { returnStatuses: ['Received'] })]).map((b) => b.reason)).toEqual(['return_open']);
  });

  it('money the shop still owes blocks, also on a cancelled order', () => {
    expect(deletionBlockers([order('Cancelled', { refundDue: 'late_payment' })]).map((b) => b.reason)).toEqual(['refund_due']);
  });

  it('an open status is named before anything else', () => {
    expect(deletionBlockers([order('Processing', { refundDue: 'paid_twice', returnStatuses: ['Requested'] })]).map((b) => b.reason)).toEqual(['order_open']);
  });
});

describe('blockerParams', () => {
  it('maps each number to its uid and reason, and counts them', () => {
    const blockers = deletionBlockers([order('Pending'), order('Completed', { returnStatuses: ['Requested'] })]);
    expect(blockerParams(blockers)).toEqual({
      orders: { 'ACM-2026-Pending': 'uid-Pending', 'ACM-2026-Completed': 'uid-Completed' },
      reasons: { 'ACM-2026-Pending': 'order_open', 'ACM-2026-Completed': 'return_open' },
      count: { total: 2 },
    });
  });

  it('names at most MAX_NAMED_BLOCKERS and counts them all', () => {
    const many = Array.from({ length: MAX_NAMED_BLOCKERS + 5 }, (_, i) => ({ uid: `u${i}`, orderNumber: `N${i}`, reason: 'order_open' as const }));
    const params = blockerParams(many);
    expect(Object.keys(params.orders!)).toHaveLength(MAX_NAMED_BLOCKERS);
    expect(params.count).toEqual({ total: MAX_NAMED_BLOCKERS + 5 });
  });
});

describe('the erased address', () => {
  it('is unique per account, never deliverable, and recognised', () => {
    expect(deletedEmail(42)).toBe('deleted-42@deleted.invalid');
    expect(deletedEmail(42)).not.toBe(deletedEmail(43));
    expect(isDeletedEmail(deletedEmail(7))).toBe(true);
    expect(isDeletedEmail('demo@acme.test')).toBe(false);
  });
});

describe('erasedOrderContact', () => {
  const billing = { firstName: 'Ελένη', lastName: 'Κώστα', country: 'GR', address: 'Ερμού 24', city: 'Αθήνα', postalCode: '10563', mobile: '6912345678' };
  const shippingAddress = { ...billing, firstName: 'Νίκος', address: 'Πατησίων 10', mobile: '6987654321' };
  const placed = { email: 'eleni@example.gr', billing, shippingAddress };

  it('an order with a fiscal document keeps what the document prints, and loses the recipient name and mobile', () => {
    const kept = erasedOrderContact(placed, { hasDocument: true, customerId: 5 });
    expect(kept.email).toBe('eleni@example.gr');
    expect(kept.billing).toEqual(billing);
    expect(kept.shippingAddress).toEqual({ ...shippingAddress, firstName: '', lastName: '', mobile: '' });
  });

  it('an order without a document keeps no name, street, mobile or e-mail', () => {
    const erased = erasedOrderContact(placed, { hasDocument: false, customerId: 5 });
    expect(erased.email).toBe('deleted-5@deleted.invalid');
    expect(erased.billing).toEqual({ ...billing, firstName: '', lastName: '', address: '', mobile: '' });
    expect(erased.shippingAddress).toEqual({ ...shippingAddress, firstName: '', lastName: '', address: '', mobile: '' });
    expect(JSON.stringify(erased)).not.toMatch(/Ελένη|Κώστα|Ερμού|Πατησίων|69\d{8}|eleni@/);
  });

  it('an order with no shipping address (a store pickup, a locker) keeps none', () => {
    expect(erasedOrderContact({ ...placed, shippingAddress: null }, { hasDocument: false, customerId: 5 }).shippingAddress).toBeNull();
  });
});
