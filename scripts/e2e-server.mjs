// The server Playwright's webServer starts (see playwright.config.ts): a production build on a
// fresh, seeded PGlite data folder, with the test-only endpoints (mail outbox…) switched on, in
// demo mode (the payment sandboxes), with PUBLIC_URL set as a real deployment sets it (canonical
// and hreflang links, robots and the sitemap are absolute on it). A demo without PUBLIC_URL, on a
// random port, is proven by e2e/process/deployment.spec.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '3100';
const products = process.env.E2E_SEED_PRODUCTS ?? '400';
// One folder per port, so two runs on different ports (E2E_PORT) never wipe each other's database.
const dataDir = resolve(root, `.cache/e2e-data-${port}`);
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function runOrExit(cmd, args, env = process.env) {
  console.log(`[e2e-server] $ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`[e2e-server] "${cmd} ${args.join(' ')}" failed (${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
}

// 1. Build once if there is no standalone server yet (npm test builds before the e2e step).
if (!existsSync(resolve(root, '.next/standalone/server.js'))) runOrExit(npm, ['run', 'build']);

// 2. A fresh database for every run, so tests never see leftovers of the previous one.
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const dbEnv = { ...process.env, DATA_DIR: dataDir };
delete dbEnv.DATABASE_URL; // always PGlite here, even if the shell points at a PostgreSQL
runOrExit(npx, ['tsx', 'scripts/db-seed.ts', '--products', products], dbEnv);

// 3. Start the production server; Playwright waits for /api/health/ready.
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...dbEnv,
    PORT: port,
    // Bound to the loopback address, as behind a reverse proxy (server-preload.cjs makes Next 16's
    // middleware rewrites work with it: see docs/decisions.md).
    HOSTNAME: '127.0.0.1',
    ENABLE_TEST_ENDPOINTS: '1',
    // The payment expiry sweep looks every second (a test shortens an order's deadline to see it).
    PAYMENT_SWEEP_SECONDS: '1',
    // Required by the test endpoints as X-Test-Secret (playwright.config.ts generates it per run).
    TEST_ENDPOINTS_SECRET: process.env.TEST_ENDPOINTS_SECRET,
    DEMO_MODE: '1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PUBLIC_ORIGINS: undefined,
    NODE_ENV: 'production',
    // The tests forge expired access tokens with this key (playwright.config.ts sets it); the
    // server's env already inherits it through dbEnv, this line makes the dependency explicit.
    ...(process.env.AUTH_JWT_SECRET ? { AUTH_JWT_SECRET: process.env.AUTH_JWT_SECRET } : {}),
    // Every test logs in, registers or asks for reset links from the same address (127.0.0.1):
    // the default limits (5 failures per account, 30 per client in 15 minutes) would start
    // answering 429 within one run. The limits themselves are covered by the API tests.
    AUTH_RATE_LIMIT_ACCOUNT: '1000',
    AUTH_RATE_LIMIT_CLIENT: '1000',
    // Pictures by URL list fetch only from public addresses; e2e/staff-picture-urls.spec.ts serves its
    // pictures from a server it starts on the loopback address (decision 0045).
    PICTURE_URL_ALLOW_ADDRESSES: '127.0.0.1',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
// Exit like the child did (128 + signal number when it was killed by a signal).
child.on('exit', (code, signal) => {
  if (signal) console.log(`[e2e-server] server stopped by ${signal}`);
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
