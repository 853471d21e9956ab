import { expect, test } from '@playwright/test';
import pg from 'pg';
import { ACME, DEMO_PASSWORD } from '../support/data';
import { findPgBin, PG_MISSING, seedPostgres, startPostgres } from '../support/postgres-process';
import { startServer, waitForAnswer, type ServerProcess } from '../support/server-process';

/**
 * Issue #15 items 1 and 3: cached pages and data on two instances over one PostgreSQL. A change
 * made in the shared database (here straight in SQL, so no instance knows of it) shows on every
 * instance's pages within 5 s, cached public pages are served from the cache meanwhile, and a
 * restarted instance serves nothing from before.
 */
const env = { DEMO_MODE: '1', PUBLIC_URL: 'http://localhost:3000' };
const WITHIN_MS = 5_000;

/** Polls `path` on `server` until its HTML contains `text`; returns how long that took. */
async function msUntilShown(server: ServerProcess, path: string, text: string, headers: Record<string, string> = {}): Promise<number> {
  const started = Date.now();
  for (;;) {
    const html = await (await fetch(server.url + path, { headers })).text();
    if (html.includes(text)) return Date.now() - started;
    if (Date.now() - started > 3 * WITHIN_MS) throw new Error(`${path} on :${server.port} never showed "${text}"`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * `path` comes from the cache again (within 3 s: a change's tags are expired twice, one interval
 * apart, so the request right after the first re-render may render once more).
 */
async function expectServedFromCache(server: ServerProcess, path: string, headers: Record<string, string> = {}): Promise<void> {
  const started = Date.now();
  let state: string | null = null;
  while (Date.now() - started < 3_000) {
    state = (await fetch(server.url + path, { headers })).headers.get('x-nextjs-cache');
    if (state === 'HIT' || state === 'STALE') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${path} on :${server.port} is not served from the cache (x-nextjs-cache: ${state})`);
}

/** The storefront's cookies of the demo customer, logged in through `server`'s API. */
async function customerCookies(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/Customers/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Partner-Code': ACME.code, 'Accept-Language': 'el' },
    body: JSON.stringify({ email: ACME.demo.email, password: DEMO_PASSWORD, partnerCode: ACME.code }),
  });
  expect(res.status).toBe(200);
  const session = (await res.json()) as { id: number; at: string; rd: number };
  const state = encodeURIComponent(JSON.stringify({ id: session.id, ld: Date.now(), rd: session.rd, pc: ACME.code }));
  return `usr_fe_session=${state}; usr_fe_at=${session.at}`;
}

test('a change in the shared database reaches both instances within 5 s; a restart keeps nothing stale', async () => {
  test.setTimeout(180_000);
  const bin = findPgBin();
  test.skip(!bin, PG_MISSING);
  const postgres = await startPostgres(bin!);
  const sql = new pg.Client({ connectionString: postgres.url });
  const servers: ServerProcess[] = [];
  try {
    seedPostgres(postgres.url);
    await sql.connect();
    for (let i = 0; i < 2; i++) servers.push(await startServer({ env: { ...env, DATABASE_URL: postgres.url } }));
    await Promise.all(servers.map((server) => waitForAnswer(server, '/api/health/ready')));
    const [a, b] = servers as [ServerProcess, ServerProcess];

    // The public login page: rendered once per instance, then served from the cache.
    for (const server of servers) {
      await msUntilShown(server, '/acme/login', 'Acme Supplies');
      await expectServedFromCache(server, '/acme/login');
    }

    // Partner content: renamed in the database.
    await sql.query("UPDATE partners SET name = 'Acme Renamed' WHERE code = 'acme'");
    for (const server of servers) expect(await msUntilShown(server, '/en/acme/login', 'Acme Renamed')).toBeLessThan(WITHIN_MS);
    for (const server of servers) expect(await msUntilShown(server, '/acme/login', 'Acme Renamed')).toBeLessThan(WITHIN_MS);
    await expectServedFromCache(b, '/acme/login');

    // The catalogue: a product renamed; its page and the list, logged in, served from the cache of
    // both instances before the change and showing the new name within 5 s after it.
    const cookie = await customerCookies(a);
    const { rows } = await sql.query<{ eurl: string; code: string }>("SELECT eurl, code FROM products WHERE active ORDER BY id LIMIT 1");
    const path = `/en/acme/products/${rows[0]!.eurl}`;
    const list = `/en/acme/products?q=${encodeURIComponent(rows[0]!.code)}`;
    for (const server of servers) {
      for (const page of [path, list]) {
        expect((await fetch(server.url + page, { headers: { cookie } })).status).toBe(200);
        await expectServedFromCache(server, page, { cookie });
      }
    }
    await sql.query("UPDATE products SET name = jsonb_set(name, '{en}', '\"Renamed boot\"') WHERE eurl = $1", [rows[0]!.eurl]);
    for (const server of servers) for (const page of [path, list]) expect(await msUntilShown(server, page, 'Renamed boot', { cookie })).toBeLessThan(WITHIN_MS);

    // A restarted instance serves nothing from before: the page shows the name of now at once.
    await b.stop();
    await sql.query("UPDATE partners SET name = 'Acme After Restart' WHERE code = 'acme'");
    const restarted = await startServer({ env: { ...env, DATABASE_URL: postgres.url } });
    servers[1] = restarted;
    await waitForAnswer(restarted, '/api/health/ready');
    expect(await (await fetch(`${restarted.url}/acme/login`)).text()).toContain('Acme After Restart');
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await sql.end().catch(() => undefined);
    postgres.stop();
  }
});
