import { eq } from 'drizzle-orm';
import { loadOracle } from '../../testing/catalog-oracle';
import { pickOne } from '../../testing/cart-helpers';
import { freshCustomer, orderBody, orderClient } from '../../testing/order-helpers';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { fiscalDocuments, orders, partners } from '../../db/schema';
import { demoStaffToken, staffCallOf } from '../../staff/testing/staff-member-helpers';
import { mydataSandboxConfig } from '../mydata/mydata-client';
import { changeOrderStatus } from '../orders/order-status';
import { transmitDocuments } from './transmit-documents';

/**
 * Live myDATA with a partner's own issuing company (decision 0079): each company's documents go in
 * their own InvoicesDoc as that company's myDATA user — the shop's documents as MYDATA_USER_ID, the
 * partner company's as its user from MYDATA_ISSUER_CREDENTIALS — and a company with no user
 * configured waits, saying why, while the others go. "myDATA" here is the API's own sandbox behind
 * a fake live address, which records the user each request came as.
 */
jest.setTimeout(120_000);
let t: TestApi;
let oracle: Awaited<ReturnType<typeof loadOracle>>;
const used = new Set<number>();
const sentAs: { user: string; issuers: string[] }[] = [];

beforeAll(async () => {
  t = await createTestApi(
    { MYDATA_USER_ID: 'shop-user', MYDATA_SUBSCRIPTION_KEY: 'shop-key', MYDATA_API_URL: 'https://mydata.test/myDATA', MYDATA_ISSUER_CREDENTIALS: 'EL094019245=hellas-user:hellas-key' },
    {
      deps: {
        providerFetch: async (request) => {
          const body = await request.text();
          sentAs.push({ user: request.headers.get('aade-user-id') ?? '', issuers: [...body.matchAll(/<issuer><vatNumber>(\d{9})<\/vatNumber>/g)].map((m) => m[1]!) });
          const sandbox = mydataSandboxConfig(t.api.deps);
          return t.api.request('/api/sandbox/mydata/SendInvoices', { method: 'POST', headers: { 'aade-user-id': sandbox.userId, 'ocp-apim-subscription-key': sandbox.subscriptionKey, 'content-type': 'application/xml' }, body });
        },
      },
    },
  );
  oracle = await loadOracle(t.db);
});
afterAll(() => t.close());

const ISSUER = (vatNumber: string) => ({ name: { el: 'Εταιρεία Α.Ε.', en: 'Εταιρεία Α.Ε.' }, address: { el: 'Τσιμισκή 10, 546 24 Θεσσαλονίκη', en: '10 Tsimiski St' }, vatNumber, taxOffice: 'ΦΑΕ Θεσσαλονίκης', registryNumber: '000999901000', phone: '+30 2310 000000', email: 'tax@example.gr' });

/** A cash order of the partner's, sent out: its receipt waiting to be transmitted. */
async function dispatched(partner: 'acme' | 'hellas') {
  const buyer = await freshCustomer(t, partner);
  const cart = (await buyer.cart.add(pickOne(oracle, partner, used, ({ variant }) => variant.stock >= 2).variant.id, 1)).body;
  const placed = await orderClient(t, buyer.token, partner).place(orderBody(t, cart));
  expect(placed.status).toBe(201);
  const [order] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  for (const to of ['Processing', 'InDelivery'] as const) await changeOrderStatus(t.deps, { orderId: order!.id, to, actor: { kind: 'system' } });
  return order!.id;
}
const documentOf = async (orderId: number) => (await t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, orderId)))[0]!;

it("each company's documents go as its own myDATA user; a company without one waits and says why", async () => {
  await t.db.update(partners).set({ issuer: ISSUER('094019245') }).where(eq(partners.code, 'hellas'));
  const shop = await dispatched('acme');
  const partnerCompany = await dispatched('hellas');
  await transmitDocuments(t.api.deps);
  expect(await documentOf(shop)).toMatchObject({ status: 'transmitted', issuerVat: 'EL999999999' });
  expect(await documentOf(partnerCompany)).toMatchObject({ status: 'transmitted', issuerVat: '094019245' });
  expect(sentAs).toEqual(expect.arrayContaining([{ user: 'shop-user', issuers: ['999999999'] }, { user: 'hellas-user', issuers: ['094019245'] }]));
  expect(sentAs.every((send) => new Set(send.issuers).size === 1)).toBe(true);

  // Another company, with no myDATA user configured: its receipt waits with the reason; the shop's goes on.
  await t.db.update(partners).set({ issuer: ISSUER('800123456') }).where(eq(partners.code, 'hellas'));
  const unconfigured = await dispatched('hellas');
  const another = await dispatched('acme');
  sentAs.length = 0;
  await transmitDocuments(t.api.deps);
  expect(await documentOf(unconfigured)).toMatchObject({ status: 'pending', lastError: expect.stringContaining('no myDATA user for the issuer ΑΦΜ 800123456') });
  expect(await documentOf(another)).toMatchObject({ status: 'transmitted' });
  expect(sentAs).toEqual([{ user: 'shop-user', issuers: ['999999999'] }]);

  // The partner's settings page says so before the first document waits.
  const token = await demoStaffToken(t, 'employee@shop.test');
  const settings = async () => (await staffCallOf(t)('GET', '/staff/partners/hellas', token)).body as { issuerMydataUser: boolean | null };
  expect((await settings()).issuerMydataUser).toBe(false);
  await t.db.update(partners).set({ issuer: ISSUER('094019245') }).where(eq(partners.code, 'hellas'));
  expect((await settings()).issuerMydataUser).toBe(true);
  await t.db.update(partners).set({ issuer: null }).where(eq(partners.code, 'hellas'));
  expect((await settings()).issuerMydataUser).toBeNull();
});
