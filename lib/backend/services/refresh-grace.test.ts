import { judgeUnspendableToken } from './refresh-grace';

describe('judgeUnspendableToken', () => {
  const rotatedAt = new Date('2026-11-22T10:00:00Z');
  const after = (ms: number) => new Date(rotatedAt.getTime() + ms);

  it('gives the already issued successor within the grace window', () => {
    expect(judgeUnspendableToken({ rotatedAt, revokedAt: null }, after(0), 30)).toBe('grace');
    expect(judgeUnspendableToken({ rotatedAt, revokedAt: null }, after(30_000), 30)).toBe('grace');
  });

  it('counts a rotation up to the window ahead of this clock as grace (another instance’s clock runs ahead)', () => {
    expect(judgeUnspendableToken({ rotatedAt, revokedAt: null }, after(-20), 30)).toBe('grace');
    expect(judgeUnspendableToken({ rotatedAt, revokedAt: null }, after(-30_000), 30)).toBe('grace');
    expect(judgeUnspendableToken({ rotatedAt, revokedAt: null }, after(-30_001), 30)).toBe('reused');
  });

  it('treats a spent token after the window as reuse', () => {
    expect(judgeUnspendableToken({ rotatedAt, revokedAt: null }, after(30_001), 30)).toBe('reused');
    expect(judgeUnspendableToken({ rotatedAt, revokedAt: null }, after(1), 0)).toBe('reused');
  });

  it('never revives a revoked family and reports a token that was never spent as expired', () => {
    expect(judgeUnspendableToken({ rotatedAt, revokedAt: after(1000) }, after(2000), 30)).toBe('revoked');
    expect(judgeUnspendableToken({ rotatedAt: null, revokedAt: null }, after(0), 30)).toBe('expired');
  });
});
