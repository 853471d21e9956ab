import { companyOrderSearch, parseCompanyOrderFilters, STATUS_FILTER_CODES } from './order-filters';

const parse = (query: string) => {
  const params = new URLSearchParams(query);
  return parseCompanyOrderFilters((name) => params.get(name));
};

describe('company order filters', () => {
  it('reads buyer, status and page from the query', () => {
    expect(parse('buyer=12&status=-1&page=3')).toEqual({ buyer: 12, status: -1, page: 3 });
    expect(parse('status=0')).toEqual({ status: 0, page: 1 });
    expect(parse('')).toEqual({ page: 1 });
  });

  it('falls back to all and the first page for anything malformed or unknown', () => {
    expect(parse('buyer=abc&status=42&page=0')).toEqual({ page: 1 });
    expect(parse('buyer=-3&status=-10&page=99999')).toEqual({ page: 1 });
    expect(parse('buyer=1.5&status=1e1')).toEqual({ page: 1 });
  });

  it('writes the query back without defaults, and reads it back the same', () => {
    expect(companyOrderSearch({ page: 1 })).toBe('');
    expect(companyOrderSearch({ buyer: 7, status: 0, page: 2 })).toBe('?buyer=7&status=0&page=2');
    for (const filters of [{ page: 1 }, { buyer: 9, page: 4 }, { status: -1, page: 1 }]) expect(parse(companyOrderSearch(filters).slice(1))).toEqual(filters);
  });

  it('offers every status but "not available"', () => {
    expect(STATUS_FILTER_CODES).toContain(0);
    expect(STATUS_FILTER_CODES).toContain(-1);
    expect(STATUS_FILTER_CODES).not.toContain(-10);
  });
});
