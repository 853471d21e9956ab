import type { ApiDeps } from '../context';
import type { Database } from '../db/client';
import { buildCatalogIndex, type CatalogIndex, type CatalogRows } from './catalog-index';
import { loadCatalogRows, readCatalogVersion } from './load-catalog';
import { CacheTags } from '@/lib/cache-tags';
import { expireCacheTags } from '@/lib/cache/expire-tags';
import { LruCache } from '@/lib/utils/lru-cache';

/**
 * The process's catalogue index and answer cache for one database (DESIGN §1, §9).
 *
 * - The first use builds the index (callers wait). Afterwards, at most once per `checkIntervalMs`
 *   (1 s) a request triggers a cheap version probe (`catalog_state`); when the version changed,
 *   the index is rebuilt in the background while requests keep being served from the previous one.
 * - Probes and rebuilds are single-flight: never two at once in a process.
 * - A failed background rebuild is logged and retried at the next probe; the old index stays.
 * - Answers cached for partners (see lib/cache-tags.ts) carry the index version in their key and
 *   are dropped when a new index replaces the old one.
 */
export type CachedAnswer = { body: unknown; etag: string };

export type CatalogService = {
  /** The current index (built on first use); may start a background refresh. */
  current(): Promise<CatalogIndex>;
  /** Probes the version now and waits for the rebuild if it changed (tests; after catalogue writes). */
  sync(): Promise<CatalogIndex>;
  /** Resolves when no probe or rebuild is running (tests). */
  idle(): Promise<void>;
  readonly answers: LruCache<string, CachedAnswer>;
};

export type CatalogServiceOptions = {
  checkIntervalMs?: number;
  cacheEntries?: number;
  log?: (message: string, error?: unknown) => void;
  /** Replaceable database reads (unit tests). */
  readVersion?: (db: Database) => Promise<string>;
  loadRows?: (db: Database) => Promise<CatalogRows>;
};

export function createCatalogService(db: Database, now: () => Date, options: CatalogServiceOptions = {}): CatalogService {
  const checkIntervalMs = options.checkIntervalMs ?? 1000;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(`[catalog] ${message}`, error ?? ''));
  const answers = new LruCache<string, CachedAnswer>(options.cacheEntries ?? 500);
  const readVersion = options.readVersion ?? readCatalogVersion;
  const loadRows = options.loadRows ?? loadCatalogRows;
  let index: CatalogIndex | undefined;
  let inflight: Promise<CatalogIndex> | undefined;
  let lastCheck = Number.NEGATIVE_INFINITY;

  async function rebuild(): Promise<CatalogIndex> {
    const started = performance.now();
    const rows = await loadRows(db);
    const next = buildCatalogIndex(rows, Math.round(performance.now() - started));
    const changed = index !== undefined && next.version !== index.version;
    if (next.version !== index?.version) answers.clear();
    index = next;
    // Pages and data cached from the old index go too (the other instances see the version change themselves).
    if (changed) expireCacheTags([CacheTags.catalog]);
    return next;
  }

  function refresh(): Promise<CatalogIndex> {
    inflight ??= (async () => {
      try {
        if (index && (await readVersion(db)) === index.version) return index;
        return await rebuild();
      } finally {
        inflight = undefined;
      }
    })();
    return inflight;
  }

  return {
    answers,
    async current() {
      const t = now().getTime();
      if (!index) {
        lastCheck = t;
        return refresh();
      }
      if (t - lastCheck >= checkIntervalMs) {
        lastCheck = t;
        refresh().catch((error: unknown) => log('background rebuild failed; serving the previous index', error));
      }
      return index;
    },
    async sync() {
      lastCheck = now().getTime();
      // A probe already running may have read the version before the change that prompted this call.
      if (inflight) await inflight.catch(() => undefined);
      return refresh();
    },
    async idle() {
      if (inflight) await inflight.catch(() => undefined);
    },
  };
}

/** One service per database object: every API instance over the same database shares the index. */
const services = new WeakMap<Database, CatalogService>();

export function catalogService(deps: Pick<ApiDeps, 'db' | 'now'>): CatalogService {
  let service = services.get(deps.db);
  if (!service) {
    service = createCatalogService(deps.db, deps.now);
    services.set(deps.db, service);
  }
  return service;
}

/** Probes the catalogue version and waits until the index reflects it (tests await this after writes). */
export async function syncCatalog(deps: Pick<ApiDeps, 'db' | 'now'>): Promise<CatalogIndex> {
  return catalogService(deps).sync();
}
