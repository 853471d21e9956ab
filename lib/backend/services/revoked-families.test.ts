import { CLOCK_MARGIN_MS, RevokedFamilies, revocationKeepMs } from './revoked-families';

describe('RevokedFamilies', () => {
  const keep = revocationKeepMs(15);
  const t0 = Date.parse('2026-11-22T10:00:00Z');

  it('keeps a revocation for the access-token lifetime plus the clock margin', () => {
    expect(keep).toBe(15 * 60_000 + CLOCK_MARGIN_MS);
    const set = new RevokedFamilies(keep);
    set.add('a', t0);
    expect(set.has('a', t0)).toBe(true);
    expect(set.has('a', t0 + keep - 1)).toBe(true);
    expect(set.has('a', t0 + keep)).toBe(false);
    expect(set.has('b', t0)).toBe(false);
  });

  it('keeps the later time when a family is revoked twice', () => {
    const set = new RevokedFamilies(keep);
    set.add('a', t0 + 60_000);
    set.add('a', t0);
    expect(set.has('a', t0 + keep + 30_000)).toBe(true);
  });

  it('drops entries that can no longer matter', () => {
    const set = new RevokedFamilies(keep);
    set.add('old', t0);
    set.add('new', t0 + keep - 1000);
    expect(set.size).toBe(2);
    set.prune(t0 + keep);
    expect(set.size).toBe(1);
    expect(set.has('new', t0 + keep)).toBe(true);
    set.add('later', t0 + 2 * keep); // adding prunes now and then by itself
    expect(set.size).toBe(1);
    set.prune(t0 + 3 * keep);
    expect(set.size).toBe(0);
  });
});
