import type { ApiDeps } from '../context';
import type { Database } from '../db/client';
import { buildCatalogIndex, type CatalogIndex, type CatalogRows } from './catalog-index';
import { loadCatalogRows, readCatalogVersion } from './load-catalog';
import { loadCatalogDelta, type CatalogDelta } from './load-catalog-changes';
import { patchCatalogIndex } from './catalog-index-patch';
import { CacheTags } from '@/lib/cache-tags';
import { expireCacheTags } from '@/lib/cache/expire-tags';
import { LruCache } from '@/lib/utils/lru-cache';

/**
 * The process's catalogue index and answer cache for one database (DESIGN §1, §9).
 *
 * - The first use builds the index (callers wait). Afterwards, at most once per `checkIntervalMs`
 *   (1 s) a request triggers a cheap version probe (`catalog_state`); when the version changed,
 *   the index is rebuilt in the background while requests keep being served from the previous one.
 * - When the change log (load-catalog-changes.ts) names the products changed since the index's
 *   version, only those are loaded and patched into a new index (catalog-index-patch.ts, issue
 *   #45); a gap in the log, a change beyond products or too many products rebuilds it whole.
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
  /** How the current index was made (tests, the bench). */
  readonly lastUpdate: CatalogUpdate | undefined;
};

/** `products`: the products patched (incremental) or in the index (full); `ms`: from the probe's answer to the new index. */
export type CatalogUpdate = { kind: 'full' | 'incremental'; version: string; products: number; ms: number };

export type CatalogServiceOptions = {
  checkIntervalMs?: number;
  cacheEntries?: number;
  log?: (message: string, error?: unknown) => void;
  /** Replaceable database reads (unit tests). */
  readVersion?: (db: Database) => Promise<string>;
  loadRows?: (db: Database) => Promise<CatalogRows>;
  /** The changed products since a version, or null (rebuild); unset with `loadRows` replaced: full rebuilds only. */
  loadDelta?: ((db: Database, from: string, limit: number) => Promise<CatalogDelta | null>) | null;
};

/** More changed products than this (or this share of the index) rebuild the index whole. */
const PATCH_MIN_LIMIT = 500;
const PATCH_SHARE = 0.2;

export function createCatalogService(db: Database, now: () => Date, options: CatalogServiceOptions = {}): CatalogService {
  const checkIntervalMs = options.checkIntervalMs ?? 1000;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(`[catalog] ${message}`, error ?? ''));
  const answers = new LruCache<string, CachedAnswer>(options.cacheEntries ?? 500);
  const readVersion = options.readVersion ?? readCatalogVersion;
  const loadRows = options.loadRows ?? loadCatalogRows;
  const loadDelta = options.loadDelta === undefined ? (options.loadRows ? null : loadCatalogDelta) : options.loadDelta;
  let lastUpdate: CatalogUpdate | undefined;
  let index: CatalogIndex | undefined;
  let inflight: Promise<CatalogIndex> | undefined;
  let lastCheck = Number.NEGATIVE_INFINITY;

  function install(next: CatalogIndex, update: CatalogUpdate): CatalogIndex {
    const changed = index !== undefined && next.version !== index.version;
    if (next.version !== index?.version) answers.clear();
    index = next;
    lastUpdate = update;
    // Pages and data cached from the old index go too (the other instances see the version change themselves).
    if (changed) expireCacheTags([CacheTags.catalog]);
    return next;
  }

  async function rebuild(): Promise<CatalogIndex> {
    const started = performance.now();
    const rows = await loadRows(db);
    const next = buildCatalogIndex(rows, Math.round(performance.now() - started));
    return install(next, { kind: 'full', version: next.version, products: next.count, ms: next.buildMs });
  }

  /** The index patched with the products changed since `from`'s version, or undefined (rebuild instead). */
  async function patch(from: CatalogIndex): Promise<CatalogIndex | undefined> {
    if (!loadDelta) return undefined;
    const started = performance.now();
    try {
      const delta = await loadDelta(db, from.version, Math.max(PATCH_MIN_LIMIT, Math.floor(from.count * PATCH_SHARE)));
      if (!delta) return undefined;
      const next = patchCatalogIndex(from, delta, Math.round(performance.now() - started));
      return install(next, { kind: 'incremental', version: next.version, products: delta.productIds.length, ms: next.buildMs });
    } catch (error) {
      log('incremental update failed; rebuilding the index', error);
      return undefined;
    }
  }

  function refresh(): Promise<CatalogIndex> {
    inflight ??= (async () => {
      try {
        if (index) {
          if ((await readVersion(db)) === index.version) return index;
          const patched = await patch(index);
          if (patched) return patched;
        }
        return await rebuild();
      } finally {
        inflight = undefined;
      }
    })();
    return inflight;
  }

  return {
    answers,
    get lastUpdate() {
      return lastUpdate;
    },
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
