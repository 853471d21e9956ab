import { successorOf } from './refresh-tokens';

describe('successorOf', () => {
  const key = new Uint8Array(32).fill(7);

  it('derives the same successor for the same token and key (both concurrent callers get it)', () => {
    expect(successorOf(key, 'token-a')).toBe(successorOf(key, 'token-a'));
    expect(successorOf(key, 'token-a')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('depends on the token and on the server key', () => {
    expect(successorOf(key, 'token-b')).not.toBe(successorOf(key, 'token-a'));
    expect(successorOf(new Uint8Array(32).fill(8), 'token-a')).not.toBe(successorOf(key, 'token-a'));
    expect(successorOf(key, 'token-a')).not.toBe('token-a');
  });
});
