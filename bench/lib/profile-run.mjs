// The profiling run (see bench/profile.mjs).
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pageRoutes } from '../routes.mjs';
import { summarise } from './cpu-profile.ts';
import { inspectPage, measure, settle } from './measure.mjs';
import { buildAndSeed, log, root, startServer } from './server.mjs';
import { catalogueFixtures, ensureCart, ensureOrder, logIn, PARTNER } from './shop.mjs';

const TOP_FUNCTIONS = 30;

export async function profileRoutes(keys) {
  if (keys.length === 0) throw new Error('name the routes to profile: bench/routes.mjs keys, e.g. `npm run bench:profile -- list cart`');
  const env = buildAndSeed({ products: Number(process.env.BENCH_PRODUCTS ?? 20000), dataDir: resolve(root, '.cache/bench-data') });
  const results = resolve(root, 'bench/results');
  mkdirSync(results, { recursive: true });
  for (const key of keys) writeReport(results, key, await profileRoute(env, key));
}

async function profileRoute(env, key) {
  const dir = resolve(root, '.cache/cpu-profiles', key);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = await startServer(env, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
  const customer = await logIn(server.base);
  const fixtures = await catalogueFixtures(customer.api);
  await ensureOrder(customer.api, fixtures.variantId);
  await ensureCart(customer.api, fixtures.variantId);
  const route = pageRoutes({ partner: PARTNER, ...fixtures }).find((r) => r.key === key);
  if (!route) throw new Error(`no route "${key}" in bench/routes.mjs`);
  const headers = route.auth ? customer.pageHeaders : {};
  await inspectPage(server.base, { path: route.path, headers, status: route.status });
  await settle(server.base);
  const load = await measure(route.label, { url: server.base + route.path, headers, connections: 10 });
  await server.stop();
  const file = readdirSync(dir).find((name) => name.includes(`.${server.pid}.`) && name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile of the server (pid ${server.pid}) in ${dir}`);
  log(`profile: ${resolve(dir, file)}`);
  return { route, load, file: resolve(dir, file), summary: summarise(JSON.parse(readFileSync(resolve(dir, file), 'utf8'))) };
}

function writeReport(results, key, { route, load, file, summary }) {
  // The window holds the 2 s warm-up and the measured run; CPU per request is over the measured run's rate.
  const requestsInWindow = (load.reqPerSec * summary.windowMs) / 1000;
  const perRequest = (ms) => (requestsInWindow > 0 ? ms / requestsInWindow : NaN);
  const row = (cells) => `| ${cells.join(' | ')} |`;
  const lines = [
    `## CPU profile: ${route.label} (\`${route.path}\`)`,
    '',
    `${load.reqPerSec} req/s at c = 10, p99 ${load.p99} ms; load window ${(summary.windowMs / 1000).toFixed(1)} s, ` +
      `CPU busy ${(summary.busyMs / 1000).toFixed(1)} s: **${perRequest(summary.busyMs).toFixed(1)} ms of CPU per request**.`,
    '',
    row(['part of the stack', 'ms / request', 'share']),
    row(['---', '--:', '--:']),
    ...summary.parts.map((p) => row([p.part, perRequest(p.ms).toFixed(2), `${(p.share * 100).toFixed(1)} %`])),
    '',
    row(['function (self time)', 'part', 'ms / request', 'share']),
    row(['---', '---', '--:', '--:']),
    ...summary.functions.slice(0, TOP_FUNCTIONS).map((f) => row([`\`${f.name}\``, f.part, perRequest(f.ms).toFixed(3), `${(f.share * 100).toFixed(1)} %`])),
    '',
    row(["the app bundles' functions (inclusive, after each await)", 'ms / request', 'share']),
    row(['---', '--:', '--:']),
    ...summary.appFunctions.slice(0, TOP_FUNCTIONS).map((f) => row([`\`${f.name}\``, perRequest(f.ms).toFixed(3), `${(f.share * 100).toFixed(1)} %`])),
    '',
  ];
  const text = lines.join('\n');
  console.log(`\n${text}`);
  writeFileSync(resolve(results, `profile-${key}.md`), text);
  copyFileSync(file, resolve(results, `profile-${key}.cpuprofile`));
}
