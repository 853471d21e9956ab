// The `'use cache'` handler (next.config.mjs `cacheHandlers.default`; issue #15 item 3): Next's own
// in-memory LRU handler, plus tag expiry driven by the shared database, so that a change made
// through any instance (or straight in the database) reaches every instance's cached data and
// ISR pages within a second (INTERVAL_MS). Next's handlers share one tag manifest per process with
// the page cache, so expiring a tag here also expires the static pages that carry it.
//
// The versions are read through a function the app publishes on globalThis once its database is
// open (lib/cache/data-versions.ts); this file runs outside the bundles and imports nothing of the app.
'use strict';

const { createDefaultCacheHandler } = require('next/dist/server/lib/cache-handlers/default');
const { createTagSync } = require('./tag-sync.cjs');

const READER_KEY = Symbol.for('partner-storefront.data-versions');
// Next's default for cacheMaxMemorySize (50 MB): the same bound as the handler this one replaces.
const MAX_BYTES = 50 * 1024 * 1024;
const INTERVAL_MS = 1000;

const handler = createDefaultCacheHandler(MAX_BYTES);
const sync = createTagSync({
  read: () => globalThis[READER_KEY],
  // No durations: expired at once (the next read misses and renders anew).
  expire: (tags) => handler.updateTags(tags),
  intervalMs: INTERVAL_MS,
});

// Changes this process sees itself (lib/cache/expire-tags.ts) expire their tags at once.
globalThis[Symbol.for('partner-storefront.expire-cache-tags')] = (tags) => handler.updateTags(tags);

// Pages served from the page cache never call refreshTags: a timer keeps the tags current for them.
setInterval(() => void sync.checkNow(), INTERVAL_MS).unref();

module.exports = {
  ...handler,
  // Called before a request's first read of this cache: starts a read of the versions if the last
  // one is older than the interval, without making the request wait (a changed catalogue is
  // rebuilt before its tag expires, which can take a while).
  refreshTags: () => {
    void sync.checkIfDue();
    return Promise.resolve();
  },
};
