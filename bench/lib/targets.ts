/**
 * The targets of issue #15 ("Fast pages") over one benchmark run, as a pure function: every ratio
 * is to the bare page of the same run (machine speed varies between runs, ratios within a run do
 * not), each targeted route gets its checks by kind, and the server's peak RSS gets one more.
 * kB and MB are 1024 bytes and 1024 kB, as the report prints them.
 */
export type RouteKind =
  /** The reference: the not-found page at `/`, a dynamic render of the app shell (answers 404). */
  | 'bare'
  /** Public auth pages (login), not logged in. */
  | 'auth'
  /** Landing, product list, product page: logged in, also measured at c = 50. */
  | 'catalogue'
  /** Cart, checkout, profile orders: logged in. */
  | 'customer'
  /** Measured for information only (the API, /api/health, plain node:http). */
  | 'extra';

/** One autocannon run, summarised. */
export type Load = { reqPerSec: number; p50: number; p99: number; requests: number; non2xx: number; errors: number };

/** What one GET of the page weighs: its HTML, and the scripts it loads (gzip, as served). */
export type PageWeight = { htmlBytes: number; htmlGzipBytes: number; jsScripts: number; jsGzipBytes: number };

export type Measured = { key: string; label: string; kind: RouteKind; path: string; c10: Load; c50?: Load; page?: PageWeight };

export type Check = { label: string; target: string; value: string; met: boolean };

export type Evaluated = Measured & { ratio?: number; jsRatio?: number; checks: Check[]; met?: boolean };

export type Evaluation = {
  reference: { reqPerSec: number; jsGzipBytes: number };
  rows: Evaluated[];
  rss: Check;
  allMet: boolean;
};

export const LIMITS = {
  authMinRatio: 2,
  authMaxHtmlBytes: 20 * 1024,
  pageMinRatio: 0.6,
  catalogueMaxP99Ms: 250,
  /** Cart, checkout, profile: rendered for their customer (issue #46: the cart in the first HTML). */
  personalMinRatio: 0.3,
  personalMaxP99Ms: 300,
  maxJsRatio: 1.3,
  maxRssMb: 500,
} as const;

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const kb = (bytes: number) => `${fixed(bytes / 1024, 1)} kB`;
const failures = (load: Load) => load.errors + load.non2xx;

/** Ratio a / b; NaN (never met) when the reference is missing or zero. */
export function ratioTo(value: number, reference: number): number {
  return reference > 0 ? value / reference : NaN;
}

/** The bare reference: mean req/s over the bare runs (start and end of the run), JS of the first one measured. */
export function bareReference(rows: readonly Measured[]): Evaluation['reference'] {
  const bare = rows.filter((r) => r.kind === 'bare');
  const reqPerSec = bare.length ? bare.reduce((sum, r) => sum + r.c10.reqPerSec, 0) / bare.length : 0;
  const jsGzipBytes = bare.find((r) => r.page)?.page?.jsGzipBytes ?? 0;
  return { reqPerSec, jsGzipBytes };
}

/** How far the bare runs of one run differ (fastest / slowest, 1 when steady): above ~1.3 the machine was not quiet. */
export function bareDrift(rows: readonly Measured[]): number {
  const rates = rows.filter((r) => r.kind === 'bare').map((r) => r.c10.reqPerSec);
  if (rates.length < 2) return 1;
  const slowest = Math.min(...rates);
  return slowest > 0 ? Math.max(...rates) / slowest : Infinity;
}

function minRatio(ratio: number, min: number): Check {
  return { label: 'req/s', target: `≥ ${min} × bare req/s`, value: `${fixed(ratio, 2)} ×`, met: ratio >= min };
}

function routeChecks(row: Measured, ratio: number, jsRatio: number): Check[] {
  const checks: Check[] = [];
  const answers = { label: 'answers', target: 'all 2xx at c = 10', value: `${failures(row.c10)} errors/non-2xx`, met: failures(row.c10) === 0 };
  if (row.kind === 'auth') {
    checks.push(minRatio(ratio, LIMITS.authMinRatio));
    const html = row.page?.htmlBytes ?? NaN;
    checks.push({ label: 'HTML', target: `HTML ≤ ${kb(LIMITS.authMaxHtmlBytes)}`, value: kb(html), met: html <= LIMITS.authMaxHtmlBytes });
  }
  if (row.kind === 'catalogue') {
    checks.push(minRatio(ratio, LIMITS.pageMinRatio));
    checks.push({ label: 'p99', target: `p99 < ${LIMITS.catalogueMaxP99Ms} ms`, value: `${row.c10.p99} ms`, met: row.c10.p99 < LIMITS.catalogueMaxP99Ms });
    const c50 = row.c50 ? failures(row.c50) : NaN;
    checks.push({ label: 'c = 50', target: '0 errors at c = 50', value: row.c50 ? `${c50} errors/non-2xx` : 'not measured', met: c50 === 0 });
  }
  if (row.kind === 'customer') {
    checks.push(minRatio(ratio, LIMITS.personalMinRatio));
    checks.push({ label: 'p99', target: `p99 < ${LIMITS.personalMaxP99Ms} ms`, value: `${row.c10.p99} ms`, met: row.c10.p99 < LIMITS.personalMaxP99Ms });
  }
  checks.push({ label: 'JS', target: `JS ≤ ${LIMITS.maxJsRatio} × bare`, value: `${fixed(jsRatio, 2)} ×`, met: jsRatio <= LIMITS.maxJsRatio });
  return [answers, ...checks];
}

/** Ratios, checks and met? for every measured row; bare and extra rows get ratios but no checks. */
export function evaluateRun(measured: readonly Measured[], peakRssMb: number): Evaluation {
  const reference = bareReference(measured);
  const rows = measured.map((row): Evaluated => {
    const ratio = ratioTo(row.c10.reqPerSec, reference.reqPerSec);
    const jsRatio = row.page ? ratioTo(row.page.jsGzipBytes, reference.jsGzipBytes) : undefined;
    if (row.kind === 'bare' || row.kind === 'extra') return { ...row, ratio, jsRatio, checks: [] };
    const checks = routeChecks(row, ratio, jsRatio ?? NaN);
    return { ...row, ratio, jsRatio, checks, met: checks.every((c) => c.met) };
  });
  const rss: Check = { label: 'peak RSS', target: `< ${LIMITS.maxRssMb} MB`, value: `${Math.round(peakRssMb)} MB`, met: peakRssMb < LIMITS.maxRssMb };
  const allMet = rss.met && rows.every((r) => r.met !== false);
  return { reference, rows, rss, allMet };
}

/** The "target" column: every check of the row ('' for rows without targets). */
export function targetText(row: Evaluated): string {
  return row.checks.map((c) => c.target).join('; ');
}

/** The "met?" column: yes, or no with the failed checks and their values ('' for rows without targets). */
export function metText(row: Pick<Evaluated, 'checks' | 'met'>): string {
  if (row.met === undefined) return '';
  if (row.met) return 'yes';
  return `no: ${row.checks
    .filter((c) => !c.met)
    .map((c) => `${c.label} ${c.value}`)
    .join(', ')}`;
}
