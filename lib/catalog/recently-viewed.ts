/**
 * Recently viewed products (product page): ids in the browser, newest first, per partner
 * storefront. Pure helpers; the component keeps the list in localStorage.
 */
export const RECENTLY_VIEWED_MAX = 8;

export const recentlyViewedKey = (partnerCode: string) => `recently-viewed:${partnerCode.toLowerCase()}`;

/** The stored list, tolerant of anything a user or an old version left there. */
export function parseRecentlyViewed(raw: string | null | undefined): number[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
}

/** The list after viewing `id`: it moves to the front, duplicates go, the oldest fall off. */
export function rememberViewed(ids: readonly number[], id: number, max = RECENTLY_VIEWED_MAX): number[] {
  return [id, ...ids.filter((other) => other !== id)].slice(0, max);
}
