import { OrderStatusCode } from '@/lib/contract/enums';
import { offersReturn } from './return-offer';

describe('offersReturn', () => {
  it('offers a return for a delivered order with something left to ask back', () => {
    expect(offersReturn({ status: OrderStatusCode.Completed, returnState: 'none' })).toBe(true);
    expect(offersReturn({ status: OrderStatusCode.PartiallyDelivered, returnState: 'partial' })).toBe(true);
    expect(offersReturn({ status: OrderStatusCode.PartiallyReturned, returnState: 'partial' })).toBe(true);
    expect(offersReturn({ status: OrderStatusCode.Invoiced, returnState: 'none' })).toBe(true);
  });
  it('does not once everything has been asked back', () => {
    expect(offersReturn({ status: OrderStatusCode.Completed, returnState: 'full' })).toBe(false);
  });
  it('does not before delivery or for a cancelled or returned order', () => {
    for (const status of ['Pending', 'Processing', 'InDelivery', 'CheckingStock', 'ReadyForPickup', 'Cancelled', 'Returned', 'Refund', 'NA'] as const) {
      expect(offersReturn({ status: OrderStatusCode[status], returnState: 'none' })).toBe(false);
    }
  });
});
