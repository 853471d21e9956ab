import type { SessionRecord, TokenSet } from '@/lib/contract/auth';
import { ACCESS_TOKEN_COOKIE, SESSION_COOKIE, encodeSessionCookie } from './cookies';
import { hasValidOrderState, isAuthenticated, parseUserId } from './rules';

/**
 * The browser session (SPEC §3-§4, DESIGN §4): the `usr_fe_` localStorage record, its rules,
 * the events that announce changes, and the cookie mirror the server reads.
 */
export const SESSION_PREFIX = 'usr_fe_';
export const SESSION_FIELDS = ['id', 'eml', 'nm', 'lm', 'gd', 'registrationDate', 'at', 'rt', 'ad', 'rd', 'ld', 'impersonation'] as const;
export type SessionField = (typeof SESSION_FIELDS)[number];

export const AUTH_CHANGE_EVENT = 'usr_fe:auth-change';
export const EMAIL_CHANGED_EVENT = 'usr_fe:email-changed';

export type Session = {
  id?: number;
  eml?: string;
  nm?: string;
  lm?: string;
  gd?: string;
  registrationDate?: string;
  at?: string;
  rt?: string;
  /** access-token duration, minutes */
  ad?: number;
  /** refresh-token duration, minutes */
  rd?: number;
  /** login date, epoch ms */
  ld?: number;
  impersonation: 'true' | 'false';
  isAuthenticated: boolean;
  hasValidOrderState: boolean;
  is_impersonation: boolean;
};

/**
 * Nobody signed in and nothing stored: what the server and the hydrating client render, and what
 * `getSession` answers with an empty storage (this very object, so that a visitor who is not
 * signed in is not rendered a second time after hydration: useSyncExternalStore compares them).
 */
export const SIGNED_OUT_SESSION: Session = Object.freeze({
  impersonation: 'false',
  isAuthenticated: false,
  hasValidOrderState: false,
  is_impersonation: false,
});

/** True when `session` holds nothing beyond SIGNED_OUT_SESSION's fields, with their values. */
export function isSignedOutSession(session: Session): boolean {
  const fields = Object.entries(session).filter(([, value]) => value !== undefined);
  return fields.length === Object.keys(SIGNED_OUT_SESSION).length && fields.every(([key, value]) => SIGNED_OUT_SESSION[key as keyof Session] === value);
}

/** Where the session lives; the browser's by default, an in-memory one in tests. */
export type SessionEnv = { storage: Storage; now: () => number; target?: EventTarget; setCookie?: (cookie: string) => void };
type Env = SessionEnv;

let browser: Env | undefined;
const browserEnv = (): Env | undefined => {
  if (typeof window === 'undefined') return undefined;
  browser ??= { storage: window.localStorage, now: () => Date.now(), target: window, setCookie: (c) => (document.cookie = c) };
  return browser;
};

/** A cached read stays valid until the next auth change, or until the refresh window it saw ends. */
let cache = new WeakMap<Env, { session: Session; until: number }>();
const watched = new WeakSet<EventTarget>();

/** Auth changes announced by anyone, and session writes by other tabs, drop the cache. */
function watch(target: EventTarget | undefined) {
  if (!target || watched.has(target)) return;
  watched.add(target);
  target.addEventListener(AUTH_CHANGE_EVENT, resetSessionCache);
  target.addEventListener('storage', (event) => {
    const { key } = event as Partial<StorageEvent>;
    if (!key || key.startsWith(SESSION_PREFIX)) resetSessionCache();
  });
}

const num = (value: string | null) => (value === null || value === '' || !Number.isFinite(Number(value)) ? undefined : Number(value));
const str = (value: string | null) => value ?? undefined;

/** Reads the session (cached until the next auth change, or until its refresh window ends). */
export function getSession(env: Env | undefined = browserEnv()): Session {
  const now = env?.now() ?? Date.now();
  const hit = env && cache.get(env);
  if (hit && now < hit.until) return hit.session;
  const read = (field: SessionField) => env?.storage.getItem(SESSION_PREFIX + field) ?? null;
  const raw = { id: read('id'), ld: read('ld'), rd: read('rd'), eml: read('eml') };
  const impersonation = read('impersonation') === 'true' ? 'true' : 'false';
  const stored: Session = {
    id: parseUserId(raw.id),
    eml: str(read('eml')),
    nm: str(read('nm')),
    lm: str(read('lm')),
    gd: str(read('gd')),
    registrationDate: str(read('registrationDate')),
    at: str(read('at')),
    rt: str(read('rt')),
    ad: num(read('ad')),
    rd: num(read('rd')),
    ld: num(read('ld')),
    impersonation,
    isAuthenticated: isAuthenticated(raw, now),
    hasValidOrderState: hasValidOrderState(raw, now),
    is_impersonation: impersonation === 'true',
  };
  const session = isSignedOutSession(stored) ? SIGNED_OUT_SESSION : stored;
  if (env) {
    watch(env.target);
    const until = session.isAuthenticated ? (session.ld ?? 0) + (session.rd ?? 0) * 60_000 : Infinity;
    cache.set(env, { session, until });
  }
  return session;
}

