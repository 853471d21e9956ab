import { expect, test } from '@playwright/test';
import { newShopper, pickVariants } from './support/cart';
import { ACME } from './support/data';
import { fill, formatIcu, LANGUAGES, messages } from './support/i18n';
import { waitForHydration } from './support/session';

/**
 * Order lists (issue #18 item 2): the cart saved as a named list, the list edited in the profile
 * and added to the cart whole; a name already used is refused next to the field, keeping it.
 */
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang).orderLists;

  test(`save the cart as a list, edit it, add it to the cart again (${lang})`, async ({ page, request, context, baseURL }) => {
    const shopper = await newShopper(request, context, baseURL!, lang);
    const [a, b] = await pickVariants(shopper.catalog, 2, { minStock: 5 });
    await shopper.cart.add(a!.variant.id, 2);
    await shopper.cart.add(b!.variant.id, 1);
    const listName = lang === 'el' ? 'Εβδομαδιαία παραγγελία' : 'Weekly order';

    await page.goto(`${prefix}/${ACME.code}/cart`);
    await waitForHydration(page, 'form.save-as-list');
    // A closed disclosure under the lines (components/cart/cart-tools.tsx): one tap opens it.
    await expect(page.getByLabel(m.saveAs.name)).toBeHidden();
    await page.locator('summary', { hasText: m.saveAs.title }).click();
    const name = page.getByLabel(m.saveAs.name);
    await name.fill(listName);
    await page.getByRole('button', { name: m.saveAs.submit }).click();
    await expect(page.getByText(fill(m.saveAs.done, { name: listName }))).toBeVisible();

    // The same name again: refused next to the field, what was typed kept.
    await name.fill(listName.toUpperCase());
    await page.getByRole('button', { name: m.saveAs.submit }).click();
    await expect(page.locator('form.save-as-list .field-error')).toHaveText(messages(lang).errors.order_list_name_taken);
    await expect(name).toHaveValue(listName.toUpperCase());

    await shopper.cart.clear();
    await page.goto(`${prefix}/${ACME.code}/profile/order-lists`);
    await expect(page.getByRole('heading', { level: 2, name: listName })).toBeVisible();
    await expect(page.getByText(formatIcu(lang, m.summary, { lines: 2, units: 3 }))).toBeVisible();
    await page.getByRole('button', { name: `${m.open} ${listName}` }).click();

    // Edit: one quantity up, the other line out, saved.
    const quantities = page.getByRole('spinbutton');
    await expect(quantities).toHaveCount(2);
    await quantities.first().fill('4');
    const bLabel = [b!.name, b!.code, b!.variant.size].filter(Boolean).join(' · ');
    await page.getByRole('button', { name: fill(m.removeLine, { name: bLabel }), exact: true }).click();
    await page.getByRole('button', { name: m.save }).click();
    await expect(page.getByText(m.saved)).toBeVisible();
    await expect(page.getByText(formatIcu(lang, m.summary, { lines: 1, units: 4 }))).toBeVisible();

    await page.getByRole('button', { name: m.addToCart }).click();
    await expect(page.getByRole('status').filter({ hasText: formatIcu(lang, m.added, { lines: 1, units: 4 }) })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('4');
    expect((await shopper.cart.get()).lines.map((l) => [l.variantId, l.quantity])).toEqual([[a!.variant.id, 4]]);

    // Deleted after the confirmation.
    await page.getByRole('button', { name: m.delete }).click();
    await page.getByRole('button', { name: m.deleteYes }).click();
    await expect(page.getByText(m.empty)).toBeVisible();
  });
}

test('390 px: an opened list fits the screen, each line its name above the quantity and the remove button (el)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const shopper = await newShopper(context.request, context, baseURL!, 'el');
  const [a] = await pickVariants(shopper.catalog, 1, { minStock: 2 });
  await shopper.cart.add(a!.variant.id, 1);
  const m = messages('el').orderLists;
  await page.goto(`/${ACME.code}/cart`);
  await waitForHydration(page, 'form.save-as-list');
  await page.locator('summary', { hasText: m.saveAs.title }).click();
  await page.getByLabel(m.saveAs.name).fill('Κινητό');
  await page.getByRole('button', { name: m.saveAs.submit }).click();
  await expect(page.getByText(fill(m.saveAs.done, { name: 'Κινητό' }))).toBeVisible();
  await page.goto(`/${ACME.code}/profile/order-lists`);
  await page.getByRole('button', { name: `${m.open} Κινητό` }).click();
  const line = page.locator('.order-list-lines li').first();
  const [quantity, remove] = await Promise.all([line.getByRole('spinbutton').boundingBox(), line.getByRole('button').boundingBox()]);
  expect(remove!.y, 'the remove button below the quantity').toBeGreaterThan(quantity!.y + quantity!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
