import { sql } from 'drizzle-orm';
import { serverEnv } from '@/lib/config/server-env';
import { createApi, type Api } from './app';
import type { ApiDeps } from './context';
import { publishDataReaders } from './data-versions';
import { databaseAvailability, type UnavailableReason } from './db/availability';
import { backoffDelayMs } from './db/backoff';
import { openDatabase, type DatabaseHandle } from './db/client';
import { isConnectionFailure } from './db/connection-faults';
import { resolveJwtKey } from './services/jwt-key';
import { publishCustomerAccess } from './services/customer-access';
import { publishStaffAccess } from './staff/staff-access';
import { createMailer } from './services/mailer';
import { createRevocationTracker } from './services/revocation-tracker';
import { startJobs, type Jobs } from './jobs/scheduler';

/**
 * (No `server-only` import here: instrumentation.ts, outside the React server layer, calls it at
 * start. Everything that reaches it from the app goes through server-only modules.)
 *
 * The process-wide API instance: the database is opened lazily on the first request (never
 * during `next build`) and kept on globalThis so dev reloads do not reopen it (DESIGN §9).
 *
 * When it cannot be opened (issue #14 item 16) the failure is remembered, callers get a
 * DatabaseUnavailableError at once (the API answers 503, readiness says why) and the opening is
 * retried in the background with bounded backoff (0.5 s doubling to 15 s) until it works.
 */
export type Runtime = { api: Api; deps: ApiDeps; handle: DatabaseHandle };

