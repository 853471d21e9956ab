import { expect, test } from '@playwright/test';
import { DEMO, loginThroughApi } from './support/session';

/** Issue #2 smoke test: the demo customer logs in through the API and sees the partner page in both languages. */
test.describe('smoke', () => {
  test('the API is up and ready', async ({ request }) => {
    expect((await request.get('/api/health/ready')).ok()).toBe(true);
  });

  test('pages name the site icon, served from public/', async ({ page, request }) => {
    await page.goto('/en/acme/login');
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });

  test('demo customer sees the acme landing page in Greek and in English', async ({ page, context, request, baseURL }) => {
    const session = await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);

    const el = await page.goto('/acme');
    expect(el?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Supplies' })).toBeVisible();
    await expect(page.getByText(`Καλώς ήρθατε, ${session.nm}`)).toBeVisible();
    await expect(page.getByText('Δωρεάν αποστολή για παραγγελίες άνω των 100 ευρώ')).toBeVisible();
    await expect(page.getByText('15% έκπτωση σε όλο τον κατάλογο')).toBeVisible();

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/acme$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(`Welcome, ${session.nm}`)).toBeVisible();
    await expect(page.getByText('Free delivery on orders over $100')).toBeVisible();
    await expect(page.getByText('Discounted items left this period: 20 of 20')).toBeVisible();
  });

  test('without a session the landing page redirects to login, remembering the origin', async ({ page }) => {
    await page.goto('/en/acme');
    await expect(page).toHaveURL(/\/en\/acme\/login\?returnTo=%2Fen%2Facme$/);
  });

  test('the root path is the not-found page with status 404', async ({ page }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Η σελίδα δεν βρέθηκε' })).toBeVisible();
  });
});
