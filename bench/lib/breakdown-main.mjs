// `npm run bench:breakdown` (issue #16): what runs in the long tasks that make a page's Lighthouse
// blocking time. Each page is loaded BREAKDOWN_RUNS times (default 3) at 390 px with an empty HTTP
// cache and the CPU unthrottled, as Lighthouse records it, in a Chrome trace with CPU samples. The
// main thread's tasks after the first contentful paint that would block at 4× are read with
// bench/lib/task-breakdown.ts, and their samples are attributed to the app's own code through the
// scripts' source maps. It prints, per page, the blocking time of each run, the blocking time by
// owner over the runs (each task's blocking time shared out by its samples), and the tasks of the
// median run. Without source maps (a build without PROFILE_SOURCE_MAPS=1) the owners are the
// script files. `BREAKDOWN_PAGES` (comma-separated keys of bench/routes.mjs) picks the pages.
import { chromium } from '@playwright/test';
import { SourceMap } from 'node:module';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumExecutablePath } from '../../e2e/support/browser.ts';
import { BROWSER_PAGES } from '../routes.mjs';
import { buildAndSeed, log, root, startServer } from './server.mjs';
import { phoneShop } from './shop.mjs';
import { blockingTasks, cpuSamples, firstContentfulPaint, mainThread, ownerOf, ownerShares, projectPath } from './task-breakdown.ts';

const PAGES = process.env.BREAKDOWN_PAGES ? process.env.BREAKDOWN_PAGES.split(',') : BROWSER_PAGES;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'];

/** Maps a script's frames to their original sources, one source map per script URL (none: the script itself). */
function sourceMapper() {
  const maps = new Map();
  const mapOf = async (url) => {
    if (!maps.has(url)) {
      maps.set(
        url,
        (async () => {
          const script = await (await fetch(url)).text();
          const name = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(script)?.[1];
          return name ? new SourceMap(await (await fetch(new URL(name, url))).json()) : null;
        })().catch(() => null),
      );
    }
    return maps.get(url);
  };
  return async (frame) => {
    const fallback = { source: frame.url ? new URL(frame.url).pathname : '', name: frame.functionName };
    if (!frame.url.includes('/_next/')) return fallback;
    const entry = (await mapOf(frame.url))?.findEntry(frame.lineNumber, frame.columnNumber);
    return entry?.originalSource ? { source: projectPath(entry.originalSource), name: entry.name ?? frame.functionName } : fallback;
  };
}

/** One traced load: the blocking tasks after the first paint, each with its owners' shares. */
async function traceLoad(browser, context, url, mapFrame) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle' });
    // As bench:tasks: until no spinner or skeleton is left, then what is still queued. Asked with a
    // one-line expression: Playwright's locators would load its injected script into the trace.
    const loading = { expression: `Boolean(document.querySelector('main .full-page-spinner, main [aria-busy="true"]'))`, returnByValue: true };
    for (let waited = 0; (await cdp.send('Runtime.evaluate', loading)).result.value; waited += 100) {
      if (waited > 20_000) throw new Error(`${url} still loading after 20 s`);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const thread = mainThread(traceEvents);
    if (!thread) throw new Error(`no HTML parsed in the trace of ${url}`);
    const fcp = firstContentfulPaint(traceEvents, thread.pid) ?? 0;
    // One owner per profile node: its samples share one stack array.
    const owners = new Map();
    const samples = [];
    for (const { ts, stack } of cpuSamples(traceEvents, thread.pid)) {
      if (!owners.has(stack)) owners.set(stack, ownerOf(await Promise.all(stack.map(mapFrame))));
      samples.push({ ts, owner: owners.get(stack) });
    }
    return blockingTasks(traceEvents, thread, fcp).map((task) => ({ ...task, atMs: (task.ts - fcp) / 1000, owners: ownerShares(samples, task.ts, task.ts + task.ms * 1000) }));
  } finally {
    await page.close();
  }
}

const sum = (tasks) => tasks.reduce((total, task) => total + task.blockingMs, 0);
const top = (owners, n) => owners.slice(0, n).map(([owner, share]) => `${owner} ${Math.round(share * 100)} %`).join(' · ');

function report(key, runs) {
  const totals = runs.map(sum);
  const median = runs[totals.indexOf([...totals].sort((a, b) => a - b)[Math.floor(totals.length / 2)])];
  const byOwner = new Map();
  for (const task of runs.flat()) for (const [owner, share] of task.owners) byOwner.set(owner, (byOwner.get(owner) ?? 0) + (task.blockingMs * share) / runs.length);
  console.log(`\n## ${key}: blocking at 4× after the first paint, ${totals.map((t) => Math.round(t)).join(', ')} ms\n`);
  console.log('| owner | blocking ms per load |\n| --- | --: |');
  for (const [owner, ms] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`| ${owner} | ${Math.round(ms)} |`);
  console.log(`\nTasks of the median run (ms after the first paint, unthrottled length → blocking at 4×):`);
  for (const task of median) console.log(`- +${Math.round(task.atMs)} ms: ${task.ms.toFixed(1)} ms → ${Math.round(task.blockingMs)} ms. ${top(task.owners, 5)}`);
}

export async function main() {
  const runs = Number(process.env.BREAKDOWN_RUNS ?? 3);
  const chunks = resolve(root, '.next/static/chunks');
  if (!existsSync(chunks) || !readdirSync(chunks).some((file) => file.endsWith('.js.map'))) log('no source maps in the build: owners are script files (build with PROFILE_SOURCE_MAPS=1 to map them)');
  const env = buildAndSeed({ products: Number(process.env.LIGHTHOUSE_PRODUCTS ?? 3000), dataDir: resolve(root, '.cache/lighthouse-data') });
  const server = await startServer(env);
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const { byKey, visitor, shopper } = await phoneShop(browser, server.base);
    const mapFrame = sourceMapper();
    for (const key of PAGES) {
      const route = byKey.get(key);
      if (!route) throw new Error(`unknown page "${key}" (one of ${[...byKey.keys()].join(', ')})`);
      const context = route.auth ? shopper : visitor;
      await traceLoad(browser, context, server.base + route.path, mapFrame); // warm-up: the server's caches
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await traceLoad(browser, context, server.base + route.path, mapFrame));
      report(key, results);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
