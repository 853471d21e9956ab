import { expect, type APIRequestContext, type Browser, type Page, type ViewportSize } from '@playwright/test';
import { DEMO_PASSWORD } from './data';
import { messages, type Lang } from './i18n';

/** The seeded staff accounts (README). */
export const STAFF = { employee: 'employee@shop.test', sales: 'sales@shop.test', inspector: 'inspector@shop.test' } as const;

/** The seeded Employee's Authorization header for the operations API (`/api/staff/…`). */
export async function employeeAuth(request: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await request.post('/api/staff/login', { data: { email: STAFF.employee, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** An order moved to Processing by the Employee over the operations API: its staff id and totals. */
export async function orderInProcessing(request: APIRequestContext, orderNumber: string): Promise<{ id: number; total: number }> {
  const headers = await employeeAuth(request);
  const id = ((await (await request.get(`/api/staff/orders?number=${orderNumber}`, { headers })).json()) as { items: { id: number }[] }).items[0]!.id;
  const order = (await (await request.get(`/api/staff/orders/${id}`, { headers })).json()) as { version: number; totals: { total: number } };
  expect((await request.post(`/api/staff/orders/${id}/status`, { headers, data: { status: 'Processing', expectedVersion: order.version } })).status()).toBe(200);
  return { id, total: order.totals.total };
}

/**
 * A staff member's own browser context, logged in through the console's form at `path` (the orders
 * by default), at `viewport` from the start when given (a phone's pages are never a resized desktop's).
 */
export async function staffPage(browser: Browser, baseURL: string, lang: Lang, prefix: string, email: string, path = `${prefix}/staff/orders`, viewport?: ViewportSize): Promise<Page> {
  const s = messages(lang).staff;
  const context = await browser.newContext({ baseURL, locale: lang, ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: s.login.title })).toBeVisible();
  await page.getByLabel(s.login.email).fill(email);
  await page.getByLabel(s.login.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: s.login.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(s.login.title);
  return page;
}

/**
 * Ships the open order from its page's "Parcel and carrier" panel with `carrier` (the sandbox's
 * voucher): how a carrier order goes out for delivery in the console (decision 0086).
 */
export async function shipFromOrderPage(page: Page, lang: Lang, carrier: 'ACS Courier' | 'Box Now' = 'ACS Courier'): Promise<void> {
  const sh = messages(lang).staff.order.shipment;
  const panel = page.getByRole('region', { name: sh.title });
  await panel.getByRole('button', { name: sh.ship.replace('{carrier}', carrier) }).click();
  await expect(page.getByRole('status').filter({ hasText: sh.shipped })).toBeVisible();
  // Its label printed, as a warehouse does: the day's ACS pickup list then takes it (decision 0085).
  const label = new URL(page.url());
  label.pathname = `${label.pathname.replace(/\/$/, '')}/label`;
  label.search = '?paper=A4';
  expect((await page.request.get(label.toString())).status()).toBe(200);
}
