import { OrderStatusCode } from '@/lib/contract/enums';
import { RETURN_WINDOW_DAYS } from '@/lib/rules/returns';
import { offersReturn } from './return-offer';

const placed = '2026-11-01T10:00:00.000Z';
const now = new Date('2026-11-10T10:00:00.000Z');
const order = (status: number, returnState: 'none' | 'partial' | 'full' = 'none', createdAt = placed) => ({ status, returnState, createdAt });

describe('offersReturn', () => {
  it('offers a return for a delivered order with something left to ask back', () => {
    expect(offersReturn(order(OrderStatusCode.Completed), now)).toBe(true);
    expect(offersReturn(order(OrderStatusCode.PartiallyDelivered, 'partial'), now)).toBe(true);
    expect(offersReturn(order(OrderStatusCode.PartiallyReturned, 'partial'), now)).toBe(true);
    expect(offersReturn(order(OrderStatusCode.Invoiced), now)).toBe(true);
  });
  it('does not once everything has been asked back', () => {
    expect(offersReturn(order(OrderStatusCode.Completed, 'full'), now)).toBe(false);
  });
  it('does not before delivery or for a cancelled or returned order', () => {
    for (const status of ['Pending', 'Processing', 'InDelivery', 'CheckingStock', 'ReadyForPickup', 'Cancelled', 'Returned', 'Refund', 'NA'] as const) {
      expect(offersReturn(order(OrderStatusCode[status]), now)).toBe(false);
    }
  });
  it('does not once the return window has passed (its last moment still does)', () => {
    const deadline = new Date(new Date(placed).getTime() + RETURN_WINDOW_DAYS * 86_400_000);
    expect(offersReturn(order(OrderStatusCode.Completed), deadline)).toBe(true);
    expect(offersReturn(order(OrderStatusCode.Completed), new Date(deadline.getTime() + 1))).toBe(false);
  });
});
