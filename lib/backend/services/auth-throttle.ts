import type { ApiDeps } from '../context';
import { tooManyRequests } from '../http/api-error';
import { clear, hit, isBlocked } from './rate-limit';

/**
 * Throttling of login and password-reset requests, per account and per client (issue #2):
 * logins count failures only; reset-type requests count every request (each may send mail).
 */
const keys = (action: string, partnerId: number, email: string, ip: string) => ({
  account: `${action}:acct:${partnerId}:${email.toLowerCase()}`,
  client: `${action}:ip:${ip}`,
});

const limits = (deps: ApiDeps) => ({
  account: deps.env.AUTH_RATE_LIMIT_ACCOUNT,
  client: deps.env.AUTH_RATE_LIMIT_CLIENT,
  window: deps.env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
});

export async function assertLoginAllowed(deps: ApiDeps, partnerId: number, email: string, ip: string): Promise<void> {
  const k = keys('login', partnerId, email, ip);
  const l = limits(deps);
  const now = deps.now();
  const wait =
    (await isBlocked(deps.db, k.account, l.account, l.window, now)) ?? (await isBlocked(deps.db, k.client, l.client, l.window, now));
  if (wait) throw tooManyRequests(wait);
}

export async function recordLoginFailure(deps: ApiDeps, partnerId: number, email: string, ip: string): Promise<void> {
  const k = keys('login', partnerId, email, ip);
  const l = limits(deps);
  await hit(deps.db, k.account, l.account, l.window, deps.now());
  await hit(deps.db, k.client, l.client, l.window, deps.now());
}

export async function clearLoginFailures(deps: ApiDeps, partnerId: number, email: string): Promise<void> {
  await clear(deps.db, keys('login', partnerId, email, '').account);
}

/** Counts one request of `action` (forgot, reset, register) and refuses it over the limits. */
export async function throttleRequest(deps: ApiDeps, action: string, partnerId: number, email: string, ip: string): Promise<void> {
  const k = keys(action, partnerId, email, ip);
  const l = limits(deps);
  const account = await hit(deps.db, k.account, l.account, l.window, deps.now());
  const client = await hit(deps.db, k.client, l.client, l.window, deps.now());
  if (!account.allowed) throw tooManyRequests(account.retryAfterSeconds);
  if (!client.allowed) throw tooManyRequests(client.retryAfterSeconds);
}
