import { expect, test, type Locator } from '@playwright/test';
import { waitForCatalogHydration } from './support/catalog';
import { ATHENS, checkoutPage, expectStep, money, ShopApi, waitForCheckoutForm } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { LANGUAGES, messages } from './support/i18n';
import { placeOrderOverApi } from './support/place-order';
import { countRenders, rendersCounted } from './support/react-renders';
import { createVerifiedCustomer, loginThroughApi } from './support/session';

/**
 * Issue #16 item 6: a returning customer with a default address places a courier, cash-on-delivery
 * order from the product page with no field typed and at most 8 clicks. Every click and every
 * typed field goes through the counters below, so the test measures the path it walks.
 */
const MAX_CLICKS = 8;

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.checkout;

  test(`a returning customer: product page to a placed order in ${MAX_CLICKS} clicks or fewer, nothing typed (${lang})`, async ({ page, request, context, baseURL }) => {
    const email = uniqueEmail(`express-${lang}`);
    await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Express', lastName: 'E2E' });
    const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
    const shop = new ShopApi(request, session.at, lang);
    const home = await shop.createAddress({ title: 'Έδρα', ...ATHENS, address: 'Αιόλου 20', city: 'Αθήνα', postalCode: '10551' });
    // The customer's earlier order: courier, cash on delivery.
    const [earlier, wanted] = await shop.variants(2, { minStock: 5 });
    await placeOrderOverApi(request, shop, { token: session.at, lang, email }, [{ variantId: earlier!.variantId, quantity: 1 }]);
    const variant = wanted!.product.variants.find((v) => v.id === wanted!.variantId)!;

    let clicks = 0;
    const typed = 0; // no fill() below: the counter is the proof, and it stays 0
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };

    await page.goto(`${prefix}/${ACME.code}/products/${wanted!.product.eurl}`);
    await waitForCatalogHydration(page);
    const colors = new Set(wanted!.product.variants.map((v) => v.color));
    if (colors.size > 1) await click(page.getByRole('group', { name: m.product.color, exact: true }).getByRole('radio', { name: m.catalog.colorNames[variant.color], exact: true }));
    if (variant.size) await click(page.getByRole('group', { name: m.product.size, exact: true }).getByRole('radio', { name: variant.size, exact: true }));
    await click(page.getByRole('button', { name: m.product.addToCart, exact: true }));
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // The cart drawer opens with the added line and the way to checkout.
    await click(page.getByRole('dialog', { name: m.product.added }).getByRole('link', { name: m.cart.checkout, exact: true }));

    // Everything is known: the checkout opens on its review, billing from the default address,
    // shipped there, the last order's courier and cash on delivery.
    await waitForCheckoutForm(page);
    const ui = checkoutPage(page, lang);
    await expectStep(ui, 'review');
    await expect(page.getByText(home.address, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(c.shipping.courier, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(c.payment.cod, { exact: false }).first()).toBeVisible();
    await click(ui.placeOrder);

    await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
    expect(clicks).toBeLessThanOrEqual(MAX_CLICKS);
    expect(typed).toBe(0);
    test.info().annotations.push({ type: 'clicks', description: `${clicks} clicks, ${typed} typed fields` });
    const order = await shop.order(decodeURIComponent(page.url().split('/').pop()!));
    expect(order).toMatchObject({ shippingMethod: 'courier', paymentMethod: 'cod', email });
    expect(order.billing).toMatchObject({ address: home.address, city: home.city, postalCode: home.postalCode });
    expect(order.shippingAddress).toMatchObject({ address: home.address, city: home.city, postalCode: home.postalCode });
    expect(order.lines.map((l) => [l.variantId, l.quantity])).toEqual([[variant.id, 1]]);

    // The amounts add up on screen: list value − discount + shipping + fee = total = net + VAT.
    const totals = page.getByRole('region', { name: m.orderSuccess.totals });
    const t = order.totals;
    await expect(totals.getByTestId('total-subtotal')).toContainText(money(lang, t.total - t.shipping - t.codFee + t.discount));
    await expect(totals.getByTestId('total-total')).toContainText(money(lang, t.total));
    expect(t.net + t.vat).toBe(t.total);
  });
}

test('a returning customer\u2019s checkout renders the review as its first step, no other step before it, and renders the form once (390 px)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const email = uniqueEmail('express-open');
  await createVerifiedCustomer(context.request, 'el', { email, password: DEMO_PASSWORD, firstName: 'Express', lastName: 'E2E' });
  const session = await loginThroughApi(context.request, context, baseURL!, email, ACME.code);
  const shop = new ShopApi(context.request, session.at, 'el');
  await shop.createAddress({ title: 'Έδρα', ...ATHENS });
  const [earlier, wanted] = await shop.variants(2, { minStock: 5 });
  await placeOrderOverApi(context.request, shop, { token: session.at, lang: 'el', email }, [{ variantId: earlier!.variantId, quantity: 1 }]);
  await shop.addToCart(wanted!.variantId, 1);
  // Every step title the page ever shows, in order, from before its scripts run.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { stepTitles: string[] }).stepTitles = []);
    new MutationObserver(() => {
      const title = document.querySelector('.checkout-step-title')?.textContent ?? '';
      if (title && seen.at(-1) !== title) seen.push(title);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

  // react-hook-form's ready state and the opening step's URL each rendered the whole form again (issue #16).
  await countRenders(page, '.checkout-layout');

  await page.goto(`/${ACME.code}/checkout`);
  await waitForCheckoutForm(page);
  const ui = checkoutPage(page, 'el');
  await expectStep(ui, 'review');
  expect(await rendersCounted(page)).toBe(1);
  await expect(page).toHaveURL(/\?step=review$/);
  const c = messages('el').checkout;
  expect(await page.evaluate(() => (window as unknown as { stepTitles: string[] }).stepTitles)).toEqual([
    c.stepTitle.replace('{current}', '4').replace('{total}', '4').replace('{name}', c.steps.review),
  ]);
  await context.close();
});

test('a first-time customer still starts on the details step, with billing prefilled from the profile', async ({ page, request, context, baseURL }) => {
  const lang = 'el';
  const email = uniqueEmail('express-first');
  await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Πρώτη', lastName: 'Φορά' });
  const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
  const shop = new ShopApi(request, session.at, lang);
  const [pick] = await shop.variants(1);
  await shop.addToCart(pick!.variantId, 1);
  await page.goto(`/${ACME.code}/checkout`);
  await waitForCheckoutForm(page);
  const ui = checkoutPage(page, lang);
  await expectStep(ui, 'details');
  await expect(ui.field(ui.billing, ui.c.address.firstName)).toHaveValue('Πρώτη');
  await expect(ui.field(ui.billing, ui.c.address.city)).toHaveValue('');
});
