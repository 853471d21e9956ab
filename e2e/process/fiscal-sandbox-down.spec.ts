import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { dispatchedCashOrders, fiscalServerEnv, receiptsOf, staffHeaders } from '../support/fiscal-process';
import { formatIcu, LANGUAGES, messages } from '../support/i18n';
import { removeDir, seedDataDir, startServer, tempDir, waitForAnswer, type ServerProcess } from '../support/server-process';
import { STAFF, staffPage } from '../support/staff';

/**
 * Issue #47, "with the sandbox set to fail, the order completes and its document arrives later":
 * on a server of its own (the sandbox's mode is the whole server's), myDATA is down while an order
 * is placed and sent out; the order goes on, its receipt waits, and the console says so with the
 * fault, in both languages; myDATA back, the receipt is transmitted with its MARK, which the console
 * then shows. `retryNow` (a test endpoint) spares the test the minute of backoff.
 */
const secret = randomBytes(32).toString('base64url');

test.describe('myDATA down, then back', () => {
  test.describe.configure({ timeout: 180_000 });
  let dataDir: string;
  let server: ServerProcess;
  test.beforeAll(async () => {
    dataDir = tempDir('storefront-fiscal-down-');
    seedDataDir(dataDir);
    server = await startServer({ dataDir, env: fiscalServerEnv(secret) });
    await waitForAnswer(server, '/api/health/ready');
  });
  test.afterAll(async () => {
    await server?.stop();
    removeDir(dataDir);
  });

  test('the order completes while myDATA is down; the console shows the receipt waiting with its fault, then transmitted with its MARK (el, en)', async ({ browser }) => {
    const api = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { 'X-Test-Secret': secret } });
    expect((await api.post('/api/test/mydata-sandbox', { data: { mode: 'down' } })).ok()).toBe(true);
    const [number] = await dispatchedCashOrders(api, 1);
    const staff = await staffHeaders(api);
    // The job has tried and failed: the receipt waits with myDATA's fault, the order is placed and sent out.
    await expect.poll(async () => (await receiptsOf(api, staff, [number!]))[0], { timeout: 20_000 }).toMatchObject({ status: 'pending', attempts: expect.any(Number), lastError: expect.stringMatching(/.+/) });
    const waiting = (await receiptsOf(api, staff, [number!]))[0]!;
    expect(waiting.mark).toBeNull();

    for (const { lang, prefix } of LANGUAGES) {
      const f = messages(lang).staff.fiscal;
      const page = await staffPage(browser, server.url, lang, prefix, STAFF.employee, `${prefix}/staff/fiscal?status=pending`);
      const row = page.getByRole('row').filter({ hasText: number! }).filter({ hasText: f.types.retailReceipt });
      await expect(row).toContainText(f.status.pending);
      // Tried once and backed off a minute: the fault the console shows is the one the API lists.
      await expect(row).toContainText(formatIcu(lang, f.waiting, { attempts: waiting.attempts, error: waiting.lastError! }));
      await page.context().close();
    }

    // myDATA is back: the receipt goes out and gets its MARK.
    expect((await api.post('/api/test/mydata-sandbox', { data: { mode: 'ok', retryNow: true } })).ok()).toBe(true);
    await expect.poll(async () => (await receiptsOf(api, staff, [number!]))[0]?.status, { timeout: 20_000 }).toBe('transmitted');
    const sent = (await receiptsOf(api, staff, [number!]))[0]!;
    expect(sent.mark).toMatch(/^\d{15}$/);
    for (const { lang, prefix } of LANGUAGES) {
      const f = messages(lang).staff.fiscal;
      const page = await staffPage(browser, server.url, lang, prefix, STAFF.employee, `${prefix}/staff/fiscal?status=transmitted`);
      const row = page.getByRole('row').filter({ hasText: number! }).filter({ hasText: f.types.retailReceipt });
      await expect(row).toContainText(f.status.transmitted);
      await expect(row).toContainText(formatIcu(lang, f.mark, { mark: sent.mark! }));
      await page.context().close();
    }
    await api.dispose();
  });
});
