import { loginDelayMs } from '@/lib/rules/login-slowdown';
import type { ApiDeps } from '../context';
import { tooManyRequests } from '../http/api-error';
import { pauseFor } from './after-answer';
import { clear, countOf, hit, isBlocked } from './rate-limit';

/**
 * Throttling of login, password and order-lookup requests (issue #2, issue #14 items 8 and 9).
 * Login counts failures per account + address (a hard limit), per address (a hard limit) and per
 * account (no limit: a slow-down, see rules/login-slowdown), so nobody can lock the owner out.
 * Reset-type requests count every request (each may send mail).
 */
const accountKey = (action: string, partnerId: number, email: string) => `${action}:acct:${partnerId}:${email.toLowerCase()}`;
const pairKey = (action: string, partnerId: number, email: string, ip: string) => `${action}:pair:${partnerId}:${email.toLowerCase()}:${ip}`;
const clientKey = (action: string, ip: string) => `${action}:ip:${ip}`;

/** Failed order lookups one customer may make per window (an address gets the client limit). */
export const LOOKUP_CUSTOMER_LIMIT = 10;
/** The account-wide failure counter is never a limit; this only keeps `hit`'s answer meaningful. */
const UNLIMITED = Number.MAX_SAFE_INTEGER;

const limits = (deps: ApiDeps) => ({
  account: deps.env.AUTH_RATE_LIMIT_ACCOUNT,
  client: deps.env.AUTH_RATE_LIMIT_CLIENT,
  window: deps.env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
});

async function assertNotBlocked(deps: ApiDeps, checks: [key: string, limit: number][]): Promise<void> {
  const l = limits(deps);
  for (const [key, limit] of checks) {
    const wait = await isBlocked(deps.db, key, limit, l.window, deps.now());
    if (wait) throw tooManyRequests(wait);
  }
}

async function hitAll(deps: ApiDeps, checks: [key: string, limit: number][]): Promise<void> {
  const l = limits(deps);
  for (const [key, limit] of checks) await hit(deps.db, key, limit, l.window, deps.now());
}

const loginChecks = (deps: ApiDeps, partnerId: number, email: string, ip: string): [string, number][] => [
  [pairKey('login', partnerId, email, ip), limits(deps).account],
  [clientKey('login', ip), limits(deps).client],
];

/** Refuses a blocked account + address pair or address; slows down an account under attack. */
export async function assertLoginAllowed(deps: ApiDeps, partnerId: number, email: string, ip: string): Promise<void> {
  await assertNotBlocked(deps, loginChecks(deps, partnerId, email, ip));
  const l = limits(deps);
  const failures = await countOf(deps.db, accountKey('login', partnerId, email), l.window, deps.now());
  await pauseFor(deps, loginDelayMs(failures, l.account));
}

export async function recordLoginFailure(deps: ApiDeps, partnerId: number, email: string, ip: string): Promise<void> {
  await hitAll(deps, [...loginChecks(deps, partnerId, email, ip), [accountKey('login', partnerId, email), UNLIMITED]]);
}

/** A successful login forgets the failures of its address and the account's slow-down. */
export async function clearLoginFailures(deps: ApiDeps, partnerId: number, email: string, ip: string): Promise<void> {
  await clear(deps.db, pairKey('login', partnerId, email, ip));
  await clear(deps.db, accountKey('login', partnerId, email));
}

/** Wrong current passwords in the profile: counted per customer, apart from the login. */
const passwordChangeKey = (customerId: number) => `password-change:cust:${customerId}`;

export async function assertPasswordChangeAllowed(deps: ApiDeps, customerId: number): Promise<void> {
  await assertNotBlocked(deps, [[passwordChangeKey(customerId), limits(deps).account]]);
}

export async function recordPasswordChangeFailure(deps: ApiDeps, customerId: number): Promise<void> {
  await hitAll(deps, [[passwordChangeKey(customerId), limits(deps).account]]);
}

/** Order lookups that found nothing (issue #14 item 9), per customer and per address. */
const lookupChecks = (deps: ApiDeps, customerId: number, ip: string): [string, number][] => [
  [`lookup:cust:${customerId}`, LOOKUP_CUSTOMER_LIMIT],
  [clientKey('lookup', ip), limits(deps).client],
];

export async function assertLookupAllowed(deps: ApiDeps, customerId: number, ip: string): Promise<void> {
  await assertNotBlocked(deps, lookupChecks(deps, customerId, ip));
}

export async function recordLookupFailure(deps: ApiDeps, customerId: number, ip: string): Promise<void> {
  await hitAll(deps, lookupChecks(deps, customerId, ip));
}

/** Counts one request of `action` (forgot, reset, register) and refuses it over the limits. */
export async function throttleRequest(deps: ApiDeps, action: string, partnerId: number, email: string, ip: string): Promise<void> {
  const l = limits(deps);
  const account = await hit(deps.db, accountKey(action, partnerId, email), l.account, l.window, deps.now());
  const client = await hit(deps.db, clientKey(action, ip), l.client, l.window, deps.now());
  if (!account.allowed) throw tooManyRequests(account.retryAfterSeconds);
  if (!client.allowed) throw tooManyRequests(client.retryAfterSeconds);
}
