/**
 * Amounts the company admin types in euros (a spending limit, the approval threshold), as the
 * API wants them: integer cents, or null for "no limit" (an empty field). Greek and English
 * writing both work: `1.000,50`, `1,000.50`, `1000.5`, `1000,5`, `€ 1 000`. A separator followed
 * by exactly three digits groups thousands; one or two digits after the last separator are cents.
 */
export type EuroInput = { ok: true; cents: number | null } | { ok: false };

const MAX_CENTS = 100_000_000_00; // 100 million euros: beyond any spending limit

export function parseEuroInput(text: string): EuroInput {
  const compact = text.replace(/[\s\u00a0€]/g, '');
  if (compact === '') return { ok: true, cents: null };
  if (!/^\d[\d.,]*$/.test(compact)) return { ok: false };
  const last = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  const tail = last < 0 ? '' : compact.slice(last + 1);
  const decimal = last >= 0 && tail.length > 0 && tail.length <= 2;
  const whole = (decimal ? compact.slice(0, last) : compact).replace(/[.,](\d{3})(?=$|[.,])/g, '$1');
  if (!/^\d+$/.test(whole) || (last >= 0 && !decimal && tail.length !== 3)) return { ok: false };
  const cents = Number(whole) * 100 + (decimal ? Number(tail.padEnd(2, '0')) : 0);
  return Number.isSafeInteger(cents) && cents <= MAX_CENTS ? { ok: true, cents } : { ok: false };
}

/** The value an input starts with: `1000` or `1000.50` (no grouping, so it parses back), empty for none. */
export function euroInputOf(cents: number | null): string {
  if (cents === null) return '';
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(euros) : `${euros}.${String(rest).padStart(2, '0')}`;
}
