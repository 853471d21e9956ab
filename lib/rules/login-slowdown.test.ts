import { loginDelayMs, SLOWDOWN_MAX_MS } from './login-slowdown';

describe('loginDelayMs', () => {
  it('does not slow down below the free failures', () => {
    expect([0, 1, 4].map((n) => loginDelayMs(n, 5))).toEqual([0, 0, 0]);
  });

  it('doubles from 250 ms per failure over the free ones', () => {
    expect([5, 6, 7, 8, 9].map((n) => loginDelayMs(n, 5))).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('never waits more than the cap, however many failures (no lockout)', () => {
    expect(loginDelayMs(10, 5)).toBe(SLOWDOWN_MAX_MS);
    expect(loginDelayMs(1_000_000, 5)).toBe(SLOWDOWN_MAX_MS);
  });
});
