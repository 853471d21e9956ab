import { AUTH_CHANGE_EVENT, clearSession, getSession, isSignedOutSession, resetSessionCache, SIGNED_OUT_SESSION, storeLogin } from './store';
import { START, MINUTE, makeEnv, record, seeded } from './testing/session-env';

// The stored session: login, what it answers, the signed-out and impersonation sessions.
beforeEach(() => resetSessionCache());

describe('login (SPEC §4)', () => {
  it('stores every field under the usr_fe_ prefix and sets ld to now', () => {
    const env = makeEnv();
    env.advance(5_000);
    storeLogin(record, env);
    expect(env.storage.snapshot()).toEqual({
      usr_fe_id: '42',
      usr_fe_eml: 'maria@example.gr',
      usr_fe_nm: 'Maria',
      usr_fe_lm: 'Papadopoulou',
      usr_fe_gd: 'F',
      usr_fe_registrationDate: '2025-03-01T08:00:00Z',
      usr_fe_at: 'header.payload.signature',
      usr_fe_rt: 'opaque-refresh-token',
      usr_fe_ad: '15',
      usr_fe_rd: '10080',
      usr_fe_ld: String(START + 5_000),
      usr_fe_impersonation: 'false',
    });
  });

  it('reads back as an authenticated session with typed fields', () => {
    const env = makeEnv();
    storeLogin(record, env);
    expect(getSession(env)).toEqual({
      id: 42,
      eml: 'maria@example.gr',
      nm: 'Maria',
      lm: 'Papadopoulou',
      gd: 'F',
      registrationDate: '2025-03-01T08:00:00Z',
      at: 'header.payload.signature',
      rt: 'opaque-refresh-token',
      ad: 15,
      rd: 10080,
      ld: START,
      impersonation: 'false',
      isAuthenticated: true,
      hasValidOrderState: true,
      is_impersonation: false,
    });
  });

  it('removes a field the new login does not have (gd null), leaving no trace of the previous user', () => {
    const env = seeded({ gd: 'M', id: '7' });
    storeLogin({ ...record, gd: null }, env);
    expect(env.storage.getItem('usr_fe_gd')).toBeNull();
    expect(getSession(env).gd).toBeUndefined();
    expect(getSession(env).id).toBe(42);
  });

  it('fires auth-change, and listeners already see the new session', () => {
    const env = makeEnv();
    expect(getSession(env).isAuthenticated).toBe(false); // cached before the login
    const seen: boolean[] = [];
    env.target.addEventListener(AUTH_CHANGE_EVENT, () => seen.push(getSession(env).isAuthenticated));
    storeLogin(record, env);
    expect(env.events.filter((e) => e === AUTH_CHANGE_EVENT)).toHaveLength(1);
    expect(seen).toEqual([true]);
  });

  it('does nothing without a browser (server rendering)', () => {
    expect(() => storeLogin(record)).not.toThrow();
    expect(getSession()).toMatchObject({ isAuthenticated: false, hasValidOrderState: false, is_impersonation: false, impersonation: 'false' });
  });
});

