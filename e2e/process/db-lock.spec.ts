import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { projectRoot, removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';

/** Issue #14 item 15: one process per PGlite data folder, and no lock left stuck by a crash. */
const env = { DEMO_MODE: '1', PUBLIC_URL: 'http://localhost:3000' };

test.describe('two processes on one PGlite data folder', () => {
  test.describe.configure({ timeout: 240_000 });
  let dataDir: string;
  const servers: ServerProcess[] = [];
  test.beforeAll(() => {
    dataDir = tempDir('storefront-lock-');
    seedDataDir(dataDir);
  });
  test.afterAll(async () => {
    for (const server of servers) await server.stop(); // SIGTERM: npm start forwards it to the server (SIGKILL would orphan it)
    removeDir(dataDir);
  });

  test('the second server and the scripts refuse the folder; after kill -9 of the first a new one serves the data', async () => {
    const a = await startServer({ dataDir, env });
    servers.push(a);
    await waitForAnswer(a, '/api/health/ready');

    // a live owner is waited for (DATA_DIR_LOCK_WAIT_SECONDS, 10 s by default; 1 s here), then refused by pid
    const owner = (JSON.parse(readFileSync(join(dataDir, 'storefront.lock'), 'utf8')) as { pid: number }).pid;
    const b = await startServer({ dataDir, env: { ...env, DATA_DIR_LOCK_WAIT_SECONDS: '1' } });
    servers.push(b);
    const exit = await b.exited;
    expect(exit.code).not.toBe(0);
    expect(b.output()).toContain(`held by pid ${owner}`);
    expect(b.output()).toContain(`The data folder ${dataDir} is in use by another process (pid ${owner}`);
    expect(b.output()).toContain(`still running after 1 s`);
    expect(b.output()).toContain(`stop that process (kill ${owner})`);

    // seeding or migrating while the server runs is refused too (nothing written)
    for (const script of ['scripts/db-seed.ts', 'scripts/db-migrate.ts']) {
      const run = spawnSync('npx', ['tsx', script], { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DATA_DIR_LOCK_WAIT_SECONDS: '1' }, encoding: 'utf8' });
      expect(run.status, script).not.toBe(0);
      expect(run.stderr, script).toContain(`The data folder ${dataDir} is in use by another process`);
    }

    // A still answers, with its data
    const partner = await fetch(`${a.url}/api/Partners/ByCode/acme`);
    expect(partner.status).toBe(200);

    // kill -9 the process that holds the folder (npm start's server, named in the lock file)
    process.kill(owner, 'SIGKILL');
    await a.exited;

    const c = await startServer({ dataDir, env });
    servers.push(c);
    await waitForAnswer(c, '/api/health/ready');
    const served = await fetch(`${c.url}/api/Partners/ByCode/acme`);
    expect(served.status).toBe(200);
    expect(((await served.json()) as { code: string }).code).toBe('acme');
  });
});
