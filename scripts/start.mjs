// `npm start`: the production server from .next/standalone (DESIGN §2, ops on a Node host).
// Honours PORT, HOSTNAME, DATA_DIR and LOG_DIR; `--demo` (npm run shop) sets DEMO_MODE=1 (test payments); the standalone server changes its working directory,
// so a relative DATA_DIR or LOG_DIR is resolved against the project folder first.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const server = resolve(root, '.next/standalone/server.js');
// Client address per TRUST_PROXY and graceful shutdown on SIGTERM/SIGINT (scripts/server-preload.cjs).
const preload = resolve(root, '.next/standalone/server-preload.cjs');
if (!existsSync(server) || !existsSync(preload)) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}
// PORT is checked here too: the standalone server would fall back to 3000 on `abc` and die with a
// stack on `99999` before the server's own validation (lib/config/server-env.ts) could speak.
const port = process.env.PORT || '3000';
if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
  console.error(`Invalid environment configuration:\n  - PORT: must be a whole number from 1 to 65535 (got "${port}")`);
  process.exit(1);
}
// LOG_DIR (decision 0097): the server's output also goes to one file per UTC day, named as
// lib/rules/retention-log-files.ts says; the server's retention job deletes the old ones.
const logDir = process.env.LOG_DIR ? resolve(root, process.env.LOG_DIR) : undefined;
if (logDir) {
  try {
    mkdirSync(logDir, { recursive: true });
  } catch (error) {
    console.error(`Invalid environment configuration:\n  - LOG_DIR: cannot create the folder ${logDir} (${error.code ?? error.message})`);
    process.exit(1);
  }
}
const demo = process.argv.includes('--demo');
const env = {
  ...process.env,
  ...(demo ? { DEMO_MODE: '1', CARRIER_SANDBOX_AUTOPLAY_SECONDS: process.env.CARRIER_SANDBOX_AUTOPLAY_SECONDS || '60' } : {}),
  NODE_ENV: 'production',
  PORT: port,
  HOSTNAME: process.env.HOSTNAME || '0.0.0.0',
  DATA_DIR: resolve(root, process.env.DATA_DIR || '.data'),
  ...(logDir ? { LOG_DIR: logDir } : {}),
};
console.log(`Starting the storefront on http://${env.HOSTNAME === '0.0.0.0' ? 'localhost' : env.HOSTNAME}:${env.PORT} (data: ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR})`);
if (env.DEMO_MODE === '1' || env.DEMO_MODE === 'true') {
  console.log('DEMO MODE: payments and fiscal documents go to the built-in test sandboxes, no money is taken and nothing reaches AADE. Not for real customers.');
}
// A bounded V8 heap: without it V8 grows the heap freely under concurrent SSR (measured 1.1 GB
// RSS at 10 connections, 20 000 products); a 384 MB old space keeps it far lower at the same
// throughput (570–640 MB measured). NODE_HEAP_MB changes the limit; flags already in NODE_OPTIONS win.
const heapMb = Number(process.env.NODE_HEAP_MB || 384);
const nodeOptions = process.env.NODE_OPTIONS ?? '';
const heapFlags = [
  ...(nodeOptions.includes('--max-old-space-size') ? [] : [`--max-old-space-size=${heapMb}`]),
  ...(nodeOptions.includes('--max-semi-space-size') ? [] : ['--max-semi-space-size=8']),
];
// Profiling flags given to this script (`node --cpu-prof scripts/start.mjs`, which NODE_OPTIONS
// refuses) are meant for the server: passed on (npm run bench:profile).
const profileFlags = process.execArgv.filter((flag) => /^--(cpu|heap)-prof/.test(flag));
// The server watches this process (server-preload.cjs): should it die without passing a signal on
// (kill -9), the server shuts down gracefully instead of living on as an orphan.
env.STOREFRONT_WRAPPER_PID = String(process.pid);
const child = spawn(process.execPath, [...heapFlags, ...profileFlags, '--require', preload, server], { env, stdio: logDir ? ['inherit', 'pipe', 'pipe'] : 'inherit' });
if (logDir) {
  const toFile = dailyLogFile(logDir);
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    toFile(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    toFile(chunk);
  });
}
// The server finishes its requests and exits 0 on these; exit as it did (with LOG_DIR, once its last output is written).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on(logDir ? 'close' : 'exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
// `npm start` runs this under `sh -c` (package.json execs it, so npm's forwarded SIGTERM lands
// here). Should whatever started this process die without a signal reaching it (npm or a shell
// killed with -9, an npm that does not forward), the parent changes: stop the server as on SIGTERM.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  console.error(`The process that started the storefront (pid ${parent}) is gone: stopping the server`);
  child.kill('SIGTERM');
}, 250);
watch.unref();

/**
 * Appends output to `dir/storefront-YYYY-MM-DD.log`, the UTC day it arrives in (a new file at
 * midnight). A file that cannot be written is said once on stderr and tried again with the next
 * output: the server's own output is never held up by it.
 */
function dailyLogFile(dir) {
  let day;
  let fd;
  let failing = false;
  return (chunk) => {
    try {
      const today = new Date().toISOString().slice(0, 10);
      if (today !== day) {
        const previous = fd;
        fd = undefined;
        if (previous !== undefined) closeSync(previous);
        fd = openSync(join(dir, `storefront-${today}.log`), 'a');
        day = today;
      }
      writeSync(fd, chunk);
      failing = false;
    } catch (error) {
      if (!failing) console.error(`The server's log file in ${dir} cannot be written (${error.code ?? error.message}): the output goes to stdout only until it can`);
      failing = true;
      day = undefined;
    }
  };
}
