import { and, eq, gt, isNotNull, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens } from '../db/schema';
import { startListener, type Listener } from './revocation-listener';
import { RevokedFamilies, revocationKeepMs } from './revoked-families';

/**
 * Is this access token's session family revoked? (issue #14 item 3, DESIGN §4)
 *
 * Answered from memory in the common case: the families revoked within the access-token lifetime
 * are read from `refresh_tokens` at start, added locally when this process revokes, and, on
 * PostgreSQL, broadcast with NOTIFY (sent in the revoking transaction, so only on commit) to every
 * instance, each LISTENing on a dedicated reconnecting connection that reads the table again after
 * every reconnect. On PGlite one process owns the data folder, so the local set is exact. While
 * the set is not known to be complete (before the first read, or while the listener is away) each
 * check asks the database instead: slower, never wrong.
 */
export const REVOCATION_CHANNEL = 'session_revoked';

export type RevocationStatus = { live: boolean; connects: number; listenerPid?: number; size: number };

export type RevocationTracker = {
  isRevoked(familyId: string): Promise<boolean>;
  /** Call after the revoking transaction committed. */
  markRevoked(familyIds: readonly string[]): void;
  status(): RevocationStatus;
  close(): Promise<void>;
};

export type TrackerOptions = {
  db: Database;
  kind: 'pglite' | 'postgres';
  now: () => Date;
  accessTokenMinutes: number;
  /** PostgreSQL: the URL for the LISTEN connection; without it every check asks the database. */
  listenUrl?: string;
  log?: (line: string) => void;
  /** The listener's first reconnect delay (tests slow it down to see the read-back after a reconnect). */
  listenerRetryMs?: number;
};

export function createRevocationTracker(options: TrackerOptions): RevocationTracker {
  const { db, now } = options;
  const log = options.log ?? ((line: string) => console.warn(line));
  const keepMs = revocationKeepMs(options.accessTokenMinutes);
  const revoked = new RevokedFamilies(keepMs);
  let live = false;
  let connects = 0;
  let loading: Promise<void> | undefined;
  let listener: Listener | undefined;

  const load = async () => {
    const since = new Date(now().getTime() - keepMs);
    const rows = await db
      .select({ familyId: refreshTokens.familyId, revokedAt: max(refreshTokens.revokedAt) })
      .from(refreshTokens)
      .where(and(isNotNull(refreshTokens.revokedAt), gt(refreshTokens.revokedAt, since)))
      .groupBy(refreshTokens.familyId);
    for (const row of rows) if (row.revokedAt) revoked.add(row.familyId, new Date(row.revokedAt).getTime());
  };

  if (options.kind === 'pglite') {
    // The one process on this folder: after one read, every revocation passes through markRevoked.
    const loadOnce = () =>
      (loading ??= load().then(
        () => {
          live = true;
          connects++;
        },
        () => {
          loading = undefined; // the database is not there yet: try again on the next check
        },
      ));
    void loadOnce();
    return tracker(() => (live ? undefined : loadOnce()));
  }

  if (options.listenUrl) {
    listener = startListener({
      url: options.listenUrl,
      channel: REVOCATION_CHANNEL,
      minRetryMs: options.listenerRetryMs,
      onMessage: (payload) => {
        const at = now().getTime();
        for (const familyId of payload.split(',')) if (familyId) revoked.add(familyId, at);
      },
      onConnected: load,
      onStateChange: (isLive, reason) => {
        live = isLive;
        if (isLive) connects++;
        log(
          isLive
            ? '[sessions] revocation listener connected: access tokens are checked in memory'
            : `[sessions] revocation listener lost (${reason}): checking the database per request until it is back`,
        );
      },
    });
  }
  return tracker(() => undefined);

  function tracker(beforeCheck: () => unknown): RevocationTracker {
    return {
      async isRevoked(familyId) {
        const at = now().getTime();
        if (revoked.has(familyId, at)) return true;
        beforeCheck();
        if (live) return false;
        const [row] = await db
          .select({ one: sql<number>`1` })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
          .limit(1);
        if (row) revoked.add(familyId, at);
        return Boolean(row);
      },
      markRevoked(familyIds) {
        const at = now().getTime();
        for (const familyId of familyIds) revoked.add(familyId, at);
      },
      status: () => ({ live, connects, listenerPid: listener?.pid, size: revoked.size }),
      async close() {
        live = false;
        await listener?.close();
      },
    };
  }
}
