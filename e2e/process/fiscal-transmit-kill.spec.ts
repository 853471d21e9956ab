import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { Cart } from '../../lib/contract/cart';
import type { CheckoutOptions } from '../../lib/contract/checkout';
import type { StaffFiscalDocument, StaffFiscalList } from '../../lib/contract/staff-fiscal';
import { athensIssueDate, invoiceUid } from '../../lib/fiscal/mydata-uid';
import { ATHENS } from '../support/checkout';
import { ACME, DEMO_PASSWORD } from '../support/data';
import { alive, removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';

/**
 * Issue #47: kill -9 during myDATA transmission. The sandbox is set to register each document at
 * once and answer 6 s later (the dangerous case: myDATA has it, the shop has not written its MARK);
 * the server is killed in that window. The next server sends the documents again after their lease,
 * myDATA answers each as a duplicate of its own UID with the first MARK, and every document ends
 * transmitted once, with the MARK myDATA gave it first.
 */
const N = 4;
const secret = randomBytes(32).toString('base64url');
const env = {
  DEMO_MODE: '1',
  PUBLIC_URL: 'http://localhost:3000',
  ENABLE_TEST_ENDPOINTS: '1',
  TEST_ENDPOINTS_SECRET: secret,
  AUTH_RATE_LIMIT_ACCOUNT: '1000',
  AUTH_RATE_LIMIT_CLIENT: '1000',
  PASSWORD_SCRYPT_COST: '1024',
  PAYMENT_SWEEP_SECONDS: '1',
  AUTH_JWT_SECRET: randomBytes(48).toString('base64url'),
};
const SHOP = { 'X-Partner-Code': ACME.code, 'Accept-Language': 'en' };


/** The UID myDATA gives a receipt of the demo issuer (EL999999999) from the console's view of it. */
const uidOf = (doc: StaffFiscalDocument) => {
  const [series, numbering] = doc.label.split(' ');
  return invoiceUid({ issuerVat: '999999999', issueDate: athensIssueDate(new Date(doc.issuedAt)), branch: 0, invoiceType: doc.invoiceType, series: series!, aa: Number(numbering!.split('/')[1]) });
};

test.describe('myDATA transmission and kill -9', () => {
  test.describe.configure({ timeout: 240_000 });
  let dataDir: string;
  const servers: ServerProcess[] = [];
  test.beforeAll(() => {
    dataDir = tempDir('storefront-fiscal-');
    seedDataDir(dataDir);
  });
  test.afterAll(async () => {
    for (const server of servers) await server.stop();
    removeDir(dataDir);
  });

  const apiOf = (server: ServerProcess) => playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { 'X-Test-Secret': secret } });
  const staffHeaders = async (api: APIRequestContext) => {
    const login = await api.post('/api/staff/login', { data: { email: 'employee@shop.test', password: DEMO_PASSWORD } });
    return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  };
  const staffOf = new Map<APIRequestContext, Promise<{ Authorization: string }>>();
  const documents = async (api: APIRequestContext, numbers: readonly string[]) => {
    if (!staffOf.has(api)) staffOf.set(api, staffHeaders(api));
    const answer = await api.get('/api/staff/fiscal-documents?pageSize=100', { headers: await staffOf.get(api)! });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as StaffFiscalList).items.filter((d) => numbers.includes(d.orderNumber) && d.invoiceType === '11.1');
  };
  const registeredMark = async (api: APIRequestContext, uid: string) => {
    const page = await api.get(`/api/sandbox/mydata/TimologioQR/QRInfo?q=${uid}`);
    return page.ok() ? /4\d{14}/.exec(await page.text())?.[0] : undefined;
  };

  /** N cash orders of the demo customer, each sent out (its receipt issued and waiting in the outbox). */
  async function dispatchedOrders(api: APIRequestContext): Promise<string[]> {
    const login = await api.post('/api/Customers/Login', { headers: SHOP, data: { email: ACME.demo.email, password: DEMO_PASSWORD, partnerCode: ACME.code } });
    const auth = { ...SHOP, Authorization: `Bearer ${((await login.json()) as { at: string }).at}` };
    const staff = await staffHeaders(api);
    const list = (await (await api.get('/api/Products', { headers: auth, params: { pageSize: 30, status: 'Available' } })).json()) as { items: { eurl: string }[] };
    const numbers: string[] = [];
    for (const card of list.items) {
      if (numbers.length === N) break;
      const detail = (await (await api.get(`/api/Products/ByUrl/${card.eurl}`, { headers: auth })).json()) as { variants: { id: number; availability: string }[] };
      const variant = detail.variants.find((v) => v.availability === 'Available');
      if (!variant) continue;
      await api.delete('/api/Cart', { headers: auth });
      const cart = (await (await api.post('/api/Cart/Items', { headers: auth, data: { variantId: variant.id, quantity: 1 } })).json()) as Cart;
      const options = (await (await api.get('/api/Checkout/Options', { headers: auth })).json()) as CheckoutOptions;
      const courier = cart.totals.total >= options.freeDeliveryThreshold ? 0 : options.shipping.find((s) => s.method === 'courier')!.cost;
      const fee = options.payment.find((p) => p.method === 'cod')!.fee;
      const placed = await api.post('/api/Orders', {
        headers: { ...auth, 'Idempotency-Key': `kill-${randomUUID()}` },
        data: { email: ACME.demo.email, documentType: 'Receipt', billing: ATHENS, shipTo: { kind: 'billing' }, shippingMethod: 'courier', paymentMethod: 'cod', expectedTotal: cart.totals.total + courier + fee },
      });
      if (placed.status() !== 201) continue;
      const { orderNumber } = (await placed.json()) as { orderNumber: string };
      const id = ((await (await api.get(`/api/staff/orders?number=${orderNumber}`, { headers: staff })).json()) as { items: { id: number }[] }).items[0]!.id;
      for (const status of ['Processing', 'InDelivery']) {
        const order = (await (await api.get(`/api/staff/orders/${id}`, { headers: staff })).json()) as { version: number };
        expect((await api.post(`/api/staff/orders/${id}/status`, { headers: staff, data: { status, expectedVersion: order.version } })).status()).toBe(200);
      }
      numbers.push(orderNumber);
    }
    expect(numbers).toHaveLength(N);
    return numbers;
  }

  test('killed after myDATA registered documents and before their MARKs were written: the next server finishes, each transmitted once with its first MARK', async () => {
    const a = await startServer({ dataDir, env });
    servers.push(a);
    await waitForAnswer(a, '/api/health/ready');
    const apiA = await apiOf(a);
    // Long enough that the first receipt is still unanswered when the last order has been sent out.
    expect((await apiA.post('/api/test/mydata-sandbox', { data: { mode: 'slow', delayMs: 20_000 } })).ok()).toBe(true);
    const numbers = await dispatchedOrders(apiA);

    // Wait for the window: a receipt myDATA has registered while the shop still has it pending.
    let inFlight: StaffFiscalDocument | undefined;
    await expect
      .poll(
        async () => {
          for (const doc of (await documents(apiA, numbers)).filter((d) => d.status === 'pending')) {
            if (await registeredMark(apiA, uidOf(doc))) inFlight = doc;
          }
          return inFlight?.label;
        },
        { intervals: [100], timeout: 30_000, message: 'a receipt registered by myDATA and still pending in the shop' },
      )
      .toBeDefined();
    const owner = (JSON.parse(readFileSync(join(dataDir, 'storefront.lock'), 'utf8')) as { pid: number }).pid;
    await a.stop('SIGKILL');
    await expect.poll(() => alive(owner), { message: `pid ${owner} gone`, timeout: 10_000 }).toBe(false);
    await apiA.dispose();

    const b = await startServer({ dataDir, env });
    servers.push(b);
    await waitForAnswer(b, '/api/health/ready');
    const apiB = await apiOf(b);
    // After the lease (45 s) the next server sends them again; myDATA answers each as a duplicate.
    await expect.poll(async () => (await documents(apiB, numbers)).map((d) => d.status).sort(), { intervals: [1000], timeout: 120_000 }).toEqual(Array(N).fill('transmitted'));
    const docs = await documents(apiB, numbers);
    expect(docs).toHaveLength(N);
    for (const doc of docs) expect([doc.label, doc.mark]).toEqual([doc.label, await registeredMark(apiB, uidOf(doc))]);
    // The one caught in flight was sent twice (claimed by each server) and kept myDATA's first MARK: a duplicate's answer has no QR URL.
    expect(docs.find((d) => d.id === inFlight!.id)).toMatchObject({ attempts: 2, qrUrl: null, mark: await registeredMark(apiB, uidOf(inFlight!)) });
    await apiB.dispose();
  });
});
