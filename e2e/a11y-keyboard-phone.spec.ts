import { expect, test, type Page } from '@playwright/test';
import { ATHENS, checkoutPage, expectStep, waitForCheckoutForm } from './support/checkout';
import { waitForCatalogHydration } from './support/catalog';
import { ACME } from './support/data';
import { fill, formatIcu, LANGUAGES, messages } from './support/i18n';
import { describeFocus, expectFocusNotObscured, expectFocusVisible, isFocused, pressOn, tabTo, typeInto } from './support/keyboard';
import { orderingCustomer } from './support/place-order';
import { waitForHydration } from './support/session';

/**
 * Issue #49 item 5 with the keyboard alone, the parts of a phone screen and of the cart page that
 * open, close and disappear: the header's menu and search, the filters drawer, the quantity
 * stepper at its limit, a removed line, a cleared cart. The focus returns to what opened a panel,
 * stays on a button that reached its limit, goes to the page's heading when its element is gone,
 * and is never hidden under the phone's action bar.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The focus is on an element of the page (not <body>). */
async function expectFocusKept(page: Page) {
  expect(await page.evaluate(() => document.activeElement !== document.body), `the focus is kept (on ${await describeFocus(page)})`).toBe(true);
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const url = (path: string) => `${prefix}/${ACME.code}${path ? `/${path}` : ''}`;

  test(`keyboard on a phone: the menu, the search and the filters give the focus back (${lang})`, async ({ page, request, context, baseURL }) => {
    await orderingCustomer(request, context, baseURL!, lang, 'keys-phone');
    await page.goto(url(''));
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    const banner = page.getByRole('banner');

    const menu = banner.getByRole('button', { name: m.layout.menu, exact: true });
    await tabTo(page, menu);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, banner.getByRole('link', { name: m.account.logout, exact: true }), { max: 10 });
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    const search = banner.getByRole('button', { name: m.search.header.open, exact: true });
    await tabTo(page, search, { backwards: true, max: 5 });
    await page.keyboard.press('Enter');
    await expect(banner.getByRole('searchbox', { name: m.search.header.label })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search).toBeFocused();

    await page.goto(url('products'));
    await waitForCatalogHydration(page);
    const filters = page.getByRole('button', { name: new RegExp(`^${m.catalog.filters}`) });
    await tabTo(page, filters);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((d) => d.contains(document.activeElement)), 'the focus is in the drawer').toBe(true);
    // A filter chosen with Space: the list changes behind the drawer, which keeps the focus on it.
    const checkbox = drawer.getByRole('checkbox').first();
    await tabTo(page, checkbox, { max: 10 });
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\?.+=/);
    await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeChecked();
    await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(`^${m.catalog.filters}`) })).toBeFocused();
  });

  test(`keyboard on a phone: the stepper, a removed line and a cleared cart keep the focus (${lang})`, async ({ page, request, context, baseURL }) => {
    const { shop } = await orderingCustomer(request, context, baseURL!, lang, 'keys-cart');
    const [a, b] = await shop.variants(2, { minStock: 20 });
    await shop.addToCart(a!.variantId, 2);
    await shop.addToCart(b!.variantId, 1);
    await page.goto(url('cart'));
    await waitForHydration(page, 'main button');

    // − down to 1: the button is then at its limit, still focused (a second press does nothing).
    const decrease = page.getByRole('button', { name: fill(m.cart.decrease, { name: a!.product.name }) });
    await tabTo(page, decrease);
    await expectFocusVisible(page);
    await expectFocusNotObscured(page);
    await page.keyboard.press('Space');
    await expect(page.getByLabel(fill(m.cart.quantityOf, { name: a!.product.name }), { exact: true })).toHaveValue('1');
    await expect(decrease).toBeDisabled();
    await expect(decrease).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await shop.cart()).itemCount).toBe(2);

    // Remove: the line goes, the focus goes to the heading, the count is said.
    await pressOn(page, decrease, 'Tab');
    const remove = page.getByRole('button', { name: fill(m.cart.removeLabel, { name: a!.product.name }) });
    await tabTo(page, remove, { max: 5 });
    await expectFocusNotObscured(page);
    await page.keyboard.press('Enter');
    await expect(remove).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByTestId('cart-announcer')).toHaveText(formatIcu(lang, m.cart.announce, { count: 1 }));

    // Clear the cart: the confirmation takes the focus, then the heading once the cart is empty.
    await tabTo(page, page.getByRole('button', { name: m.cart.clear, exact: true }), { max: 30 });
    await expectFocusNotObscured(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: m.cart.clearYes, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(m.cart.empty)).toBeVisible();
    await expectFocusKept(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });

  test(`keyboard on a phone: the checkout's fields are never under its action bar (${lang})`, async ({ page, request, context, baseURL }) => {
    const { shop } = await orderingCustomer(request, context, baseURL!, lang, 'keys-bar');
    const [found] = await shop.variants(1, { minStock: 20 });
    await shop.addToCart(found!.variantId, 1);
    await page.goto(url(`products/${found!.product.eurl}`));
    await waitForCatalogHydration(page);
    // The product page's fixed add-to-cart bar: its fields are tabbed through above it.
    const add = page.getByRole('button', { name: m.product.addToCart, exact: true });
    for (let i = 0; i < 60 && !(await isFocused(add)); i++) {
      await page.keyboard.press('Tab');
      await expectFocusNotObscured(page);
    }
    await page.goto(url('checkout'));
    await waitForCheckoutForm(page);
    const ui = checkoutPage(page, lang);
    await expectStep(ui, 'details');
    const a = ui.c.address;
    for (const [label, value] of [[a.firstName, ATHENS.firstName], [a.lastName, ATHENS.lastName], [a.address, ATHENS.address], [a.city, ATHENS.city], [a.postalCode, ATHENS.postalCode], [a.mobile, ATHENS.mobile]] as const) {
      await typeInto(page, ui.field(ui.billing, label), value);
      await expectFocusNotObscured(page);
    }
    await tabTo(page, ui.continue, { max: 10 });
    await expectFocusNotObscured(page);
  });
}
