import { expect, test } from '@playwright/test';
import { ATHENS, checkoutPage, fillBilling, openCheckout } from './support/checkout';
import { formatIcu, LANGUAGES, messages } from './support/i18n';
import { shopperWithOneLine } from './support/shopper';

/**
 * The invoice details from AADE's registry at checkout (issue #47, decision 0075), in both
 * languages, against the registry's sandbox: the shopper asks, the company name, activity and tax
 * office fill in (still editable); an ΑΦΜ the registry does not know is said in the status, and
 * what was typed stays.
 */
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.checkout;

  test(`the ΑΦΜ fills the invoice details from AADE's registry; an unknown one is said, nothing lost (${lang})`, async ({ page, request, context, baseURL }) => {
    await shopperWithOneLine(request, context, baseURL!, lang, 'registry');

    await openCheckout(page, prefix);
    const ui = checkoutPage(page, lang);
    await fillBilling(ui, ATHENS);
    const invoice = ui.group(c.document.legend);
    await ui.radio(invoice, c.document.Invoice).check();
    const vat = ui.field(invoice, c.document.vatNumber);
    const company = ui.field(invoice, c.document.companyName);
    const status = invoice.locator('.registry-lookup [role="status"]');

    await vat.fill('070563219');
    await company.fill('Ό,τι πληκτρολόγησα');
    await invoice.getByRole('button', { name: c.document.registryLookup }).click();
    await expect(status).toHaveText(m.errors.vat_number_not_registered);
    await expect(company).toHaveValue('Ό,τι πληκτρολόγησα');

    await vat.fill('094014201');
    await invoice.getByRole('button', { name: c.document.registryLookup }).click();
    await expect(company).toHaveValue('ΑΚΜΕ ΕΛΛΑΣ ΑΝΩΝΥΜΗ ΕΜΠΟΡΙΚΗ ΕΤΑΙΡΕΙΑ');
    await expect(ui.field(invoice, c.document.job)).toHaveValue('ΧΟΝΔΡΙΚΟ ΕΜΠΟΡΙΟ ΕΝΔΥΜΑΤΩΝ');
    await expect(ui.field(invoice, c.document.irs)).toHaveValue(/ΦΑΕ Αθηνών/i);
    // The address typed is kept; the registered seat is named beside it.
    await expect(status).toHaveText(formatIcu(lang, c.document.registryAddressKept, { name: 'ΑΚΜΕ ΕΛΛΑΣ ΑΝΩΝΥΜΗ ΕΜΠΟΡΙΚΗ ΕΤΑΙΡΕΙΑ', address: 'ΕΡΜΟΥ 24, 10563 ΑΘΗΝΑ' }));
    await expect(ui.field(ui.billing, c.address.address)).toHaveValue(ATHENS.address);
    // Still the shopper's to change.
    await company.fill('ACME ΕΛΛΑΣ Α.Ε.');
    await expect(company).toHaveValue('ACME ΕΛΛΑΣ Α.Ε.');
  });
}

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('with no address typed yet, the registered seat becomes the billing address; the button and its status fit the phone (el)', async ({ page, request, context, baseURL }) => {
    const m = messages('el');
    const c = m.checkout;
    await shopperWithOneLine(request, context, baseURL!, 'el', 'registry-phone');

    await openCheckout(page, '');
    const ui = checkoutPage(page, 'el');
    const invoice = ui.group(c.document.legend);
    await ui.radio(invoice, c.document.Invoice).check();
    await ui.field(invoice, c.document.vatNumber).fill('094014201');
    const button = invoice.getByRole('button', { name: c.document.registryLookup });
    await button.click();
    await expect(invoice.locator('.registry-lookup [role="status"]')).toHaveText(formatIcu('el', c.document.registryFilledAddress, { name: 'ΑΚΜΕ ΕΛΛΑΣ ΑΝΩΝΥΜΗ ΕΜΠΟΡΙΚΗ ΕΤΑΙΡΕΙΑ' }));
    await expect(ui.field(ui.billing, c.address.address)).toHaveValue('ΕΡΜΟΥ 24');
    await expect(ui.field(ui.billing, c.address.postalCode)).toHaveValue('10563');
    await expect(ui.field(ui.billing, c.address.city)).toHaveValue('ΑΘΗΝΑ');
    // Nothing sideways on the phone, the button inside the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
