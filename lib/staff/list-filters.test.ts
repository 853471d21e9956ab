import { zStaffOrderListQuery } from '@/lib/contract/staff';
import { filterProblems, filterValues, withoutPage } from './list-filters';

describe('console list filters', () => {
  it('keeps the named filters with text, trimmed, and drops the rest', () => {
    expect(filterValues({ q: '  anna ', partner: '', status: ['a', 'b'], other: 'x', page: '2' }, ['q', 'partner', 'status', 'page'] as const)).toEqual({ q: 'anna', page: '2' });
  });
  it('keeps every filter but the page in the links', () => {
    expect(withoutPage({ q: 'anna', page: '2', status: 'active' }).toString()).toBe('q=anna&status=active');
  });
});

describe('filterProblems (issue #44 item 4: the API rules, checked before the console asks)', () => {
  const schema = zStaffOrderListQuery;
  it('is undefined for good filters', () => {
    expect(filterProblems(schema, { email: 'a@b.gr', from: '2024-02-29', status: 'Pending', page: '2' })).toBeUndefined();
  });
  it('names a NUL, a control, a noncharacter and an over-long value by filter', () => {
    expect(filterProblems(schema, { email: 'a\u0000b', number: 'x\u001b', partner: '\uffff' })).toEqual({ email: { key: 'invalid_characters' }, number: { key: 'invalid_characters' }, partner: { key: 'invalid_characters' } });
    expect(filterProblems(schema, { email: 'x'.repeat(8001) })).toEqual({ email: { key: 'max_characters', params: { max: 8000 } } });
    // The schema's problems of the other filters are named too.
    expect(filterProblems(schema, { email: 'a\u0000b', from: '9999-99-99' })).toEqual({ email: { key: 'invalid_characters' }, from: { key: 'invalid_date' } });
  });
  it('names an impossible day and the schema’s other problems', () => {
    expect(filterProblems(schema, { from: '9999-99-99', to: '2026-02-29' })).toEqual({ from: { key: 'invalid_date' }, to: { key: 'invalid_date' } });
    expect(filterProblems(schema, { number: 'x'.repeat(41) })).toEqual({ number: { key: 'max_characters', params: { max: 40 } } });
  });
});
