// Cross-instance invalidation of Next's caches (issue #15 item 3), plain CommonJS: Next loads the
// cache handler that uses it from disk, outside the bundles (see use-cache-handler.cjs).
//
// Every instance reads the data versions from the shared database (the catalogue version that
// triggers bump on any catalogue change, and a fingerprint per partner row) at most once per
// interval, and expires the cache tags (lib/cache-tags.ts) of whatever changed since its last
// read. Whichever instance or tool made the change, every instance sees it within one interval.
'use strict';

/** Tag names, as in lib/cache-tags.ts (CacheTags): kept in step by lib/cache/tag-sync.test.ts. */
const CATALOG_TAG = 'catalog';
const partnerTag = (code) => `partner:${code}`;

/**
 * The tags to expire between two reads of the data versions: `catalog` when the catalogue version
 * moved, `partner:{code}` for every partner added, removed or changed. The first read (no
 * previous one) expires nothing: there is nothing cached from before it that it could tell apart.
 */
function changedTags(previous, next) {
  if (!previous) return [];
  const tags = [];
  if (previous.catalog !== next.catalog) tags.push(CATALOG_TAG);
  const codes = new Set([...Object.keys(previous.partners), ...Object.keys(next.partners)]);
  for (const code of [...codes].sort()) {
    if (previous.partners[code] !== next.partners[code]) tags.push(partnerTag(code));
  }
  return tags;
}

/**
 * Reads the versions through `read` (undefined while the database is not open: nothing to do) and
 * hands the changed tags to `expire`. Single flight; a failed read keeps the last known versions,
 * so a change made while the database was unreachable is seen on the first read after it.
 *
 * Changed tags are expired again at the next check: a render that read the old data before the
 * first expiry and stored its result after it would otherwise count as newer than the change.
 */
function createTagSync({ read, expire, intervalMs, now = () => performance.now() }) {
  let last;
  let again = [];
  let lastCheck = Number.NEGATIVE_INFINITY;
  let inflight;

  async function check() {
    const reader = read();
    if (!reader) return;
    const repeat = again;
    again = [];
    if (repeat.length > 0) await expire(repeat);
    const next = await reader();
    const tags = changedTags(last, next);
    last = next;
    if (tags.length > 0) {
      await expire(tags);
      again = tags;
    }
  }

  /** Checks now (single flight). */
  function checkNow() {
    lastCheck = now();
    inflight ??= check()
      .catch(() => undefined)
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  }

  return {
    checkNow,
    /** Checks if the last check is older than the interval; otherwise joins a check under way. */
    checkIfDue() {
      if (now() - lastCheck >= intervalMs) return checkNow();
      return inflight ?? Promise.resolve();
    },
  };
}

module.exports = { changedTags, createTagSync, CATALOG_TAG, partnerTag };
