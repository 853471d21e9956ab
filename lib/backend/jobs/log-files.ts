import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { logFilesToDelete } from '@/lib/rules/retention-log-files';

/**
 * Deletes the daily log files in `dir` past the log period (lib/rules/retention-log-files.ts: only
 * `storefront-YYYY-MM-DD.log` files, never anything else in the folder). A folder that does not
 * exist yet has nothing to delete; a file another process deleted first is not counted. Returns how
 * many files this call deleted.
 */
export async function purgeLogFiles(dir: string, now: Date, days: number): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of logFilesToDelete(names, now, days)) {
    try {
      await unlink(join(dir, name));
      deleted += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return deleted;
}
