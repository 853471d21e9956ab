import { parseRecentlyViewed, recentlyViewedKey, rememberViewed, RECENTLY_VIEWED_MAX } from './recently-viewed';

describe('recently viewed', () => {
  it('puts the viewed product first, once, and keeps at most the maximum', () => {
    expect(rememberViewed([], 5)).toEqual([5]);
    expect(rememberViewed([1, 2, 3], 2)).toEqual([2, 1, 3]);
    const full = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => i + 1);
    expect(rememberViewed(full, 99)).toEqual([99, ...full.slice(0, RECENTLY_VIEWED_MAX - 1)]);
  });

  it('reads only positive whole ids from storage', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('not json')).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed('[3, "4", -1, 0, 2.5, 3, 7]')).toEqual([3, 7]);
    expect(parseRecentlyViewed(JSON.stringify(Array.from({ length: 20 }, (_, i) => i + 1)))).toHaveLength(RECENTLY_VIEWED_MAX);
  });

  it('keeps one list per storefront', () => {
    expect(recentlyViewedKey('ACME')).toBe(recentlyViewedKey('acme'));
    expect(recentlyViewedKey('acme')).not.toBe(recentlyViewedKey('hellas'));
  });
});
