import { OrderStatus, OrderStatusCode } from '@/lib/contract/enums';
import { countsAsSold, unitsSold } from './bestsellers';

describe('countsAsSold', () => {
  it('counts every status but Cancelled, Refund, Returned and NA', () => {
    const counted = OrderStatus.filter((name) => countsAsSold(OrderStatusCode[name]));
    expect(counted).toEqual(['Pending', 'Processing', 'InDelivery', 'Completed', 'PartiallyDelivered', 'NotDelivered', 'CheckingStock', 'PartiallyReturned', 'Invoiced', 'ReadyForPickup']);
  });
});

describe('unitsSold', () => {
  it('adds up the units per product over the orders that count', () => {
    const sold = unitsSold([
      { productId: 1, quantity: 2, status: OrderStatusCode.Pending },
      { productId: 1, quantity: 3, status: OrderStatusCode.Completed },
      { productId: 2, quantity: 5, status: OrderStatusCode.Cancelled },
      { productId: 2, quantity: 1, status: OrderStatusCode.Invoiced },
      { productId: 3, quantity: 4, status: OrderStatusCode.Returned },
    ]);
    expect([...sold]).toEqual([[1, 5], [2, 1]]);
  });
});
