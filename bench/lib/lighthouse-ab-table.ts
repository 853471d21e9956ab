// The report of `npm run lighthouse:ab` (issue #16): each page's Lighthouse runs on two builds of
// the app, audited in alternation on one machine in one run, side by side. Pure functions, tested
// in lighthouse-ab-table.test.ts.
import type { PageScores } from './lighthouse-table';

export type AbRow = { key: string; label: string; baseline: PageScores[]; current: PageScores[] };

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = known.length / 2;
  return known.length % 2 ? known[Math.floor(middle)]! : (known[middle - 1]! + known[middle]!) / 2;
};

/**
 * The order of the two builds in each round: the baseline first in odd rounds, the current build
 * first in even ones, so neither always meets the browser's or the machine's state the other left.
 */
export const abOrder = (round: number): ['baseline', 'current'] | ['current', 'baseline'] => (round % 2 === 1 ? ['baseline', 'current'] : ['current', 'baseline']);

/** One row per page, in the order the pages were first audited. */
export function abRows(runs: { key: string; label: string; side: 'baseline' | 'current'; scores: PageScores }[]): AbRow[] {
  const rows = new Map<string, AbRow>();
  for (const run of runs) {
    const row = rows.get(run.key) ?? { key: run.key, label: run.label, baseline: [], current: [] };
    row[run.side].push(run.scores);
    rows.set(run.key, row);
  }
  return [...rows.values()];
}

/** A page's medians on each build and the current build's difference (positive: better). */
export function abSummary(row: AbRow) {
  const of = (side: PageScores[], pick: (s: PageScores) => number | null) => median(side.map(pick));
  const metric = (pick: (s: PageScores) => number | null) => {
    const baseline = of(row.baseline, pick);
    const current = of(row.current, pick);
    return { baseline, current, diff: baseline === null || current === null ? null : current - baseline };
  };
  return { performance: metric((s) => s.performance), tbtMs: metric((s) => s.tbtMs), lcpMs: metric((s) => s.lcpMs) };
}

const text = (value: number | null) => (value === null ? '–' : value.toFixed(0));
const signed = (value: number | null) => (value === null ? '–' : value > 0 ? `+${value.toFixed(0)}` : value.toFixed(0));

/** The markdown table: performance (every run, the medians, the difference), then TBT and LCP medians. */
export function abTable(rows: AbRow[], names: { baseline: string; current: string }): string {
  const head = ['page', `performance, ${names.baseline}`, `performance, ${names.current}`, 'Δ median', 'TBT ms (base → current)', 'LCP ms (base → current)'];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const runs = (side: PageScores[]) => side.map((s) => text(s.performance)).join(', ');
  return [
    line(head),
    line(head.map((_, i) => (i === 0 ? '---' : '--:'))),
    ...rows.map((row) => {
      const { performance, tbtMs, lcpMs } = abSummary(row);
      return line([
        row.label,
        `${text(performance.baseline)} (${runs(row.baseline)})`,
        `${text(performance.current)} (${runs(row.current)})`,
        signed(performance.diff),
        `${text(tbtMs.baseline)} → ${text(tbtMs.current)}`,
        `${text(lcpMs.baseline)} → ${text(lcpMs.current)}`,
      ]);
    }),
  ].join('\n');
}
