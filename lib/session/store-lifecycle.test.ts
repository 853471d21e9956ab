import { ACCESS_TOKEN_COOKIE, SESSION_COOKIE, decodeSessionCookie } from './cookies';
import { AUTH_CHANGE_EVENT, EMAIL_CHANGED_EVENT, clearSession, getSession, resetSessionCache, SIGNED_OUT_SESSION, storeLogin, storeProfileNames, storeRefreshedTokens, watchOtherTabs } from './store';
import { START, MINUTE, makeEnv, record, lastCookies, seeded } from './testing/session-env';

// The stored session over time: refresh, clearing, the cache and the cookie mirror.
beforeEach(() => resetSessionCache());

describe('token refresh (SPEC §4)', () => {
  const tokens = { at: 'new.access.token', rt: 'new-refresh-token', ad: 20, rd: 60 };

  it('replaces at, rt, ad, rd, resets ld and leaves every other field alone', () => {
    const env = makeEnv({ I18N_LANGUAGE: 'en' });
    storeLogin(record, env);
    const before = env.storage.snapshot();
    env.advance(30 * MINUTE);
    storeRefreshedTokens(tokens, 'acme', env);
    expect(env.storage.snapshot()).toEqual({
      ...before,
      usr_fe_at: 'new.access.token',
      usr_fe_rt: 'new-refresh-token',
      usr_fe_ad: '20',
      usr_fe_rd: '60',
      usr_fe_ld: String(START + 30 * MINUTE),
    });
    expect(getSession(env)).toMatchObject({ ...tokens, ld: START + 30 * MINUTE, id: 42, eml: record.eml, nm: record.nm, isAuthenticated: true });
  });

  it('extends the session from the refresh time', () => {
    const env = makeEnv();
    storeLogin({ ...record, rd: 10 }, env);
    env.advance(9 * MINUTE);
    expect(getSession(env).isAuthenticated).toBe(true); // cached until 10 min
    storeRefreshedTokens({ ...tokens, rd: 10 }, 'acme', env);
    env.advance(5 * MINUTE); // 14 min after login, 5 after the refresh
    expect(getSession(env).isAuthenticated).toBe(true);
    env.advance(5 * MINUTE);
    expect(getSession(env).isAuthenticated).toBe(false);
  });

  it('drops the cached session, so the new token is used at once', () => {
    const env = makeEnv();
    storeLogin(record, env);
    expect(getSession(env).at).toBe(record.at);
    storeRefreshedTokens(tokens, 'acme', env);
    expect(getSession(env).at).toBe(tokens.at);
  });
});

describe('clear (SPEC §4)', () => {
  it('removes every usr_fe_ key and nothing else', () => {
    const env = makeEnv({ I18N_LANGUAGE: 'en', 'current-partner': 'acme', localization: '{}', 'x-usr_fe_id': 'kept' });
    storeLogin(record, env);
    env.storage.setItem('usr_fe_unknown_extra', 'left by an older version');
    env.storage.setItem('language', 'en');
    clearSession(env);
    expect(env.storage.snapshot()).toEqual({ I18N_LANGUAGE: 'en', 'current-partner': 'acme', localization: '{}', 'x-usr_fe_id': 'kept', language: 'en' });
    expect(getSession(env)).toBe(SIGNED_OUT_SESSION);
    expect(getSession(env)).toMatchObject({ isAuthenticated: false, hasValidOrderState: false });
    expect([getSession(env).id, getSession(env).at]).toEqual([undefined, undefined]);
  });

  it('fires email-changed and then auth-changed', () => {
    const env = makeEnv();
    storeLogin(record, env);
    env.events.length = 0;
    clearSession(env);
    expect(env.events).toEqual([EMAIL_CHANGED_EVENT, AUTH_CHANGE_EVENT]);
  });

  it('works on a storage holding only session keys, and on an empty one', () => {
    const env = seeded({ id: '1', eml: 'a@b.gr', at: 'x', rt: 'y' });
    clearSession(env);
    expect(env.storage.length).toBe(0);
    expect(() => clearSession(env)).not.toThrow();
  });
});

