import { hasValidOrderState, isAuthenticated, parseUserId } from './rules';

const now = Date.parse('2026-11-22T10:00:00Z');

describe('parseUserId (SPEC §5)', () => {
  it.each([
    ['42', 42], [7, 7], [' 3 ', 3], ['0', undefined], ['-1', undefined], ['1.5', undefined], ['abc', undefined], ['', undefined], [null, undefined], ['99999999999999999999', undefined],
  ])('%p → %p', (input, expected) => expect(parseUserId(input)).toBe(expected));
});

describe('isAuthenticated (SPEC §4)', () => {
  const ld = now - 60 * 60_000; // logged in an hour ago
  it('is true within login date + refresh minutes', () => expect(isAuthenticated({ id: '5', ld, rd: 120 }, now)).toBe(true));
  it('is false once the refresh window has passed', () => expect(isAuthenticated({ id: '5', ld, rd: 60 }, now)).toBe(false));
  it('is false without a login date', () => expect(isAuthenticated({ id: '5', ld: null, rd: 120 }, now)).toBe(false));
  it('is false with an invalid id', () => expect(isAuthenticated({ id: '0', ld, rd: 120 }, now)).toBe(false));
  it('accepts string numbers as stored in localStorage', () => expect(isAuthenticated({ id: '5', ld: String(ld), rd: '120' }, now)).toBe(true));
});

describe('hasValidOrderState (SPEC §4)', () => {
  it('is true when authenticated or an email is stored', () => {
    expect(hasValidOrderState({ id: '5', ld: now, rd: 10 }, now)).toBe(true);
    expect(hasValidOrderState({ eml: 'a@b.gr' }, now)).toBe(true);
    expect(hasValidOrderState({}, now)).toBe(false);
  });
});
