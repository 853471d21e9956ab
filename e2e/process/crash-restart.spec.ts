import { expect, test } from '@playwright/test';
import { isRunning, isZombie, lockOwner, waitUntil } from '../support/process-checks';
import { freePort, removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';

/**
 * Issue #44 item 8: a service manager restarts the shop at once after a crash, on the same PGlite
 * folder and port. A killed process keeps its pid until it is torn down and reaped, and the lock
 * file names it: the new start must not take that for a live owner (it was refused with
 * data_dir_locked in 2 of 4 tries). Every other restart keeps the killed server's pid in the
 * process table on purpose (its parent, the wrapper, is stopped first, so nobody reaps it): that
 * moment, which happens by chance after a real kill -9, is made certain.
 */
const RESTARTS = 10;
const env = { DEMO_MODE: '1', PUBLIC_URL: 'http://localhost:3000' };

test.describe.configure({ timeout: 300_000 });

test(`kill -9 a running server, then start again at once: ${RESTARTS} of ${RESTARTS} starts serve the same data`, async () => {
  const dataDir = tempDir('storefront-crash-');
  seedDataDir(dataDir);
  const port = await freePort();
  const groups: number[] = [];
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ dataDir, port, env });
    groups.push(server.child.pid!);
    await waitForAnswer(server, '/api/health/ready');
    let served = 0;
    for (let i = 0; i < RESTARTS; i++) {
      const owner = lockOwner(dataDir)!;
      expect(isRunning(owner)).toBe(true);
      const unreaped = i % 2 === 0;
      if (unreaped) {
        process.kill(server.child.pid!, 'SIGSTOP'); // the wrapper (scripts/start.mjs) cannot reap its server now
        process.kill(owner, 'SIGKILL');
        expect(await waitUntil(() => isZombie(owner), 10_000)).toBe(true);
      } else {
        process.kill(-server.child.pid!, 'SIGKILL'); // the whole `npm start`: wrapper and server
      }
      const next = await startServer({ dataDir, port, env });
      groups.push(next.child.pid!);
      await waitForAnswer(next, '/api/health/ready');
      expect(next.output()).not.toContain('in use by another process');
      const partner = await fetch(`${next.url}/api/Partners/ByCode/acme`);
      expect(partner.status).toBe(200);
      expect(lockOwner(dataDir)).not.toBe(owner);
      if (unreaped) process.kill(-server.child.pid!, 'SIGKILL'); // the stopped wrapper goes (and its server is reaped)
      served += 1;
      server = next;
    }
    expect(served).toBe(RESTARTS);
    console.log(`crash-restart: ${served}/${RESTARTS} starts served (${RESTARTS / 2} of them with the killed server still in the process table)`);
  } finally {
    await server?.stop();
    for (const group of groups) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // gone
      }
    }
    removeDir(dataDir);
  }
});
