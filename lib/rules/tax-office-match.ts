import { normalizeSearchText } from '@/lib/utils/search-text';
import { taxOffices, type TaxOffice } from './tax-offices';

/**
 * Finding a tax office (Δ.Ο.Υ.) by what a customer typed: no case, accents or punctuation
 * ("α αθηνων" is "Α' Αθηνών"), an optional leading "ΔΟΥ", in Greek or by its English name.
 */
const PREFIX = /^(?:δ ?ο ?υ|d ?o ?y)(?: |$)/;

export function normaliseTaxOfficeText(text: string): string {
  return normalizeSearchText(text).replace(PREFIX, '');
}

const compact = (normalised: string) => normalised.replace(/ /g, '');

type Indexed = { office: TaxOffice; words: string[]; compact: string[] };
let indexed: readonly Indexed[] | undefined;
/** The offices' searchable names, made on first use (as the list itself, tax-offices.ts). */
const index = (): readonly Indexed[] =>
  (indexed ??= taxOffices().map((office) => {
    const names = [normaliseTaxOfficeText(office.el), normaliseTaxOfficeText(office.en)];
    return { office, words: names.join(' ').split(' '), compact: names.map(compact) };
  }));

/** The office a typed value names exactly (spelling variants allowed), else undefined. */
export function findTaxOffice(input: string): TaxOffice | undefined {
  const wanted = compact(normaliseTaxOfficeText(input));
  if (wanted === '') return undefined;
  return index().find((entry) => entry.compact.includes(wanted))?.office;
}

/**
 * The offices a query finds, for the type-ahead list: every word of the query occurs in the
 * office's Greek or English name; offices where each word starts a word of the name come first.
 * An empty query lists them all (in Greek alphabetical order).
 */
export function filterTaxOffices(query: string): TaxOffice[] {
  const tokens = normaliseTaxOfficeText(query).split(' ').filter(Boolean);
  if (tokens.length === 0) return taxOffices().slice();
  const starts: TaxOffice[] = [];
  const inside: TaxOffice[] = [];
  const whole = tokens.join('');
  for (const entry of index()) {
    const text = entry.words.join(' ');
    if (tokens.every((t) => entry.words.some((w) => w.startsWith(t)))) starts.push(entry.office);
    else if (tokens.every((t) => text.includes(t)) || entry.compact.some((c) => c.includes(whole))) inside.push(entry.office);
  }
  return [...starts, ...inside];
}
