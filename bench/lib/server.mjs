// The benchmark's processes: build and seed, the production server (and its peak RSS), and the
// plain node:http server it is compared with.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { resolve } from 'node:path';
import { changedSinceBuild } from './build-freshness.ts';

export const root = resolve(import.meta.dirname, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

export const log = (...args) => console.log('[bench]', ...args);
export const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

export function runOrExit(cmd, args, env = process.env, cwd = root) {
  log(`$ ${cmd} ${args.join(' ')}${cwd === root ? '' : ` (in ${cwd})`}`);
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`[bench] "${cmd} ${args.join(' ')}" failed (${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
}

export function freePort() {
  return new Promise((ok, fail) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '0.0.0.0', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

/** Why the checkout in `cwd` must be built: no build yet, or a file of the app changed after it. */
function reasonToBuild(cwd) {
  if (!existsSync(resolve(cwd, '.next/standalone/server.js')) || !existsSync(resolve(cwd, '.next/BUILD_ID'))) return 'there is no build';
  const listed = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd, encoding: 'utf8' });
  if (listed.status !== 0) return undefined; // not a git checkout: the build is taken as it is
  const files = listed.stdout.split('\n').flatMap((path) => {
    if (!path) return [];
    try {
      return [{ path, modifiedAt: statSync(resolve(cwd, path)).mtimeMs }];
    } catch {
      return []; // deleted since the last commit
    }
  });
  const changed = changedSinceBuild(statSync(resolve(cwd, '.next/BUILD_ID')).mtimeMs, files);
  return changed && `${changed.path} changed after the build`;
}

/**
 * Builds when there is no build, or when a file of the app changed after it (a stale build would
 * measure the previous code), then seeds a fresh database in `dataDir`. `cwd`: another checkout
 * of the app (lighthouse:ab's baseline), with its own build and seed script.
 */
export function buildAndSeed({ products, dataDir, cwd = root }) {
  const reason = reasonToBuild(cwd);
  if (reason) {
    log(`building: ${reason}`);
    runOrExit(npm, ['run', 'build'], process.env, cwd);
  }
  mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env, DATA_DIR: dataDir };
  // PGlite in dataDir; BENCH_DATABASE_URL: PostgreSQL there instead (the import step's figure on
  // PostgreSQL, decision 0043: `TEST_PG_COMMAND='BENCH_DATABASE_URL="$TEST_PG_URL" npm run bench' node scripts/test-pg.mjs`).
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else delete env.DATABASE_URL;
  runOrExit(npx, ['tsx', 'scripts/db-seed.ts', '--products', String(products), '--reset'], env, cwd);
  return env;
}

/**
 * The production server in demo mode on a free port bound to 127.0.0.1 (as behind a reverse proxy),
 * ready when /api/health/ready answers. Access tokens live two hours so that no logged-in route of a
 * long run meets an expired token (their lifetime costs nothing per request).
 */
export async function startServer(env, nodeFlags = [], { host = '127.0.0.1', cwd = root } = {}) {
  const port = await freePort();
  const base = `http://${host}:${port}`;
  log(`starting the server on ${host}:${port}${cwd === root ? '' : ` from ${cwd}`}`);
  const server = spawn(process.execPath, [...nodeFlags, 'scripts/start.mjs'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(port), HOSTNAME: host, NODE_ENV: 'production', DEMO_MODE: '1', BENCH_BARE_PAGE: '1', PUBLIC_URL: base, AUTH_ACCESS_TOKEN_MINUTES: '120' },
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((ok) => (server.exitCode !== null ? ok() : server.once('exit', ok)));
  };
  process.on('exit', () => server.exitCode === null && server.kill('SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if (Date.now() - started > 120_000) throw new Error('the server was not ready within 120 s');
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  log(`ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { base, pid: await realServerPid(server.pid), stop };
}

/** start.mjs spawns the real server (.next/standalone/server.js) as its child: that is the one to sample. */
async function realServerPid(pid) {
  for (let i = 0; i < 20; i++) {
    try {
      const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
      if (text) return Number(text.split(/\s+/)[0]);
    } catch {
      break; // no /proc: sample start.mjs itself
    }
    await sleep(100);
  }
  return pid;
}

function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Samples the process's resident set every 200 ms; `phase(label)` names what runs from then on,
 * `stop()` answers the peak in MB and the peak of each phase (where the memory goes up).
 */
export function sampleRss(pid) {
  let peakKb = rssKb(pid);
  let phase = 'start-up and preparation';
  const phases = new Map([[phase, peakKb]]);
  const sample = () => {
    const kb = rssKb(pid);
    peakKb = Math.max(peakKb, kb);
    phases.set(phase, Math.max(phases.get(phase) ?? 0, kb));
  };
  const timer = setInterval(sample, 200);
  return {
    phase(label) {
      sample();
      phase = label;
    },
    stop() {
      clearInterval(timer);
      sample();
      return { peakMb: peakKb / 1024, phases: [...phases].map(([label, kb]) => ({ label, peakMb: Math.round(kb / 1024) })) };
    },
  };
}

/** The lower bound: a plain Node HTTP server answering a fixed small page. */
export async function startPlainServer() {
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title></head><body><p>Hello</p></body></html>';
  const plain = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  const port = await freePort();
  await new Promise((ok) => plain.listen(port, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${port}/`, close: () => plain.close() };
}
