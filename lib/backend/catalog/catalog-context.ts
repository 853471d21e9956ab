import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Language } from '@/lib/contract/enums';
import type { ApiEnv } from '../context';
import type { CatalogIndex } from './catalog-index';
import { catalogService, type CachedAnswer, type CatalogService } from './catalog-service';
import { priceTable, type PriceTable } from './partner-prices';
import { attachCatalogPictures } from '../pictures/catalog-pictures';

/**
 * What a catalogue answer needs: the current index, the partner (its visibility and discount),
 * the request language and the partner's price table; plus the HTTP side of the answer cache:
 * `Cache-Control: private, max-age=0` (answers are per partner and need a token), an ETag made of
 * the catalogue version and a hash of the cache key, and `If-None-Match` → 304 before any work.
 */
export type CatalogContext = {
  service: CatalogService;
  index: CatalogIndex;
  partnerId: number;
  lang: Language;
  prices: PriceTable;
};

export async function catalogContext(c: Context<ApiEnv>): Promise<CatalogContext> {
  const service = catalogService(c.get('deps'));
  const partnerId = c.get('partner').id;
  let index = await service.current();
  let discount = index.partnerDiscounts.get(partnerId);
  // A partner newer than the index: its creation bumped the version, so catch up once.
  if (!discount) {
    index = await service.sync();
    discount = index.partnerDiscounts.get(partnerId);
  }
  // The uploaded pictures of this index version (issue #45 item 2), read once per version.
  await attachCatalogPictures(c.get('deps').db, index);
  return { service, index, partnerId, lang: c.get('lang'), prices: priceTable(index, discount ?? null) };
}

export function etagFor(version: string, key: string): string {
  return `"${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 20)}"`;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export const CATALOG_CACHE_CONTROL = 'private, max-age=0';

/** The cache entry of a key in the current index version, if any. */
export const cachedEntry = (ctx: CatalogContext, key: string): CachedAnswer | undefined => ctx.service.answers.get(`${ctx.index.version}|${key}`);

export function storeEntry(ctx: CatalogContext, key: string, body: unknown): CachedAnswer {
  const entry = { body, etag: etagFor(ctx.index.version, key) };
  ctx.service.answers.set(`${ctx.index.version}|${key}`, entry);
  return entry;
}

/**
 * Answers from the cache, or computes (and, unless `store` is false, caches) the body. A matching
 * `If-None-Match` gets 304 without computing anything: the ETag depends only on version and key.
 */
export async function respondCached(
  c: Context<ApiEnv>,
  ctx: CatalogContext,
  key: string,
  compute: () => unknown,
  options: { store?: boolean } = {},
): Promise<Response> {
  const etag = etagFor(ctx.index.version, key);
  const headers = { 'Cache-Control': CATALOG_CACHE_CONTROL, ETag: etag };
  // 304 only for reads (RFC 9110 §13.1.2); POST /Products/ByIds still carries the ETag.
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (read && matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  let body = cachedEntry(ctx, key)?.body;
  if (body === undefined) {
    body = await compute();
    if (options.store !== false) storeEntry(ctx, key, body);
  }
  return c.json(body as object, 200, headers);
}
