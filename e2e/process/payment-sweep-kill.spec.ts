import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { Cart } from '../../lib/contract/cart';
import type { CheckoutOptions } from '../../lib/contract/checkout';
import type { Order } from '../../lib/contract/orders';
import { ATHENS } from '../support/checkout';
import { ACME, DEMO_PASSWORD } from '../support/data';
import { mailLink } from '../support/outbox';
import { alive, demoServerEnv, removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';
import { shippingCents } from '../support/shipping-cost';

/**
 * Issue #17 item 2: the payment expiry sweep killed halfway (kill -9 of the server while it expires
 * orders on PGlite) leaves every order either expired with its stock released or untouched; the
 * next server finishes the work at its start. Proof: every one of the N orders ends Cancelled with
 * exactly one cancellation in its history, the variant's stock is back to exactly what it was
 * before the orders (a half-written expiry would release it twice or not at all), and the second
 * server expired some but not all of them (the kill came in the middle).
 */
const N = 40;
const secret = randomBytes(32).toString('base64url');
const env = demoServerEnv(secret);

type Buyer = { token: string; uid: string; orderNumber: string };

test.describe('the payment expiry sweep and kill -9', () => {
  test.describe.configure({ timeout: 240_000 });
  let dataDir: string;
  const servers: ServerProcess[] = [];
  test.beforeAll(() => {
    dataDir = tempDir('storefront-sweep-');
    seedDataDir(dataDir);
  });
  test.afterAll(async () => {
    for (const server of servers) await server.stop();
    removeDir(dataDir);
  });

  const apiOf = (server: ServerProcess) => playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { 'X-Test-Secret': secret } });
  const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Partner-Code': ACME.code, 'Accept-Language': 'en' });

  /** A verified customer with one unit of the variant in the cart and a PayPal order waiting for its payment. */
  async function buyer(api: APIRequestContext, i: number, variantId: number): Promise<Buyer> {
    const email = `sweep-${i}-${randomUUID().slice(0, 8)}@e2e.test`;
    const headers = { 'X-Partner-Code': ACME.code, 'Accept-Language': 'en' };
    expect((await api.post('/api/Customers/Register', { headers, data: { firstName: 'Sweep', lastName: `N${i}`, email, password: DEMO_PASSWORD, registrationCode: ACME.registrationCode } })).status()).toBe(202);
    const guid = (await mailLink(api, email, 'verify')).pathname.split('/').pop()!;
    expect((await api.post('/api/Customers/ValidateRegistration', { headers, data: { guid } })).ok()).toBe(true);
    const login = await api.post('/api/Customers/Login', { headers, data: { email, password: DEMO_PASSWORD, partnerCode: ACME.code } });
    const token = ((await login.json()) as { at: string }).at;
    const cart = (await (await api.post('/api/Cart/Items', { headers: auth(token), data: { variantId, quantity: 1 } })).json()) as Cart;
    const options = (await (await api.get('/api/Checkout/Options', { headers: auth(token) })).json()) as CheckoutOptions;
    const courier = shippingCents(options, cart, 'courier');
    const placed = await api.post('/api/Orders', {
      headers: { ...auth(token), 'Idempotency-Key': `sweep-${randomUUID()}` },
      data: { email, documentType: 'Receipt', billing: ATHENS, shipTo: { kind: 'billing' }, shippingMethod: 'courier', paymentMethod: 'paypal', expectedTotal: cart.totals.total + courier },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const body = (await placed.json()) as { uid: string; orderNumber: string; payment: { url: string } };
    // Started with PayPal and abandoned there: the sweep asks PayPal about it before expiring it.
    const attempt = new URL(body.payment.url).pathname.split('/').pop()!;
    expect((await api.post(`/api/Payments/Attempts/${attempt}/Start`, { headers: auth(token) })).ok()).toBe(true);
    return { token, uid: body.uid, orderNumber: body.orderNumber };
  }

  const orderOf = async (api: APIRequestContext, b: Buyer) => (await (await api.get(`/api/Orders/${b.uid}`, { headers: auth(b.token) })).json()) as Order;
  const stockIn = async (api: APIRequestContext, b: Buyer, variantId: number) =>
    ((await (await api.get('/api/Cart', { headers: auth(b.token) })).json()) as Cart).lines.find((l) => l.variantId === variantId)!.stock;

  test('killed while expiring orders: each order expired once or not at all; the next server finishes', async () => {
    // Four orders a second: the kill below lands while most are still waiting. With the default
    // batch the forty could all be done before a busy runner gets to the kill (seen once in CI).
    const a = await startServer({ dataDir, env: { ...env, PAYMENT_SWEEP_SECONDS: '1', PAYMENT_SWEEP_BATCH: '4' } });
    servers.push(a);
    await waitForAnswer(a, '/api/health/ready');
    const apiA = await apiOf(a);
    // One unit each, of variants with stock enough for the buyers given to them: their stock shows
    // what was released. The catalogue's stock before any order is the seeded one.
    const plan = await variantsFor(apiA, N);
    const buyers: Buyer[] = [];
    for (let i = 0; i < N; i += 4) buyers.push(...(await Promise.all(plan.slice(i, i + 4).map((v, j) => buyer(apiA, i + j, v.id)))));
    // Every deadline in the past, the oldest first: the sweep (every second) works them in that order.
    for (const [i, b] of buyers.entries()) {
      const res = await apiA.post('/api/test/orders/payment-deadline', { data: { orderNumber: b.orderNumber, partnerCode: ACME.code, secondsFromNow: -3000 + i } });
      expect(res.ok()).toBe(true);
    }
    // kill -9 as soon as the server says it expired its first order (npm start's whole process group).
    const expiredLine = /\[payments\] order \S+ expired/g;
    await expect.poll(() => (a.output().match(expiredLine) ?? []).length, { intervals: [5], timeout: 30_000 }).toBeGreaterThan(0);
    const owner = (JSON.parse(readFileSync(join(dataDir, 'storefront.lock'), 'utf8')) as { pid: number }).pid;
    await a.stop('SIGKILL');
    await expect.poll(() => alive(owner), { message: `pid ${owner} gone`, timeout: 10_000 }).toBe(false);
    await apiA.dispose();

    const b = await startServer({ dataDir, env: { ...env, PAYMENT_SWEEP_SECONDS: '3600' } });
    servers.push(b);
    await waitForAnswer(b, '/api/health/ready');
    const apiB = await apiOf(b);
    for (const buyerN of buyers) await expect.poll(async () => (await orderOf(apiB, buyerN)).statusName, { timeout: 30_000 }).toBe('Cancelled');
    for (const buyerN of buyers) expect((await orderOf(apiB, buyerN)).history.filter((h) => h.statusName === 'Cancelled')).toHaveLength(1);
    for (const variant of new Map(plan.map((v) => [v.id, v])).values()) {
      const holder = buyers[plan.findIndex((v) => v.id === variant.id)]!;
      expect(await stockIn(apiB, holder, variant.id), `variant ${variant.id}`).toBe(variant.stock);
    }
    // The second server's start-up sweep did the rest: some, not all (the kill came halfway).
    const done = (b.output().match(expiredLine) ?? []).length;
    expect(done, b.output()).toBeGreaterThanOrEqual(1);
    expect(done).toBeLessThan(N);
    await apiB.dispose();
  });
});

/** N sellable variant units for N buyers: each variant given to at most its stock of them. */
async function variantsFor(api: APIRequestContext, n: number): Promise<{ id: number; stock: number }[]> {
  const login = await api.post('/api/Customers/Login', { headers: { 'X-Partner-Code': ACME.code }, data: { email: ACME.demo.email, password: DEMO_PASSWORD, partnerCode: ACME.code } });
  const token = ((await login.json()) as { at: string }).at;
  const headers = { Authorization: `Bearer ${token}`, 'X-Partner-Code': ACME.code };
  const list = (await (await api.get('/api/Products', { headers, params: { pageSize: 30, status: 'Available' } })).json()) as { items: { eurl: string }[] };
  const plan: { id: number; stock: number }[] = [];
  for (const card of list.items) {
    const detail = (await (await api.get(`/api/Products/ByUrl/${card.eurl}`, { headers })).json()) as { variants: { id: number; stock: number; availability: string }[] };
    for (const variant of detail.variants.filter((v) => v.availability === 'Available')) {
      for (let unit = 0; unit < variant.stock && plan.length < n; unit += 1) plan.push({ id: variant.id, stock: variant.stock });
    }
    if (plan.length >= n) return plan;
  }
  throw new Error(`only ${plan.length} of ${n} units in stock`);
}

/** Whether a process still exists (signal 0 only checks). */
