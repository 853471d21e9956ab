import type { z } from 'zod';
import { queryTextProblems } from '@/lib/contract/safe-text';
import { zodFieldErrors, zodFieldParams } from '@/lib/contract/validation-messages';

/** A console list page's search parameters: the named filters that hold text (trimmed), nothing else. */
export function filterValues<K extends string>(raw: Record<string, string | string[] | undefined>, keys: readonly K[]): Partial<Record<K, string>> {
  const values: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim() !== '') values[key] = value.trim();
  }
  return values;
}

/** The filters as the list's links keep them (its pages): every one but the page. */
export const withoutPage = (values: Record<string, string | undefined>): URLSearchParams =>
  new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => entry[0] !== 'page' && entry[1] !== undefined));

/** A filter the API would refuse: its field key and the key's params (`max` of max_characters). */
export type FilterProblems = Record<string, { key: string; params?: Record<string, string | number> }>;

/**
 * The API's own check of a list's filters, run by the console before it asks (issue #44 item 4):
 * the shared text rule (lib/contract/safe-text.ts: no NUL, control or noncharacter, no over-long
 * value), and the list's query schema for the other filters (a real calendar day, an allowed status…). Undefined when
 * the filters are fine; else a problem per filter, to show in the form with the value kept.
 */
export function filterProblems(schema: z.ZodType, values: Readonly<Record<string, string | undefined>>): FilterProblems | undefined {
  const problems: FilterProblems = {};
  const text = queryTextProblems(values) ?? { fields: {}, params: {} };
  for (const [field, key] of Object.entries(text.fields)) problems[field] = { key, ...(text.params[field] ? { params: text.params[field] } : {}) };
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const params = zodFieldParams(parsed.error, { input: values });
    for (const [field, key] of Object.entries(zodFieldErrors(parsed.error, { input: values }))) problems[field] ??= { key, ...(params[field] ? { params: params[field] } : {}) };
  }
  return Object.keys(problems).length ? problems : undefined;
}