describe('isAuthenticated (SPEC §4-§5)', () => {
  const rd = 120;

  it('is true until ld + rd minutes and false from then on', () => {
    const env = makeEnv();
    storeLogin({ ...record, rd }, env);
    env.advance(rd * MINUTE - 1);
    expect(getSession(env).isAuthenticated).toBe(true);
    env.advance(1);
    expect(getSession(env).isAuthenticated).toBe(false);
    env.advance(MINUTE);
    expect(getSession(env).isAuthenticated).toBe(false);
  });

  it('does not stay true in a session cached before the window ended', () => {
    const env = makeEnv();
    storeLogin({ ...record, rd }, env);
    const before = getSession(env);
    expect(getSession(env)).toBe(before);
    env.advance(rd * MINUTE);
    const after = getSession(env);
    expect(after.isAuthenticated).toBe(false);
    expect(after.hasValidOrderState).toBe(true); // the email is still stored
    expect(getSession(env)).toBe(after); // and cached again
  });

  it.each(['0', '-1', 'abc', '1.5', ''])('is false with the stored id %p', (id) => {
    const env = seeded({ id, ld: String(START), rd: '60' });
    expect(getSession(env)).toMatchObject({ id: undefined, isAuthenticated: false, hasValidOrderState: false });
  });

  it('is false without a login date or refresh duration', () => {
    expect(getSession(seeded({ id: '5', rd: '60' })).isAuthenticated).toBe(false);
    expect(getSession(seeded({ id: '5', ld: String(START) })).isAuthenticated).toBe(false);
    expect(getSession(seeded({ id: '5', ld: 'yesterday', rd: '60' })).isAuthenticated).toBe(false);
  });

  it('is true for a valid stored session read from storage', () => {
    const env = seeded({ id: '5', ld: String(START - 30 * MINUTE), rd: '60' });
    expect(getSession(env)).toMatchObject({ id: 5, ld: START - 30 * MINUTE, rd: 60, isAuthenticated: true });
  });
});

describe('hasValidOrderState (SPEC §4)', () => {
  it('is true with only an email stored', () => {
    expect(getSession(seeded({ eml: 'guest@example.gr' }))).toMatchObject({ isAuthenticated: false, hasValidOrderState: true });
  });

  it('is true when authenticated, false with nothing stored', () => {
    expect(getSession(seeded({ id: '5', ld: String(START), rd: '60' })).hasValidOrderState).toBe(true);
    expect(getSession(makeEnv()).hasValidOrderState).toBe(false);
  });
});

describe('the signed-out session (what the server renders)', () => {
  it('is what an empty storage reads as: the same object, so hydration renders nothing twice', () => {
    expect(getSession(makeEnv())).toBe(SIGNED_OUT_SESSION);
    const env = makeEnv();
    storeLogin(record, env);
    clearSession(env);
    expect(getSession(env)).toBe(SIGNED_OUT_SESSION);
  });

  it('is not what a stored email, an expired login or an impersonation flag reads as', () => {
    expect(getSession(seeded({ eml: 'guest@example.gr' }))).not.toBe(SIGNED_OUT_SESSION);
    expect(getSession(seeded({ id: '5', ld: String(START - 120 * MINUTE), rd: '60' }))).toMatchObject({ id: 5, isAuthenticated: false });
    expect(getSession(seeded({ impersonation: 'true' }))).not.toBe(SIGNED_OUT_SESSION);
  });

  it('isSignedOutSession compares every field', () => {
    expect(isSignedOutSession({ ...SIGNED_OUT_SESSION })).toBe(true);
    expect(isSignedOutSession({ ...SIGNED_OUT_SESSION, nm: undefined })).toBe(true);
    expect(isSignedOutSession({ ...SIGNED_OUT_SESSION, nm: 'Μαρία' })).toBe(false);
    expect(isSignedOutSession({ ...SIGNED_OUT_SESSION, hasValidOrderState: true })).toBe(false);
    expect(isSignedOutSession({ ...SIGNED_OUT_SESSION, impersonation: 'true', is_impersonation: true })).toBe(false);
  });
});

describe('is_impersonation (SPEC §3)', () => {
  it.each([
    ['true', true, 'true'],
    ['false', false, 'false'],
    ['TRUE', false, 'false'],
    ['1', false, 'false'],
  ])('stored %p → %p', (flag, expected, impersonation) => {
    expect(getSession(seeded({ impersonation: flag }))).toMatchObject({ is_impersonation: expected, impersonation });
  });

  it('is false when no flag is stored', () => {
    expect(getSession(makeEnv())).toMatchObject({ is_impersonation: false, impersonation: 'false' });
  });

  it('comes from the login record', () => {
    const env = makeEnv();
    storeLogin({ ...record, impersonation: 'true' }, env);
    expect(env.storage.getItem('usr_fe_impersonation')).toBe('true');
    expect(getSession(env).is_impersonation).toBe(true);
  });
});
