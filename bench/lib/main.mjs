// The benchmark run (see bench/run.mjs): seed, start, prepare the customer's data, check every
// route answers as it should, measure, evaluate against issue #15's targets, report.
import { resolve } from 'node:path';
import { apiPaths } from '../../lib/contract/api-paths.ts';
import { pageRoutes } from '../routes.mjs';
import { DURATION, inspectPage, measure, measureTogether, settle, WARMUP } from './measure.mjs';
import { loadAverage, machine, writeReport } from './report.mjs';
import { buildAndSeed, root, sampleRss, startPlainServer, startServer } from './server.mjs';
import { catalogueFixtures, ensureCart, ensureOrder, logIn, PARTNER } from './shop.mjs';
import { measureImport } from './import-bench.mjs';
import { evaluateRun } from './targets.ts';
import { measureEditToVisible } from './edit-to-visible-run.mjs';

const CONNECTIONS = 10;

/**
 * BENCH_ONLY=list,product measures just those routes (and the bare page, the reference): for
 * trying a change, not for the closing table. The API and plain runs are skipped then too; `import`
 * and `edit` (edit-to-visible) name those steps.
 */
function onlyRoutes(routes, only) {
  if (!only) return routes;
  const keys = new Set(only.split(',').map((key) => key.trim()).filter((key) => key !== 'import' && key !== 'edit'));
  const unknown = [...keys].filter((key) => !routes.some((route) => route.key === key));
  if (unknown.length) throw new Error(`BENCH_ONLY: no route ${unknown.join(', ')} (routes: ${routes.map((r) => r.key).join(', ')})`);
  return routes.filter((route) => route.kind === 'bare' || keys.has(route.key));
}
const HIGH_CONNECTIONS = 50;

export async function main() {
  const started = Date.now();
  const loadStart = loadAverage();
  const products = Number(process.env.BENCH_PRODUCTS ?? 20000);
  const env = buildAndSeed({ products, dataDir: resolve(root, '.cache/bench-data') });
  const server = await startServer(env);
  const { base } = server;
  const rss = sampleRss(server.pid);
  const plain = await startPlainServer();

  // The customer's data: a product and a category to filter by, an order, one line in the cart.
  const customer = await logIn(base);
  const fixtures = await catalogueFixtures(customer.api);
  await ensureOrder(customer.api, fixtures.variantId);
  await ensureCart(customer.api, fixtures.variantId);

  // Every route answers as it should before anything is measured; its HTML and JS are weighed then.
  const routes = onlyRoutes(pageRoutes({ partner: PARTNER, ...fixtures }), process.env.BENCH_ONLY);
  const headersOf = (route) => (route.auth ? customer.pageHeaders : {});
  const pages = {};
  for (const route of routes) pages[route.key] = await inspectPage(base, { path: route.path, headers: headersOf(route), status: route.status });

  const measured = [];
  for (const route of routes) {
    const target = { url: base + route.path, headers: headersOf(route) };
    await settle(base);
    rss.phase(route.label);
    const c10 = await measure(route.label, { ...target, connections: CONNECTIONS });
    // Warm already: the c = 50 run follows its c = 10 run without another warm-up.
    const c50 = route.c50 ? await measure(`${route.label} at c = ${HIGH_CONNECTIONS}`, { ...target, connections: HIGH_CONNECTIONS, warmup: 0 }) : undefined;
    measured.push({ key: route.key, label: route.label, kind: route.kind, path: route.path, c10, c50, page: pages[route.key] });
  }

  rss.phase('API list with /api/health');
  if (!process.env.BENCH_ONLY) await measureApi(base, customer, fixtures, measured);
  rss.phase('bare page, again at the end');

  // The bare page again at the end: the reference is the mean of both runs (the machine drifts).
  await settle(base);
  const bare = routes.find((route) => route.kind === 'bare');
  const bareEnd = await measure(`${bare.label}, again`, { url: base + bare.path, connections: CONNECTIONS });
  measured.push({ key: 'bare-end', label: `${bare.label}, again at the end`, kind: 'bare', path: bare.path, c10: bareEnd });
  if (!process.env.BENCH_ONLY) {
    const plainLoad = await measure('plain node:http', { url: plain.url, connections: CONNECTIONS });
    measured.push({ key: 'plain', label: 'plain node:http', kind: 'extra', path: plain.url, c10: plainLoad });
  }

  // Last: the import adds 20 000 products to the database the routes above were measured on.
  rss.phase('catalogue import');
  const catalogueImport = !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes('import') ? await measureImport(base, customer) : undefined;

  const { peakMb: peakRssMb, phases: rssPhases } = rss.stop();
  plain.close();
  await server.stop();
  // Issue #45 item 4: edit-to-visible at 20 000 and 100 000 products, on the database just seeded
  // (BENCH_ONLY=…,edit to have it in a partial run).
  const editToVisible = !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes('edit') ? measureEditToVisible(env.DATA_DIR) : undefined;

  const evaluation = evaluateRun(measured, peakRssMb);
  const run = {
    date: new Date().toISOString(),
    ...machine(),
    products,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    warmupSeconds: WARMUP,
    loadStart,
    loadEnd: loadAverage(),
    totalSeconds: Math.round((Date.now() - started) / 1000),
    serverPid: server.pid,
    peakRssMb: Math.round(peakRssMb),
    rssPhases,
    editToVisible,
    catalogueImport,
  };
  writeReport({ run, evaluation });
}

/** The API's filtered list with /api/health alongside (health must stay fast while the API works). */
async function measureApi(base, customer, fixtures, measured) {
  await settle(base);
  const apiPath = `/api${apiPaths.listProducts}?color=red&category=${encodeURIComponent(fixtures.category)}`;
  const [api, health] = await measureTogether('API list with /api/health alongside', [
    { url: base + apiPath, headers: customer.apiHeaders, connections: CONNECTIONS },
    { url: `${base}/api${apiPaths.health}`, connections: 2 },
  ]);
  measured.push({ key: 'api', label: 'API GET /Products (2 filters)', kind: 'extra', path: apiPath, c10: api });
  measured.push({ key: 'health', label: '/api/health during the API run', kind: 'extra', path: `/api${apiPaths.health}`, c10: health });

  // The company pages' holes (issue #50), as the demo company's admin: its orders (one placed) and what is left to spend.
  const admin = await logIn(base, COMPANY_ADMIN);
  await ensureOrder(admin.api, fixtures.variantId, COMPANY_ADMIN);
  for (const [key, path] of [['api-company-orders', '/Company/Orders'], ['api-company-spending', '/Company/Spending']]) {
    await settle(base);
    const c10 = await measure(`API GET ${path} (company admin)`, { url: `${base}/api${path}`, headers: admin.apiHeaders, connections: CONNECTIONS });
    measured.push({ key, label: `API GET ${path} (company admin)`, kind: 'extra', path: `/api${path}`, c10 });
  }
}

/** The demo company's admin (lib/backend/db/seed/demo-companies.ts). */
const COMPANY_ADMIN = 'company-admin@acme.test';
