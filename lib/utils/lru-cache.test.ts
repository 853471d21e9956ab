import { LruCache } from '@/lib/utils/lru-cache';

describe('LruCache', () => {
  it('evicts the least recently used entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
  it('replacing a value refreshes it and keeps one entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([10, undefined, 3]);
  });
  it('clears, and refuses a capacity below one', () => {
    const cache = new LruCache<string, number>(1);
    cache.set('a', 1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});
