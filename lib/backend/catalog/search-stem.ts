import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemGreek } from '@orama/stemmers/greek';
import { normalizeSearchText, searchTokens } from '@/lib/utils/search-text';

/**
 * Stemmed catalogue search (issue #16 item 8): "μπότες", "μπότα", "μποτάκια" and "ΜΠΟΤΕΣ" find
 * the same products, and so do "boots" and "boot". Greek words go through the Snowball Greek
 * stemmer, English (Latin) words through the Porter stemmer (both from @orama/stemmers);
 * codes, numbers and mixed words are never stemmed.
 *
 * The haystack of a product is built once per index: its normalised words, then the stems that
 * differ from them, each framed by spaces. A query word matches when it occurs in the haystack
 * (a substring, as before stemming: partial words and codes) or when its stem does: a stem of 4
 * letters or more as the start of a word or stem, a 3-letter stem only as a whole word or stem.
 *
 * Against over-stemming, a stem shorter than 4 letters is used only when it cut at most 2 letters
 * (an inflection ending: ζώνες → ζων = ζώνη → ζων), never after a longer cut (σακάκι → σακ would
 * find σακίδιο); shorter stems are not used at all. Pure; the same function stems the index and
 * the queries.
 */
const MIN_PREFIX_STEM = 4;
const SHORT_STEM = 3;
const MAX_SHORT_CUT = 2;
const GREEK_WORD = /^[α-ω]+$/;
const LATIN_WORD = /^[a-z]+$/;

/** The stem used for matching a normalised word (the word itself when it is not stemmed). */
export function searchStem(word: string): string {
  if (word.length <= SHORT_STEM) return word;
  const stem = GREEK_WORD.test(word) ? stemGreek(word) : LATIN_WORD.test(word) ? stemEnglish(word) : word;
  if (stem.length >= MIN_PREFIX_STEM) return stem;
  if (stem.length === SHORT_STEM && word.length - stem.length <= MAX_SHORT_CUT) return stem;
  return word;
}

/** The searchable text of a product (any texts: names, category names, brand, code), stems included. */
export function searchHaystack(texts: readonly string[], stem: (word: string) => string = searchStem, words: (text: string) => readonly string[] = wordsOf): string {
  const unique = new Set<string>();
  for (const text of texts) for (const word of words(text)) unique.add(word);
  const stems = new Set<string>();
  for (const word of unique) {
    const s = stem(word);
    if (!unique.has(s)) stems.add(s);
  }
  return ` ${[...unique, ...stems].join(' ')} `;
}

const wordsOf = (text: string): string[] => normalizeSearchText(text).split(' ').filter((w) => w !== '');

/** A query word: its normalised text, and the key its stem must occur as (none when not stemmed). */
export type SearchTerm = { text: string; stemKey: string | null };

export function searchTerms(query: string): SearchTerm[] {
  return searchTokens(query).map((text) => {
    const stem = searchStem(text);
    if (stem === text) return { text, stemKey: null };
    return { text, stemKey: stem.length >= MIN_PREFIX_STEM ? ` ${stem}` : ` ${stem} ` };
  });
}

/** True when every term occurs in the haystack (a few substring checks per product). */
export function matchesTerms(haystack: string, terms: readonly SearchTerm[]): boolean {
  for (const term of terms) {
    if (!haystack.includes(term.text) && (term.stemKey === null || !haystack.includes(term.stemKey))) return false;
  }
  return true;
}

const memo = <T>(compute: (key: string) => T): ((key: string) => T) => {
  const values = new Map<string, T>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      value = compute(key);
      values.set(key, value);
    }
    return value;
  };
};

/**
 * `searchHaystack` for one index build, with the words of each text and the stem of each word
 * remembered (category and brand names repeat on every product, names reuse a small vocabulary).
 */
export function haystackBuilder(): (texts: readonly string[]) => string {
  const stem = memo(searchStem);
  const words = memo(wordsOf);
  return (texts) => searchHaystack(texts, stem, words);
}
