import type { Language } from '@/lib/contract/enums';

/** Groups of three digits from the right, joined by `separator`. */
const group = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * Integer cents as euros the way `Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' })`
 * writes them ("1.234,50 €" in Greek, "€1,234.50" in English), without Intl: the page's first
 * Intl.NumberFormat costs a phone a long task (about 120–260 ms at 4× CPU slowdown) while it
 * hydrates (issue #16). The unit test holds it to Intl's output.
 */
export function formatMoney(cents: number, lang: Language): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = String(Math.floor(abs / 100));
  const fraction = String(abs % 100).padStart(2, '0');
  return lang === 'el' ? `${sign}${group(whole, '.')},${fraction}\u00a0€` : `${sign}€${group(whole, ',')}.${fraction}`;
}

/**
 * A threshold in the banner's sentence (SPEC §1: "over $100" in English, "άνω των 100 ευρώ" in
 * Greek): whole euros without decimals, other amounts with both cent digits ("$49.50", not "$49.5").
 */
export function formatThresholdAmount(cents: number, lang: Language): string {
  const abs = Math.abs(Math.round(cents));
  const whole = group(String(Math.floor(abs / 100)), lang === 'el' ? '.' : ',');
  const fraction = abs % 100;
  return fraction === 0 ? whole : `${whole}${lang === 'el' ? ',' : '.'}${String(fraction).padStart(2, '0')}`;
}
