import { OrderStatusCode, type OrderStatus } from '@/lib/contract/enums';
import { neverPlaced, shownToCustomer, type PlacedCheck } from './order-placed';
import type { PaymentMethod } from './payment-expiry';

const order = (status: OrderStatus, paymentMethod: PaymentMethod, paid: boolean): PlacedCheck => ({ status: OrderStatusCode[status], paymentMethod, paid });

describe('neverPlaced (issue #46: no order the customer never placed in their history)', () => {
  it.each(['card', 'paypal'] as const)('a %s order cancelled before any money came was never placed', (method) => {
    expect(neverPlaced(order('Cancelled', method, false))).toBe(true);
    expect(shownToCustomer(order('Cancelled', method, false))).toBe(false);
  });

  it.each(['card', 'paypal'] as const)('a %s order with money taken was placed, whatever its status (a late payment due back included)', (method) => {
    expect(neverPlaced(order('Cancelled', method, true))).toBe(false);
    expect(neverPlaced(order('Refund', method, true))).toBe(false);
    expect(neverPlaced(order('Processing', method, true))).toBe(false);
  });

  it('an online order still waiting for its payment is shown (the customer may pay it)', () => {
    expect(neverPlaced(order('Pending', 'card', false))).toBe(false);
    expect(neverPlaced(order('Pending', 'paypal', false))).toBe(false);
  });

  it('a cash-on-delivery order was placed, even cancelled by the customer before any payment', () => {
    expect(neverPlaced(order('Cancelled', 'cod', false))).toBe(false);
    expect(neverPlaced(order('Pending', 'cod', false))).toBe(false);
    expect(neverPlaced(order('Completed', 'cod', true))).toBe(false);
  });

  it('only the Cancelled status hides an unpaid online order', () => {
    const statuses = (Object.keys(OrderStatusCode) as OrderStatus[]).filter((status) => neverPlaced(order(status, 'card', false)));
    expect(statuses).toEqual(['Cancelled']);
  });
});
