import { expect, test, type Page } from '@playwright/test';
import { checkoutPage, expectStep, fillBilling, waitForCheckoutForm } from './support/checkout';
import { waitForCatalogHydration } from './support/catalog';
import { ACME } from './support/data';
import { fill, LANGUAGES, messages, type Lang } from './support/i18n';
import { orderingCustomer, placeOrderOverApi } from './support/place-order';
import { applyMode, expectReflow, expectUsable, REFLOW_MODES } from './support/reflow';
import { waitForHydration } from './support/session';

/**
 * Issue #49 item 5 (WCAG 2.2 1.4.10 Reflow, 1.4.4 Resize text): at 320 px, at a browser zoom of
 * 200 % (640 px of a 1280 px screen) and with the text alone at 200 %, the main pages never scroll
 * sideways (the orders table scrolls in its own box), no control sticks out of the screen, and
 * every primary function is there and usable: the menu, the search, the filters, add to cart, the
 * quantity, the checkout's steps and placing the order. A fresh customer per test.
 */

/** The header's search and menu: a button that opens each on a narrow screen, in the row on a wide one. */
async function expectHeaderUsable(page: Page, lang: Lang) {
  const m = messages(lang);
  const banner = page.getByRole('banner');
  const searchToggle = banner.getByRole('button', { name: m.search.header.open, exact: true });
  if (await searchToggle.isVisible()) {
    await expectUsable(searchToggle, 'the search button');
    await searchToggle.click();
  }
  await expectUsable(banner.getByRole('searchbox', { name: m.search.header.label }), 'the search field');
  if (await searchToggle.isVisible()) await page.keyboard.press('Escape');
  const menu = banner.getByRole('button', { name: m.layout.menu, exact: true });
  if (await menu.isVisible()) {
    await expectUsable(menu, 'the menu button');
    await menu.click();
  }
  await expectUsable(banner.getByRole('link', { name: m.account.logout, exact: true }), 'the logout link');
  if (await menu.isVisible()) await page.keyboard.press('Escape');
  await expectUsable(banner.locator('.cart-link'), 'the cart link');
}

