import { barePerformance, lighthouseTable, medianIndex, medianRun, missedTargets, pageScores, withDiff, type LighthouseResult, type PageScores } from './lighthouse-table';

const lhr = (performance: number | null, rest = 1, metrics = { lcp: 2500, cls: 0.01, tbt: 120 }): LighthouseResult => ({
  categories: { performance: { score: performance }, accessibility: { score: rest }, 'best-practices': { score: rest }, seo: { score: rest } },
  audits: {
    'largest-contentful-paint': { numericValue: metrics.lcp },
    'cumulative-layout-shift': { numericValue: metrics.cls },
    'total-blocking-time': { numericValue: metrics.tbt },
  },
});
const scores = (key: string, performance: number | null, options: { public?: boolean; rest?: number } = {}): PageScores =>
  pageScores({ key, label: key, public: options.public ?? false }, lhr(performance, options.rest ?? 1));

describe('pageScores', () => {
  it('reads the four categories as 0–100 and the three metrics', () => {
    expect(scores('login', 0.876)).toEqual({
      key: 'login',
      label: 'login',
      public: false,
      performance: 88,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 2500,
      cls: 0.01,
      tbtMs: 120,
    });
  });

  it('keeps a category Lighthouse could not score as null', () => {
    expect(pageScores({ key: 'x', label: 'x', public: true }, { categories: {}, audits: {} })).toMatchObject({ performance: null, seo: null, cls: null });
  });
});

describe('the performance difference to the bare page', () => {
  it('uses the mean of the bare runs', () => {
    expect(barePerformance([scores('bare', 0.9), scores('bare', 0.8), scores('bare', null)])).toBe(85);
    expect(barePerformance([])).toBeNull();
  });

  it('is the page minus the bare page, null when either is unknown', () => {
    expect(withDiff([scores('list', 0.74), scores('cart', null)], 85).map((row) => row.perfDiff)).toEqual([-11, null]);
    expect(withDiff([scores('list', 0.74)], null)[0]!.perfDiff).toBeNull();
  });
});

describe('medianRun', () => {
  it('takes the run with the median performance, naming every run', () => {
    const runs = [scores('cart', 0.74), scores('cart', 0.55), scores('cart', 0.62)];
    const median = medianRun(runs);
    expect(median.performance).toBe(62);
    expect(median.label).toBe('cart (median of 74, 55, 62)');
    expect(medianIndex(runs)).toBe(2);
  });

  it('takes the lower middle run of an even count, and one run as it is', () => {
    expect(medianRun([scores('cart', 0.8), scores('cart', 0.6)]).performance).toBe(60);
    expect(medianRun([scores('cart', 0.7)])).toEqual(scores('cart', 0.7));
  });

  it('puts a run Lighthouse could not score first', () => {
    expect(medianRun([scores('cart', 0.9), scores('cart', null), scores('cart', 0.5)]).performance).toBe(50);
  });
});

describe('missedTargets', () => {
  it('allows 10 points below the bare page, not 11', () => {
    expect(missedTargets(withDiff([scores('list', 0.75)], 85)[0]!)).toEqual([]);
    expect(missedTargets(withDiff([scores('list', 0.74)], 85)[0]!)).toEqual(['performance more than 10 below the bare page']);
  });

  it('wants 100 in accessibility and best practices on every page, SEO 100 on public pages only', () => {
    expect(missedTargets(withDiff([scores('login', 0.9, { public: true, rest: 0.92 })], 90)[0]!)).toEqual([
      'accessibility < 100',
      'best practices < 100',
      'SEO < 100',
    ]);
    expect(missedTargets(withDiff([scores('cart', 0.9, { rest: 0.92 })], 90)[0]!)).toEqual(['accessibility < 100', 'best practices < 100']);
    const noindex = pageScores({ key: 'cart', label: 'cart', public: false }, { ...lhr(0.9), categories: { ...lhr(0.9).categories, seo: { score: 0.58 } } });
    expect(missedTargets(withDiff([noindex], 90)[0]!)).toEqual([]);
  });

  it('wants the LCP at 2.5 s or less', () => {
    const at = (lcp: number) => pageScores({ key: 'cart', label: 'cart', public: false }, lhr(0.9, 1, { lcp, cls: 0, tbt: 100 }));
    expect(missedTargets(withDiff([at(2500)], 90)[0]!)).toEqual([]);
    expect(missedTargets(withDiff([at(2501)], 90)[0]!)).toEqual(['LCP over 2500 ms']);
  });
});

describe('lighthouseTable', () => {
  it('prints the bare runs as the reference, then each page with its difference and targets', () => {
    const bare = [scores('bare', 0.9), scores('bare', 0.8)];
    const table = lighthouseTable(withDiff([scores('login', 0.9, { public: true }), scores('list', 0.7)], 85), bare).split('\n');
    expect(table[0]).toBe('| page | performance | Δ perf. vs bare | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | targets |');
    expect(table[2]).toBe('| bare (run 1) | 90 |  | 100 | 100 | 100 | 2500 | 0.010 | 120 | reference |');
    expect(table[4]).toBe('| login | 90 | +5 | 100 | 100 | 100 | 2500 | 0.010 | 120 | met |');
    expect(table[5]).toBe('| list | 70 | -15 | 100 | 100 | 100 | 2500 | 0.010 | 120 | missed: performance more than 10 below the bare page |');
  });
});
