import { expect, test, type Locator, type Page } from '@playwright/test';
import { ATHENS, checkoutPage, expectStep, fillBilling, openCheckout, ShopApi } from './support/checkout';
import { checkoutSteps } from './support/checkout-flow';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { LANGUAGES, messages } from './support/i18n';
import { PHONE } from './support/phone';
import { createVerifiedCustomer, loginThroughApi } from './support/session';

/**
 * Issue #46: on a phone (390 px) every checkout error is shown above the bottom bar and its field
 * focused, never under the bar (where "Continue" seemed dead); a card payment starts with the
 * first offered provider, so "Continue" with a card goes on.
 */
type Box = { y: number; height: number };

/** The error lies on screen, between the top and the bottom bar's top edge. */
async function expectAboveBar(page: Page, error: Locator): Promise<void> {
  const bar = page.locator('.checkout-actions');
  await expect
    .poll(async () => {
      const [e, b] = (await Promise.all([error.boundingBox(), bar.boundingBox()])) as [Box | null, Box | null];
      if (!e || !b) return 'missing';
      return e.y >= 0 && e.y + e.height <= b.y && b.y + b.height <= PHONE.height + 1 ? 'above the bar' : `error ${e.y}–${e.y + e.height}, bar from ${b.y}`;
    })
    .toBe('above the bar');
}

/** The box of the field or group holding `control`, down to its message. */
const errorOf = (scope: Locator) => scope.locator('.field-error').filter({ hasText: /\S/ });

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.checkout;

  test.describe(`checkout errors on a phone (${lang})`, () => {
    let shop: ShopApi;
    let email: string;
    test.beforeEach(async ({ page, request, context, baseURL }) => {
      await page.setViewportSize(PHONE);
      email = uniqueEmail(`phone-errors-${lang}`);
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Phone', lastName: 'Errors' });
      const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
      shop = new ShopApi(request, session.at, lang);
      const [pick] = await shop.variants(1);
      await shop.addToCart(pick!.variantId, 1);
    });

    test('an error below the bar is scrolled above it, and its field focused', async ({ page }) => {
      await openCheckout(page, prefix);
      const ui = checkoutPage(page, lang);
      await fillBilling(ui, { ...ATHENS, mobile: '123' });
      const mobile = ui.field(ui.billing, c.address.mobile);
      await page.evaluate(() => window.scrollTo(0, 0));
      // Where it starts: the field is not in the screen's free part (below it or under the bar).
      const bar = (await page.locator('.checkout-actions').boundingBox())!;
      expect((await mobile.boundingBox())!.y + 10).toBeGreaterThan(bar.y);

      await ui.continue.click();
      await expectStep(ui, 'details');
      await expect(mobile).toHaveAccessibleDescription(m.validation.address_mobile_invalid);
      await expect(mobile).toBeFocused();
      await expectAboveBar(page, errorOf(ui.billing));
    });

    test('payment: a missing choice shows above the bar; a card starts with the first provider and goes on', async ({ page }) => {
      const providers = (await shop.options()).payment.find((p) => p.method === 'card')!.providers;
      await openCheckout(page, prefix);
      const ui = checkoutPage(page, lang);
      await checkoutSteps(lang, email).detailsStep(ui);
      await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
      await ui.continue.click();
      await expectStep(ui, 'payment');

      await ui.continue.click();
      const payment = ui.group(c.payment.legend);
      await expect(payment).toHaveAccessibleDescription(m.validation.payment_required);
      await expectAboveBar(page, errorOf(payment));
      await expect(ui.radio(payment, c.payment.cod)).toBeFocused();

      await ui.radio(payment, c.payment.card).check();
      // Several providers offered: the choice shows, the first one (the configured order) chosen.
      expect(providers.length).toBeGreaterThan(1);
      const chooser = ui.group(c.payment.providerLegend);
      await expect(ui.radio(chooser, c.payment.providers[providers[0]!])).toBeChecked();
      await ui.continue.click();
      await expectStep(ui, 'review');
      await expect(page.getByText(`${c.payment.card} (${c.payment.providers[providers[0]!]})`)).toBeVisible();
    });
  });
}
