import { expect, test, type Page } from '@playwright/test';
import { ADDRESS_BOOK_MAX } from '../lib/contract/addresses';
import { expectNoAxeViolations } from './support/axe';
import { ATHENS, checkoutPage, expectStep, openCheckout } from './support/checkout';
import { fill, LANGUAGES, messages, type Lang } from './support/i18n';
import { openProfile, profileCustomer } from './support/profile';

/**
 * Issue #7, the address book (SPEC §2 addresses, §3 address form, §8 address notifications):
 * create, edit, delete with the confirmation modal and the toasts, errors with the input kept, a
 * failed request, the default shipping address and checkout starting with it.
 */
function addressUi(page: Page, lang: Lang) {
  const m = messages(lang);
  const t = m.addresses;
  const ad = m.checkout.address;
  const dialog = (name: string) => page.getByRole('dialog', { name });
  const card = (title: string) => page.locator('.address-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  return {
    m,
    t,
    ad,
    dialog,
    card,
    toast: (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }),
    add: page.getByRole('button', { name: t.add, exact: true }),
    field: (scope: ReturnType<typeof dialog>, label: string) => scope.getByLabel(label, { exact: true }),
    async fillAddress(scope: ReturnType<typeof dialog>, values: Record<string, string>) {
      const labels: Record<string, string> = { title: t.form.title, firstName: ad.firstName, lastName: ad.lastName, address: ad.address, city: ad.city, region: ad.region, postalCode: ad.postalCode, mobile: ad.mobile };
      for (const [name, value] of Object.entries(values)) {
        if (name === 'country') await scope.getByLabel(ad.country, { exact: true }).selectOption(value);
        else await scope.getByLabel(labels[name]!, { exact: true }).fill(value);
      }
    },
  };
}

