// The Lighthouse report of `npm run lighthouse` (issue #16): the scores and metrics of one run per
// page, each page's performance against the bare page of the same app in the same run, and the
// targets. Pure functions over Lighthouse's result objects (LHR), tested in lighthouse-table.test.ts.

/** The part of a Lighthouse result (LHR) the report reads. */
export type LighthouseResult = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { message: string };
};

export type PageScores = {
  key: string;
  label: string;
  /** Open to visitors and search engines: accessibility, best practices and SEO must be 100. */
  public: boolean;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
};

export type Row = PageScores & { perfDiff: number | null };

/** A page may score this many performance points below the bare page. */
export const PERFORMANCE_MARGIN = 10;

const score = (lhr: LighthouseResult, id: string) => {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const metric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? null;

/** The scores (0–100) and metrics of one page's result. */
export function pageScores(page: { key: string; label: string; public: boolean }, lhr: LighthouseResult): PageScores {
  return {
    ...page,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    tbtMs: metric(lhr, 'total-blocking-time'),
  };
}

/**
 * One page's result over several rounds (LIGHTHOUSE_RUNS): the run whose performance score is the
 * median (the lower middle one for an even count), labelled with every run's score, so a page is
 * judged by its typical load and not by one load the machine slowed. One run is itself.
 */
export function medianRun(runs: PageScores[]): PageScores {
  const median = runs[medianIndex(runs)]!;
  if (runs.length === 1) return median;
  return { ...median, label: `${median.label} (median of ${runs.map((run) => text(run.performance)).join(', ')})` };
}

/** The index of that median run in `runs`. */
export function medianIndex(runs: PageScores[]): number {
  if (runs.length === 0) throw new Error('medianIndex of no runs');
  const order = runs.map((_, i) => i).sort((a, b) => (runs[a]!.performance ?? -1) - (runs[b]!.performance ?? -1));
  return order[Math.floor((order.length - 1) / 2)]!;
}

/** The bare page's performance: the mean of its runs (it runs first and last in every round). */
export function barePerformance(bareRuns: PageScores[]): number | null {
  const scores = bareRuns.map((run) => run.performance).filter((value): value is number => value !== null);
  return scores.length ? scores.reduce((sum, value) => sum + value, 0) / scores.length : null;
}

/** Each page with its performance minus the bare page's (negative: slower than the bare page). */
export function withDiff(pages: PageScores[], bare: number | null): Row[] {
  return pages.map((page) => ({ ...page, perfDiff: page.performance === null || bare === null ? null : page.performance - bare }));
}

/** What a row misses of the targets (empty when it meets them all). */
/** Issue #46: the largest contentful paint of simulated mobile, on every page. */
export const LCP_BUDGET_MS = 2500;

export function missedTargets(row: Row): string[] {
  const missed: string[] = [];
  if (row.perfDiff === null || row.perfDiff < -PERFORMANCE_MARGIN) missed.push(`performance more than ${PERFORMANCE_MARGIN} below the bare page`);
  if (row.lcpMs === null || row.lcpMs > LCP_BUDGET_MS) missed.push(`LCP over ${LCP_BUDGET_MS} ms`);
  if (row.accessibility !== 100) missed.push('accessibility < 100');
  if (row.bestPractices !== 100) missed.push('best practices < 100');
  // The pages behind the login are noindex by design: SEO is judged on the public ones.
  if (row.public && row.seo !== 100) missed.push('SEO < 100');
  return missed;
}

const text = (value: number | null, format: (v: number) => string = String) => (value === null ? '–' : format(value));
const signed = (value: number) => (value > 0 ? `+${value.toFixed(0)}` : value.toFixed(0));

/** The markdown table: one line per page, then the bare page's runs. */
export function lighthouseTable(rows: Row[], bareRuns: PageScores[]): string {
  const head = ['page', 'performance', 'Δ perf. vs bare', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'targets'];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const cells = (row: PageScores, diff: string, targets: string) => [
    row.label,
    text(row.performance),
    diff,
    text(row.accessibility),
    text(row.bestPractices),
    text(row.seo),
    text(row.lcpMs, (v) => v.toFixed(0)),
    text(row.cls, (v) => v.toFixed(3)),
    text(row.tbtMs, (v) => v.toFixed(0)),
    targets,
  ];
  return [
    line(head),
    line(head.map((_, i) => (i === 0 || i === head.length - 1 ? '---' : '--:'))),
    ...bareRuns.map((run, i) => line(cells({ ...run, label: `${run.label} (run ${i + 1})` }, '', 'reference'))),
    ...rows.map((row) => {
      const missed = missedTargets(row);
      return line(cells(row, text(row.perfDiff, signed), missed.length ? `missed: ${missed.join('; ')}` : 'met'));
    }),
  ].join('\n');
}
