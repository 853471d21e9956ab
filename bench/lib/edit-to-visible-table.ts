// The edit-to-visible figures (bench/lib/edit-to-visible.ts) as the report prints them; no app
// imports, so the bench's own process (which has no react-server condition) can load it.
export type EditToVisible = { products: number; seedMs: number; kind: 'incremental' | 'full'; visibleMs: number[]; updateMs: number[] };

/** Edits per size and kind (a full rebuild at 100 000 products takes seconds each). */
export const EDITS = { incremental: 3, full: 2 } as const;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The report's table: the median of the edits and each edit's figure. */
export function editToVisibleTable(rows: readonly EditToVisible[] | undefined): string[] {
  if (!rows?.length) return [];
  return [
    `Edit to visible (one product's price, ${EDITS.incremental} edits patched and ${EDITS.full} rebuilt per size; the API probes the version at most once a second; in process on PGlite):`,
    '',
    '| products | index update | visible after (median, ms) | each (ms) | update alone (median, ms) | seeded or grown in (s) |',
    '| --: | --- | --: | --- | --: | --: |',
    ...rows.map((r) => `| ${r.products} | ${r.kind} | ${median(r.visibleMs)} | ${r.visibleMs.join(', ')} | ${median(r.updateMs)} | ${Math.round(r.seedMs / 1000)} |`),
    '',
  ];
}

