/**
 * Formula injection (OWASP "CSV injection"): a spreadsheet runs a text cell that starts with =, +,
 * -, @, a tab or a carriage return as a formula. The export prefixes such text with a single quote
 * (shown as text, never run); numbers stay numbers. The import takes the quote off again, so an
 * exported file imports unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeFormula<T extends string | number | boolean | null>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

export function unescapeFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
