import type { SessionRecord } from '@/lib/contract/auth';
import { AUTH_CHANGE_EVENT, EMAIL_CHANGED_EVENT, SESSION_PREFIX, type SessionEnv } from '../store';
import { MemoryStorage } from './memory-storage';

/** The session store's test browser and data (store.test.ts, store-lifecycle.test.ts). */
export const START = Date.parse('2026-11-22T10:00:00Z');
export const MINUTE = 60_000;

export type TestEnv = SessionEnv & {
  storage: MemoryStorage;
  target: EventTarget;
  cookies: string[];
  events: string[];
  advance: (ms: number) => void;
};

/** An in-memory browser: storage, a clock we move by hand, an event target and a cookie jar log. */
export function makeEnv(initial: Record<string, string> = {}): TestEnv {
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

export const record: SessionRecord = {
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
export function parseCookie(cookie: string) {
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
export function lastCookies(env: TestEnv) {
  return Object.fromEntries(env.cookies.map(parseCookie).map((c) => [c.name, c]));
}

/** Seeds a stored session directly, as another page or an older visit would have left it. */
export function seeded(values: Record<string, string>) {
  return makeEnv(Object.fromEntries(Object.entries(values).map(([k, v]) => [SESSION_PREFIX + k, v])));
}
