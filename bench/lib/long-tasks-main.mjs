// `npm run bench:tasks` (issue #16): the main-thread work of each page's load as the browser
// observed it, at 390 px with the CPU 4× slower and an empty HTTP cache, several loads per page.
// Lighthouse's TBT is simulated from one trace and moves by ±300 ms between runs here; this
// measures the same long tasks (`longtask` entries, the part of each beyond 50 ms summed) over
// `TASKS_RUNS` loads (default 5) and prints the median, so a change's effect on a page can be
// told from noise before Lighthouse is run. Also the LCP time (the browser's last entry).
// `TASKS_RUNS`, `TASKS_PAGES` (comma-separated keys) and `LIGHTHOUSE_PRODUCTS` adjust it.
import { chromium } from '@playwright/test';
import { resolve } from 'node:path';
import { chromiumExecutablePath } from '../../e2e/support/browser.ts';
import { BROWSER_PAGES } from '../routes.mjs';
import { buildAndSeed, log, root, startServer } from './server.mjs';
import { phoneShop } from './shop.mjs';

/** `TASKS_PAGES=cart,checkout` measures only those (and the bare page). */
const PAGES = process.env.TASKS_PAGES ? ['bare', ...BROWSER_PAGES.filter((key) => key !== 'bare' && process.env.TASKS_PAGES.split(',').includes(key))] : BROWSER_PAGES;

/** Runs in the page before its scripts: collects long tasks and LCP entries. */
function observe() {
  window.__tasks = [];
  window.__lcp = 0;
  new PerformanceObserver((list) => window.__tasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(context, url) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observe);
    await page.goto(url, { waitUntil: 'networkidle' });
    // Until the page shows its content: no spinner or skeleton left (at 4× the checkout's form could
    // still be rendering a second after the network went quiet, and such a run measured a page
    // still loading); then the tasks still queued after it.
    await page.locator('main .full-page-spinner, main [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 20_000 });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => ({ blocking: window.__tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0), longest: Math.max(0, ...window.__tasks), lcp: window.__lcp }));
  } finally {
    await page.close();
  }
}

export async function main() {
  const runs = Number(process.env.TASKS_RUNS ?? 5);
  const env = buildAndSeed({ products: Number(process.env.LIGHTHOUSE_PRODUCTS ?? 3000), dataDir: resolve(root, '.cache/lighthouse-data') });
  const server = await startServer(env);
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const { byKey, visitor, shopper } = await phoneShop(browser, server.base);
    // Warm-up: every page once (the server's caches), not reported.
    for (const key of PAGES) await measure(byKey.get(key).auth ? shopper : visitor, server.base + byKey.get(key).path);
    const rows = [];
    for (const key of PAGES) {
      const route = byKey.get(key);
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await measure(route.auth ? shopper : visitor, server.base + route.path));
      rows.push({ key, blocking: median(results.map((r) => r.blocking)), all: results.map((r) => Math.round(r.blocking)), longest: median(results.map((r) => r.longest)), lcp: median(results.map((r) => r.lcp)) });
      log(`${key}: blocking ${results.map((r) => Math.round(r.blocking)).join(' ')} ms`);
    }
    console.log(`\n| page | blocking ms (median of ${runs}) | all runs | longest task ms | LCP ms |\n| --- | --: | --- | --: | --: |`);
    for (const r of rows) console.log(`| ${r.key} | ${Math.round(r.blocking)} | ${r.all.join(' ')} | ${Math.round(r.longest)} | ${Math.round(r.lcp)} |`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
