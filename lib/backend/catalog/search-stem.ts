import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemGreek } from '@orama/stemmers/greek';
import { normalizeSearchText, searchTokens } from './search-text';

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
export function searchHaystack(texts: readonly string[], stem: (word: string) => string = searchStem): string {
  const words = [...new Set(texts.flatMap((text) => normalizeSearchText(text).split(' ')).filter((w) => w !== ''))];
  const stems = [...new Set(words.map(stem))].filter((s) => !words.includes(s));
  return ` ${[...words, ...stems].join(' ')} `;
}

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

/** A memo of `searchStem` for one index build (product names repeat the same few hundred words). */
export function memoizedStem(): (word: string) => string {
  const stems = new Map<string, string>();
  return (word) => {
    let stem = stems.get(word);
    if (stem === undefined) {
      stem = searchStem(word);
      stems.set(word, stem);
    }
    return stem;
  };
}