/** Forgets the cached session (SPEC §4: reset on every auth change). */
export function resetSessionCache(): void {
  cache = new WeakMap();
}

function write(env: Env, values: Partial<Record<SessionField, string | number | null | undefined>>) {
  for (const [field, value] of Object.entries(values)) {
    if (value === null || value === undefined) env.storage.removeItem(SESSION_PREFIX + field);
    else env.storage.setItem(SESSION_PREFIX + field, String(value));
  }
}

function mirrorCookies(env: Env, partnerCode: string | undefined) {
  if (!env.setCookie) return;
  const s = getSession(env);
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const attributes = `; Path=/; SameSite=Lax${secure}`;
  if (s.id && s.ld && s.rd && s.at) {
    const maxAge = Math.max(0, Math.round((s.ld + s.rd * 60_000 - env.now()) / 1000));
    env.setCookie(`${SESSION_COOKIE}=${encodeSessionCookie({ id: s.id, ld: s.ld, rd: s.rd, pc: partnerCode ?? '' })}${attributes}; Max-Age=${maxAge}`);
    env.setCookie(`${ACCESS_TOKEN_COOKIE}=${s.at}${attributes}; Max-Age=${maxAge}`);
  } else {
    env.setCookie(`${SESSION_COOKIE}=${attributes}; Max-Age=0`);
    env.setCookie(`${ACCESS_TOKEN_COOKIE}=${attributes}; Max-Age=0`);
  }
}

function signal(env: Env, ...events: string[]) {
  resetSessionCache();
  for (const name of events) env.target?.dispatchEvent(new Event(name));
}

/** SPEC §4 login: stores the provided fields, sets the login date to now, signals an auth change. */
export function storeLogin(record: SessionRecord, env: Env | undefined = browserEnv()): void {
  if (!env) return;
  const { id, eml, nm, lm, gd, registrationDate, at, rt, ad, rd, impersonation } = record;
  write(env, { id, eml, nm, lm, gd, registrationDate, at, rt, ad, rd, impersonation, ld: env.now() });
  resetSessionCache();
  mirrorCookies(env, record.partnerCode);
  signal(env, AUTH_CHANGE_EVENT, EMAIL_CHANGED_EVENT);
}

/** SPEC §4 token refresh: replaces both tokens and durations and resets the login date. */
export function storeRefreshedTokens(tokens: TokenSet, partnerCode: string | undefined, env: Env | undefined = browserEnv()): void {
  if (!env) return;
  write(env, { at: tokens.at, rt: tokens.rt, ad: tokens.ad, rd: tokens.rd, ld: env.now() });
  resetSessionCache();
  mirrorCookies(env, partnerCode);
}

/** SPEC §4: removes every session key and signals email-changed and auth-changed. */
export function clearSession(env: Env | undefined = browserEnv()): void {
  if (!env) return;
  for (let i = env.storage.length - 1; i >= 0; i--) {
    const key = env.storage.key(i);
    if (key?.startsWith(SESSION_PREFIX)) env.storage.removeItem(key);
  }
  resetSessionCache();
  mirrorCookies(env, undefined);
  signal(env, EMAIL_CHANGED_EVENT, AUTH_CHANGE_EVENT);
}

/** Updates the displayed name after a profile change. */
export function storeProfileNames(names: { nm: string; lm: string }, env: Env | undefined = browserEnv()): void {
  if (!env) return;
  write(env, names);
  signal(env, AUTH_CHANGE_EVENT);
}

/**
 * Another tab changed the session (login, refresh, logout): drop the cache and tell this tab.
 * Returns the unsubscribe function.
 */
export function watchOtherTabs(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(SESSION_PREFIX)) {
      resetSessionCache();
      onChange();
    }
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
