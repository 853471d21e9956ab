import { normalizeSearchText, searchTokens } from '@/lib/utils/search-text';
import type { LocalizedText } from '@/lib/backend/db/schema';

/**
 * Box Now locker search (`GET /Checkout/Lockers?q=`). A query of digits (spaces allowed: `104 31`)
 * is a postal code prefix; anything else is words that must each occur in the locker's search
 * text (name, area, city in both languages and the postal code), compared without case, accents
 * or punctuation (Greek final sigma folded), so "ΠΑΓΚΡΑΤΙ", "παγκράτι" and "pagkrati" find the
 * same lockers. The words hold only letters and digits, so they are safe inside a LIKE pattern.
 */
export type LockerQuery = { kind: 'postalCode'; prefix: string } | { kind: 'words'; words: string[] } | { kind: 'nothing' };

export function parseLockerQuery(q: string): LockerQuery {
  const compact = q.replace(/\s+/g, '');
  if (/^\d+$/.test(compact)) return { kind: 'postalCode', prefix: compact };
  const words = searchTokens(q);
  return words.length > 0 ? { kind: 'words', words } : { kind: 'nothing' };
}

/** The text a locker is found by (stored in `lockers.search`). */
export function lockerSearchText(locker: { name: LocalizedText; area: LocalizedText; city: LocalizedText; postalCode: string }): string {
  const { name, area, city } = locker;
  return normalizeSearchText([name.el, name.en, area.el, area.en, city.el, city.en, locker.postalCode].join(' '));
}
