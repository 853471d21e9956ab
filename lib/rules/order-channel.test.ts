import { orderChannelOf } from './order-channel';

describe('orderChannelOf', () => {
  it('records an order placed by a sales person on the customer’s behalf as Phone', () => {
    expect(orderChannelOf(7)).toBe('Phone');
  });

  it('records the customer’s own order as Online', () => {
    expect(orderChannelOf(undefined)).toBe('Online');
    expect(orderChannelOf(null)).toBe('Online');
  });
});
