import { limitQuantity, quantityFromQuery } from './quantity-limit';

describe('limitQuantity', () => {
  it('keeps a quantity within the stock as typed', () => {
    expect(limitQuantity('3', 5)).toEqual({ value: '3', capped: false });
    expect(limitQuantity('5', 5)).toEqual({ value: '5', capped: false });
  });
  it('caps a whole number above the stock at the stock, and says so', () => {
    expect(limitQuantity('6', 5)).toEqual({ value: '5', capped: true });
    expect(limitQuantity(' 120 ', 7)).toEqual({ value: '7', capped: true });
  });
  it('leaves other input to the submit check: empty, zero, decimals, no variant or no stock', () => {
    expect(limitQuantity('', 5)).toEqual({ value: '', capped: false });
    expect(limitQuantity('0', 5)).toEqual({ value: '0', capped: false });
    expect(limitQuantity('2.5', 1)).toEqual({ value: '2.5', capped: false });
    expect(limitQuantity('9', undefined)).toEqual({ value: '9', capped: false });
    expect(limitQuantity('9', 0)).toEqual({ value: '9', capped: false });
  });
});

describe('quantityFromQuery', () => {
  it('takes a whole number from 1 to 9999', () => {
    expect(quantityFromQuery('2')).toBe('2');
    expect(quantityFromQuery('9999')).toBe('9999');
  });
  it('ignores anything else', () => {
    for (const raw of [null, '', '0', '-1', '1.5', '01', '10000', 'x']) expect(quantityFromQuery(raw)).toBeUndefined();
  });
});
