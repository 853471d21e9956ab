import { expect, test, type Page } from '@playwright/test';
import { ACME } from './support/data';
import { LANGUAGES } from './support/i18n';
import { DEMO, loginThroughApi } from './support/session';

/**
 * Issue #16 item 2 (the part done so far): on a 390 px phone the product grids show two cards per
 * row — the list and the landing's shelves — and nothing is wider than the screen.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function expectTwoPerRow(page: Page) {
  const cards = page.locator('.product-grid:visible .product-card');
  await expect(cards.nth(2)).toBeVisible();
  const [a, b, c] = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
  expect(Math.abs(a!.y - b!.y), 'the first two cards share a row').toBeLessThan(1);
  expect(b!.x, 'side by side').toBeGreaterThan(a!.x + a!.width - 1);
  expect(c!.y, 'the third starts the next row').toBeGreaterThan(a!.y + a!.height - 1);
  expect(b!.x + b!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

for (const { lang, prefix } of LANGUAGES) {
  test(`390 px: two product cards per row on the list and the landing (${lang})`, async ({ page, request, context, baseURL }) => {
    await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
    await page.goto(`${prefix}/${ACME.code}/products`);
    await expectTwoPerRow(page);
    await page.goto(`${prefix}/${ACME.code}`);
    await expectTwoPerRow(page);
  });
}
