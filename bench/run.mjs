// `npm run bench` (issue #4 §5): throughput and latency of the catalogue pages and API on a production
// build with 20 000 products, against a bare page of the same app and a plain Node HTTP server.
// A measurement script, not a test: it never fails CI and CI never runs it. Takes about 2 minutes.
// Results are printed and written to bench/results/latest.json (gitignored).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const products = process.env.BENCH_PRODUCTS ?? '20000';
const dataDir = resolve(root, '.cache/bench-data');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 2;
const CONNECTIONS = 10;
const PARTNER = 'acme';

const log = (...args) => console.log('[bench]', ...args);

function runOrExit(cmd, args, env = process.env) {
  log(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`[bench] "${cmd} ${args.join(' ')}" failed (${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
}

function freePort() {
  return new Promise((ok, fail) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '0.0.0.0', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** start.mjs spawns the real server (.next/standalone/server.js) as its child: sample that one. */
function childPid(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text ? Number(text.split(/\s+/)[0]) : undefined;
  } catch {
    return undefined;
  }
}

function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

function cannon(opts) {
  return autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
}

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

async function measure(name, opts) {
  log(`warm-up ${name}…`);
  await cannon({ ...opts, duration: WARMUP });
  log(`measuring ${name} (${DURATION} s, ${opts.connections ?? CONNECTIONS} connections)…`);
  return summary(await cannon(opts));
}

async function firstLoadJs(base, path, headers) {
  const html = await (await fetch(base + path, { headers })).text();
  const srcs = [...new Set([...html.matchAll(/src="(\/_next\/static\/[^"]+?\.js)(?:\?[^"]*)?"/g)].map((m) => m[1]))];
  let bytes = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(base + src)).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return { scripts: srcs.length, gzipKb: Math.round(bytes / 102.4) / 10 };
}

async function main() {
  // 1. Build once.
  if (!existsSync(resolve(root, '.next/standalone/server.js'))) runOrExit(npm, ['run', 'build']);

  // 2. A fresh database with the benchmark's product count.
  mkdirSync(dataDir, { recursive: true });
  const env = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  runOrExit(npx, ['tsx', 'scripts/db-seed.ts', '--products', products, '--reset'], env);

  // 3. The production server (0.0.0.0, not 127.0.0.1: see docs/decisions.md).
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log(`starting the server on port ${port}`);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(port), HOSTNAME: '0.0.0.0', NODE_ENV: 'production', DEMO_MODE: '1', PUBLIC_URL: base },
  });
  const cleanups = [() => server.exitCode === null && server.kill('SIGTERM')];
  const cleanup = () => cleanups.splice(0).forEach((fn) => fn());
  process.on('exit', cleanup);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (cleanup(), process.exit(130)));

  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if (Date.now() - started > 120_000) throw new Error('the server was not ready within 120 s');
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  log(`ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // Peak RSS of the real server process.
  let serverPid;
  for (let i = 0; i < 20 && !serverPid; i++) {
    serverPid = childPid(server.pid);
    if (!serverPid) await sleep(100);
  }
  serverPid ??= server.pid;
  let peakRssKb = rssKb(serverPid) ?? 0;
  const sampler = setInterval(() => (peakRssKb = Math.max(peakRssKb, rssKb(serverPid) ?? 0)), 200);
  cleanups.unshift(() => clearInterval(sampler));

  // 4. Log in and build the storefront's cookies.
  const login = await fetch(`${base}/api/Customers/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Partner-Code': PARTNER, 'Accept-Language': 'el' },
    body: JSON.stringify({ email: 'demo@acme.test', password: 'Demo-2026!', partnerCode: PARTNER }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const session = await login.json();
  const cookie = [
    `usr_fe_session=${encodeURIComponent(JSON.stringify({ id: session.id, ld: Date.now(), rd: session.rd, pc: PARTNER }))}`,
    `usr_fe_at=${session.at}`,
  ].join('; ');
  const pageHeaders = { cookie };
  const apiHeaders = { authorization: `Bearer ${session.at}`, 'X-Partner-Code': PARTNER, 'Accept-Language': 'el' };

  const first = await (await fetch(`${base}/api/Products?pageSize=1`, { headers: apiHeaders })).json();
  const eurl = first.items[0].eurl;
  const category = first.facets.categories[0].value;

  // The plain Node HTTP server (e).
  const bareHtml = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title></head><body><p>Hello</p></body></html>';
  const plain = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(bareHtml);
  });
  const plainPort = await freePort();
  await new Promise((ok) => plain.listen(plainPort, '127.0.0.1', ok));
  cleanups.unshift(() => plain.close());

  const paths = {
    list: `/${PARTNER}/products?color=red&sort=PriceAscending`,
    product: `/${PARTNER}/products/${encodeURIComponent(eurl)}`,
    api: `/api/Products?color=red&category=${encodeURIComponent(category)}`,
    // The bare page: the not-found page at `/` (status 404) is a dynamic render of the app shell
    // without partner data; adding a dedicated route would change the product.
    bare: '/',
  };
  for (const [name, path] of Object.entries(paths)) {
    const res = await fetch(base + path, { headers: name === 'api' ? apiHeaders : pageHeaders });
    log(`${name}: GET ${path} → ${res.status}`);
    await res.arrayBuffer();
  }

  // 5. Measurements.
  const rows = {};
  rows['(a) SSR product list'] = await measure('list page', { url: base + paths.list, headers: pageHeaders });
  rows['(b) SSR product page'] = await measure('product page', { url: base + paths.product, headers: pageHeaders });
  log('warm-up API…');
  await cannon({ url: base + paths.api, headers: apiHeaders, duration: WARMUP });
  log(`measuring API list with /api/health in parallel (${DURATION} s)…`);
  const [apiResult, healthResult] = await Promise.all([
    cannon({ url: base + paths.api, headers: apiHeaders }),
    cannon({ url: `${base}/api/health`, connections: 2 }),
  ]);
  rows['(c) API GET /Products'] = summary(apiResult);
  rows['(f) /api/health during (c)'] = summary(healthResult);
  rows['(d) bare Next page (/, 404)'] = await measure('bare Next page', { url: base + paths.bare });
  rows['(e) plain node:http'] = await measure('plain node:http', { url: `http://127.0.0.1:${plainPort}/` });

  // First-load JavaScript (gzip) per route.
  const js = {
    '(a) product list': await firstLoadJs(base, paths.list, pageHeaders),
    '(b) product page': await firstLoadJs(base, paths.product, pageHeaders),
    '(d) bare page': await firstLoadJs(base, paths.bare, {}),
  };

  clearInterval(sampler);
  peakRssKb = Math.max(peakRssKb, rssKb(serverPid) ?? 0);

  // 6. Report.
  const d = rows['(d) bare Next page (/, 404)'].reqPerSec;
  const ratios = {
    'a/d req/s': +(rows['(a) SSR product list'].reqPerSec / d).toFixed(2),
    'b/d req/s': +(rows['(b) SSR product page'].reqPerSec / d).toFixed(2),
  };
  const jsRatios = {
    'a/d JS': +(js['(a) product list'].gzipKb / js['(d) bare page'].gzipKb).toFixed(2),
    'b/d JS': +(js['(b) product page'].gzipKb / js['(d) bare page'].gzipKb).toFixed(2),
  };
  const pad = (s, n) => String(s).padEnd(n);
  const lpad = (s, n) => String(s).padStart(n);
  console.log('');
  console.log(`Benchmark: ${products} products, ${CONNECTIONS} connections, ${DURATION} s each (after ${WARMUP} s warm-up), Node ${process.version}`);
  console.log(`${pad('target', 30)}${lpad('req/s', 8)}${lpad('p50 ms', 8)}${lpad('p99 ms', 8)}${lpad('non2xx', 8)}${lpad('errors', 8)}`);
  for (const [name, r] of Object.entries(rows)) {
    console.log(`${pad(name, 30)}${lpad(r.reqPerSec, 8)}${lpad(r.p50, 8)}${lpad(r.p99, 8)}${lpad(r.non2xx, 8)}${lpad(r.errors, 8)}`);
  }
  console.log(`ratios: a/d = ${ratios['a/d req/s']}, b/d = ${ratios['b/d req/s']} (req/s)`);
  console.log('(d) answers 404 by design (the not-found page); (f) ran with 2 connections alongside (c).');
  console.log(`peak RSS of the server process (pid ${serverPid}): ${(peakRssKb / 1024).toFixed(0)} MB`);
  console.log('first-load JavaScript (gzip):');
  for (const [name, r] of Object.entries(js)) console.log(`  ${pad(name, 20)}${lpad(r.gzipKb.toFixed(1), 8)} kB in ${r.scripts} scripts`);
  console.log(`  ratios: a/d = ${jsRatios['a/d JS']}, b/d = ${jsRatios['b/d JS']}`);

  mkdirSync(resolve(root, 'bench/results'), { recursive: true });
  const out = { date: new Date().toISOString(), node: process.version, products: Number(products), connections: CONNECTIONS, durationSeconds: DURATION, paths, rows, ratios, peakRssMb: Math.round(peakRssKb / 1024), firstLoadJs: js, jsRatios };
  writeFileSync(resolve(root, 'bench/results/latest.json'), JSON.stringify(out, null, 2) + '\n');
  log('written bench/results/latest.json');

  // 7. Stop everything.
  cleanup();
  await new Promise((ok) => (server.exitCode !== null ? ok() : server.once('exit', ok)));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error('[bench] failed:', error);
    process.exit(1);
  },
);
