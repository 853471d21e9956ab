import { z } from 'zod';

/**
 * What a request may send as text in a path or a query (issue #44 item 4), one rule for the whole
 * API (lib/backend/http/mount.ts) and the staff console's filter forms. Pure.
 *
 * Refused: C0 controls (U+0000 to U+001F, so NUL, tab and line breaks) and DEL, C1 controls
 * (U+0080 to U+009F), lone surrogates (no character at all), and the Unicode noncharacters
 * (U+FDD0 to U+FDEF, and U+FFFE / U+FFFF of every plane). PostgreSQL's text cannot hold NUL; none
 * of the others is ever part of a name, a code, an e-mail or a search.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\ufdd0-\ufdef\ufffe\uffff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f\udbbf\udbff][\udffe\udfff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The field key of text holding a character the rule refuses (translated under `validation`). */
export const UNSAFE_TEXT_KEY = 'invalid_characters';
/** The field key of a day that is no day of the calendar (`2026-02-30`, `9999-99-99`). */
export const INVALID_DATE_KEY = 'invalid_date';

/** The longest path parameter and query value any route takes (longer ones name nothing: 400; the stock query's 100 SKUs take 6 600). */
export const PATH_PARAM_MAX = 200;
export const QUERY_VALUE_MAX = 8000;

export const isSafeText = (text: string): boolean => !UNSAFE.test(text);

export type TextProblem = { key: typeof UNSAFE_TEXT_KEY } | { key: 'max_characters'; params: { max: number } };

/** What is wrong with one path parameter or query value, if anything. */
export function textProblem(text: string, max: number): TextProblem | undefined {
  if (!isSafeText(text)) return { key: UNSAFE_TEXT_KEY };
  if (text.length > max) return { key: 'max_characters', params: { max } };
  return undefined;
}

/** The field key for a query parameter whose own name is unsafe (it cannot be echoed as a key). */
export const QUERY_KEY_FIELD = '_query';

/**
 * The problems of a request's query (names and values, repeated values included), as the API's
 * `fields` and their params; undefined when there are none.
 */
export function queryTextProblems(query: Readonly<Record<string, string | readonly string[] | undefined>>, max = QUERY_VALUE_MAX) {
  const fields: Record<string, string> = {};
  const params: Record<string, Record<string, number>> = {};
  for (const [name, raw] of Object.entries(query)) {
    const field = isSafeText(name) && name.length <= 100 ? name : QUERY_KEY_FIELD;
    if (field === QUERY_KEY_FIELD) fields[field] = UNSAFE_TEXT_KEY;
    const values = raw === undefined ? [] : typeof raw === 'string' ? [raw] : raw;
    for (const value of values) {
      const problem = textProblem(value, max);
      if (!problem || fields[field]) continue;
      fields[field] = problem.key;
      if ('params' in problem) params[field] = problem.params;
    }
  }
  return Object.keys(fields).length ? { fields, params } : undefined;
}

/**
 * A day of the calendar as `YYYY-MM-DD` (a date filter, in UTC): February 29th only in a leap
 * year, years 1900 to 2999 (a later one's next day is still a date every database stores).
 */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A date filter's day (see isCalendarDay); anything else is `invalid_date`. */
export const zCalendarDay = z.string().refine(isCalendarDay, { message: 'invalid_date' });

/** Query or path text that passes isSafeText, at most `max` characters (trimmed first). */
export const zSafeText = (max: number) => z.string().trim().max(max).refine(isSafeText, { message: 'invalid_characters' });
