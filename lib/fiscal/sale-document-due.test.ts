import { OrderStatus } from '@/lib/contract/enums';
import type { LifecycleStatus } from '@/lib/rules/order-lifecycle';
import { saleDocumentDueOnMove } from './sale-document-due';

describe('when an order gets its sale document', () => {
  it('is due when the goods leave or are handed over', () => {
    for (const to of ['Invoiced', 'ReadyForPickup', 'InDelivery', 'PartiallyDelivered', 'Completed'] as const) expect(saleDocumentDueOnMove(to)).toBe(true);
  });

  it('is not due for a move before dispatch, a cancellation or a return', () => {
    const due = OrderStatus.filter((s): s is LifecycleStatus => s !== 'NA' && saleDocumentDueOnMove(s as LifecycleStatus));
    expect(due.sort()).toEqual(['Completed', 'InDelivery', 'Invoiced', 'PartiallyDelivered', 'ReadyForPickup']);
    for (const to of ['Pending', 'Processing', 'CheckingStock', 'Cancelled', 'Refund', 'Returned', 'PartiallyReturned', 'NotDelivered'] as const) expect(saleDocumentDueOnMove(to)).toBe(false);
  });
});
