import { filterValues, withoutPage } from './list-filters';

describe('console list filters', () => {
  it('keeps the named filters with text, trimmed, and drops the rest', () => {
    expect(filterValues({ q: '  anna ', partner: '', status: ['a', 'b'], other: 'x', page: '2' }, ['q', 'partner', 'status', 'page'] as const)).toEqual({ q: 'anna', page: '2' });
  });
  it('keeps every filter but the page in the links', () => {
    expect(withoutPage({ q: 'anna', page: '2', status: 'active' }).toString()).toBe('q=anna&status=active');
  });
});
