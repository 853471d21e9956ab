import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { isRunning, lockFileOf, lockOwner, parentOf, portRefuses, waitUntil } from '../support/process-checks';
import { removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';

/**
 * Issue #44 item 8: stopping the command stops the shop. A service manager signals the process it
 * started — `npm start` here, npm's own process only, not its group — and the server must finish
 * gracefully and go: no orphan, the port free and the PGlite folder's lock released within the
 * shutdown timeout (SHUTDOWN_TIMEOUT_SECONDS, 10 s). Also when npm or the wrapper is killed -9.
 */
const env = { DEMO_MODE: '1', PUBLIC_URL: 'http://localhost:3000', SHUTDOWN_TIMEOUT_SECONDS: '10' };
const WITHIN_MS = 12_000; // the shutdown timeout and the wrapper's watch (250 ms), with room for a loaded machine

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let dataDir = '';
test.beforeAll(() => {
  dataDir = tempDir('storefront-npm-');
  seedDataDir(dataDir);
});
test.afterAll(() => removeDir(dataDir));
// A failed test leaves nothing behind: the whole group (npm, sh, wrapper, server) is killed.
let group: number | undefined;
test.afterEach(() => {
  try {
    if (group) process.kill(-group, 'SIGKILL');
  } catch {
    // the group is gone, as it should be
  }
});

/** `npm start` in its own process group, serving; returns it with the server's pid (the lock's owner). */
async function npmStart(): Promise<{ npm: ServerProcess; serverPid: number }> {
  const npm = await startServer({ dataDir, env, command: ['npm', 'start'] });
  group = npm.child.pid;
  await waitForAnswer(npm, '/api/health/ready');
  const serverPid = lockOwner(dataDir)!;
  expect(serverPid).toBeGreaterThan(0);
  expect(serverPid).not.toBe(npm.child.pid);
  return { npm, serverPid };
}

async function expectStoppedCleanly(npm: ServerProcess, serverPid: number): Promise<void> {
  const started = Date.now();
  expect(await waitUntil(() => !isRunning(serverPid), WITHIN_MS), `server pid ${serverPid} still running:\n${npm.output()}`).toBe(true);
  expect(await portRefuses(npm.port)).toBe(true);
  expect(existsSync(lockFileOf(dataDir))).toBe(false);
  expect(Date.now() - started).toBeLessThan(WITHIN_MS);
  expect(npm.output()).toContain('Shutdown complete');
  await npm.exited;
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} to npm start's process: the server shuts down gracefully, no orphan, port and data folder free`, async () => {
    const { npm, serverPid } = await npmStart();
    npm.child.kill(signal); // npm's pid only, as a service manager's stop does
    await expectStoppedCleanly(npm, serverPid);
    expect(npm.output()).toContain(`${signal}: shutting down`);
  });
}

test('kill -9 of npm (nothing forwarded): the wrapper sees its parent gone and stops the server gracefully', async () => {
  const { npm, serverPid } = await npmStart();
  npm.child.kill('SIGKILL');
  await expectStoppedCleanly(npm, serverPid);
  expect(npm.output()).toContain('is gone: stopping the server');
});

test('kill -9 of the wrapper (scripts/start.mjs): the server sees it gone and shuts down gracefully', async () => {
  const { npm, serverPid } = await npmStart();
  const wrapper = parentOf(serverPid);
  expect(wrapper).not.toBe(1);
  process.kill(wrapper, 'SIGKILL');
  await expectStoppedCleanly(npm, serverPid);
  expect(npm.output()).toContain("npm start's process (pid");
});
