import type { Language } from '@/lib/contract/enums';

/**
 * Grams as kilograms with at most one decimal, in the language's decimal mark ("1,5" in Greek,
 * "1.5" in English; "0,3", "12"); the unit is the message's. Rounded up to the tenth, as a parcel's
 * weight is declared.
 */
export function formatKilograms(grams: number, lang: Language | string): string {
  const tenths = Math.ceil(Math.max(0, grams) / 100);
  const text = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return lang === 'el' ? text.replace('.', ',') : text;
}
