import { isCalendarDay, isSafeText, PATH_PARAM_MAX, queryTextProblems, textProblem, zCalendarDay, zSafeText } from './safe-text';

describe('isSafeText', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['a carriage return', '\r'],
    ['another C0 control', '\u001b[31m'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a lone high surrogate', 'x\ud800'],
    ['a lone low surrogate', '\udc00x'],
    ['surrogates in the wrong order', '\ude00\ud83d'],
    ['U+FFFE', '\ufffe'],
    ['U+FFFF', 'a\uffffb'],
    ['U+FDD0', '\ufdd0'],
    ['U+FDEF', '\ufdef'],
    ['U+1FFFE', '\u{1FFFE}'],
    ['U+10FFFF', '\u{10FFFF}'],
  ])('refuses %s', (_what, text) => {
    expect(isSafeText(text)).toBe(false);
  });

  it.each([
    ['plain text', 'buyer@acme.test'],
    ['Greek', 'Ελένη Κώστα'],
    ['an emoji (a surrogate pair)', 'ok 😀'],
    ['a space and punctuation', "O'Brien & Co. 50%"],
    ['U+FDCF and U+FDF0 (characters beside the noncharacters)', '\ufdcf\ufdf0'],
    ['U+FFFD (the replacement character)', '\ufffd'],
    ['U+1FFFD', '\u{1FFFD}'],
    ['the empty string', ''],
  ])('accepts %s', (_what, text) => {
    expect(isSafeText(text)).toBe(true);
  });
});

describe('textProblem', () => {
  it('names unsafe characters before length, and length with its maximum', () => {
    expect(textProblem('\u0000'.repeat(300), PATH_PARAM_MAX)).toEqual({ key: 'invalid_characters' });
    expect(textProblem('x'.repeat(201), PATH_PARAM_MAX)).toEqual({ key: 'max_characters', params: { max: 200 } });
    expect(textProblem('x'.repeat(200), PATH_PARAM_MAX)).toBeUndefined();
  });
});

describe('queryTextProblems', () => {
  it('answers undefined for a clean query', () => {
    expect(queryTextProblems({ email: 'a@b.gr', status: ['New', 'Pending'], page: '2' })).toBeUndefined();
  });

  it('names every bad parameter once, repeated values included', () => {
    expect(queryTextProblems({ email: 'a\u0000b', q: ['ok', 'x'.repeat(8001)], partner: 'acme' })).toEqual({ fields: { email: 'invalid_characters', q: 'max_characters' }, params: { q: { max: 8000 } } });
  });

  it('names a parameter whose own name is unsafe as _query', () => {
    expect(queryTextProblems({ 'a\u0000': 'x' })).toEqual({ fields: { _query: 'invalid_characters' }, params: {} });
  });
});

describe('isCalendarDay', () => {
  it.each(['2026-01-31', '2024-02-29', '2000-02-29', '1900-01-01', '2999-12-31'])('accepts %s', (day) => expect(isCalendarDay(day)).toBe(true));
  it.each(['9999-99-99', '2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '1899-12-31', '3000-01-01', '2026-1-01', '2026-01-01T00:00', ' 2026-01-01', ''])('refuses %s', (day) => expect(isCalendarDay(day)).toBe(false));

  it('is the rule of zCalendarDay, whose key is invalid_date', () => {
    expect(zCalendarDay.safeParse('2026-02-28').success).toBe(true);
    expect(zCalendarDay.safeParse('2026-02-30').error?.issues[0]?.message).toBe('invalid_date');
  });
});

describe('zSafeText', () => {
  it('trims, limits and refuses unsafe text with its key', () => {
    expect(zSafeText(5).parse('  abc ')).toBe('abc');
    expect(zSafeText(5).safeParse('abcdef').success).toBe(false);
    expect(zSafeText(5).safeParse('a\u0000').error?.issues[0]?.message).toBe('invalid_characters');
  });
});
