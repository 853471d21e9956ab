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
