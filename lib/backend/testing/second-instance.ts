import { createApi } from '../app';
import { openDatabase, type Database } from '../db/client';
import { createRevocationTracker, type RevocationTracker } from '../services/revocation-tracker';
import type { TestApi } from './test-api';

/**
 * A second API instance over the test's database (issue #14 item 3, issue #44 item 3): its own
 * deps, and on PostgreSQL its own pool and LISTEN connection; on PGlite (one process per folder,
 * so no second process exists) it shares the database and takes the revocation fallback.
 */
export type SecondInstance = { api: ReturnType<typeof createApi>; db: Database; revocations: RevocationTracker; close: () => Promise<void> };

export async function openSecondInstance(t: TestApi): Promise<SecondInstance> {
  const handle = t.url ? await openDatabase({ url: t.url, migrate: false, poolSize: 4 }) : undefined;
  const db = handle?.db ?? t.db;
  const revocations = createRevocationTracker({ db, kind: 'postgres', now: t.deps.now, accessTokenMinutes: t.deps.env.AUTH_ACCESS_TOKEN_MINUTES, listenUrl: t.url, listenerRetryMs: 1_000, log: () => undefined });
  return {
    api: createApi({ ...t.deps, db, revocations }),
    db,
    revocations,
    close: async () => {
      await revocations.close();
      await handle?.close();
    },
  };
}

/** Polls (bounded) until `check` holds. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
