import { expect, test, type Page, type Request } from '@playwright/test';
import { ACME } from './support/data';
import { DEMO, loginThroughApi, waitForHydration } from './support/session';

/**
 * Issue #16 (Lighthouse): the storefront's links prefetch their page when the shopper shows intent
 * (pointer, touch, focus; components/ui/intent-link.tsx), not as soon as they are on screen, so a
 * loading page spends its network and main thread on itself. The prefetch still comes before the
 * click, and the navigation stays client-side.
 */
const isPrefetch = (request: Request) => request.headers()['next-router-prefetch'] === '1';

/** The paths the page prefetches from now on. */
function prefetches(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('the product list prefetches nothing while it loads; a card prefetches its product on hover', async ({ page, request, context, baseURL }) => {
  await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
  const urls = prefetches(page);
  await page.goto(`/${ACME.code}/products`);
  await waitForHydration(page, '.product-grid .product-card a');
  await page.waitForLoadState('networkidle');
  expect(urls, 'prefetches while the list loaded').toEqual([]);

  const card = page.locator('.product-grid .product-card a').first();
  const href = (await card.getAttribute('href'))!;
  await card.hover();
  await expect.poll(() => urls.some((url) => url === href), { message: `a prefetch of ${href} on hover` }).toBe(true);

  // A client-side navigation: the document is not loaded again.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await card.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('390 px: the landing and its header prefetch nothing while they load; a touch on the cart link does', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await loginThroughApi(context.request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
  const urls = prefetches(page);
  await page.goto(`/${ACME.code}`);
  await expect(page.getByTestId('cart-count')).toHaveText(/^\d+$/);
  await page.waitForLoadState('networkidle');
  expect(urls, 'prefetches while the landing loaded').toEqual([]);

  await page.locator('.cart-link').dispatchEvent('touchstart');
  await expect.poll(() => urls.includes(`/${ACME.code}/cart`), { message: 'a prefetch of the cart on touch' }).toBe(true);
  await page.locator('.cart-link').tap();
  await expect(page).toHaveURL(new RegExp(`/${ACME.code}/cart$`));
  await context.close();
});
