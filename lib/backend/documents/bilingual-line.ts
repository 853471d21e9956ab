/**
 * A label of an English order's document: the Greek, then the English (a Greek fiscal document is
 * in Greek). When both end with the same interpolated value (a number, a date, a MARK), the value
 * is printed once, after both labels: "Αρ. / No. ACM-2026-000042", "Ημερομηνία / Date: 22/11/2026",
 * not the value twice. Otherwise the two lines side by side. Pure.
 */
export function bilingualLine(greek: string, english: string, values?: Record<string, unknown>): string {
  const shared = Object.values(values ?? {})
    .map((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : ''))
    .filter((value) => value.trim() !== '' && greek.endsWith(value) && english.endsWith(value))
    .sort((a, b) => b.length - a.length)[0];
  if (shared === undefined) return `${greek} / ${english}`;
  const greekLabel = greek.slice(0, -shared.length).replace(/[\s:]+$/, '');
  const englishLabel = english.slice(0, -shared.length);
  if (greekLabel === '' || englishLabel.trim() === '') return `${greek} / ${english}`;
  return `${greekLabel} / ${englishLabel}${shared}`;
}
