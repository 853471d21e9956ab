import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Process-level tests (issue #14): start real production servers (`node scripts/start.mjs`, the
 * build made by `npm run build`) with a chosen environment, talk to them over HTTP, signal them and
 * read what they printed. Each server gets its own port and, unless told otherwise, its own fresh
 * PGlite folder, so these tests never touch the e2e server's database.
 */
export const projectRoot = resolve(__dirname, '..', '..');

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr interleaved). */
  output(): string;
  /** Settles when the process has exited. */
  exited: Promise<Exit>;
  /** Sends `signal` (SIGTERM by default) and waits for the exit (SIGKILL after `graceMs`). */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<Exit>;
};

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** A fresh temporary folder (removed with `removeDir`). */
export function tempDir(prefix = 'storefront-proc-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Fills a PGlite folder with the demo data (a small catalogue), as `npm run db:seed` does. The seed
 * is deterministic: it runs once per product count and run (a folder under the OS temp dir, made
 * aside and renamed into place, so two workers never see half of one), and every later caller gets
 * a copy: ten process specs seeded a folder each, ~15 s of CPU apiece on two cores.
 */
const runId = process.env.E2E_RUN_ID ?? String(process.pid);

/** Seeded folders of runs older than a day are removed (a run's own are left for its later specs). */
function forgetOldSeeds(): void {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith('storefront-seeded-'))) {
    const path = join(tmpdir(), name);
    if (Date.now() - statSync(path).mtimeMs > 86_400_000) removeDir(path);
  }
}

export function seedDataDir(dataDir: string, products = 30): void {
  const seeded = join(tmpdir(), `storefront-seeded-${runId}-${products}`);
  if (!existsSync(seeded)) {
    forgetOldSeeds();
    const fresh = mkdtempSync(`${seeded}-making-`);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: fresh };
    delete env['DATABASE_URL'];
    const r = spawnSync('npx', ['tsx', 'scripts/db-seed.ts', '--products', String(products)], { cwd: projectRoot, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`seeding ${fresh} failed (${r.status ?? r.signal}):\n${r.stdout}\n${r.stderr}`);
    try {
      renameSync(fresh, seeded);
    } catch {
      removeDir(fresh); // another worker's copy arrived first: the same data
    }
  }
  cpSync(seeded, dataDir, { recursive: true });
}

/** Servers still running: killed with their process group if the test process exits first. */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal); // the group is gone already
  }
}

export type StartOptions = {
  /** Extra variables; `undefined` removes a variable inherited from the test runner. */
  env?: Record<string, string | undefined>;
  /** Defaults to a free port. */
  port?: number;
  /** PGlite folder; defaults to a new empty temporary folder (migrated at start). */
  dataDir?: string;
  /** The command's arguments after `node`; defaults to `scripts/start.mjs` (`npm start`). */
  args?: string[];
  /** A whole command instead of `node …args` (e.g. `['npm', 'start']`). */
  command?: string[];
};

/**
 * Starts `npm start`'s server (production mode) without waiting for it. Variables the e2e runner
 * passes to its own server (test endpoints, relaxed rate limits) are not inherited.
 */
export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const inherited = { ...process.env };
  for (const name of ['ENABLE_TEST_ENDPOINTS', 'TEST_ENDPOINTS_SECRET', 'DEMO_MODE', 'AUTH_RATE_LIMIT_ACCOUNT', 'AUTH_RATE_LIMIT_CLIENT', 'DATABASE_URL', 'PUBLIC_URL', 'PUBLIC_ORIGINS', 'E2E_PORT']) delete inherited[name];
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
  for (const [name, value] of Object.entries({
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    HOSTNAME: '0.0.0.0',
    DATA_DIR: options.dataDir ?? tempDir('storefront-data-'),
    ...options.env,
  })) {
    if (value !== undefined) env[name] = value;
  }
  // Its own process group: `npm start` runs the server as a child, and a SIGKILL must reach both.
  const [command, ...args] = options.command ?? [process.execPath, ...(options.args ?? ['scripts/start.mjs'])];
  const child: ChildProcess = spawn(command!, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  live.add(child);
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<Exit>((resolveExit) => child.on('exit', (code: number | null, signal: NodeJS.Signals | null) => resolveExit({ code, signal })));
  let done = false;
  void exited.then(() => {
    done = true;
    live.delete(child);
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => printed,
    exited,
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      // SIGTERM/SIGINT go to the wrapper, which forwards them (what an orchestrator does); SIGKILL
      // goes to the whole group, or the server would live on without its wrapper.
      if (done) {
        // already exited
      } else if (signal === 'SIGKILL') killGroup(child, 'SIGKILL');
      else child.kill(signal);
      const timer = setTimeout(() => !done && killGroup(child, 'SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Polls `path` until it answers `status` (200 by default); fails early when the process exits, with
 * its output in the message.
 */
export async function waitForAnswer(server: ServerProcess, path = '/api/health', status = 200, timeoutMs = 60_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let exit: Exit | undefined;
  void server.exited.then((e) => (exit = e));
  let last = '';
  while (Date.now() < deadline) {
    if (exit) throw new Error(`server exited (${exit.code ?? exit.signal}) before ${path} answered ${status}:\n${server.output()}`);
    try {
      const res = await fetch(server.url + path, { signal: AbortSignal.timeout(5_000) });
      if (res.status === status) return res;
      last = `${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${path} did not answer ${status} within ${timeoutMs} ms (last: ${last}):\n${server.output()}`);
}

/** Whether a process with this pid still exists (a killed server's, read from its lock file). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A demo server's environment for the process tests: test endpoints behind `secret`, loose rate limits, fast password hashing, its own JWT key. */
export const demoServerEnv = (secret: string): Record<string, string> => ({
  DEMO_MODE: '1',
  PUBLIC_URL: 'http://localhost:3000',
  ENABLE_TEST_ENDPOINTS: '1',
  TEST_ENDPOINTS_SECRET: secret,
  AUTH_RATE_LIMIT_ACCOUNT: '1000',
  AUTH_RATE_LIMIT_CLIENT: '1000',
  PASSWORD_SCRYPT_COST: '1024',
  AUTH_JWT_SECRET: randomBytes(48).toString('base64url'),
});
