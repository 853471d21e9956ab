import { expect, test, type Page } from '@playwright/test';
import { ATHENS, checkoutPage, expectStep, ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { fill, LANGUAGES, messages, type Lang } from './support/i18n';
import { chooseRadio, expectFocusOnMain, expectFocusVisible, isFocused, pressOn, tabTo, typeInto } from './support/keyboard';
import { createVerifiedCustomer, waitForHydration } from './support/session';

/**
 * Issue #49 item 5: the purchase journey and the profile with the keyboard alone, from the login
 * form to a placed order: Tab, Shift+Tab, Enter, Space, the arrow keys and Escape, typing into the
 * focused field; never a click. Every control reached shows its focus; after every client-side
 * navigation the focus is on the new page's heading or main landmark; a dialog that closes gives the
 * focus back to what opened it.
 */

/** A new customer and a sellable product's name to search for (found over the API, as the oracle). */
async function customerAndProduct(request: Parameters<typeof createVerifiedCustomer>[0], lang: Lang) {
  const email = uniqueEmail(`keyboard-${lang}`);
  await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Keys', lastName: 'E2E' });
  const res = await request.post('/api/Customers/Login', { headers: { 'X-Partner-Code': ACME.code }, data: { email, password: DEMO_PASSWORD, partnerCode: ACME.code } });
  const { at } = (await res.json()) as { at: string };
  const shop = new ShopApi(request, at, lang);
  return { email, shop, product: await wellStockedProduct(shop, lang === 'el' ? 0 : 1) };
}

/**
 * A product whose every variant has plenty of stock (the page preselects one; the keyboard does not
 * choose), the `skip`-th found, so that the two languages' tests, which run at once, differ.
 */
async function wellStockedProduct(shop: ShopApi, skip: number) {
  let seen = 0;
  for (let page = 1; page <= 8; page++) {
    for (const card of (await shop.catalog.list({ status: 'Available', pageSize: 24, page })).items) {
      const detail = await shop.catalog.byUrl(card.eurl);
      const sellable = detail.variants.every((v) => v.stock >= 20 && !['Exhausted', 'NotAvailable', 'ComingSoon'].includes(v.availability));
      if (sellable && detail.variants.length > 0 && !detail.kind && seen++ === skip) return detail;
    }
  }
  throw new Error('no product with every variant well stocked');
}

/** Tab to a control, see its focus drawn, press a key on it. */
async function activate(page: Page, target: ReturnType<Page['getByRole']>, key = 'Enter', max = 60) {
  await tabTo(page, target, { max });
  await expectFocusVisible(page);
  await pressOn(page, target, key);
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);

  test(`keyboard only: log in, find a product, add it, the cart, checkout, place the order (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { email, shop, product } = await customerAndProduct(request, lang);

    // Login: the form by Tab, typed, sent with Enter.
    await page.goto(`${prefix}/${ACME.code}/login`);
    await waitForHydration(page);
    await typeInto(page, page.getByLabel(m.auth.email, { exact: true }), email);
    await expectFocusVisible(page);
    await typeInto(page, page.getByLabel(m.auth.password, { exact: true }), DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: ACME.name })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');

    // The header's search finds the product; its list opens with the focus on the page.
    const banner = page.getByRole('banner');
    await typeInto(page, banner.getByRole('searchbox', { name: m.search.header.label }), product.name);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=/);
    await expectFocusOnMain(page);
    const card = page.getByRole('main').getByRole('link', { name: product.name, exact: true }).first();
    await activate(page, card, 'Enter', 150);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expectFocusOnMain(page);

    // Add to cart: the drawer opens with the focus inside; Escape closes it and gives the focus back.
    const add = page.getByRole('button', { name: m.product.addToCart, exact: true });
    await activate(page, add);
    const drawer = page.getByRole('dialog', { name: m.product.added });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((d) => d.contains(document.activeElement)), 'the focus is in the drawer').toBe(true);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(add).toBeFocused();

    // Once more, then on to the cart from the drawer.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await activate(page, drawer.getByRole('link', { name: m.cartDrawer.viewCart, exact: true }), 'Enter', 10);
    await expect(page).toHaveURL(new RegExp(`/${ACME.code}/cart$`));
    await expectFocusOnMain(page);

    // The cart: one unit less with the stepper's button (Space), then the checkout.
    const decrease = page.getByRole('button', { name: fill(m.cart.decrease, { name: product.name }) });
    await activate(page, decrease, 'Space');
    await expect(page.getByLabel(fill(m.cart.quantityOf, { name: product.name }), { exact: true })).toHaveValue('1');
    await expect.poll(async () => (await shop.cart()).itemCount).toBe(1);
    await expect(decrease, 'at its limit, the button keeps the focus').toBeFocused();
    await activate(page, page.getByRole('main').getByRole('link', { name: m.cart.checkout, exact: true }));
    await expect(page).toHaveURL(new RegExp(`/${ACME.code}/checkout`));
    await expectFocusOnMain(page);

    // Details: the billing address typed field by field, the receipt, Continue.
    const ui = checkoutPage(page, lang);
    await expectStep(ui, 'details');
    const a = ui.c.address;
    const fields: [string, string][] = [[a.firstName, ATHENS.firstName], [a.lastName, ATHENS.lastName], [a.address, ATHENS.address], [a.city, ATHENS.city], [a.postalCode, ATHENS.postalCode], [a.mobile, ATHENS.mobile]];
    for (const [label, value] of fields) await typeInto(page, ui.field(ui.billing, label), value);
    await expect(ui.field(ui.billing, a.country)).toHaveValue('GR');
    await activate(page, ui.continue);
    await expectStep(ui, 'shipping');
    await expect(ui.stepTitle, 'the new step\'s heading takes the focus').toBeFocused();

    // Shipping: courier by the arrow keys, to the billing address.
    await chooseRadio(page, ui.group(ui.c.shipping.legend), ui.radio(ui.group(ui.c.shipping.legend), ui.c.shipping.courier), 60);
    await expectFocusVisible(page);
    await activate(page, ui.continue);
    await expectStep(ui, 'payment');
    await expect(ui.stepTitle, 'the new step\'s heading takes the focus').toBeFocused();

    // Payment: cash on delivery (completes in the sandbox without leaving the shop).
    await chooseRadio(page, ui.group(ui.c.payment.legend), ui.radio(ui.group(ui.c.payment.legend), ui.c.payment.cod), 60);
    await expectFocusVisible(page);
    await activate(page, ui.continue);
    await expectStep(ui, 'review');
    await expect(ui.stepTitle, 'the new step\'s heading takes the focus').toBeFocused();

    await activate(page, ui.placeOrder);
    await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1, name: m.orderSuccess.title })).toBeVisible();
    await expectFocusOnMain(page);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    const orders = await shop.orders();
    expect(orders.items).toHaveLength(1);
    expect(orders.items[0]!.itemCount).toBe(1);

    // The profile: the greeting leads to it, its menu to the orders, whose detail dialog gives the
    // focus back to its button when it closes.
    await activate(page, banner.getByRole('link', { name: fill(m.account.greeting, { name: 'Keys' }), exact: true }), 'Enter', 60);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFocusOnMain(page);
    const menu = page.getByRole('navigation', { name: m.profile.menu.label });
    await activate(page, menu.getByRole('link', { name: m.profile.menu.orders, exact: true }), 'Enter', 40);
    await expect(page.getByRole('heading', { level: 1, name: m.orders.title })).toBeVisible();
    await expectFocusOnMain(page);
    const details = page.getByRole('button', { name: fill(m.orders.detailsOf, { number: orders.items[0]!.orderNumber }) });
    await activate(page, details, 'Enter', 40);
    const dialog = page.getByRole('dialog', { name: fill(m.orders.detail.title, { number: orders.items[0]!.orderNumber }) });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await isFocused(details), 'the focus is back on the order\'s Details button').toBe(true);
    // The language of the journey is the page's.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  });
}
