// `npm run db:migrate`: applies pending migrations (openDatabase migrates on open) and exits.
// DATABASE_URL → PostgreSQL; otherwise PGlite in DATA_DIR (default .data).
import { openDatabase } from '@/lib/backend/db/client';
import { DataDirLockedError } from '@/lib/backend/db/data-dir-lock';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || '.data';
  const started = Date.now();
  const handle = await openDatabase({ url, dataDir });
  try {
    console.log(`migrations applied (${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}`}, ${Date.now() - started} ms)`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  // another process has the PGlite folder open: say so in one line, touch nothing (issue #14 item 15)
  if (error instanceof DataDirLockedError) console.error(`db:migrate: ${error.message}`);
  else console.error('db:migrate failed:', error);
  process.exit(1);
});
