import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createPostgres, findPgBin, PG_MISSING, type PostgresServer } from '../support/postgres-process';
import { expectNoSidewaysScroll, PHONE } from '../support/phone';
import { freePort, removeDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';

/**
 * Issue #14 items 16–17: a database that is not there answers 503 with Retry-After (readiness says
 * why, liveness stays 200), the server serves as soon as the database is there without a restart,
 * and an outage logs one line per change of state.
 */
const env = { DEMO_MODE: '1', PUBLIC_URL: 'http://localhost:3000' };
const dbLines = (server: ServerProcess) => server.output().split('\n').filter((line) => line.includes('[db] database'));

async function expectUnavailable(server: ServerProcess, reason: string) {
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  const ready = await fetch(`${server.url}/api/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ error: 'not_ready', reason });
  const api = await fetch(`${server.url}/api/Partners/ByCode/acme`);
  expect(api.status).toBe(503);
  expect(await api.json()).toEqual({ error: 'service_unavailable' });
  expect(api.headers.get('retry-after')).toBe('5');
}

/**
 * Pages answer 503 with Retry-After and the translated page, and however many are asked for, the
 * server writes not one line more (middleware answers them without rendering).
 */
async function expectPagesUnavailable(server: ServerProcess) {
  const printed = server.output().length;
  for (let i = 0; i < 20; i++) {
    const [path, title] = i % 2 ? ['/en/acme/products', 'Temporarily unavailable'] : ['/acme', 'Η υπηρεσία δεν είναι προσωρινά διαθέσιμη'];
    const res = await fetch(server.url + path);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await res.text()).toContain(`<h1>${title}</h1>`);
  }
  expect(server.output().slice(printed)).toBe('');
}

/** Polls until `path` answers `status` (the server may need a probe or retry round). */
async function until(server: ServerProcess, path: string, status: number) {
  // up to a 15 s backoff step plus creating and migrating a fresh database on a busy machine
  // (a reset keep-alive socket while PGlite's start blocks the event loop counts as "not yet")
  const status_ = async () => (await fetch(server.url + path).catch(() => undefined))?.status;
  await expect.poll(status_, { timeout: 150_000, intervals: [250] }).toBe(status);
}

test.describe('database unavailable', () => {
  test.describe.configure({ timeout: 400_000 });
  const servers: ServerProcess[] = [];
  const cleanups: (() => void)[] = [];
  test.afterAll(async () => {
    for (const server of servers) await server.stop(); // SIGTERM: npm start forwards it to the server (SIGKILL would orphan it)
    for (const cleanup of cleanups) cleanup();
  });

  test('an unusable DATA_DIR at start: 503 until it is fixed, then ready without a restart', async ({ page }) => {
    const parent = tempDir('storefront-baddir-');
    cleanups.push(() => removeDir(parent));
    const dataDir = join(parent, 'data');
    writeFileSync(dataDir, 'not a folder');
    const server = await startServer({ dataDir, env });
    servers.push(server);
    await waitForAnswer(server, '/api/health');
    await expectUnavailable(server, 'data_dir_unusable');
    await expectPagesUnavailable(server);

    // pages: a translated "temporarily unavailable" page, at phone width too
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/en/acme`);
    await expect(page.getByRole('heading', { name: 'Temporarily unavailable' })).toBeVisible();
    await page.goto(`${server.url}/el/acme`);
    await expect(page.getByRole('heading', { name: 'Η υπηρεσία δεν είναι προσωρινά διαθέσιμη' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    rmSync(dataDir); // the operator fixes the folder
    await until(server, '/api/health/ready', 200);
    expect((await fetch(`${server.url}/api/Partners/ByCode/acme`)).status).toBe(404); // serving (an empty database)
    expect(dbLines(server)).toEqual([expect.stringContaining('database unavailable (data_dir_unusable)'), expect.stringContaining('database available again')]);
  });

  test('PostgreSQL: unreachable at start, then started; lost while running, then back', async () => {
    const bin = findPgBin();
    test.skip(!bin, PG_MISSING);
    const port = await freePort();
    const pg: PostgresServer = createPostgres(bin!, port);
    cleanups.push(() => pg.remove());

    const server = await startServer({ env: { ...env, DATABASE_URL: pg.url } });
    servers.push(server);
    await waitForAnswer(server, '/api/health');
    await expectUnavailable(server, 'database_unreachable');
    await expectPagesUnavailable(server);

    pg.start();
    await until(server, '/api/health/ready', 200);
    expect((await fetch(`${server.url}/api/Partners/ByCode/acme`)).status).toBe(404); // serving (an empty database)

    // outage while running: 503 with Retry-After, a few log lines however many requests
    pg.stop();
    await until(server, '/api/Partners/ByCode/acme', 503);
    for (let i = 0; i < 100; i++) {
      const res = await fetch(`${server.url}/api/Partners/ByCode/acme`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    }
    await expectPagesUnavailable(server);
    expect(server.output()).not.toContain('[api] unhandled error');

    pg.start();
    await until(server, '/api/health/ready', 200);
    await until(server, '/api/Partners/ByCode/acme', 404);
    const lines = dbLines(server);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines.at(-1)).toContain('database available again');
  });
});
