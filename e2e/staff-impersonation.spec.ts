import { expect, test } from '@playwright/test';
import { checkoutPage, codToPlacedOrder, expectStep, ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { fill, formatIcu, LANGUAGES, messages } from './support/i18n';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { createVerifiedCustomer } from './support/session';
import { STAFF, staffPage } from './support/staff';

/**
 * Impersonation (issue #17 item 4): a sales person finds a customer in the console, shops as them
 * (the banner on every page, no password change), places an order that records who placed it, and
 * stops; a spent or made-up code is refused with a way back to the console. The Greek run is at
 * 390 px (the banner wraps under the phone's header).
 */
const SALES_NAME = 'Πέτρος Αλεξίου';

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const s = m.staff;

  test.describe(`impersonation (${lang})`, () => {
    test('a sales person shops as a customer, places an order on their behalf and stops', async ({ browser, request, baseURL }) => {
      const email = uniqueEmail(`imp-${lang}`);
      const [firstName, lastName] = lang === 'el' ? ['Ελένη', 'Ρήγα'] : ['Helen', 'Rigas'];
      const name = `${firstName} ${lastName}`;
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName, lastName });
      const login = await request.post('/api/Customers/Login', { headers: { 'X-Partner-Code': ACME.code }, data: { email, password: DEMO_PASSWORD, partnerCode: ACME.code } });
      const shop = new ShopApi(request, (await login.json()).at, lang);
      await shop.createAddress({ title: 'Έδρα', firstName, lastName, country: 'GR', address: 'Πανεπιστημίου 10', city: 'Αθήνα', postalCode: '10671', mobile: '6912345678' });
      const [variant] = await shop.variants(1);
      await shop.addToCart(variant!.variantId, 1);

      const page = await staffPage(browser, baseURL!, lang, prefix, STAFF.sales, `${prefix}/staff/customers`);
      if (lang === 'el') await page.setViewportSize(PHONE);
      await page.getByLabel(s.customers.search).fill(email);
      await page.getByRole('button', { name: s.customers.apply }).click();
      await expect(page.getByRole('status').filter({ hasText: formatIcu(lang, s.customers.count, { total: 1 }) })).toBeVisible();
      await page.getByRole('button', { name: fill(s.customers.shopAsLabel, { name }) }).click();

      // The customer's storefront, with the banner.
      const banner = page.locator('.impersonation');
      await expect(page).toHaveURL(new RegExp(`${prefix}/${ACME.code}/?$`));
      await expect(banner).toContainText(fill(m.layout.impersonating, { name }));
      if (lang === 'el') await expectNoSidewaysScroll(page);

      // The password is not the sales person's to change.
      await page.goto(`${prefix}/${ACME.code}/profile/account`);
      await expect(page.getByText(m.profile.password.impersonation)).toBeVisible();
      await expect(page.getByLabel(m.profile.password.current)).toHaveCount(0);
      await expect(banner).toBeVisible();

      // An order on the customer's behalf: their default address, courier, cash on delivery.
      await page.goto(`${prefix}/${ACME.code}/checkout`);
      const ui = checkoutPage(page, lang);
      await expectStep(ui, 'details');
      await expect(ui.email).toHaveValue(email);
      await ui.continue.click();
      await expectStep(ui, 'shipping');
      await ui.radio(ui.group(ui.c.shipping.legend), ui.c.shipping.courier).check();
      await ui.continue.click();
      const uid = await codToPlacedOrder(ui, page);
      await expect(banner).toBeVisible();
      const order = await shop.order(uid);

      // Stop: back to the console; the customer's session is gone from this browser.
      await banner.getByRole('button', { name: m.layout.impersonationStop }).click();
      await expect(page.getByRole('heading', { level: 1, name: s.customers.title })).toBeVisible();
      await expect(page.getByText(s.customers.stopped)).toBeVisible();
      await page.goto(`${prefix}/${ACME.code}/cart`);
      await expect(page).toHaveURL(/\/login\?returnTo=/);

      // The order says who placed it.
      await page.goto(`${prefix}/staff/orders?number=${order.orderNumber}`);
      await page.getByRole('link', { name: order.orderNumber, exact: true }).click();
      await expect(page.getByText(fill(s.order.placedBy, { name: SALES_NAME }))).toBeVisible();
      await page.context().close();
    });

    test('a code that was spent or made up is refused, with the way back to the console', async ({ page }) => {
      await page.goto(`${prefix}/${ACME.code}/impersonate#code=${'x'.repeat(43)}`);
      await expect(page.getByRole('alert').filter({ hasText: m.errors.impersonation_link_invalid })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/${ACME.code}/impersonate$`));
      await page.getByRole('link', { name: m.auth.impersonate.back }).click();
      await expect(page.getByRole('heading', { level: 1, name: s.login.title })).toBeVisible();
    });
  });
}
