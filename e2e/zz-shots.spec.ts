import { test } from '@playwright/test';
import { newShopper } from './support/cart';
import { waitForCatalogHydration } from './support/catalog';
import { ACME } from './support/data';

for (const width of [1280, 390]) {
  test(`shots ${width}`, async ({ page, request, context, baseURL }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const shopper = await newShopper(request, context, baseURL!, 'el');
    const list = await shopper.catalog.list({ status: 'Available', pageSize: 10 });
    const product = await shopper.catalog.byUrl(list.items[0]!.eurl);
    await page.goto(`/${ACME.code}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/landing-${width}.png`, fullPage: true });
    await page.goto(`/${ACME.code}/products`);
    await waitForCatalogHydration(page);
    await page.screenshot({ path: `/tmp/shots/list-${width}.png` });
    await page.goto(`/${ACME.code}/products/${product.eurl}`);
    await waitForCatalogHydration(page);
    await page.screenshot({ path: `/tmp/shots/product-${width}.png`, fullPage: true });
    const colors = page.getByRole('group', { name: 'Χρώμα' }).getByRole('radio');
    await colors.first().check();
    const sizes = page.getByRole('group', { name: 'Μέγεθος' }).getByRole('radio');
    if (await sizes.count()) await sizes.first().check();
    await page.getByRole('button', { name: 'Προσθήκη στο καλάθι' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/drawer-${width}.png` });
    await page.goto(`/${ACME.code}/cart`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/cart-${width}.png`, fullPage: true });
    await page.goto(`/${ACME.code}/checkout`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/checkout-${width}.png`, fullPage: true });
  });
}
