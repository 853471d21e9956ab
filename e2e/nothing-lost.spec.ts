import { expect, test, type Page } from '@playwright/test';
import type { ProductDetail } from '../lib/contract/catalog';
import { newShopper } from './support/cart';
import { type CatalogApi, waitForCatalogHydration } from './support/catalog';
import { ATHENS, checkoutPage, expectStep, fillBilling, openCheckout, ShopApi } from './support/checkout';
import { ACME } from './support/data';
import { escapeRegExp, LANGUAGES, messages } from './support/i18n';

/**
 * Issue #16 item 1: nothing the shopper does is lost. A variant chosen before the page is live,
 * a language switch (the page, its query, the checkout step and what was typed), Enter in the
 * checkout, a quantity above the stock.
 */
type Variant = ProductDetail['variants'][number];
const sellable = (v: Variant) => v.stock >= 3 && v.availability === 'Available';

/** A product with at least two colours and sizes, and a sellable variant of the second colour. */
async function productWithChoices(api: CatalogApi): Promise<{ product: ProductDetail; variant: Variant }> {
  const list = await api.list({ status: 'Available', pageSize: 48 });
  for (const card of list.items) {
    const product = await api.byUrl(card.eurl);
    const colors = [...new Set(product.variants.map((v) => v.color))];
    const variant = product.variants.find((v) => v.color === colors[1] && v.size && sellable(v));
    if (product.sizeKind !== 'None' && colors.length >= 2 && variant) return { product, variant };
  }
  throw new Error('no product with two colours and sizes in stock');
}

/** Holds the page's JavaScript until `release()`: the page is plain HTML until then. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const p = m.product;

  test(`a colour, size and quantity chosen before the page is live are kept and added (${lang})`, async ({ page, request, context, baseURL }) => {
    const shopper = await newShopper(request, context, baseURL!, lang);
    const { product, variant } = await productWithChoices(shopper.catalog);
    const release = await holdScripts(page);
    await page.goto(`${prefix}/${ACME.code}/products/${product.eurl}`, { waitUntil: 'domcontentloaded' });
    const color = page.getByRole('group', { name: p.color, exact: true }).getByRole('radio', { name: m.catalog.colorNames[variant.color], exact: true });
    const size = page.getByRole('group', { name: p.size, exact: true }).getByRole('radio', { name: variant.size!, exact: true });
    await color.check();
    await size.check();
    await page.getByLabel(p.quantity, { exact: true }).fill('2');
    release();
    await waitForCatalogHydration(page);
    // React took the choice over: it is still checked, in the URL, and it is what gets added.
    await expect(page).toHaveURL(new RegExp(`\\?color=${variant.color}&size=${escapeRegExp(encodeURIComponent(variant.size!))}$`));
    await expect(color).toBeChecked();
    await expect(size).toBeChecked();
    await expect(page.getByLabel(p.quantity, { exact: true })).toHaveValue('2');
    await page.getByRole('button', { name: p.addToCart, exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    // The count moves at once (optimistic); the server has the line once the toast says so.
    await expect(page.getByText(p.added, { exact: true })).toBeVisible();
    const cart = await shopper.cart.get();
    expect(cart.lines.map((l) => [l.variantId, l.quantity])).toEqual([[variant.id, 2]]);
  });

  test(`language switch keeps the list's query and the chosen variant (${lang})`, async ({ page, request, context, baseURL }) => {
    const shopper = await newShopper(request, context, baseURL!, lang);
    const { product, variant } = await productWithChoices(shopper.catalog);
    const other = LANGUAGES.find((l) => l.lang !== lang)!;
    const otherName = messages(other.lang).common.languages[other.lang];
    await page.goto(`${prefix}/${ACME.code}/products?sort=PriceAscending&status=Available&page=2`);
    await waitForCatalogHydration(page);
    await page.getByRole('link', { name: otherName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${other.prefix}/${ACME.code}/products\\?sort=PriceAscending&status=Available&page=2$`));
    await expect(page.locator('html')).toHaveAttribute('lang', other.lang);

    await page.goto(`${prefix}/${ACME.code}/products/${product.eurl}`);
    await waitForCatalogHydration(page);
    await page.getByRole('group', { name: p.color, exact: true }).getByRole('radio', { name: m.catalog.colorNames[variant.color], exact: true }).check();
    await page.getByRole('group', { name: p.size, exact: true }).getByRole('radio', { name: variant.size!, exact: true }).check();
    await page.getByRole('link', { name: otherName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${other.prefix}/${ACME.code}/products/${product.eurl}\\?color=${variant.color}&size=`));
    const po = messages(other.lang).product;
    await expect(page.getByRole('group', { name: po.size, exact: true }).getByRole('radio', { name: variant.size!, exact: true })).toBeChecked();
  });
}

for (const { lang, prefix } of LANGUAGES) {
  test(`checkout: Enter advances each step, and a language switch keeps the step and what was typed (${lang})`, async ({ page, request, context, baseURL }) => {
    const shopper = await newShopper(request, context, baseURL!, lang);
    const shop = new ShopApi(request, shopper.session.at, lang);
    const [pick] = await shop.variants(1);
    await shop.addToCart(pick!.variantId, 1);
    await openCheckout(page, prefix);
    const ui = checkoutPage(page, lang);
    const c = ui.c;
    await expectStep(ui, 'details');
    await fillBilling(ui, { ...ATHENS, mobile: '' });
    const mobile = ui.field(ui.billing, c.address.mobile);
    await mobile.fill(ATHENS.mobile);
    await mobile.press('Enter');
    await expectStep(ui, 'shipping');
    await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
    await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).press('Enter');
    await expectStep(ui, 'payment');

    // Switch language in the middle: the same step, the same choices, in the other language.
    const other = LANGUAGES.find((l) => l.lang !== lang)!;
    await page.getByRole('link', { name: messages(other.lang).common.languages[other.lang], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${other.prefix}/${ACME.code}/checkout\\?step=payment$`));
    const ui2 = checkoutPage(page, other.lang);
    await expectStep(ui2, 'payment');
    await ui2.radio(ui2.group(ui2.c.payment.legend), ui2.c.payment.cod).check();
    await ui2.radio(ui2.group(ui2.c.payment.legend), ui2.c.payment.cod).press('Enter');
    await expectStep(ui2, 'review');
    await expect(page.getByText(ATHENS.address, { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: ui2.c.back, exact: true }).click();
    await page.getByRole('button', { name: ui2.c.back, exact: true }).click();
    await page.getByRole('button', { name: ui2.c.back, exact: true }).click();
    await expectStep(ui2, 'details');
    await expect(ui2.field(ui2.billing, ui2.c.address.mobile)).toHaveValue(ATHENS.mobile);
    await expect(ui2.field(ui2.billing, ui2.c.address.city)).toHaveValue(ATHENS.city);
  });
}
