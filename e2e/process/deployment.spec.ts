import { expect, test } from '@playwright/test';
import { checkoutPage, expectStep, fillBilling, openCheckout, ShopApi } from '../support/checkout';
import { ACME, DEMO_PASSWORD } from '../support/data';
import { LANGUAGES, messages } from '../support/i18n';
import { removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';
import { loginThroughApi } from '../support/session';

/**
 * Issue #14 §1 and §20: `npm start` refuses an unsafe or wrong configuration with one message that
 * names every variable to fix and a non-zero exit; DEMO_MODE=1 (`npm run shop`'s `--demo`) starts
 * without any, and the demo takes a card payment on whatever port it is served from.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function exitOf(server: ServerProcess): Promise<{ code: number | null; output: string }> {
  const timer = setTimeout(() => void server.stop('SIGKILL'), 90_000);
  const exit = await server.exited;
  clearTimeout(timer);
  return { code: exit.code, output: server.output() };
}

test('production without configuration prints everything missing and exits non-zero', async () => {
  const { code, output } = await exitOf(await startServer());
  expect(code, output).not.toBe(0);
  expect(code, output).not.toBeNull();
  for (const name of ['VIVA_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'ALPHA_MID', 'EUROBANK_MID', 'WINBANK_PASSWORD', 'PUBLIC_URL', 'SMTP_URL', 'SHOP_VAT_NUMBER', 'SHOP_TAX_OFFICE', 'MYDATA_USER_ID', 'AADE_REGISTRY_USERNAME', 'DEMO_MODE=1']) expect(output).toContain(name);
  expect(output.match(/cannot start with this configuration/g), output).toHaveLength(1);
});

test('a wrong PORT is named, never a silent default or a stack', async () => {
  for (const port of ['abc', '99999']) {
    const { code, output } = await exitOf(await startServer({ env: { PORT: port, DEMO_MODE: '1' } }));
    expect(code, output).toBe(1);
    expect(output).toContain('PORT: must be a whole number from 1 to 65535');
    expect(output).not.toMatch(/\n\s+at /);
  }
});

test('a provider configured in part is named, with its missing credentials', async () => {
  const { code, output } = await exitOf(await startServer({ env: { DEMO_MODE: '1', VIVA_CLIENT_ID: 'only-the-id' } }));
  expect(code, output).toBe(1);
  expect(output).toContain('VIVA_CLIENT_SECRET');
  expect(output).toContain('VIVA_SOURCE_CODE');
});

test('test endpoints beside a live provider stop the start', async () => {
  const live = { VIVA_CLIENT_ID: 'id', VIVA_CLIENT_SECRET: 'secret', VIVA_SOURCE_CODE: '1234' };
  const { code, output } = await exitOf(await startServer({ env: { PAYMENT_PROVIDERS: 'viva', ENABLE_TEST_ENDPOINTS: '1', TEST_ENDPOINTS_SECRET: 'x'.repeat(40), ...live } }));
  expect(code, output).toBe(1);
  expect(output).toContain('ENABLE_TEST_ENDPOINTS: not allowed while a payment provider takes real payments (viva)');
});

test('demo mode next to live credentials stops the start, naming the variables (issue #44 item 7)', async () => {
  const live = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };
  const { code, output } = await exitOf(await startServer({ env: { DEMO_MODE: '1', ...live } }));
  expect(code, output).toBe(1);
  expect(output).toContain('DEMO_MODE: not allowed next to live service credentials (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET)');
  expect(output).not.toMatch(/\n\s+at /);
});

test('the demo (--demo, no PUBLIC_URL) starts on a random port and takes a sandbox card payment there', async ({ browser }) => {
  const dataDir = tempDir('storefront-demo-');
  seedDataDir(dataDir);
  const server = await startServer({ dataDir, args: ['scripts/start.mjs', '--demo'] });
  try {
    await waitForAnswer(server, '/api/health/ready');
    expect(server.output()).toContain('DEMO MODE');
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const session = await loginThroughApi(context.request, context, server.url, 'demo@acme.test', ACME.code, DEMO_PASSWORD);
    const { lang, prefix } = LANGUAGES[0];
    const c = messages(lang).checkout;
    const shop = new ShopApi(context.request, session.at, lang);
    const [a] = await shop.variants(1);
    await shop.addToCart(a!.variantId, 1);

    await openCheckout(page, prefix);
    await expect(page.getByRole('note')).toHaveText(c.testPayment);
    const ui = checkoutPage(page, lang);
    await fillBilling(ui);
    await ui.continue.click();
    await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
    await ui.continue.click();
    await expectStep(ui, 'payment');
    await ui.radio(ui.group(c.payment.legend), c.payment.card).check();
    await ui.radio(ui.group(c.payment.providerLegend), c.payment.providers.Viva).check();
    await ui.continue.click();
    await expectStep(ui, 'review');
    await ui.placeOrder.click();
    await page.waitForURL((url) => url.origin === server.url && url.pathname.includes('/sandbox/viva/'), { timeout: 30_000 });
    await page.getByRole('button', { name: messages(lang).sandbox.pay, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${server.url}/.*checkout-success/[^/?]+$`), { timeout: 30_000 });
    const uid = decodeURIComponent(page.url().split('/').pop()!);
    expect(await shop.order(uid)).toMatchObject({ paid: true, paymentProvider: 'Viva' });
    await context.close();
  } finally {
    await server.stop();
    removeDir(dataDir);
  }
});
