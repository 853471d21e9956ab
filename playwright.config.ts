// Playwright e2e (DESIGN §7): Chromium only, against a production build with a fresh seeded
// database started by scripts/e2e-server.mjs.
import { randomBytes } from 'node:crypto';
import { statfsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutablePath } from './e2e/support/browser';
import { testerConsentState } from './e2e/support/consent';

// The access-token signing key of the e2e server, known to the tests so they can forge a validly
// signed but expired token (e2e/support/jwt.ts). Set once in the runner process; the workers
// inherit it through their environment, so `??=` keeps one value per run.
process.env.E2E_JWT_SECRET ??= randomBytes(48).toString('base64url');
// The secret the e2e server's test endpoints (mail outbox, order status) require as X-Test-Secret,
// new for every run the same way; every request of the tests sends it (extraHTTPHeaders).
process.env.E2E_TEST_SECRET ??= randomBytes(32).toString('base64url');
// Names this run's shared fixtures (the seeded PGlite folders of e2e/support/server-process.ts).
process.env.E2E_RUN_ID ??= randomBytes(6).toString('hex');

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = !!process.env.CI;

/**
 * Chromium's --disable-dev-shm-usage moves its shared memory to files in /tmp: a must where
 * /dev/shm is a container's 64 MB, extra file writes where it is large (24 GB on the CI machines).
 * Used only when /dev/shm is under 1 GiB or absent (decision 0040).
 */
function smallDevShm(): boolean {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.blocks * fs.bsize < 2 ** 30;
  } catch {
    return true;
  }
}

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // The JSON report is read by scripts/test-all.mjs to count results.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  // Playwright empties outputDir on start: keep it apart from the jest reports in test-results/.
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    extraHTTPHeaders: { 'X-Test-Secret': process.env.E2E_TEST_SECRET },
    // A trace is recorded only when a failed test runs again (CI retries once): recording one for
    // every test cost a third of the suite's time on two cores (docs/decisions.md, "The CI budget").
    // Locally, `npx playwright test --trace on` records them.
    trace: 'on-first-retry',
    // A visitor who already answered the consent dialog (e2e/support/consent.ts); consent.spec.ts starts without.
    storageState: testerConsentState(baseURL),
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // undefined → Playwright's own Chromium; otherwise Debian's /usr/bin/chromium.
          executablePath: chromiumExecutablePath(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            ...(smallDevShm() ? ['--disable-dev-shm-usage'] : []),
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health/ready`,
    timeout: 180_000,
    reuseExistingServer: !isCI,
    // With reuseExistingServer, a server started by hand must get the same AUTH_JWT_SECRET and
    // TEST_ENDPOINTS_SECRET (export E2E_JWT_SECRET and E2E_TEST_SECRET for both).
    env: { E2E_PORT: String(port), AUTH_JWT_SECRET: process.env.E2E_JWT_SECRET, TEST_ENDPOINTS_SECRET: process.env.E2E_TEST_SECRET },
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
