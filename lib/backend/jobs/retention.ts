import { RETENTION_DAYS, RETENTION_KINDS, type RetentionKind } from '@/lib/config/retention';
import { rateLimitCutoff, retentionCutoff } from '@/lib/rules/retention-cutoff';
import type { ApiDeps } from '../context';
import { isConnectionFailure } from '../db/connection-faults';
import { faultLog } from './job-faults';
import { purgeLogFiles } from './log-files';
import { purgeIdempotencyKeys } from './payment-expiry';
import * as purges from './retention-purges';

/**
 * The retention job (issue #49 item 3, decision 0097): deletes what is past its period in
 * lib/config/retention.ts — abandoned carts, idempotency keys, old mail, spent tokens and
 * sessions, throttling counters, consent records, audit rows, and (with LOG_DIR) the server's old
 * log files. Orders, payments, returns and fiscal documents are never touched (tax law keeps them).
 * Each kind is purged in batches of RETENTION_BATCH rows per statement; the scheduler runs it a
 * few minutes after the start and then once a day, one run at a time per process. Several
 * processes may run it together: each row is deleted once, and a row that is still live (a cart
 * changed meanwhile, a token not yet expired) never qualifies.
 */
export const RETENTION_BATCH = 5000;
/** The first run, a little after the start (after the other jobs' first runs); then daily. */
export const RETENTION_FIRST_MS = 3 * 60_000;
export const RETENTION_EVERY_MS = 24 * 3_600_000;

export type RetentionResult = Record<RetentionKind, number>;

type RetentionDeps = Pick<ApiDeps, 'db' | 'now'> & { env: Pick<ApiDeps['env'], 'AUTH_RATE_LIMIT_WINDOW_SECONDS' | 'LOG_DIR'> };

type Run = (deps: RetentionDeps, now: Date, batch: number) => Promise<number>;

const cutoff = (kind: RetentionKind, now: Date) => retentionCutoff(now, RETENTION_DAYS[kind]);
const rows =
  (kind: RetentionKind, purge: purges.Purge): Run =>
  (deps, now, batch) =>
    purge(deps.db, cutoff(kind, now), batch, now);

/** How each kind is purged; its period is RETENTION_DAYS[kind]. */
const RUNS: Record<RetentionKind, Run> = {
  abandonedCarts: rows('abandonedCarts', purges.purgeAbandonedCarts),
  idempotencyKeys: async (deps, now, batch) => {
    // The payment sweep's purge (it runs it every minute too), until a batch is short.
    let deleted = 0;
    for (;;) {
      const step = await purgeIdempotencyKeys({ db: deps.db, now: () => now }, batch);
      deleted += step;
      if (step < batch) return deleted;
    }
  },
  sentMail: rows('sentMail', purges.purgeSentMail),
  unsentMail: rows('unsentMail', purges.purgeUnsentMail),
  oneTimeTokens: rows('oneTimeTokens', purges.purgeOneTimeTokens),
  refreshTokens: rows('refreshTokens', purges.purgeRefreshTokens),
  staffSessions: rows('staffSessions', purges.purgeStaffSessions),
  staffPasswordLinks: rows('staffPasswordLinks', purges.purgeStaffPasswordLinks),
  // The login throttle's window may be set longer than the period: such windows are kept while they count.
  rateLimits: (deps, now, batch) => purges.purgeRateLimits(deps.db, rateLimitCutoff(now, RETENTION_DAYS.rateLimits, deps.env.AUTH_RATE_LIMIT_WINDOW_SECONDS), batch, now),
  consentRecords: rows('consentRecords', purges.purgeConsentRecords),
  serverLogs: (deps, now) => (deps.env.LOG_DIR ? purgeLogFiles(deps.env.LOG_DIR, now, RETENTION_DAYS.serverLogs) : Promise.resolve(0)),
  staffAudit: rows('staffAudit', purges.purgeStaffAudit),
  impersonations: rows('impersonations', purges.purgeImpersonations),
  privacyRequests: rows('privacyRequests', purges.purgePrivacyRequests),
};

/**
 * One retention run at `deps.now()`: every kind in turn, how many rows (files, for serverLogs)
 * each deleted. A kind that fails is logged and counted 0, and the others still run; the database
 * going away fails the whole run (one line through the scheduler's fault log).
 */
export async function purgeRetention(deps: RetentionDeps, batch = RETENTION_BATCH): Promise<RetentionResult> {
  const now = deps.now();
  const result = Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, 0])) as RetentionResult;
  for (const kind of RETENTION_KINDS) {
    try {
      result[kind] = await RUNS[kind](deps, now, batch);
    } catch (error) {
      if (isConnectionFailure(error)) throw error;
      console.error(`[retention] purging ${kind} failed`, error);
    }
  }
  return result;
}

/**
 * The scheduler's side (scheduler.ts): `run` starts a run unless one is in flight in this process
 * (or the jobs stopped), logs what was deleted, and reports failures through faultLog; `stop`
 * refuses new runs and waits for the one in flight.
 */
export function retentionRunner(deps: RetentionDeps) {
  const faults = faultLog('[retention] purge', deps.now);
  let running: Promise<void> | undefined;
  let stopped = false;
  return {
    run(): Promise<void> {
      if (stopped) return Promise.resolve();
      running ??= purgeRetention(deps)
        .then((result) => {
          faults.succeeded();
          const deleted = Object.fromEntries(Object.entries(result).filter(([, n]) => n > 0));
          if (Object.keys(deleted).length > 0) console.log('[retention] purged', deleted);
        })
        .catch((error: unknown) => faults.failed(error))
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    async stop(): Promise<void> {
      stopped = true;
      await running;
    },
  };
}
