import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@/lib/backend/db/client';
import { PG_TEMPLATE_DB, pgliteTemplateFile } from './template';

/**
 * A fresh, migrated and seeded database for one test file, made from the prepared template:
 * PGlite loads the dumped data folder (≈ 0.6 s); PostgreSQL clones the template database.
 */
/** `url`: PostgreSQL only, the connection URL of the cloned database (the revocation listener opens its own). */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const pgUrl = process.env.TEST_PG_URL;
  if (!pgUrl) {
    const blob = new Blob([readFileSync(pgliteTemplateFile())]);
    return openDatabase({ loadDataDir: blob, migrate: false });
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), migrate: false, poolSize: 20 });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      // pool.end() resolves before every backend has gone; a forced drop would kill a connection
      // still closing (and fail whatever test runs then). Drop politely, retrying briefly.
      const cleanup = new pg.Client({ connectionString: pgUrl });
      await cleanup.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
            break;
          } catch (error) {
            if (attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}
