import { expect, test, type Locator } from '@playwright/test';
import type { ProductDetail } from '../lib/contract/catalog';
import { money, newShopper } from './support/cart';
import { waitForCatalogHydration, type CatalogApi } from './support/catalog';
import { ACME } from './support/data';
import { formatIcu, LANGUAGES, messages } from './support/i18n';
import { PHONE } from './support/phone';

/**
 * Issue #46: the product page sells in one tap on a phone. It opens with the first variant that
 * can be sold chosen (unless the URL names one), and at 390 px its one "Add to cart" button sits
 * in a bar at the bottom of the first screen with the price, covering neither the footer nor an
 * error; at desktop width it stays in the page. The price has its delivery estimate beside it.
 */
type Variant = ProductDetail['variants'][number];
const sellable = (v: Variant) => v.stock > 0 && !['Exhausted', 'NotAvailable', 'ComingSoon'].includes(v.availability);
const DESKTOP = { width: 1280, height: 800 } as const;

/** A product with sizes whose first sellable variant has several units; preferably one whose very first variant cannot be sold. */
async function sizedProduct(catalog: CatalogApi): Promise<ProductDetail> {
  const { items } = await catalog.list({ status: 'Available', pageSize: 48 });
  let fallback: ProductDetail | undefined;
  for (const card of items) {
    const detail = await catalog.byUrl(card.eurl);
    const first = detail.variants.find(sellable);
    if ((detail.kind ?? 'Product') !== 'Product' || detail.sizeKind === 'None' || !first?.size || first.stock < 3) continue;
    if (!sellable(detail.variants[0]!)) return detail;
    fallback ??= detail;
  }
  expect(fallback, 'a product with sizes in stock').toBeDefined();
  return fallback!;
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const p = m.product;

  test(`390 px: the first screen has the add-to-cart bar with the price; one tap adds the preselected variant (${lang})`, async ({ page, request, context, baseURL }) => {
    await page.setViewportSize(PHONE);
    const shopper = await newShopper(request, context, baseURL!, lang);
    const product = await sizedProduct(shopper.catalog);
    const first = product.variants.find(sellable)!;
    const path = `${prefix}/${ACME.code}/products/${product.eurl}`;
    await page.goto(path);
    await waitForCatalogHydration(page);

    // Preselected: the first variant that can be sold, the URL left as it was.
    await expect(page.getByRole('group', { name: p.color, exact: true }).getByRole('radio', { name: m.catalog.colorNames[first.color], exact: true })).toBeChecked();
    await expect(page.getByRole('group', { name: p.size, exact: true }).getByRole('radio', { name: first.size!, exact: true })).toBeChecked();
    expect(new URL(page.url()).search).toBe('');

    // One button, in the first screen, with the price beside it; still there further down.
    const button = page.getByRole('button', { name: p.addToCart, exact: true });
    await expect(button).toHaveCount(1);
    const shown = await box(button);
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(PHONE.height);
    expect(shown.height).toBeGreaterThanOrEqual(44);
    await expect(page.locator('.buy-bar-price')).toHaveText(money(lang, product.price.gross));
    await page.getByRole('heading', { level: 2, name: p.technical }).scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();

    // The page ends with room for the bar: the footer's last line is above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = await box(page.locator('.buy-bar'));
    const footer = await box(page.locator('.site-footer, .shop-trust').last());
    expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y + 1);

    // One tap adds the preselected variant.
    await button.click();
    await expect(page.getByRole('dialog', { name: p.added })).toBeVisible();
    await expect.poll(async () => (await shopper.cart.get()).lines.map((l) => [l.variantId, l.quantity])).toEqual([[first.id, 1]]);
  });

  test(`390 px: an error shows above the bar, not under it (${lang})`, async ({ page, request, context, baseURL }) => {
    await page.setViewportSize(PHONE);
    const shopper = await newShopper(request, context, baseURL!, lang);
    const product = await sizedProduct(shopper.catalog);
    const first = product.variants.find(sellable)!;
    // The URL names a colour only: it is kept, no size is chosen for the shopper.
    await page.goto(`${prefix}/${ACME.code}/products/${product.eurl}?color=${first.color}`);
    await waitForCatalogHydration(page);
    await expect(page.getByRole('group', { name: p.size, exact: true }).getByRole('radio', { checked: true })).toHaveCount(0);
    await page.getByRole('button', { name: p.addToCart, exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: p.errors.select_size });
    await expect(alert).toBeInViewport();
    const bar = await box(page.locator('.buy-bar'));
    await expect.poll(async () => {
      const shown = await box(alert);
      return shown.y >= 0 && shown.y + shown.height <= bar.y + 1;
    }).toBe(true);
  });

  test(`desktop: no bar, the button in the page; the delivery estimate by the price (${lang})`, async ({ page, request, context, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    const shopper = await newShopper(request, context, baseURL!, lang);
    const product = await sizedProduct(shopper.catalog);
    await page.goto(`${prefix}/${ACME.code}/products/${product.eurl}`);
    await waitForCatalogHydration(page);
    await expect(page.getByRole('button', { name: p.addToCart, exact: true })).toBeVisible();
    expect(await page.locator('.buy-bar').evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await expect(page.locator('.buy-bar-price')).toBeHidden();
    const estimate = formatIcu(lang, m.productPage.deliveryEstimate, { max: 3, range: '1–3' });
    await expect(page.locator('.price-row').getByText(estimate, { exact: true })).toBeVisible();
  });
}
