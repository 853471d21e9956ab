import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { freePort, projectRoot } from './server-process';

/**
 * A throwaway PostgreSQL server for process-level tests (as scripts/test-pg.mjs makes one):
 * initdb in a temporary folder, pg_ctl start/stop on a chosen loopback port. `findPgBin()` is
 * undefined where PostgreSQL is not installed: the tests then say so and do not run.
 */
export function findPgBin(): string | undefined {
  const pathDirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  let debianDirs: string[] = [];
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

export const PG_MISSING = 'PostgreSQL is not installed on this machine (initdb/pg_ctl not found): the PostgreSQL fault tests do not run here';

export type PostgresServer = { url: string; start(): void; stop(): void; remove(): void };

/** Prepares (initdb) a PostgreSQL data folder for `port`; start() and stop() run pg_ctl. */
export function createPostgres(bin: string, port: number): PostgresServer {
  const asRoot = process.getuid?.() === 0;
  const tmp = mkdtempSync(join(tmpdir(), 'pg-proc-'));
  const dataDir = join(tmp, 'data');
  const logFile = join(tmp, 'server.log');
  if (asRoot) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(tmp, id('-u'), id('-g'));
  }
  const run = (cmd: string, args: string[]) => {
    const full = [join(bin, cmd), ...args];
    const argv = asRoot ? ['runuser', '-u', 'postgres', '--', ...full] : full;
    const r = spawnSync(argv[0]!, argv.slice(1), { cwd: tmp, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr}\n${spawnSync('tail', ['-n', '20', logFile], { encoding: 'utf8' }).stdout}`);
  };
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = [`-p ${port}`, `-k ${tmp}`, '-c listen_addresses=127.0.0.1', '-c fsync=off -c synchronous_commit=off -c full_page_writes=off'].join(' ');
  let running = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      run('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-o', options, 'start']);
      running = true;
    },
    stop() {
      if (!running) return;
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    remove() {
      try {
        this.stop();
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}

/** A throwaway PostgreSQL server on a free loopback port, started; `stop()` stops and removes it. */
export async function startPostgres(bin: string): Promise<{ url: string; stop(): void }> {
  const pg = createPostgres(bin, await freePort());
  pg.start();
  return { url: pg.url, stop: () => pg.remove() };
}

/** Seeds a PostgreSQL database with the demo data (`npm run db:seed`). */
export function seedPostgres(url: string, products = 30): void {
  const r = spawnSync('npx', ['tsx', 'scripts/db-seed.ts', '--products', String(products)], { cwd: projectRoot, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`seeding ${url} failed (${r.status ?? r.signal}):\n${r.stdout}\n${r.stderr}`);
}
