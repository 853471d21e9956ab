import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir, lockWaitMs } from './data-dir-lock';
import * as schema from './schema';

/** Both drivers share this type: the rest of the backend never knows which one it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the embedded instance (tests dump it as a template). */
  pglite?: PGlite;
};

export type OpenDatabaseOptions = {
  /** PostgreSQL connection URL; when absent, PGlite is used. */
  url?: string;
  /** PGlite data folder; absent = in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data folder (the test template). */
  loadDataDir?: Blob;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /** PGlite's buffer cache in MB (default PGLITE_SHARED_BUFFERS_MB). */
  sharedBuffersMb?: number;
  /** node-postgres pool size. */
  poolSize?: number;
  /** node-postgres: an idle pooled connection failed (the server went away); without a listener the process would crash. */
  onIdleError?: (error: Error) => void;
  /** PGlite: how long a folder held by another process is waited for (default DATA_DIR_LOCK_WAIT_SECONDS, 10 s). */
  lockWaitMs?: number;
};

/** node-postgres: give up connecting after this long (an unreachable host would otherwise hang a request forever). */
const CONNECT_TIMEOUT_MS = 5_000;

export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib', 'backend', 'db', 'migrations');

/** A fixed advisory-lock id so that instances starting together migrate one at a time. */
const MIGRATION_LOCK_ID = 724_311_002;

/**
 * PGlite's buffer cache, in MB. Postgres' default (128 MB) grows PGlite's WebAssembly memory from
 * its fixed 128 MB start to ≈ 240 MB under load; 32 MB keeps it at the start (issue #15: peak RSS
 * under the benchmark 599 → 513 MB, same throughput). Pages that miss it come from the OS file cache.
 */
export const PGLITE_SHARED_BUFFERS_MB = 32;

/** PGlite's own start parameters, with the buffer cache's size. */
export const pgliteStartParams = (sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB): string[] => [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${sharedBuffersMb}MB`,
];

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (options.url) {
    if (shouldMigrate) await migratePostgres(options.url);
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // One process per data folder (issue #14 item 15): a second one is refused before PGlite touches it.
  // Held by a process still stopping or just killed: waited for, bounded (issue #44 item 8).
  const release =
    options.dataDir && !options.loadDataDir
      ? await lockDataDir(options.dataDir, {
          waitMs: options.lockWaitMs ?? lockWaitMs(process.env.DATA_DIR_LOCK_WAIT_SECONDS),
          onWait: (owner, waitMs) =>
            console.log(`The data folder ${path.resolve(/*turbopackIgnore: true*/ options.dataDir!)} is held by pid ${owner.pid} on ${owner.host}: waiting up to ${waitMs / 1000} s for it to exit`),
        })
      : () => undefined;
  try {
    const startParams = pgliteStartParams(options.sharedBuffersMb);
    const pglite = options.loadDataDir
      ? new PGlite({ loadDataDir: options.loadDataDir, startParams })
      : new PGlite({ dataDir: options.dataDir ? path.resolve(/*turbopackIgnore: true*/ options.dataDir) : undefined, startParams });
    await pglite.waitReady;
    const db = drizzlePglite(pglite, { schema });
    if (shouldMigrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    const close = async () => {
      try {
        await pglite.close();
      } finally {
        release();
      }
    };
    return { db: db as unknown as Database, kind: 'pglite', pglite, close };
  } catch (error) {
    release();
    throw error;
  }
}

async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => undefined); // a lost connection surfaces as the failing query's error
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}

/** True when every migration in the folder is recorded as applied (readiness probe). */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const fs = await import('node:fs/promises');
  const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  // drizzle keeps its bookkeeping in drizzle.__drizzle_migrations on both drivers
  const result = (await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as {
    rows: { n: number }[];
  };
  return (result.rows[0]?.n ?? 0) >= journal.entries.length;
}
