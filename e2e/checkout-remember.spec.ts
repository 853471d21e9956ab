import { expect, test, type APIRequestContext, type BrowserContext, type Locator } from '@playwright/test';
import { ATHENS, checkoutPage, expectStep, openCheckout, ShopApi, type CheckoutUi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { LANGUAGES, messages } from './support/i18n';
import { PHONE } from './support/phone';
import { createVerifiedCustomer, loginThroughApi } from './support/session';

/**
 * Issue #46: the checkout remembers the address typed in it. A customer who never opens the
 * address book types the billing address once: "Save this address" is ticked from the start, the
 * order keeps it as the default, and the next checkout opens on its review with nothing to type.
 * Every typed field goes through `type` below, so the count is the proof. At 390 px.
 */
type Counted = { typed: number };

async function type(count: Counted, target: Locator, value: string): Promise<void> {
  count.typed += 1;
  await target.fill(value);
}

/** The billing address fields a first-time customer types (the profile gave the names). */
async function typeBilling(ui: CheckoutUi, count: Counted): Promise<void> {
  const a = ui.c.address;
  await type(count, ui.field(ui.billing, a.address), ATHENS.address);
  await type(count, ui.field(ui.billing, a.city), ATHENS.city);
  await type(count, ui.field(ui.billing, a.postalCode), ATHENS.postalCode);
  await type(count, ui.field(ui.billing, a.mobile), ATHENS.mobile);
}

type Fixtures = { request: APIRequestContext; context: BrowserContext; baseURL?: string };

async function newCustomer({ request, context, baseURL }: Fixtures, lang: 'el' | 'en', tag: string) {
  const email = uniqueEmail(`remember-${tag}-${lang}`);
  await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: ATHENS.firstName, lastName: ATHENS.lastName });
  const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
  return new ShopApi(request, session.at, lang);
}

for (const { lang, prefix } of LANGUAGES) {
  const c = messages(lang).checkout;

  test(`a customer without a saved address types it once: the second order takes 0 typed fields (${lang}, 390 px)`, async ({ page, request, context, baseURL }) => {
    await page.setViewportSize(PHONE);
    const shop = await newCustomer({ request, context, baseURL }, lang, 'twice');
    expect(await shop.addresses()).toEqual([]);
    const [first, second] = await shop.variants(2, { minStock: 5 });
    await shop.addToCart(first!.variantId, 1);

    const count: Counted = { typed: 0 };
    await openCheckout(page, prefix);
    const ui = checkoutPage(page, lang);
    await expectStep(ui, 'details');
    await typeBilling(ui, count);
    const save = page.getByRole('checkbox', { name: c.remember.save, exact: true });
    await expect(save).toBeChecked();
    await expect(save).toHaveAccessibleDescription(c.remember.hint);
    await ui.continue.click();
    await expectStep(ui, 'shipping');
    await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
    await ui.continue.click();
    await ui.radio(ui.group(c.payment.legend), c.payment.cod).check();
    await ui.continue.click();
    await expectStep(ui, 'review');
    await ui.placeOrder.click();
    await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
    expect(count.typed).toBe(4);
    expect(await shop.addresses()).toMatchObject([{ address: ATHENS.address, city: ATHENS.city, postalCode: ATHENS.postalCode, mobile: ATHENS.mobile, isDefault: true }]);

    // The second order: nothing typed, the review first, the saved address billed and shipped to.
    count.typed = 0;
    await shop.addToCart(second!.variantId, 1);
    await openCheckout(page, prefix);
    await expectStep(ui, 'review');
    await expect(page.getByText(ATHENS.address, { exact: false }).first()).toBeVisible();
    await ui.placeOrder.click();
    await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
    expect(count.typed).toBe(0);
    const order = await shop.order(decodeURIComponent(page.url().split('/').pop()!));
    expect(order.billing).toMatchObject({ address: ATHENS.address, city: ATHENS.city, postalCode: ATHENS.postalCode });
    expect(order.shippingAddress).toMatchObject({ address: ATHENS.address, city: ATHENS.city });
    // Still one address: the same one was not saved again.
    expect(await shop.addresses()).toHaveLength(1);
  });
}

test('unticked, "Save this address" keeps nothing', async ({ page, request, context, baseURL }) => {
  const lang = 'el';
  const c = messages(lang).checkout;
  const shop = await newCustomer({ request, context, baseURL }, lang, 'untick');
  const [pick] = await shop.variants(1);
  await shop.addToCart(pick!.variantId, 1);
  await openCheckout(page, '');
  const ui = checkoutPage(page, lang);
  await typeBilling(ui, { typed: 0 });
  await page.getByRole('checkbox', { name: c.remember.save, exact: true }).uncheck();
  await ui.continue.click();
  await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
  await ui.continue.click();
  await ui.radio(ui.group(c.payment.legend), c.payment.cod).check();
  await ui.continue.click();
  await ui.placeOrder.click();
  await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
  expect(await shop.addresses()).toEqual([]);
});
