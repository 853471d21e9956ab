import { Agent, get } from 'node:http';
import { expect, test } from '@playwright/test';
import { ACME, DEMO_PASSWORD } from '../support/data';
import { findPgBin, PG_MISSING, seedPostgres, startPostgres } from '../support/postgres-process';
import { freePort, removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';

// Issue #14 §19: SIGTERM stops accepting, lets the requests in flight finish, closes the database
// cleanly and exits 0 (Next's own handler exits 143; the review also saw requests reset).
const PAGE = `/en/${ACME.code}/products`;
const CONCURRENT = 10;
let dataDir = '';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = tempDir();
  seedDataDir(dataDir, 30);
});
test.afterAll(() => removeDir(dataDir));

async function start(env: Record<string, string | undefined> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const server = await startServer({ port, dataDir, env: { DEMO_MODE: '1', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env } });
  await waitForAnswer(server, '/api/health/ready');
  return server;
}

/** The cookies of a logged-in demo customer (the product list is for customers only). */
async function customerCookies(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/Customers/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Partner-Code': ACME.code },
    body: JSON.stringify({ email: ACME.demo.email, password: DEMO_PASSWORD, partnerCode: ACME.code }),
  });
  expect(res.status).toBe(200);
  const session = (await res.json()) as { id: number; at: string; rd: number };
  const record = encodeURIComponent(JSON.stringify({ id: session.id, ld: Date.now(), rd: session.rd, pc: ACME.code }));
  return `usr_fe_session=${record}; usr_fe_at=${session.at}`;
}

type Outcome = { status?: number; complete: boolean; error?: string };

/**
 * Sends `count` concurrent page requests over keep-alive connections (as a browser or a load
 * balancer does) and calls `inFlight` once every request has been sent whole over a connected
 * socket and the first
 * response has started arriving, i.e. while the server is busy rendering the others. (Signalled
 * earlier, on a loaded machine, a request still on its way counts as not sent: the server stops
 * accepting, as a load balancer would have stopped sending.)
 */
function requestPages(server: ServerProcess, cookie: string, count: number, inFlight: () => void): Promise<Outcome[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: count });
  let sent = 0;
  let answering = false;
  let called = false;
  const check = () => {
    if (called || !answering || sent < count) return;
    called = true;
    inFlight();
  };
  const one = () =>
    new Promise<Outcome>((resolve) => {
      const req = get(`${server.url}${PAGE}`, { agent, headers: { cookie } }, (res) => {
        answering = true;
        check();
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, complete: body.includes('</html>') }));
        res.on('error', (error) => resolve({ status: res.statusCode, complete: false, error: String(error) }));
      });
      // Sent: written whole over a connected socket (a request written before its socket has
      // connected is still in the client's buffer, not yet on its way to the server).
      let written = false;
      let connected = false;
      const counted = () => {
        if (!written || !connected) return;
        sent += 1;
        check();
      };
      req.on('finish', () => {
        written = true;
        counted();
      });
      req.on('socket', (socket) => {
        if (!socket.connecting) return void ((connected = true), counted());
        socket.once('connect', () => {
          connected = true;
          counted();
        });
      });
      req.on('error', (error) => resolve({ complete: false, error: String(error) }));
    });
  return Promise.all(Array.from({ length: count }, one)).finally(() => agent.destroy());
}

/** SIGTERM among CONCURRENT page renders, then a second server on the same database. */
async function shutDownDuringPageRequests(env: Record<string, string | undefined> = {}): Promise<void> {
  const server = await start(env);
  const cookie = await customerCookies(server);
  // Rendered once first, so the signal lands among the page renders.
  expect((await fetch(`${server.url}${PAGE}`, { headers: { cookie }, redirect: 'manual' })).status).toBe(200);
  let signalled = false;
  const outcomes = await requestPages(server, cookie, CONCURRENT, () => {
    signalled = server.child.kill('SIGTERM');
  });
  expect(signalled).toBe(true);
  expect(outcomes).toEqual(Array<Outcome>(CONCURRENT).fill({ status: 200, complete: true }));
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(server.output()).toContain('Shutdown complete');
  expect(server.output()).not.toMatch(/Aborted\(\)|RuntimeError/);

  // The database was closed cleanly: a new server on the same folder starts and serves.
  const again = await start(env);
  try {
    const res = await fetch(`${again.url}${PAGE}`, { headers: { cookie: await customerCookies(again) }, redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('</html>');
  } finally {
    expect(await again.stop()).toEqual({ code: 0, signal: null });
  }
}

test('SIGTERM during page requests: every request completes, the process exits 0, and the data folder opens again', () => shutDownDuringPageRequests());

test('the same on PostgreSQL: the pool is closed after the requests finished', async () => {
  const bin = findPgBin();
  test.skip(!bin, PG_MISSING);
  const pg = await startPostgres(bin!);
  try {
    seedPostgres(pg.url);
    await shutDownDuringPageRequests({ DATABASE_URL: pg.url });
  } finally {
    pg.stop();
  }
});

test('npm start passes SIGINT on and exits 0 the same way', async () => {
  const server = await start();
  expect(await server.stop('SIGINT')).toEqual({ code: 0, signal: null });
  expect(server.output()).toContain('SIGINT: shutting down');
});
