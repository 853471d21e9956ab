import { spawnSync } from 'node:child_process';
import { chownSync, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { freePort, projectRoot, removeDir, tempDir } from './server-process';

/** Folder holding initdb and pg_ctl (PATH first, then Debian's /usr/lib/postgresql/N/bin), if PostgreSQL is installed. */
export function postgresBin(): string | undefined {
  const debian = ['17', '16', '15', '14'].map((v) => `/usr/lib/postgresql/${v}/bin`);
  return [...(process.env.PATH ?? '').split(delimiter), ...debian].find((d) => d && existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl')));
}

export type ThrowawayPostgres = { url: string; stop(): void };

/** A throwaway PostgreSQL server on a free loopback port (as scripts/test-pg.mjs starts one). */
export async function startPostgres(bin: string): Promise<ThrowawayPostgres> {
  const asRoot = process.getuid?.() === 0; // initdb refuses root: run as `postgres` then
  if (asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) spawnSync('useradd', ['--system', '--no-create-home', 'postgres']);
  const dir = tempDir('storefront-pg-');
  if (asRoot) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout));
  const run = (cmd: string, args: string[]) => {
    const argv = asRoot ? ['runuser', '-u', 'postgres', '--', join(bin, cmd), ...args] : [join(bin, cmd), ...args];
    const r = spawnSync(argv[0]!, argv.slice(1), { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed (${r.status ?? r.signal}): ${r.stderr}`);
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync(asRoot ? 'runuser' : join(bin, 'pg_ctl'), asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', 'stop'] : ['-D', data, '-m', 'fast', 'stop']);
      removeDir(dir);
    },
  };
}

/** Seeds a PostgreSQL database with the demo data (`npm run db:seed`). */
export function seedPostgres(url: string, products = 30): void {
  const r = spawnSync('npx', ['tsx', 'scripts/db-seed.ts', '--products', String(products)], { cwd: projectRoot, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`seeding ${url} failed (${r.status ?? r.signal}):\n${r.stdout}\n${r.stderr}`);
}
