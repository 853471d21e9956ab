// Runs the API test suite (*.api.test.ts) against a throwaway real PostgreSQL server instead of
// PGlite: initdb in a temp dir, pg_ctl start on a free loopback port, jest with TEST_PG_URL, stop.
// Skips (exit 0) when PostgreSQL is not installed.
//   node scripts/test-pg.mjs [extra jest args]     (also: env TEST_PG_JEST_ARGS="--json ...")
//   node scripts/test-pg.mjs lib/backend/routes/cart.api.test.ts   only the files named
//   TEST_PG_COMMAND="psql \"$TEST_PG_URL\" -c 'select 1'" node scripts/test-pg.mjs
//     runs that shell command instead of jest (TEST_PG_URL is in its environment).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Directory holding both initdb and pg_ctl: PATH first, then the newest /usr/lib/postgresql/N/bin. */
function findPgBin() {
  const pathDirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  let debianDirs = [];
  try {
    debianDirs = readdirSync('/usr/lib/postgresql')
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => `/usr/lib/postgresql/${v}/bin`);
  } catch {
    // no Debian PostgreSQL packages
  }
  return [...pathDirs, ...debianDirs].find((d) => existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl')));
}

const sh = (s) => `'${String(s).replaceAll("'", `'\\''`)}'`; // POSIX single-quote
const hasCommand = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

const bin = findPgBin();
if (!bin) {
  console.log('PostgreSQL suite SKIPPED: initdb/pg_ctl not found on this machine');
  process.exit(0);
}

// initdb refuses to run as root: then run the server binaries as the `postgres` user.
const asRoot = process.getuid?.() === 0;
if (asRoot && spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status !== 0) {
  console.log('Creating system user "postgres" (initdb refuses to run as root)');
  spawnSync('useradd', ['--system', '--no-create-home', 'postgres'], { stdio: 'inherit' });
}
const idOf = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());

/** Runs a PostgreSQL binary (as `postgres` when we are root); returns its exit status. */
function pg(cmd, args, { quiet = false } = {}) {
  const full = [join(bin, cmd), ...args];
  let argv = full;
  if (asRoot) {
    argv = hasCommand('runuser')
      ? ['runuser', '-u', 'postgres', '--', ...full]
      : ['su', 'postgres', '-s', '/bin/sh', '-c', full.map(sh).join(' ')];
  }
  const r = spawnSync(argv[0], argv.slice(1), { cwd: tmp, stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'] });
  return r.status;
}

const tmp = mkdtempSync(join(tmpdir(), 'pg-test-'));
const dataDir = join(tmp, 'data');
const logFile = join(tmp, 'server.log');
if (asRoot) chownSync(tmp, idOf('-u'), idOf('-g'));

let started = false;
let cleanedUp = false;
function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (started) pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop'], { quiet: true });
  rmSync(tmp, { recursive: true, force: true });
}
process.on('exit', cleanup); // last resort (uncaught errors, process.exit)

function fail(message) {
  console.error(`PostgreSQL suite: ${message}`);
  if (existsSync(logFile)) console.error(spawnSync('tail', ['-n', '30', logFile], { encoding: 'utf8' }).stdout);
  process.exit(1);
}

const version = (spawnSync(join(bin, 'pg_ctl'), ['--version'], { encoding: 'utf8' }).stdout.match(/\(PostgreSQL\)\s+(\S+)/) ?? [])[1] ?? '?';

if (pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']) !== 0) {
  fail('initdb failed');
}
const port = await freePort();
const serverOptions = [
  `-p ${port}`,
  `-k ${tmp}`, // unix socket in the temp dir, not /var/run/postgresql
  '-c listen_addresses=127.0.0.1',
  '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
  '-c max_connections=200',
].join(' ');
started = true; // from here on, cleanup tries to stop the server
if (pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-o', serverOptions, 'start'], { quiet: true }) !== 0) {
  fail(`pg_ctl start failed (log: ${logFile})`);
}

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`PostgreSQL suite: PostgreSQL ${version} on 127.0.0.1:${port}`);

// The test command: TEST_PG_COMMAND (a shell command) or jest on the API tests only.
// Test files named on the command line narrow the run to them (jest ORs a positional pattern with
// --testPathPatterns, so the default pattern is left out then); otherwise every API test runs.
const extraJestArgs = [...(process.env.TEST_PG_JEST_ARGS ?? '').split(/\s+/).filter(Boolean), ...process.argv.slice(2)];
const namesFiles = process.argv.slice(2).some((arg) => /\.test\.ts$/.test(arg));
const [cmd, args, shell] = process.env.TEST_PG_COMMAND
  ? [process.env.TEST_PG_COMMAND, [], true]
  : ['node', ['scripts/jest.mjs', ...(namesFiles ? [] : ['--testPathPatterns', '\\.api\\.test\\.ts$']), ...extraJestArgs], false];
const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', shell, env: { ...process.env, TEST_PG_URL: url } });

// Ctrl-C reaches jest directly (same process group); forward SIGTERM/SIGINT and clean up after it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
const code = await new Promise((ok) => {
  child.on('error', (err) => {
    console.error(`PostgreSQL suite: could not run ${cmd}: ${err.message}`);
    ok(1);
  });
  child.on('exit', (c, signal) => ok(c ?? 128 + (constants.signals[signal] ?? 0)));
});
cleanup();
process.exit(code);
