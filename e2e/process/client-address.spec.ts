import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ACME } from '../support/data';
import { startForwardingProxy, TEST_PEER_HEADER } from '../support/forwarding-proxy';
import { freePort, removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';

// Issue #14 §4: the per-address login throttle counts the socket address unless a trusted proxy is
// configured (TRUST_PROXY), so rotating X-Forwarded-For does not buy unlimited guesses.
const LIMIT = 3;
let dataDir = '';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = tempDir();
  seedDataDir(dataDir, 5);
});
test.afterAll(() => removeDir(dataDir));

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const server = await startServer({
    port,
    dataDir,
    env: { DEMO_MODE: '1', PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT_CLIENT: String(LIMIT), AUTH_RATE_LIMIT_ACCOUNT: '100', ...env },
  });
  await waitForAnswer(server, '/api/health/ready');
  return server;
}

/** A failed login (an email nobody has) through `base`; answers the status (401, or 429 once throttled). */
async function failedLogin(base: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(`${base}/api/Customers/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Partner-Code': ACME.code, ...headers },
    body: JSON.stringify({ email: `nobody-${randomBytes(6).toString('hex')}@example.com`, password: 'wrong-password', partnerCode: ACME.code }),
  });
  await res.arrayBuffer();
  return res.status;
}

async function statuses(count: number, attempt: (i: number) => Promise<number>): Promise<number[]> {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push(await attempt(i));
  return result;
}

const throttledAfterLimit = [...Array<number>(LIMIT).fill(401), 429];

test('without TRUST_PROXY a client rotating X-Forwarded-For (or the address header itself) is still one client', async () => {
  const server = await start({});
  let seen: number[];
  try {
    seen = await statuses(LIMIT + 1, (i) => failedLogin(server.url, { 'X-Forwarded-For': `203.0.113.${i + 1}`, 'X-Storefront-Client-Ip': `198.51.100.${i + 1}` }));
  } finally {
    await server.stop();
  }
  expect(seen).toEqual(throttledAfterLimit);
});

/** Status and Location of a page request (not followed). */
async function page(base: string, path: string): Promise<string> {
  const res = await fetch(base + path, { redirect: 'manual' });
  await res.arrayBuffer();
  return `${res.status} ${res.headers.get('location') ?? ''}`.trim();
}

// The usual setting behind a reverse proxy: bound to the loopback address only (issue #15 item 4:
// with HOSTNAME=127.0.0.1 every page used to answer 500, middleware's rewrites looking external).
test('behind one trusted proxy (TRUST_PROXY=1, HOSTNAME=127.0.0.1) each client address counts on its own, and a forged X-Forwarded-For still does not help', async () => {
  const server = await start({ TRUST_PROXY: '1', HOSTNAME: '127.0.0.1' });
  const proxy = await startForwardingProxy(server.url);
  let clients: number[];
  let rotating: number[];
  let pages: string[];
  try {
    const paths = ['/acme/login', '/en/acme/login', '/el/acme/register', '/acme/products'];
    pages = await Promise.all(paths.map((path) => page(proxy.url, path)));
    // Different clients behind the proxy, each sending the same forged header: separate counters.
    clients = await statuses(LIMIT + 2, (i) => failedLogin(proxy.url, { [TEST_PEER_HEADER]: `192.0.2.${i + 1}`, 'X-Forwarded-For': '203.0.113.99' }));
    // One client behind the proxy rotating its own X-Forwarded-For: one counter.
    rotating = await statuses(LIMIT + 1, (i) => failedLogin(proxy.url, { [TEST_PEER_HEADER]: '192.0.2.200', 'X-Forwarded-For': `203.0.113.${i + 1}` }));
  } finally {
    await proxy.close();
    await server.stop();
  }
  // Rewritten (login, register), redirected (the default language's prefix, the auth redirect).
  expect(pages).toEqual(['200', '200', '308 /acme/register', '307 /acme/login?returnTo=%2Facme%2Fproducts']);
  expect(clients).toEqual(Array<number>(LIMIT + 2).fill(401));
  expect(rotating).toEqual(throttledAfterLimit);
});

test('an invalid TRUST_PROXY stops the server with a message naming it', async () => {
  const server = await startServer({ dataDir, env: { DEMO_MODE: '1', PUBLIC_URL: 'http://127.0.0.1:3000', TRUST_PROXY: 'yes please' } });
  const exit = await server.exited;
  expect(exit.code).not.toBe(0);
  expect(server.output()).toMatch(/TRUST_PROXY: must be false, true, a hop count/);
});
