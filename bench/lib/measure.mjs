// Measuring: autocannon runs (summarised as targets.ts's Load), and what one GET of a page weighs.
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { log, sleep } from './server.mjs';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP = 2;

function summary(result) {
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** One autocannon run of `DURATION` s (after a `warmup` s run unless 0); redirects are not followed (a 3xx counts as non-2xx). */
export async function measure(name, { url, headers, connections, warmup = WARMUP }) {
  const opts = { url, headers, connections, duration: DURATION };
  if (warmup > 0) {
    log(`warm-up ${name}…`);
    await autocannon({ ...opts, duration: warmup });
  }
  log(`measuring ${name} (${DURATION} s, ${connections} connections)…`);
  return summary(await autocannon(opts));
}

/** Several runs at the same time (the API with /api/health alongside); answers their Loads in order. */
export async function measureTogether(name, runs) {
  log(`warm-up ${name}…`);
  await Promise.all(runs.map(({ url, headers, connections }) => autocannon({ url, headers, connections, duration: WARMUP })));
  log(`measuring ${name} (${DURATION} s)…`);
  const results = await Promise.all(runs.map(({ url, headers, connections }) => autocannon({ url, headers, connections, duration: DURATION })));
  return results.map(summary);
}

/**
 * Waits (at most 30 s) until /api/health answers within 100 ms: requests that a run gave up on
 * (timeouts at c = 50) are still rendered after it ends and must not be charged to the next route.
 */
export async function settle(base) {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const start = performance.now();
    try {
      await (await fetch(`${base}/api/health`)).arrayBuffer();
    } catch {
      /* counted as slow */
    }
    if (performance.now() - start < 100) return;
    await sleep(500);
  }
  log('the server is still slow after 30 s; measuring anyway');
}

const scriptCache = new Map();

/** gzip size of a script, fetched once per run (pages share most of their chunks). */
async function scriptGzipBytes(base, src) {
  if (!scriptCache.has(src)) {
    const res = await fetch(base + src);
    if (!res.ok) throw new Error(`GET ${src} → ${res.status}`);
    scriptCache.set(src, gzipSync(Buffer.from(await res.arrayBuffer())).length);
  }
  return scriptCache.get(src);
}

/**
 * GETs the page once, refusing any other status than `status` (a redirect to login, a 404 instead
 * of the page, a 500): the bench fails loudly rather than measure the wrong answer. Answers its
 * HTML size (raw and gzip) and its first-load JavaScript: the scripts its HTML loads, gzip.
 */
export async function inspectPage(base, { path, headers, status = 200 }) {
  const res = await fetch(base + path, { headers, redirect: 'manual' });
  const html = Buffer.from(await res.arrayBuffer());
  if (res.status !== status) {
    const where = res.headers.get('location') ? ` to ${res.headers.get('location')}` : '';
    throw new Error(`GET ${path} answered ${res.status}${where}, not ${status}`);
  }
  const text = html.toString('utf8');
  const srcs = [...new Set([...text.matchAll(/src="(\/_next\/static\/[^"]+?\.js)(?:\?[^"]*)?"/g)].map((m) => m[1]))];
  let jsGzipBytes = 0;
  for (const src of srcs) jsGzipBytes += await scriptGzipBytes(base, src);
  log(`GET ${path} → ${res.status}, HTML ${html.length} B, ${srcs.length} scripts`);
  return { htmlBytes: html.length, htmlGzipBytes: gzipSync(html).length, jsScripts: srcs.length, jsGzipBytes };
}
