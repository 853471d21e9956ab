/**
 * Search text normalisation for the catalogue index: accent-, case- and punctuation-insensitive,
 * so "μπλουζα" finds "Μπλούζα", "ΜΠΛΟΥΖΑΚΙ" finds "μπλουζάκι" and "t shirt" finds "T-shirt".
 * Greek final sigma is folded into σ. Pure; used for the indexed text and for queries alike.
 */

/** Printable ASCII only (codes, most English names): no accents to strip. */
const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/;

export function normalizeSearchText(text: string): string {
  if (!NOT_PRINTABLE_ASCII.test(text)) return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a query; a product matches when each word occurs in its text. */
export function searchTokens(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized === '' ? [] : [...new Set(normalized.split(' '))];
}

/** True when every token occurs in the (normalised) haystack. */
export function matchesTokens(haystack: string, tokens: readonly string[]): boolean {
  for (const token of tokens) if (!haystack.includes(token)) return false;
  return true;
}
