import { expect, type Page } from '@playwright/test';

/** The phone width the storefront is checked at (an iPhone 12–15 viewport). */
export const PHONE = { width: 390, height: 844 } as const;

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? PHONE.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
