import sharp from 'sharp';
import { LruCache } from '@/lib/utils/lru-cache';
import type { ObjectStore } from '../object-store/object-store';

/**
 * The uploaded pictures this instance has served, most recently asked first, per object store
 * (issue #45 item 2): a URL names one content (its hash), so an entry never goes stale, and while
 * the store is down every picture already here is still served. 600 resized entries (3–150 kB
 * each, most under 40 kB) and the 16 masters last resized (up to ~1 MB each) keep it under ~40 MB.
 */
type Caches = { variants: LruCache<string, Buffer>; masters: LruCache<string, Uint8Array> };
const byStore = new WeakMap<ObjectStore, Caches>();

function caches(store: ObjectStore): Caches {
  let found = byStore.get(store);
  if (!found) {
    found = { variants: new LruCache(600), masters: new LruCache(16) };
    byStore.set(store, found);
  }
  return found;
}

/** A cached answer for a picture URL (`{id}/{hash}` and a width or `master`), if this instance has one. */
export function cachedPicture(store: ObjectStore, key: string): Buffer | undefined {
  return caches(store).variants.get(key);
}

/**
 * The picture at `width` (undefined: the master as stored), read from the store once and kept.
 * Null when the store has no such object; throws ObjectStoreUnavailableError when it is down.
 */
export async function loadPicture(store: ObjectStore, key: string, storageKey: string, width: number | undefined): Promise<Buffer | null> {
  const { variants, masters } = caches(store);
  let master = masters.get(storageKey);
  if (!master) {
    const read = await store.get(storageKey);
    if (!read) return null;
    master = read;
    masters.set(storageKey, master);
  }
  const bytes = width === undefined ? Buffer.from(master) : await sharp(master).resize({ width, withoutEnlargement: true }).webp({ quality: 75, effort: 4 }).toBuffer();
  variants.set(key, bytes);
  return bytes;
}
