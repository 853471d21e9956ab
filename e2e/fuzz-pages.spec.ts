import http from 'node:http';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { fillPath, FUZZ_SEED, headerValue, queryString, segment } from '../lib/backend/testing/fuzz-inputs';
import { ACME, DEMO_PASSWORD } from './support/data';

/**
 * The page fuzz suite (issue #14 "Done when"): malformed requests over real HTTP against the
 * production build, over every dynamic page (every route under app/[lang]/[partnerId], the
 * payment return pages and their POST handlers, the shop-wide /payment/… returns), signed in and
 * not: invalid percent-encoding and odd unicode in path segments and queries, odd form posts,
 * cookies and headers. None may answer 5xx. Deterministic (fast-check, FUZZ_SEED); raw paths are
 * sent as they are (node:http), not normalised by a URL parser.
 */
const REQUESTS = Number(process.env.FUZZ_PAGE_REQUESTS ?? 1600);
const CONCURRENCY = 4;

/** The pages after `/{lang}/{partner}/`; `:x` is filled with a hostile segment. */
const PAGES = [
  '', 'products', 'products/:x', 'cart', 'checkout', 'checkout-success/:x', 'checkout-failure', 'profile', 'profile/account',
  'profile/addresses', 'profile/orders', 'profile/return-order', 'profile/privacy', 'payment/:x', 'payment/:x/:x', 'payment/:x/:x/:x',
  'payment/viva/success', 'payment/viva/cancel', 'payment/paypal/success', 'payment/winbank/success/:x', 'payment/alpha/cancel',
  'payment/eurobank/success/:x', 'login', 'register', 'validateregistration/:x', 'forgot-password', 'resetpassword/:x',
  'logout', ':x', ':x/:x',
  // Company accounts (issue #50).
  'profile/company', 'profile/company/members', 'profile/company/requests', 'profile/company/orders', 'profile/company/addresses', 'profile/company/statement', 'join/:x',
];
/** Bank POSTs (payment-post handlers) and the shop-wide returns. */
const POSTS = ['/:l/:p/payment/winbank/cancel', '/:l/:p/payment/alpha/cancel', '/:l/:p/payment/eurobank/success/:x', '/:l/:p/payment/winbank/success/:x', '/payment/winbank/cancel', '/payment/winbank/success', '/payment/viva/success', '/payment/viva/cancel'];
const SHOP_WIDE_GETS = ['/payment/viva/success', '/payment/viva/cancel', '/payment/winbank/success', '/payment/winbank/cancel', '/payment/:x/:x'];

const formBody = fc.oneof(
  fc.constantFrom('', '=', '&&&', 'a=%FF', 'a=%ED%A0%80', '%ED%A0%80=1', 'MerchantReference=%00', 'a=%', `a=${'x'.repeat(20_000)}`, 'StatusFlag=Failure&ResultCode=1&HashKey=&MerchantReference=x'),
  fc.array(fc.tuple(segment, segment), { maxLength: 40 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
);

const pageRequest = fc.record({
  kind: fc.constantFrom('page', 'page', 'page', 'page', 'post', 'shop-wide'),
  page: fc.constantFrom(...PAGES),
  post: fc.constantFrom(...POSTS),
  shopWide: fc.constantFrom(...SHOP_WIDE_GETS),
  lang: fc.constantFrom('el', 'en', '', 'EL', ':x'),
  partner: fc.constantFrom('acme', 'acme', 'hellas', 'retired', ':x'),
  values: fc.array(segment, { minLength: 3, maxLength: 3 }),
  query: queryString,
  form: formBody,
  contentType: fc.constantFrom('application/x-www-form-urlencoded', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=zz', 'application/json'),
  session: fc.constantFrom('signed-in', 'signed-in', 'none', 'garbage'),
  garbage: headerValue,
  acceptLanguage: headerValue,
});
type PageRequest = typeof pageRequest extends fc.Arbitrary<infer T> ? T : never;

function pathOf(r: PageRequest): { method: 'GET' | 'POST'; path: string } {
  if (r.kind === 'post') {
    const path = fillPath(r.post.replace(':l', r.lang === ':x' ? r.values[2]! : r.lang).replace(':p', r.partner === ':x' ? r.values[1]! : r.partner), r.values);
    return { method: 'POST', path: path.replace(/\/{2,}/g, '/') + r.query };
  }
  if (r.kind === 'shop-wide') return { method: 'GET', path: fillPath(r.shopWide, r.values) + r.query };
  const prefix = [r.lang, r.partner].filter(Boolean).join('/');
  const path = `/${fillPath(`${prefix}/${r.page}`.replace(/\/$/, ''), r.values)}`;
  return { method: 'GET', path: path.replace(/\/{2,}/g, '/') + r.query };
}

function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

test('page fuzz: no malformed request to a page gets a 5xx', async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const port = Number(new URL(baseURL!).port);
  const login = await request.post('/api/Customers/Login', {
    headers: { 'X-Partner-Code': ACME.code },
    data: { email: ACME.demo.email, password: DEMO_PASSWORD, partnerCode: ACME.code },
  });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as { id: number; at: string; rd: number };
  const signedIn = `usr_fe_session=${encodeURIComponent(JSON.stringify({ id: session.id, ld: Date.now(), rd: session.rd, pc: ACME.code }))}; usr_fe_at=${session.at}`;

  const inputs = fc.sample(pageRequest, { seed: FUZZ_SEED, numRuns: REQUESTS });
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const r = inputs[next++]!;
      const { method, path } = pathOf(r);
      const headers: Record<string, string> = { 'Accept-Language': r.acceptLanguage };
      if (r.session === 'signed-in') headers.Cookie = signedIn;
      if (r.session === 'garbage') headers.Cookie = `usr_fe_session=${r.garbage}; usr_fe_at=${r.garbage}`;
      if (method === 'POST') headers['Content-Type'] = r.contentType;
      const status = await send(port, method, path, headers, method === 'POST' ? r.form : undefined);
      if (status >= 500 || status === 0) failures.push(`${method} ${path} (${r.session}) → ${status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(failures, `seed ${FUZZ_SEED}: ${failures.length} of ${inputs.length} requests answered 5xx`).toEqual([]);
});

test('invalid percent-encoding in a page path is the 404 page; in an API path 400 invalid_path', async ({ request }) => {
  for (const path of ['/acme/resetpassword/abc%C0%AF', '/el/acme/products/%FF', '/en/acme/checkout-success/%E0%A4%A', '/acme/validateregistration/%ED%A0%80']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type'], path).toContain('text/html');
  }
  for (const path of ['/api/Products/%FF', '/api/Products/ByUrl/abc%C0%AF', '/api/Partners/ByCode/%ED%A0%80']) {
    const res = await request.get(path, { headers: { 'X-Partner-Code': ACME.code } });
    expect([res.status(), await res.json()], path).toEqual([400, { error: 'invalid_path' }]);
  }
});
