// The catalogue import figure of `npm run bench` (issue #45 item 3): 20 000 products (the seed's
// generator, under codes of their own) imported through the operations API in batches of 1 000
// (BENCH_IMPORT_BATCH),
// one request after another as an ERP sends them, while autocannon loads GET /api/Products (the
// storefront's list) with 10 connections; reports the import's time and the list's p99 during it.
import autocannon from 'autocannon';
import { DEMO_STAFF_PASSWORD } from '../../lib/backend/db/seed/demo-staff.ts';
import { apiPaths } from '../../lib/contract/api-paths.ts';
import { importBatches } from './import-items.ts';
import { log } from './server.mjs';

const IMPORT_PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 20000);
// Products per request: 1 000 is the API's most; decision 0043 measures smaller ones (a console
// file's apply writes chunks of 100 products, the same transaction as a batch of 100 here).
// BENCH_IMPORT_BATCH=1000,100 measures each size in turn (each adds its own 20 000 products, so a
// later size runs on a larger catalogue: the comparison leans against it).
const IMPORT_BATCHES = (process.env.BENCH_IMPORT_BATCH ?? '1000').split(',').map(Number);

async function staffLogin(base) {
  const res = await fetch(`${base}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'employee@shop.test', password: DEMO_STAFF_PASSWORD }) });
  if (!res.ok) throw new Error(`staff login: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

export async function measureImport(base, customer) {
  const figures = [];
  for (const size of IMPORT_BATCHES) figures.push(await measureImportOf(base, customer, size));
  return figures.length === 1 ? figures[0] : figures;
}

async function measureImportOf(base, customer, IMPORT_BATCH) {
  const batches = importBatches(IMPORT_PRODUCTS, `IMP${Date.now().toString(36).toUpperCase()}-`, IMPORT_BATCH);
  const token = await staffLogin(base);
  log(`import: ${IMPORT_PRODUCTS} products (${batches.reduce((n, b) => n + b.reduce((m, i) => m + i.variants.length, 0), 0)} variants) in ${batches.length} batches, GET /Products under load…`);
  const load = autocannon({ url: `${base}/api${apiPaths.listProducts}`, headers: customer.apiHeaders, connections: 10, duration: 3600 });
  const started = Date.now();
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (const items of batches) {
    const res = await fetch(`${base}/api/staff/catalog/import`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ items }) });
    if (!res.ok) throw new Error(`import batch: ${res.status} ${(await res.text()).slice(0, 500)}`);
    const body = await res.json();
    for (const key of Object.keys(counts)) counts[key] += body[key];
  }
  const seconds = (Date.now() - started) / 1000;
  load.stop();
  const result = await load;
  const figure = { products: IMPORT_PRODUCTS, batch: IMPORT_BATCH, seconds: Math.round(seconds * 10) / 10, ...counts, listP50: result.latency.p50, listP99: result.latency.p99, listRequests: result.requests.total, listNon2xx: result.non2xx, listErrors: result.errors + result.timeouts };
  log(`import: ${figure.seconds} s (${counts.created} created, batches of ${IMPORT_BATCH}); GET /Products during it p50 ${figure.listP50} ms, p99 ${figure.listP99} ms over ${figure.listRequests} requests`);
  return figure;
}
