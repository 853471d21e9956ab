import { exceedsJsonDepth, findUnstorableText, JSON_MAX_DEPTH } from './json-input';

describe('exceedsJsonDepth', () => {
  it('allows up to JSON_MAX_DEPTH levels and refuses one more', () => {
    expect(exceedsJsonDepth('['.repeat(JSON_MAX_DEPTH) + ']'.repeat(JSON_MAX_DEPTH))).toBe(false);
    expect(exceedsJsonDepth('['.repeat(JSON_MAX_DEPTH + 1) + ']'.repeat(JSON_MAX_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`)).toBe(true);
  });
  it('counts siblings once and ignores brackets in strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(JSON.stringify(Array.from({ length: 1000 }, () => [[1]])))).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ a: '['.repeat(100), b: 'x\\"[[[[' }), 2)).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ a: '\\', b: [[[]]] }), 3)).toBe(true);
  });
  it('handles a million levels without recursion', () => {
    expect(exceedsJsonDepth('['.repeat(1_000_000))).toBe(true);
  });
});

describe('findUnstorableText', () => {
  it('finds NUL and lone surrogates in values and keys, with their path', () => {
    expect(findUnstorableText({ a: 'ok', b: { c: 'x\u0000' } })).toBe('b.c');
    expect(findUnstorableText({ params: { ref: '\ud800' } })).toBe('params.ref');
    expect(findUnstorableText({ params: { '\udc00': 'x' } })).toBe('params.\udc00');
    expect(findUnstorableText(['ok', ['\udbff']])).toBe('1.0');
    expect(findUnstorableText('\u0000')).toBe('');
  });
  it('accepts well-formed text (pairs, emoji) and non-strings', () => {
    expect(findUnstorableText({ a: '😀', b: [1, null, true, { c: 'Ελληνικά' }] })).toBeUndefined();
  });
  it('walks a very deep value without recursion', () => {
    let deep: unknown = '\ud800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });
});
