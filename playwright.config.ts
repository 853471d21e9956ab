// Playwright e2e (DESIGN §7): Chromium only, against a production build with a fresh seeded
// database started by scripts/e2e-server.mjs.
import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutablePath } from './e2e/support/browser';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = !!process.env.CI;

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
    trace: 'retain-on-failure',
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
            '--disable-dev-shm-usage',
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
    env: { E2E_PORT: String(port) },
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
