import { OrderStatus, OrderStatusCode } from '@/lib/contract/enums';
import { orderStatusKey } from './order-status';

describe('orderStatusKey', () => {
  it('names every SPEC §4 status by its code', () => {
    for (const status of OrderStatus) expect(orderStatusKey(OrderStatusCode[status])).toBe(status);
    expect(orderStatusKey(3)).toBe('Completed');
    expect(orderStatusKey(-1)).toBe('Cancelled');
    expect(orderStatusKey(-10)).toBe('NA');
  });
  it('reads a code it does not know as NA', () => {
    expect(orderStatusKey(12)).toBe('NA');
    expect(orderStatusKey(-2)).toBe('NA');
  });
});
