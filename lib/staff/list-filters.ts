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
