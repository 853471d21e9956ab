import { bareDrift, bareReference, evaluateRun, LIMITS, metText, ratioTo, targetText, type Load, type Measured, type PageWeight } from './targets';

const load = (reqPerSec: number, over: Partial<Load> = {}): Load => ({ reqPerSec, p50: 10, p99: 40, requests: reqPerSec * 10, non2xx: 0, errors: 0, ...over });
const page = (jsGzipBytes: number, htmlBytes = 10_000): PageWeight => ({ htmlBytes, htmlGzipBytes: htmlBytes / 4, jsScripts: 5, jsGzipBytes });
const bare = (reqPerSec: number, js = 100_000): Measured => ({ key: 'bare', label: 'bare', kind: 'bare', path: '/', c10: load(reqPerSec, { non2xx: reqPerSec * 10 }), page: page(js) });
const row = (kind: Measured['kind'], over: Partial<Measured> = {}): Measured => ({ key: kind, label: kind, kind, path: `/${kind}`, c10: load(100), page: page(100_000), ...over });

describe('bareReference', () => {
  it('averages req/s over the bare runs and takes the JS of the first measured one', () => {
    const end = { ...bare(300), key: 'bare-end', page: undefined };
    expect(bareReference([bare(100, 90_000), row('auth'), end])).toEqual({ reqPerSec: 200, jsGzipBytes: 90_000 });
  });

  it('is zero without a bare run, so no ratio can be met', () => {
    expect(bareReference([row('auth')])).toEqual({ reqPerSec: 0, jsGzipBytes: 0 });
    expect(ratioTo(100, 0)).toBeNaN();
  });
});

describe('bareDrift', () => {
  it('is the fastest over the slowest bare run', () => {
    expect(bareDrift([bare(100), row('auth', { c10: load(1000) }), { ...bare(150), key: 'bare-end' }])).toBe(1.5);
    expect(bareDrift([bare(100)])).toBe(1);
    expect(bareDrift([bare(0), { ...bare(10), key: 'bare-end' }])).toBe(Infinity);
  });
});

describe('evaluateRun', () => {
  it('checks an auth page at 2 × bare req/s and 20 kB of HTML, and JS at 1.3 × bare', () => {
    const login = row('auth', { c10: load(200), page: page(130_000, LIMITS.authMaxHtmlBytes) });
    const [, evaluated] = evaluateRun([bare(100), login], 300).rows;
    expect(evaluated?.ratio).toBe(2);
    expect(evaluated?.jsRatio).toBe(1.3);
    expect(evaluated?.met).toBe(true);
    expect(targetText(evaluated!)).toBe('all 2xx at c = 10; ≥ 2 × bare req/s; HTML ≤ 20.0 kB; JS ≤ 1.3 × bare');

    const slow = evaluateRun([bare(100), row('auth', { c10: load(199), page: page(130_001, LIMITS.authMaxHtmlBytes + 1) })], 300).rows[1]!;
    expect(slow.met).toBe(false);
    expect(metText(slow)).toBe('no: req/s 1.99 ×, HTML 20.0 kB, JS 1.30 ×');
  });

  it('checks a catalogue page at 0.6 ×, p99 under 250 ms and no failures at c = 50', () => {
    const good = row('catalogue', { c10: load(60, { p99: 249 }), c50: load(70) });
    expect(evaluateRun([bare(100), good], 300).rows[1]?.met).toBe(true);

    const cases: [Partial<Measured>, string][] = [
      [{ c10: load(59, { p99: 249 }), c50: load(70) }, 'no: req/s 0.59 ×'],
      [{ c10: load(60, { p99: 250 }), c50: load(70) }, 'no: p99 250 ms'],
      [{ c10: load(60), c50: load(70, { errors: 1 }) }, 'no: c = 50 1 errors/non-2xx'],
      [{ c10: load(60), c50: load(70, { non2xx: 2 }) }, 'no: c = 50 2 errors/non-2xx'],
      [{ c10: load(60) }, 'no: c = 50 not measured'],
    ];
    for (const [over, text] of cases) {
      const evaluated = evaluateRun([bare(100), row('catalogue', over)], 300).rows[1]!;
      expect(evaluated.met).toBe(false);
      expect(metText(evaluated)).toBe(text);
    }
  });

  it('checks a customer page at 0.3 ×, p99 under 300 ms and JS, and any non-2xx answer at c = 10 fails the route', () => {
    const cart = row('customer', { c10: load(30, { p99: 299 }), c50: load(1, { errors: 99 }) });
    expect(evaluateRun([bare(100), cart], 300).rows[1]?.met).toBe(true);

    const slow = evaluateRun([bare(100), row('customer', { c10: load(29, { p99: 300 }) })], 300).rows[1]!;
    expect(metText(slow)).toBe('no: req/s 0.29 ×, p99 300 ms');

    const redirected = evaluateRun([bare(100), row('customer', { c10: load(500, { non2xx: 5000 }) })], 300).rows[1]!;
    expect(metText(redirected)).toBe('no: answers 5000 errors/non-2xx');
  });

  it('fails the JS check of a page whose scripts were not measured', () => {
    const evaluated = evaluateRun([bare(100), row('customer', { page: undefined })], 300).rows[1]!;
    expect(metText(evaluated)).toBe('no: JS n/a ×');
  });

  it('gives bare and extra rows ratios but no checks, and checks the peak RSS under 500 MB', () => {
    const api = row('extra', { c10: load(250), page: undefined });
    const result = evaluateRun([bare(100), api], 499.4);
    expect(result.rows.map((r) => [r.ratio, r.met, r.checks.length, metText(r)])).toEqual([
      [1, undefined, 0, ''],
      [2.5, undefined, 0, ''],
    ]);
    expect(result.rss).toEqual({ label: 'peak RSS', target: '< 500 MB', value: '499 MB', met: true });
    expect(result.allMet).toBe(true);

    const heavy = evaluateRun([bare(100), api], 500);
    expect(heavy.rss.met).toBe(false);
    expect(heavy.allMet).toBe(false);
  });

  it('is all met only when every targeted route is', () => {
    const result = evaluateRun([bare(100), row('customer'), row('customer', { key: 'slow', c10: load(10) })], 100);
    expect(result.rows.map((r) => r.met)).toEqual([undefined, true, false]);
    expect(result.allMet).toBe(false);
  });
});
