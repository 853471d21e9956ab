import { ORDERS_PAGE_SIZE, orderListSearch, parseOrderListParams } from './list-params';

describe('parseOrderListParams', () => {
  it('reads the page and page size', () => {
    expect(parseOrderListParams({ page: '3', pageSize: '5' })).toEqual({ page: 3, pageSize: 5 });
    expect(parseOrderListParams({ page: ['2', '4'] })).toEqual({ page: 2, pageSize: ORDERS_PAGE_SIZE });
  });
  it('falls back to the first page of ten for anything else', () => {
    expect(parseOrderListParams({})).toEqual({ page: 1, pageSize: 10 });
    for (const page of ['0', '-1', '1.5', 'abc', '', '99999999', ' 2']) expect(parseOrderListParams({ page }).page).toBe(1);
    for (const pageSize of ['0', '51', 'x']) expect(parseOrderListParams({ pageSize }).pageSize).toBe(10);
    expect(parseOrderListParams({ pageSize: '50' }).pageSize).toBe(50);
  });
});

describe('orderListSearch', () => {
  it('keeps only what differs from the first page of ten', () => {
    expect(orderListSearch({ page: 1, pageSize: 10 })).toBe('');
    expect(orderListSearch({ page: 2, pageSize: 10 })).toBe('?page=2');
    expect(orderListSearch({ page: 1, pageSize: 5 })).toBe('?pageSize=5');
    expect(orderListSearch({ page: 3, pageSize: 5 })).toBe('?page=3&pageSize=5');
  });
  it('is read back as the same place', () => {
    const place = { page: 4, pageSize: 2 };
    expect(parseOrderListParams(Object.fromEntries(new URLSearchParams(orderListSearch(place))))).toEqual(place);
  });
});