describe('the cached session (SPEC §4)', () => {
  it('is read once and reused while nothing announces a change', () => {
    const env = makeEnv();
    storeLogin(record, env);
    const first = getSession(env);
    env.storage.setItem('usr_fe_eml', 'changed@example.gr');
    env.storage.removeItem('usr_fe_at');
    expect(getSession(env)).toBe(first);
    expect(getSession(env).eml).toBe(record.eml);
  });

  it('is fresh after an auth change made through the store', () => {
    const env = makeEnv();
    storeLogin(record, env);
    expect(getSession(env).eml).toBe(record.eml);
    env.storage.setItem('usr_fe_eml', 'changed@example.gr');
    storeProfileNames({ nm: 'Μαρία', lm: 'Παπαδοπούλου' }, env);
    expect(env.events.at(-1)).toBe(AUTH_CHANGE_EVENT);
    expect(getSession(env)).toMatchObject({ eml: 'changed@example.gr', nm: 'Μαρία', lm: 'Παπαδοπούλου' });
  });

  it('is fresh after an auth-change event from anywhere', () => {
    const env = makeEnv();
    storeLogin(record, env);
    expect(getSession(env).nm).toBe('Maria');
    env.storage.setItem('usr_fe_nm', 'Eleni');
    env.target.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
    expect(getSession(env).nm).toBe('Eleni');
  });

  it('is fresh after another tab writes a session key, not after other keys', () => {
    const env = makeEnv();
    storeLogin(record, env);
    const first = getSession(env);
    const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });
    env.storage.setItem('usr_fe_at', 'other.tab.token');
    env.target.dispatchEvent(storageEvent('I18N_LANGUAGE'));
    expect(getSession(env)).toBe(first);
    env.target.dispatchEvent(storageEvent('usr_fe_at'));
    expect(getSession(env).at).toBe('other.tab.token');
    env.storage.clear();
    env.target.dispatchEvent(storageEvent(null)); // localStorage.clear() in another tab
    expect(getSession(env).isAuthenticated).toBe(false);
  });

  it('watchOtherTabs is inert without a window', () => {
    const onChange = jest.fn();
    const stop = watchOtherTabs(onChange);
    expect(stop).toEqual(expect.any(Function));
    stop();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('cookie mirror (DESIGN §4)', () => {
  it('after login holds the session times and the access token for the refresh window', () => {
    const env = makeEnv();
    storeLogin(record, env);
    const cookies = lastCookies(env);
    const session = cookies[SESSION_COOKIE];
    const access = cookies[ACCESS_TOKEN_COOKIE];
    expect(decodeSessionCookie(session?.value)).toEqual({ id: 42, ld: START, rd: 10080, pc: 'acme' });
    expect(access?.value).toBe(record.at);
    for (const cookie of [session, access]) {
      expect(cookie?.attributes).toEqual({ Path: '/', SameSite: 'Lax', 'Max-Age': String(10080 * 60) });
    }
  });

  it('after a refresh carries the new token, partner and refresh window', () => {
    const env = makeEnv();
    storeLogin(record, env);
    env.advance(45 * MINUTE);
    storeRefreshedTokens({ at: 'a2', rt: 'r2', ad: 15, rd: 90 }, 'acme', env);
    const cookies = lastCookies(env);
    expect(decodeSessionCookie(cookies[SESSION_COOKIE]?.value)).toEqual({ id: 42, ld: START + 45 * MINUTE, rd: 90, pc: 'acme' });
    expect(cookies[ACCESS_TOKEN_COOKIE]).toMatchObject({ value: 'a2', attributes: { 'Max-Age': String(90 * 60) } });
  });

  it('after clear expires both cookies', () => {
    const env = makeEnv();
    storeLogin(record, env);
    env.cookies.length = 0;
    clearSession(env);
    const cookies = lastCookies(env);
    expect(Object.keys(cookies).sort()).toEqual([ACCESS_TOKEN_COOKIE, SESSION_COOKIE].sort());
    for (const cookie of Object.values(cookies)) {
      expect(cookie).toEqual({ name: cookie.name, value: '', attributes: { Path: '/', SameSite: 'Lax', 'Max-Age': '0' } });
    }
  });

  it('is skipped when the environment has no cookie writer', () => {
    const env = makeEnv();
    delete env.setCookie;
    expect(() => {
      storeLogin(record, env);
      clearSession(env);
    }).not.toThrow();
  });
});
