import type { SessionRecord } from '@/lib/contract/auth';
import { ACCESS_TOKEN_COOKIE, SESSION_COOKIE, decodeSessionCookie } from './cookies';
import {
  AUTH_CHANGE_EVENT,
  EMAIL_CHANGED_EVENT,
  SESSION_PREFIX,
  clearSession,
  getSession,
  isSignedOutSession,
  resetSessionCache,
  SIGNED_OUT_SESSION,
  storeLogin,
  storeProfileNames,
  storeRefreshedTokens,
  watchOtherTabs,
  type SessionEnv,
} from './store';
import { MemoryStorage } from './testing/memory-storage';

const START = Date.parse('2026-11-22T10:00:00Z');
const MINUTE = 60_000;

type TestEnv = SessionEnv & {
  storage: MemoryStorage;
  target: EventTarget;
  cookies: string[];
  events: string[];
  advance: (ms: number) => void;
};

/** An in-memory browser: storage, a clock we move by hand, an event target and a cookie jar log. */
function makeEnv(initial: Record<string, string> = {}): TestEnv {
  let now = START;
  const target = new EventTarget();
  const events: string[] = [];
  for (const name of [AUTH_CHANGE_EVENT, EMAIL_CHANGED_EVENT]) target.addEventListener(name, () => events.push(name));
  const cookies: string[] = [];
  return {
    storage: new MemoryStorage(initial),
    now: () => now,
    target,
    setCookie: (cookie) => cookies.push(cookie),
    cookies,
    events,
    advance: (ms) => (now += ms),
  };
}

const record: SessionRecord = {
  id: 42,
  eml: 'maria@example.gr',
  nm: 'Maria',
  lm: 'Papadopoulou',
  gd: 'F',
  registrationDate: '2025-03-01T08:00:00Z',
  at: 'header.payload.signature',
  rt: 'opaque-refresh-token',
  ad: 15,
  rd: 7 * 24 * 60,
  impersonation: 'false',
  partnerCode: 'acme',
  language: 'el',
};

/** `name=value; A=b; C` → { name, value, attributes: { A: 'b', C: '' } } */
function parseCookie(cookie: string) {
  const [pair = '', ...rest] = cookie.split('; ');
  const eq = pair.indexOf('=');
  const attributes = Object.fromEntries(
    rest.map((part) => {
      const i = part.indexOf('=');
      return i < 0 ? [part, ''] : [part.slice(0, i), part.slice(i + 1)];
    }),
  );
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

/** The last cookie written under each name. */
function lastCookies(env: TestEnv) {
  return Object.fromEntries(env.cookies.map(parseCookie).map((c) => [c.name, c]));
}

/** Seeds a stored session directly, as another page or an older visit would have left it. */
function seeded(values: Record<string, string>) {
  return makeEnv(Object.fromEntries(Object.entries(values).map(([k, v]) => [SESSION_PREFIX + k, v])));
}

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
