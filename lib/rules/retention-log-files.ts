import { DAY_MS, retentionCutoff } from './retention-cutoff';

/**
 * The server's daily log files (issue #49 item 3, decision 0097): with LOG_DIR set, scripts/start.mjs
 * writes the server's output to `storefront-YYYY-MM-DD.log`, one file per UTC day, and the
 * retention job deletes the files whose last possible line is older than the log period. Only
 * names of exactly this form are ever deleted: anything else in the folder is the operator's.
 */
const LOG_FILE = /^storefront-(\d{4})-(\d{2})-(\d{2})\.log$/;

/** The file a line written at `at` goes to (scripts/start.mjs names it the same way). */
export const logFileName = (at: Date): string => `storefront-${at.toISOString().slice(0, 10)}.log`;

/** The UTC day (its midnight) a log file's name says, or undefined for any other name (or a day that does not exist). */
export function logFileDay(name: string): Date | undefined {
  const match = LOG_FILE.exec(name);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 would roll over to March: not a name start.mjs writes.
  if (midnight.getUTCFullYear() !== year || midnight.getUTCMonth() !== month - 1 || midnight.getUTCDate() !== day) return undefined;
  return midnight;
}

/** The names among `names` to delete at `now`: log files whose day ended before the cutoff. */
export function logFilesToDelete(names: readonly string[], now: Date, days: number): string[] {
  const cutoff = retentionCutoff(now, days).getTime();
  return names.filter((name) => {
    const day = logFileDay(name);
    return day !== undefined && day.getTime() + DAY_MS <= cutoff;
  });
}