for (const mode of REFLOW_MODES) {
  for (const { lang, prefix } of LANGUAGES) {
    const m = messages(lang);
    const url = (path: string) => `${prefix}/${ACME.code}${path ? `/${path}` : ''}`;

    test(`${mode.name}: the shop's pages reflow and keep every function (${lang})`, async ({ page, request, context, baseURL }) => {
      test.setTimeout(150_000);
      await applyMode(page, mode);
      const { shop, auth } = await orderingCustomer(request, context, baseURL!, lang, 'reflow');
      const [first, second] = await shop.variants(2, { minStock: 20 });
      const placed = await placeOrderOverApi(request, shop, auth, [{ variantId: first!.variantId, quantity: 1 }]);
      await shop.addToCart(first!.variantId, 1);

      await page.goto(url(''));
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      if (mode.textZoom) expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), 'the text at 200 %').toBe('32px');
      await expectReflow(page, 'landing');
      await expectHeaderUsable(page, lang);
      await expectUsable(page.getByRole('main').getByRole('link', { name: m.landing.shopNow, exact: true }), 'the hero link');

      await page.goto(url('products'));
      await waitForCatalogHydration(page);
      await expectReflow(page, 'product list');
      const filtersButton = page.getByRole('button', { name: new RegExp(`^${m.catalog.filters}`) });
      if (await filtersButton.isVisible()) {
        await expectUsable(filtersButton, 'the filters button');
        await filtersButton.click();
        const drawer = page.getByRole('dialog');
        await expectUsable(drawer.getByRole('checkbox').first(), 'a filter in the drawer');
        await expectReflow(page, 'the filters drawer');
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      } else {
        await expectUsable(page.locator('.filters').getByRole('checkbox').first(), 'a filter in the column');
      }
      await expectUsable(page.getByRole('combobox', { name: m.catalog.sort }), 'the sort');
      await expectUsable(page.locator('.product-grid:visible .product-card-link').first(), 'a product card');
      await expectUsable(page.getByRole('navigation', { name: m.catalog.pagination }).getByRole('link', { name: m.catalog.next }), 'the next page');

      await page.goto(url(`products/${second!.product.eurl}`));
      await waitForCatalogHydration(page);
      await expectReflow(page, 'product page');
      const add = page.getByRole('button', { name: m.product.addToCart, exact: true });
      await expectUsable(page.getByRole('spinbutton').first(), 'the quantity');
      await expectUsable(add, 'add to cart');
      await add.click();
      const drawer = page.getByRole('dialog', { name: m.product.added });
      await expect(drawer).toBeVisible();
      await expectReflow(page, 'the cart drawer');
      await expectUsable(drawer.getByRole('link', { name: m.cart.checkout, exact: true }), 'the drawer\'s checkout');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('cart-count')).toHaveText('2');

      await page.goto(url('cart'));
      await expect(page.getByRole('spinbutton').first()).toBeVisible();
      await waitForHydration(page, 'main button');
      await expectReflow(page, 'cart');
      await expectUsable(page.getByRole('spinbutton').first(), 'a line\'s quantity');
      await expectUsable(page.getByRole('button', { name: fill(m.cart.increase, { name: second!.product.name }) }), 'the stepper');
      const checkout = page.getByRole('main').getByRole('link', { name: m.cart.checkout, exact: true });
      await expectUsable(checkout, 'checkout');

      await page.goto(url('checkout'));
      await waitForCheckoutForm(page);
      const ui = checkoutPage(page, lang);
      await expectStep(ui, 'details');
      await expectReflow(page, 'checkout: details');
      await expectUsable(ui.field(ui.billing, ui.c.address.address), 'the address field');
      await expectUsable(ui.continue, 'continue');
      await fillBilling(ui);
      await ui.continue.click();
      await expectStep(ui, 'shipping');
      await expectReflow(page, 'checkout: shipping');
      const courier = ui.radio(ui.group(ui.c.shipping.legend), ui.c.shipping.courier);
      await expectUsable(courier, 'courier');
      await courier.check();
      await expectUsable(ui.continue, 'continue');
      await ui.continue.click();
      await expectStep(ui, 'payment');
      await expectReflow(page, 'checkout: payment');
      const cod = ui.radio(ui.group(ui.c.payment.legend), ui.c.payment.cod);
      await expectUsable(cod, 'cash on delivery');
      await cod.check();
      await ui.continue.click();
      await expectStep(ui, 'review');
      await expectReflow(page, 'checkout: review');
      await expectUsable(ui.placeOrder, 'place order');
      await ui.placeOrder.click();
      await expect(page.getByRole('heading', { level: 1, name: m.orderSuccess.title })).toBeVisible();
      await expectReflow(page, 'order placed');

      await page.goto(url('profile/account'));
      await waitForHydration(page, 'main form');
      await expectReflow(page, 'profile');
      const profileMenu = page.getByRole('navigation', { name: m.profile.menu.label });
      await expectUsable(profileMenu.getByRole('link', { name: m.profile.menu.orders, exact: true }), 'the profile menu');
      await expectUsable(page.getByRole('main').getByRole('button', { name: m.profile.account.save, exact: true }).first(), 'save');

      await page.goto(url('profile/addresses'));
      await expect(page.getByRole('heading', { level: 1, name: m.addresses.title })).toBeVisible();
      const addAddress = page.getByRole('button', { name: m.addresses.add });
      await expectUsable(addAddress, 'add address');
      await expectReflow(page, 'addresses');
      await addAddress.click();
      const addressForm = page.getByRole('dialog');
      await expect(addressForm).toBeVisible();
      await expectReflow(page, 'the address form');
      await expectUsable(addressForm.getByRole('button', { name: m.common.close }), 'the address form\'s close button');
      await page.keyboard.press('Escape');

      await page.goto(url('profile/orders'));
      const details = page.getByRole('button', { name: fill(m.orders.detailsOf, { number: placed.orderNumber }) });
      await expectUsable(details, 'an order\'s details');
      await expectReflow(page, 'orders');
      await details.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: fill(m.orders.detail.title, { number: placed.orderNumber }) })).toBeVisible();
      await expectReflow(page, 'an order\'s detail');
      await page.keyboard.press('Escape');

      for (const path of ['profile/loyalty', 'profile/order-lists', 'profile/quotes', 'profile/return-order', 'quick-order']) {
        await page.goto(url(path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectReflow(page, path);
      }

      await page.goto(url('pages/terms'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectReflow(page, 'a content page');
      await expectHeaderUsable(page, lang);
    });

    test(`${mode.name}: login and registration reflow (${lang})`, async ({ page }) => {
      await applyMode(page, mode);
      await page.goto(url('login'));
      await waitForHydration(page);
      await expectReflow(page, 'login');
      await expectUsable(page.getByLabel(m.auth.email, { exact: true }), 'email');
      await expectUsable(page.getByLabel(m.auth.password, { exact: true }), 'password');
      await expectUsable(page.getByRole('button', { name: m.auth.login.submit, exact: true }), 'log in');
      await expectUsable(page.getByRole('link', { name: m.auth.login.register, exact: true }), 'register');
      await page.goto(url('register'));
      await waitForHydration(page);
      await expectReflow(page, 'register');
      await expectUsable(page.getByRole('button', { name: m.auth.register.submit, exact: true }), 'create account');
      await page.goto(url('forgot-password'));
      await waitForHydration(page);
      await expectReflow(page, 'forgot password');
    });
  }
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  test(`320 px: from a product to the checkout's first step (${lang})`, async ({ page, request, context, baseURL }) => {
    await applyMode(page, REFLOW_MODES[0]!);
    const { shop } = await orderingCustomer(request, context, baseURL!, lang, 'reflow-cart');
    const [found] = await shop.variants(1, { minStock: 20 });
    await page.goto(`${prefix}/${ACME.code}/products/${found!.product.eurl}`);
    await waitForCatalogHydration(page);
    await page.getByRole('button', { name: m.product.addToCart, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: m.product.added });
    await drawer.getByRole('link', { name: m.cartDrawer.viewCart, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${ACME.code}/cart$`));
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await waitForHydration(page, 'main button');
    await page.getByRole('button', { name: fill(m.cart.increase, { name: found!.product.name }) }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expectReflow(page, 'cart');
    const checkout = page.getByRole('main').getByRole('link', { name: m.cart.checkout, exact: true });
    await expectUsable(checkout, 'checkout');
    await checkout.click();
    await waitForCheckoutForm(page);
    const ui = checkoutPage(page, lang);
    await expectStep(ui, 'details');
    await expectReflow(page, 'checkout: details');
    await expectUsable(ui.continue, 'continue');
  });
}
