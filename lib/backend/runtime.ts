import { serverEnv } from '@/lib/config/server-env';
import { createApi, type Api } from './app';
import type { ApiDeps } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { resolveJwtKey } from './services/jwt-key';
import { createMailer } from './services/mailer';
import { createRevocationTracker } from './services/revocation-tracker';

/**
 * (No `server-only` import here: instrumentation.ts, outside the React server layer, calls it at
 * start. Everything that reaches it from the app goes through server-only modules.)
 *
 * The process-wide API instance: the database is opened lazily on the first request (never
 * during `next build`) and kept on globalThis so dev reloads do not reopen it (DESIGN §9).
 */
type Runtime = { api: Api; deps: ApiDeps; handle: DatabaseHandle };

const KEY = Symbol.for('partner-storefront.runtime');
type Holder = { [KEY]?: Promise<Runtime> };

export function getRuntime(): Promise<Runtime> {
  const holder = globalThis as Holder;
  holder[KEY] ??= start().catch((error: unknown) => {
    delete holder[KEY]; // let the next request try again
    throw error;
  });
  return holder[KEY];
}

async function start(): Promise<Runtime> {
  const env = serverEnv();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const deps: ApiDeps = {
    db: handle.db,
    dbKind: handle.kind,
    env,
    mailer: createMailer(handle.db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    jwtKey: await resolveJwtKey(handle.db, env.AUTH_JWT_SECRET),
    now: () => new Date(),
    revocations: startRevocations(handle, env.DATABASE_URL, env.AUTH_ACCESS_TOKEN_MINUTES),
  };
  return { api: createApi(deps), deps, handle: closingRevocations(handle, deps) };
}

// ── Access-token revocation (issue #14 item 3): a LISTEN connection on PostgreSQL, closed with the database.
function startRevocations(handle: DatabaseHandle, url: string | undefined, accessTokenMinutes: number) {
  return createRevocationTracker({ db: handle.db, kind: handle.kind, now: () => new Date(), accessTokenMinutes, listenUrl: url });
}

function closingRevocations(handle: DatabaseHandle, deps: ApiDeps): DatabaseHandle {
  return {
    ...handle,
    async close() {
      await deps.revocations.close();
      await handle.close();
    },
  };
}

/**
 * Closes the process-wide runtime's database, if one was opened (graceful shutdown, issue #14 §19).
 * The production server's preload (scripts/server-preload.cjs, CommonJS outside the bundles)
 * finds it on globalThis under SHUTDOWN_KEY once in-flight requests have finished.
 */
export async function closeRuntime(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[KEY];
  delete holder[KEY];
  const runtime = await pending?.catch(() => undefined);
  await runtime?.handle.close();
}

const SHUTDOWN_KEY = Symbol.for('partner-storefront.shutdown');
(globalThis as { [SHUTDOWN_KEY]?: () => Promise<void> })[SHUTDOWN_KEY] = closeRuntime;
