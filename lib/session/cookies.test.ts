import { decodeSessionCookie, encodeSessionCookie, hasSessionCookie, SESSION_COOKIE } from './cookies';

describe('session cookie', () => {
  it('round-trips its fields', () => {
    const value = { id: 7, ld: 1_700_000_000_000, rd: 10080, pc: 'acme' };
    expect(decodeSessionCookie(encodeSessionCookie(value))).toEqual(value);
    expect(decodeSessionCookie('%7Bbroken')).toBeUndefined();
  });

  it('tells whether document.cookie still carries the session mirror', () => {
    const session = `${SESSION_COOKIE}=${encodeSessionCookie({ id: 1, ld: 1, rd: 1, pc: 'acme' })}`;
    expect(hasSessionCookie(`a=1; ${session}; usr_fe_at=x`)).toBe(true);
    expect(hasSessionCookie(session)).toBe(true);
    expect(hasSessionCookie('usr_fe_at=x; a=1')).toBe(false);
    expect(hasSessionCookie(`${SESSION_COOKIE}=`)).toBe(false);
    expect(hasSessionCookie(`x${SESSION_COOKIE}=1`)).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
  });
});