for (const { lang, prefix } of LANGUAGES) {
  test.describe(`profile addresses (${lang})`, () => {
    test('create, edit and delete an address, with the confirmation modal and the toasts', async ({ page, request, context, baseURL }) => {
      const { shop } = await profileCustomer(request, context, baseURL!, lang, 'addresses');
      await openProfile(page, prefix, 'addresses', 'main button');
      const ui = addressUi(page, lang);
      const { t, ad } = ui;
      await expect(page.getByText(t.empty, { exact: true })).toBeVisible();

      // Create: an invalid postal code first (error at the field, everything typed stays).
      await ui.add.click();
      const create = ui.dialog(t.form.createTitle);
      await expect(create).toBeVisible();
      await ui.fillAddress(create, { title: 'Σπίτι', ...ATHENS, postalCode: '999' });
      await create.getByRole('button', { name: t.form.save, exact: true }).click();
      await expect(ui.field(create, ad.postalCode)).toHaveAccessibleDescription(ui.m.validation.postal_code_invalid);
      await expect(ui.field(create, ad.postalCode)).toHaveValue('999');
      await expect(ui.field(create, ad.city)).toHaveValue(ATHENS.city);
      await expectNoAxeViolations(page);
      await ui.field(create, ad.postalCode).fill('106 71');
      await create.getByRole('button', { name: t.form.save, exact: true }).click();
      await expect(ui.toast(t.toast.created)).toBeVisible();
      await expect(create).toBeHidden();
      const home = ui.card('Σπίτι');
      await expect(home).toContainText(`${ATHENS.firstName} ${ATHENS.lastName}`);
      await expect(home).toContainText(`10671 ${ATHENS.city}`);
      await expect(home).toContainText(ad.countries.GR);
      await expect(home).toContainText(fill(t.mobile, { mobile: ATHENS.mobile }));
      await expect(home.getByText(t.isDefault, { exact: true })).toBeVisible();
      expect(await shop.addresses()).toMatchObject([{ title: 'Σπίτι', postalCode: '10671', isDefault: true }]);
      await expectNoAxeViolations(page);

      // Edit: the form starts from the address; the change is saved.
      await home.getByRole('button', { name: fill(t.editLabel, { title: 'Σπίτι' }), exact: true }).click();
      const edit = ui.dialog(t.form.editTitle);
      await expect(ui.field(edit, ad.address)).toHaveValue(ATHENS.address);
      await ui.fillAddress(edit, { city: 'Πειραιάς', postalCode: '18531', region: 'Αττική' });
      await edit.getByRole('button', { name: t.form.save, exact: true }).click();
      await expect(ui.toast(t.toast.updated)).toBeVisible();
      await expect(home).toContainText('18531 Πειραιάς, Αττική');
      expect(await shop.addresses()).toMatchObject([{ title: 'Σπίτι', city: 'Πειραιάς', region: 'Αττική', isDefault: true }]);

      // Delete: cancel keeps it, confirm deletes it.
      const deleteButton = home.getByRole('button', { name: fill(t.deleteLabel, { title: 'Σπίτι' }), exact: true });
      await deleteButton.click();
      const confirm = ui.dialog(t.confirmDelete.title);
      await expect(confirm).toContainText(fill(t.confirmDelete.text, { title: 'Σπίτι' }));
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: t.confirmDelete.cancel, exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(home).toBeVisible();
      expect(await shop.addresses()).toHaveLength(1);
      await deleteButton.click();
      await confirm.getByRole('button', { name: t.confirmDelete.confirm, exact: true }).click();
      await expect(ui.toast(t.toast.deleted)).toBeVisible();
      await expect(home).toHaveCount(0);
      await expect(page.getByText(t.empty, { exact: true })).toBeVisible();
      expect(await shop.addresses()).toHaveLength(0);
    });

    test('an address deleted elsewhere: "There was a problem", and the list shows it gone', async ({ page, request, context, baseURL }) => {
      const { shop, session } = await profileCustomer(request, context, baseURL!, lang, 'addresses-gone');
      const saved = await shop.createAddress({ title: 'Γραφείο', ...ATHENS });
      await openProfile(page, prefix, 'addresses', 'main .address-card button');
      const ui = addressUi(page, lang);
      const office = ui.card('Γραφείο');
      await expect(office).toBeVisible();
      // Another tab deletes it meanwhile.
      const removed = await request.delete(`/api/Customers/Addresses/${saved.id}`, { headers: { Authorization: `Bearer ${session.at}`, 'X-Partner-Code': 'acme' } });
      expect(removed.ok()).toBe(true);
      await office.getByRole('button', { name: fill(ui.t.deleteLabel, { title: 'Γραφείο' }), exact: true }).click();
      await ui.dialog(ui.t.confirmDelete.title).getByRole('button', { name: ui.t.confirmDelete.confirm, exact: true }).click();
      await expect(ui.toast(ui.t.toast.problem)).toBeVisible();
      await expect(ui.toast(ui.t.toast.deleted)).toHaveCount(0);
      await expect(office).toHaveCount(0);
      await expect(page.getByText(ui.t.empty, { exact: true })).toBeVisible();
    });

    test('a full address book: the server\'s error above the form, "There was a problem", the input kept', async ({ page, request, context, baseURL }) => {
      const { shop } = await profileCustomer(request, context, baseURL!, lang, 'addresses-full');
      for (let i = 1; i <= ADDRESS_BOOK_MAX; i++) await shop.createAddress({ title: `A${i}`, ...ATHENS });
      await openProfile(page, prefix, 'addresses', 'main .address-card button');
      const ui = addressUi(page, lang);
      await expect(page.locator('.address-card')).toHaveCount(ADDRESS_BOOK_MAX);
      await ui.add.click();
      const create = ui.dialog(ui.t.form.createTitle);
      await ui.fillAddress(create, { title: 'Εξοχικό', ...ATHENS, city: 'Ναύπλιο', postalCode: '21100' });
      await create.getByRole('button', { name: ui.t.form.save, exact: true }).click();
      await expect(ui.toast(ui.t.toast.problem)).toBeVisible();
      await expect(create.getByRole('alert')).toHaveText(ui.m.errors.address_book_full);
      await expect(ui.field(create, ui.t.form.title)).toHaveValue('Εξοχικό');
      await expect(ui.field(create, ui.ad.city)).toHaveValue('Ναύπλιο');
      expect(await shop.addresses()).toHaveLength(ADDRESS_BOOK_MAX);
    });

    test('the default shipping address moves, and a fresh checkout starts with it', async ({ page, request, context, baseURL }) => {
      const { shop } = await profileCustomer(request, context, baseURL!, lang, 'addresses-default');
      await shop.createAddress({ title: 'Σπίτι', ...ATHENS });
      await shop.createAddress({ title: 'Αποθήκη', ...ATHENS, address: 'Λιμάνι 4', city: 'Πάτρα', postalCode: '26221' });
      const [variant] = await shop.variants(1);
      await shop.addToCart(variant!.variantId, 1);

      await openProfile(page, prefix, 'addresses', 'main .address-card button');
      const ui = addressUi(page, lang);
      await expect(ui.card('Σπίτι').getByText(ui.t.isDefault, { exact: true })).toBeVisible();
      await ui.card('Αποθήκη').getByRole('button', { name: fill(ui.t.editLabel, { title: 'Αποθήκη' }), exact: true }).click();
      const edit = ui.dialog(ui.t.form.editTitle);
      await edit.getByLabel(ui.t.form.makeDefault, { exact: true }).check();
      await edit.getByRole('button', { name: ui.t.form.save, exact: true }).click();
      await expect(ui.toast(ui.t.toast.updated)).toBeVisible();
      await expect(ui.card('Αποθήκη').getByText(ui.t.isDefault, { exact: true })).toBeVisible();
      await expect(ui.card('Σπίτι').getByText(ui.t.isDefault, { exact: true })).toHaveCount(0);
      // The default is listed first.
      await expect(page.locator('.address-card h2').first()).toHaveText('Αποθήκη');

      // A fresh checkout bills the default address and ships there (issue #16 item 6); choosing a
      // saved address offers the default first.
      await openCheckout(page, prefix);
      const c = checkoutPage(page, lang);
      await expect(c.field(c.billing, c.c.address.city)).toHaveValue('Πάτρα');
      await expect(c.field(c.billing, c.c.address.address)).toHaveValue('Λιμάνι 4');
      await c.continue.click();
      await expectStep(c, 'shipping');
      await c.radio(c.group(c.c.shipping.legend), c.c.shipping.courier).check();
      await expect(c.radio(c.group(c.c.shipTo.legend), c.c.shipTo.billing)).toBeChecked();
      await c.radio(c.group(c.c.shipTo.legend), c.c.shipTo.saved).check();
      await expect(c.radio(c.group(c.c.shipTo.savedLegend), 'Αποθήκη')).toBeChecked();
      await expect(c.radio(c.group(c.c.shipTo.savedLegend), 'Σπίτι')).not.toBeChecked();
    });
  });
}
