import http from 'node:http';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { fillPath, FUZZ_SEED, queryFor, segment, statusTally } from '../lib/backend/testing/fuzz-inputs';
import { DEMO_PASSWORD } from './support/data';
import { STAFF } from './support/staff';

/**
 * The staff console's page fuzz (issue #44 item 4): hostile path segments and filter values over
 * every console page, signed in as an Inspector or a SalesPerson (so that requests reach the lists
 * and records), or not. No 5xx, and no page that answers 200 while it failed: no server error
 * inside a streamed boundary (`data-dgst` with a digest that is not one of Next's own not-found or
 * redirect signals; the error boundary's text itself is in every page's client messages).
 * Deterministic (FUZZ_SEED); prints the statuses.
 */
const REQUESTS = Number(process.env.FUZZ_STAFF_PAGE_REQUESTS ?? 600);
const CONCURRENCY = 4;

const PAGES = [
  'orders', 'orders/:x', 'customers', 'audit', 'returns', 'quotes', 'quotes/:x', 'partners', 'partners/:x', 'partners/:x/pages', 'partners/:x/pages/:x',
  'partners/:x/pages/new', 'partners/:x/pages/:x/delete', 'partners/:x/coupons', 'partners/:x/coupons/:x', 'partners/:x/coupons/new', 'members', 'members/:x',
  'password/:x', 'two-factor', 'login',
  // The catalogue (issue #45 item 1).
  'products', 'products/new', 'products/:x', 'categories', 'categories/:x', 'brands', 'brands/:x',
  // Customers' privacy requests (issue #49 item 2).
  'privacy',
  // Company accounts (issue #50).
  'companies', 'companies/new', 'companies/:x',
];
const FILTERS = ['partner', 'status', 'from', 'to', 'number', 'email', 'q', 'staff', 'kind', 'page', 'error', 'changed', 'signedOut', 'category', 'brand', 'stock', 'saved', 'deleted', 'bulkChanged', 'orders'];

const pageRequest = fc.record({
  page: fc.constantFrom(...PAGES),
  prefix: fc.constantFrom('', '/en'),
  values: fc.array(fc.oneof(segment, fc.constantFrom('acme', 'hellas', '1', 'terms', 'VIP25')), { minLength: 3, maxLength: 3 }),
  query: queryFor(FILTERS),
  who: fc.constantFrom('inspector', 'inspector', 'sales', 'none', 'garbage'),
});

/** Response headers over this many bytes: more than common proxies accept (nginx 4–8 kB, Node 16 kB); reported, not failed. */
const LARGE_HEADERS = 16 * 1024;

function get(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; body: string; headerBytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'GET', path, headers, maxHeaderSize: 1024 * 1024 }, (res) => {
      const chunks: Buffer[] = [];
      const headerBytes = res.rawHeaders.reduce((n, part) => n + part.length + 2, 0);
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headerBytes }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('staff page fuzz: no hostile URL breaks a console page', async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const port = Number(new URL(baseURL!).port);
  const tokens: Record<string, string> = {};
  for (const [who, email] of [['inspector', STAFF.inspector], ['sales', STAFF.sales]] as const) {
    const login = await request.post('/api/staff/login', { data: { email, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    tokens[who] = ((await login.json()) as { token: string }).token;
  }
  const inputs = fc.sample(pageRequest, { seed: FUZZ_SEED, numRuns: REQUESTS });
  const tally = statusTally('staff page fuzz');
  const failures: string[] = [];
  const large = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const r = inputs[next++]!;
      const path = `${r.prefix}/staff/${fillPath(r.page, r.values)}${r.query}`;
      const headers: Record<string, string> = {};
      if (r.who === 'inspector' || r.who === 'sales') headers.Cookie = `staff_at=${tokens[r.who]}`;
      if (r.who === 'garbage') headers.Cookie = 'staff_at=a.b.c';
      const { status, body, headerBytes } = await get(port, path, headers);
      tally.add(status);
      if (headerBytes > LARGE_HEADERS) large.set(`${r.page} (${r.who}) → ${status}`, Math.max(headerBytes, large.get(`${r.page} (${r.who}) → ${status}`) ?? 0));
      // A server error inside a streamed boundary (the error boundary shown with 200) leaves its digest; Next's not-found and redirect signals are not errors.
      const failedInside = status === 200 && /data-dgst="(?!NEXT_)[^"]*"/.test(body);
      if (status >= 500 || status === 0 || failedInside) failures.push(`GET ${path} (${r.who}) → ${status}${failedInside ? ' with a failed render' : ''}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.log(tally.summary());
  if (large.size) console.log(`responses with over ${LARGE_HEADERS} bytes of headers (a long query echoed): ${[...large].map(([what, bytes]) => `${what}: ${bytes}`).join('; ')}`);
  expect(failures, `seed ${FUZZ_SEED}: ${failures.length} of ${inputs.length} console requests failed`).toEqual([]);
});
