/**
 * A translated template's placeholders filled in the browser: the server translates a message with
 * `{name}` kept for each value only the page's script knows (a count, a row), and the script fills
 * them. A placeholder without a value stays as it is.
 */
export const fillTemplate = (template: string, values: Readonly<Record<string, number | string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The values of an API error's `params` (`{ params: { import: { written: 4 } } }` → `{ written: 4 }`), for its message's placeholders. */
export function errorValues(body: unknown): Record<string, number | string> {
  const params = (body as { params?: unknown } | null)?.params;
  if (!params || typeof params !== 'object') return {};
  const values: Record<string, number | string> = {};
  for (const group of Object.values(params)) {
    if (!group || typeof group !== 'object') continue;
    for (const [name, value] of Object.entries(group)) if (typeof value === 'number' || typeof value === 'string') values[name] = value;
  }
  return values;
}
