import { expect, test } from '@playwright/test';
import { ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD } from './support/data';
import { employeeAuth } from './support/staff';

/**
 * Stock through the operations API over real HTTP (issue #17 item 5), as an ERP uses it: a staff
 * login, a read by SKU, an update; the shop's catalogue answers the new stock at once.
 */
test('an ERP reads and sets stock with an Employee token; the storefront sees it', async ({ request }) => {
  const headers = await employeeAuth(request);

  const customer = await request.post('/api/Customers/Login', { headers: { 'X-Partner-Code': ACME.code }, data: { email: ACME.demo.email, password: DEMO_PASSWORD, partnerCode: ACME.code } });
  const shop = new ShopApi(request, (await customer.json()).at, 'en');
  const [pick] = await shop.variants(1);
  const variant = pick!.product.variants.find((v) => v.id === pick!.variantId)!;

  const read = await request.get(`/api/staff/stock?skus=${encodeURIComponent(variant.sku)}`, { headers });
  const [level] = (await read.json()).items;
  expect(level).toMatchObject({ sku: variant.sku, productCode: pick!.product.code });

  // More stock only: other tests may be buying this variant at the same time.
  const update = await request.post('/api/staff/stock', { headers, data: { items: [{ sku: variant.sku, stock: level.stock + 7, expectedStock: level.stock }] } });
  expect(update.status(), await update.text()).toBe(200);
  await expect.poll(async () => (await shop.catalog.byUrl(pick!.product.eurl)).variants.find((v) => v.id === variant.id)!.stock).toBeGreaterThanOrEqual(level.stock + 1);

  const refused = await request.post('/api/staff/stock', { headers, data: { items: [{ sku: 'NO-SUCH-SKU', stock: 1 }] } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: 'validation_failed', fields: { 'items.0.sku': 'sku_not_found' } });
});
