import { parseServerEnv, type ServerEnv } from '@/lib/config/server-env';
import { createApi } from '../app';
import type { ApiDeps } from '../context';
import { resolveJwtKey } from '../services/jwt-key';
import { createMailer } from '../services/mailer';
import { memoryObjectStore } from '../object-store/memory-store';
import { hashPassword } from '../services/passwords';
import { createRevocationTracker } from '../services/revocation-tracker';
import { createTestDatabase } from './test-db';
import { TEST_PASSWORD_COST } from './template';

/** The test endpoints' secret of every test API; `call` sends it (X-Test-Secret) unless told otherwise. */
export const TEST_ENDPOINTS_SECRET = 'jest-test-endpoints-secret-0123456789abcdef';

type TestApiOptions = {
  /** Runs on that test API's database instead of a fresh one (a test that only needs other settings saves opening one); `close` leaves it open. */
  onDatabaseOf?: { deps: Pick<ApiDeps, 'db' | 'dbKind'>; url?: string };
  /** Deps to use instead of the test defaults (e.g. the object store of the API whose database is shared). */
  deps?: Partial<ApiDeps>;
};

/**
 * An API on a fresh seeded database for one test file, with a controllable clock.
 * `call` sends JSON with the partner header, like the storefront's client does.
 */
export async function createTestApi(envOverrides: Record<string, string> = {}, { onDatabaseOf, deps: givenDeps }: TestApiOptions = {}) {
  const handle = onDatabaseOf
    ? { db: onDatabaseOf.deps.db, kind: onDatabaseOf.deps.dbKind, url: onDatabaseOf.url, close: async () => undefined }
    : await createTestDatabase();
  let now = new Date('2026-11-22T10:00:00Z');
  /** What the injected deps saw: work labels run after answers, password hashes, login pauses. */
  const work = { afterAnswer: [] as string[], hashes: 0, pauses: [] as number[] };
  let pending: Promise<void>[] = [];
  const env: ServerEnv = parseServerEnv({
    PUBLIC_URL: 'http://shop.test',
    ENABLE_TEST_ENDPOINTS: '1',
    TEST_ENDPOINTS_SECRET,
    PASSWORD_SCRYPT_COST: String(TEST_PASSWORD_COST),
    ...envOverrides,
  });
  const clock = () => now;
  const revocations = createRevocationTracker({
    db: handle.db,
    kind: handle.kind,
    now: clock,
    accessTokenMinutes: env.AUTH_ACCESS_TOKEN_MINUTES,
    listenUrl: handle.url,
    log: () => undefined,
  });
  const deps: ApiDeps = {
    db: handle.db,
    dbKind: handle.kind,
    env,
    mailer: createMailer(handle.db, { from: env.MAIL_FROM }),
    jwtKey: await resolveJwtKey(handle.db, env.AUTH_JWT_SECRET),
    now: clock,
    revocations,
    // Pictures in memory (a test that needs a folder or S3 passes its own store to createApi).
    objectStore: memoryObjectStore(),
    // Work after the answer runs at once; `call` awaits it, so tests read its effects directly.
    afterAnswer: (label, task) => {
      work.afterAnswer.push(label);
      pending.push(task());
    },
    hashPassword: (password, cost) => {
      work.hashes += 1;
      return hashPassword(password, cost);
    },
    pause: async (ms) => {
      work.pauses.push(ms);
    },
    ...givenDeps,
  };
  const api = createApi(deps);

  type CallOptions = { partner?: string | null; token?: string; lang?: string; headers?: Record<string, string>; ip?: string };
  async function call(method: string, path: string, body?: unknown, options: CallOptions = {}) {
    const headers: Record<string, string> = {
      'Accept-Language': options.lang ?? 'el',
      'X-Forwarded-For': options.ip ?? '198.51.100.7',
      'X-Test-Secret': TEST_ENDPOINTS_SECRET,
      ...options.headers,
    };
    if (options.partner !== null) headers['X-Partner-Code'] = options.partner ?? 'acme';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (body !== undefined) headers['Content-Type'] ??= 'application/json';
    const response = await api.request(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const after = pending;
    pending = [];
    await Promise.all(after);
    let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test convenience
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, body: json, headers: response.headers };
  }

  return {
    api,
    deps,
    db: handle.db,
    call,
    work,
    /** Forgets what `work` recorded so far. */
    resetWork() {
      work.afterAnswer = [];
      work.hashes = 0;
      work.pauses = [];
    },
    /** Moves the test clock forward. */
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    /** PostgreSQL only: the database URL (a second API instance can open its own pool on it). */
    url: handle.url,
    async close() {
      await revocations.close();
      await handle.close();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;
