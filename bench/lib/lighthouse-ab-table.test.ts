import { abOrder, abRows, abSummary, abTable } from './lighthouse-ab-table';
import type { PageScores } from './lighthouse-table';

const run = (performance: number | null, tbtMs: number | null = 300, lcpMs: number | null = 2000): PageScores => ({
  key: 'cart',
  label: 'cart',
  public: false,
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs,
  cls: 0,
  tbtMs,
});

describe('lighthouse A/B report', () => {
  it('alternates which build goes first, round by round', () => {
    expect([1, 2, 3].map(abOrder)).toEqual([
      ['baseline', 'current'],
      ['current', 'baseline'],
      ['baseline', 'current'],
    ]);
  });

  it('groups the runs by page in the order they came, each build apart', () => {
    const rows = abRows([
      { key: 'bare', label: 'bare page', side: 'baseline', scores: run(95) },
      { key: 'cart', label: 'cart', side: 'baseline', scores: run(70) },
      { key: 'cart', label: 'cart', side: 'current', scores: run(80) },
      { key: 'bare', label: 'bare page', side: 'current', scores: run(96) },
      { key: 'cart', label: 'cart', side: 'current', scores: run(78) },
    ]);
    expect(rows.map((r) => [r.key, r.baseline.length, r.current.length])).toEqual([
      ['bare', 1, 1],
      ['cart', 1, 2],
    ]);
  });

  it('compares the medians: an even count takes the middle two, a failed run is left out', () => {
    const [row] = abRows([
      { key: 'cart', label: 'cart', side: 'baseline', scores: run(60, 900, 4000) },
      { key: 'cart', label: 'cart', side: 'baseline', scores: run(70, 700, 3000) },
      { key: 'cart', label: 'cart', side: 'baseline', scores: run(null, null, null) },
      { key: 'cart', label: 'cart', side: 'current', scores: run(75, 500, 2500) },
      { key: 'cart', label: 'cart', side: 'current', scores: run(81, 400, 2400) },
      { key: 'cart', label: 'cart', side: 'current', scores: run(90, 100, 2000) },
    ]);
    expect(abSummary(row!)).toEqual({
      performance: { baseline: 65, current: 81, diff: 16 },
      tbtMs: { baseline: 800, current: 400, diff: -400 },
      lcpMs: { baseline: 3500, current: 2400, diff: -1100 },
    });
  });

  it('prints every run, the medians and the signed difference', () => {
    const rows = abRows([
      { key: 'cart', label: 'cart (1 line)', side: 'baseline', scores: run(70, 700, 3000) },
      { key: 'cart', label: 'cart (1 line)', side: 'current', scores: run(66, 800, 3100) },
      { key: 'login', label: 'login', side: 'current', scores: run(90) },
    ]);
    expect(abTable(rows, { baseline: 'ee74ceb', current: 'working tree' }).split('\n')).toEqual([
      '| page | performance, ee74ceb | performance, working tree | Δ median | TBT ms (base → current) | LCP ms (base → current) |',
      '| --- | --: | --: | --: | --: | --: |',
      '| cart (1 line) | 70 (70) | 66 (66) | -4 | 700 → 800 | 3000 → 3100 |',
      '| login | – () | 90 (90) | – | – → 300 | – → 2000 |',
    ]);
  });
});
