import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@/lib/backend/db/client';
import { seedDatabase } from '@/lib/backend/db/seed/seed';
import {
  PG_TEMPLATE_DB,
  TEMPLATE_DIR,
  TEMPLATE_PRODUCTS,
  TEST_PASSWORD_COST,
  pgliteTemplateFile,
} from './template';

/**
 * Prepares the database every API test file starts from (migrated + seeded), once per run:
 * a dumped PGlite data folder (reused while migrations and seed are unchanged), or, when
 * TEST_PG_URL names a PostgreSQL server, a template database that test files clone.
 */
export default async function globalSetup(): Promise<void> {
  const pgUrl = process.env.TEST_PG_URL;
  if (pgUrl) return preparePostgresTemplate(pgUrl);
  const file = pgliteTemplateFile();
  if (existsSync(file)) return;
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  for (const old of readdirSync(TEMPLATE_DIR)) rmSync(path.join(TEMPLATE_DIR, old), { force: true });
  const handle = await openDatabase({});
  await seedDatabase(handle.db, { products: TEMPLATE_PRODUCTS, passwordCost: TEST_PASSWORD_COST });
  const dump = await handle.pglite!.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

async function preparePostgresTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${PG_TEMPLATE_DB}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
  await seedDatabase(handle.db, { products: TEMPLATE_PRODUCTS, passwordCost: TEST_PASSWORD_COST });
  await handle.close();
}