/** The database is not open (yet): `reason` is what readiness reports. */
export class DatabaseUnavailableError extends Error {
  constructor(
    public readonly reason: UnavailableReason,
    options?: { cause?: unknown },
  ) {
    super(`database unavailable (${reason})`, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Whether `error` is a DatabaseUnavailableError. By name, not instanceof: the runtime lives on
 * globalThis and is shared by several bundles (instrumentation, route handlers, server
 * components), each with its own copy of this class.
 */
export function isDatabaseUnavailable(error: unknown): error is DatabaseUnavailableError {
  return error instanceof Error && error.name === 'DatabaseUnavailableError' && typeof (error as { reason?: unknown }).reason === 'string';
}

type Holder = {
  runtime?: Runtime;
  opening?: Promise<Runtime>;
  failure?: DatabaseUnavailableError;
  attempt: number;
  retry?: ReturnType<typeof setTimeout>;
  closed?: boolean;
  /** The background sweep (jobs/scheduler.ts), running while the database is open. */
  jobs?: Jobs;
  waiters: ((runtime: Runtime) => void)[];
};

const KEY = Symbol.for('partner-storefront.runtime');

function holder(): Holder {
  const g = globalThis as { [KEY]?: Holder };
  g[KEY] ??= { attempt: 0, waiters: [] };
  return g[KEY];
}

/** Why opening failed, for readiness. */
export function unavailableReason(error: unknown): UnavailableReason {
  if (error instanceof Error && error.name === 'DataDirLockedError') return 'data_dir_locked';
  if (isConnectionFailure(error)) return 'database_unreachable';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return 'data_dir_unusable'; // ENOTDIR, EACCES, EEXIST, EROFS, ENOSPC…
  return 'database_error';
}

/**
 * The open runtime. The first call opens the database; while it cannot be opened, calls reject at
 * once with DatabaseUnavailableError (no request waits for the backoff).
 */
export function getRuntime(): Promise<Runtime> {
  const h = holder();
  if (h.runtime) return Promise.resolve(h.runtime);
  // while retrying after a failure, answer "unavailable" at once, even during an attempt in flight
  if (h.failure) return Promise.reject(h.failure);
  if (h.opening) return h.opening;
  return attemptOpen(h);
}

/** The current failure, if the database could not be opened (undefined while open or not tried yet). */
export function runtimeFailure(): DatabaseUnavailableError | undefined {
  return holder().failure;
}

/** Settles when the runtime is open, however many retries that takes. */
export function whenRuntimeOpen(): Promise<Runtime> {
  const h = holder();
  if (h.runtime) return Promise.resolve(h.runtime);
  return new Promise((resolve) => h.waiters.push(resolve));
}

function attemptOpen(h: Holder): Promise<Runtime> {
  const availability = databaseAvailability();
  h.opening = start().then(
    (runtime) => {
      h.opening = undefined;
      if (h.closed) {
        void runtime.handle.close();
        throw new DatabaseUnavailableError('database_error');
      }
      h.runtime = runtime;
      h.failure = undefined;
      h.attempt = 0;
      availability.up();
      availability.setProbe(() => runtime.handle.db.execute(sql`SELECT 1`));
      publishDataReaders(runtime.deps);
      publishCustomerAccess(runtime.deps);
      publishStaffAccess(runtime.deps);
      h.jobs = startJobs(runtime.api.deps, runtime.deps.env.PAYMENT_SWEEP_SECONDS);
      for (const resolve of h.waiters.splice(0)) resolve(runtime);
      return runtime;
    },
    (error: unknown) => {
      h.opening = undefined;
      const failure = new DatabaseUnavailableError(unavailableReason(error), { cause: error });
      h.failure = failure;
      availability.down(failure.reason, error);
      if (!h.closed) {
        h.retry = setTimeout(() => {
          h.retry = undefined;
          attemptOpen(h).catch(() => undefined);
        }, backoffDelayMs(h.attempt++));
        h.retry.unref?.();
      }
      throw failure;
    },
  );
  return h.opening;
}

/** Closes the database (graceful shutdown) and stops retrying; later calls answer "unavailable". */
export async function closeRuntime(): Promise<void> {
  const h = holder();
  h.closed = true;
  if (h.retry) clearTimeout(h.retry);
  h.retry = undefined;
  databaseAvailability().setProbe(undefined);
  publishDataReaders(undefined);
  publishCustomerAccess(undefined);
  publishStaffAccess(undefined);
  await h.jobs?.stop();
  h.jobs = undefined;
  const runtime = h.runtime ?? (await h.opening?.catch(() => undefined));
  h.runtime = undefined;
  h.failure = new DatabaseUnavailableError('database_unreachable');
  await runtime?.handle.close();
}

async function start(): Promise<Runtime> {
  const env = serverEnv();
  const handle = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    sharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB,
    lockWaitMs: env.DATA_DIR_LOCK_WAIT_SECONDS * 1000,
    onIdleError: (error) => databaseAvailability().reportFault(error),
  });
  const revocations = startRevocations(handle, env.DATABASE_URL, env.AUTH_ACCESS_TOKEN_MINUTES);
  const closing = closingRevocations(handle, revocations);
  try {
    const deps: ApiDeps = {
      db: handle.db,
      dbKind: handle.kind,
      env,
      mailer: createMailer(handle.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
      jwtKey: await resolveJwtKey(handle.db, env.AUTH_JWT_SECRET),
      now: () => new Date(),
      revocations,
    };
    return { api: createApi(deps), deps, handle: closing };
  } catch (error) {
    await closing.close().catch(() => undefined);
    throw error;
  }
}

// ── Access-token revocation (issue #14 item 3): a LISTEN connection on PostgreSQL, closed with the database.
function startRevocations(handle: DatabaseHandle, url: string | undefined, accessTokenMinutes: number) {
  return createRevocationTracker({ db: handle.db, kind: handle.kind, now: () => new Date(), accessTokenMinutes, listenUrl: url });
}

function closingRevocations(handle: DatabaseHandle, revocations: ApiDeps['revocations']): DatabaseHandle {
  return {
    ...handle,
    async close() {
      await revocations.close();
      await handle.close();
    },
  };
}

/**
 * Graceful shutdown (issue #14 §19): the production server's preload (scripts/server-preload.cjs,
 * CommonJS outside the bundles) finds closeRuntime on globalThis under SHUTDOWN_KEY once in-flight
 * requests have finished.
 */
const SHUTDOWN_KEY = Symbol.for('partner-storefront.shutdown');
(globalThis as { [SHUTDOWN_KEY]?: () => Promise<void> })[SHUTDOWN_KEY] = closeRuntime;
