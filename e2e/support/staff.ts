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
