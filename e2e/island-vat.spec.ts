import { expect, test, type Page } from '@playwright/test';
import { checkoutSummary } from '../lib/checkout/summary';
import { checkoutPage, codToPlacedOrder, expectAccessible, expectStep, fillBilling, money, openCheckout, type CheckoutUi } from './support/checkout';
import { LANGUAGES, messages, type Lang } from './support/i18n';
import { shopperWithOneLine } from './support/shopper';

/**
 * Issue #47 item 7 (decision 0077): an invoice to a business on Lesvos, delivered there, is priced
 * at the islands' VAT (17/9/4 %) in the checkout's summary, the order and its document; a private
 * person on Lesvos pays the normal rates (the goods come from the mainland).
 */
const LESVOS = { firstName: 'Στράτος', lastName: 'Λεσβιός', country: 'GR', address: 'Ερμού 1', city: 'Μυτιλήνη', postalCode: '81100', mobile: '6912345678' } as const;

async function invoiceDetails(ui: CheckoutUi, page: Page, lang: Lang) {
  const c = ui.c;
  const invoice = ui.group(c.document.legend);
  await ui.radio(invoice, c.document.Invoice).check();
  await ui.field(invoice, c.document.vatNumber).fill('094014201');
  await ui.field(invoice, c.document.companyName).fill('Λέσβος Εμπορική ΑΕ');
  await ui.field(invoice, c.document.job).fill('Χονδρικό εμπόριο');
  const irs = ui.field(invoice, c.document.irs);
  await irs.pressSequentially(lang === 'en' ? 'mytil' : 'μυτιλ');
  await page.getByRole('listbox', { name: c.document.irsList }).getByRole('option').first().click();
}

for (const { lang, prefix } of LANGUAGES) {
  const c = messages(lang).checkout;

  test(`an invoice to a business on Lesvos is priced at the islands' VAT, in the summary and the order (${lang})`, async ({ page, request, context, baseURL }) => {
    const shop = await shopperWithOneLine(request, context, baseURL!, lang, 'island');
    const [normal, islands, options] = await Promise.all([shop.cart(), shop.islandCart(), shop.options()]);
    expect(islands.totals.total).toBeLessThan(normal.totals.total);

    await openCheckout(page, prefix);
    const ui = checkoutPage(page, lang);
    await fillBilling(ui, LESVOS);
    await invoiceDetails(ui, page, lang);
    await ui.continue.click();
    await expectStep(ui, 'shipping');
    await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();

    // The parcel goes to Lesvos: the courier's island rate too (decision 0088).
    const parcel = { grams: islands.weightGrams, zone: 'islands' } as const;
    const expected = checkoutSummary(islands.totals, options, { shippingMethod: 'courier' }, 'islands', parcel);
    await expect(ui.summary.getByRole('status')).toHaveText(c.summary.islandVat);
    await expect(ui.summary.getByTestId('total-vat')).toContainText(money(lang, expected.vat));
    await expect(ui.total).toContainText(money(lang, expected.total));
    await expectAccessible(page);

    await ui.continue.click();
    const order = await shop.order(await codToPlacedOrder(ui, page));
    expect(order.totals).toMatchObject({ goods: islands.totals.total, vat: checkoutSummary(islands.totals, options, { shippingMethod: 'courier', paymentMethod: 'cod' }, 'islands', parcel).vat });
  });
}

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a private person on Lesvos pays the normal rates: no islands note, the normal VAT (el)', async ({ page, request, context, baseURL }) => {
    const shop = await shopperWithOneLine(request, context, baseURL!, 'el', 'island');
    const [normal, options] = await Promise.all([shop.cart(), shop.options()]);
    await openCheckout(page, '');
    const ui = checkoutPage(page, 'el');
    await fillBilling(ui, LESVOS);
    await ui.continue.click();
    await expectStep(ui, 'shipping');
    await ui.radio(ui.group(ui.c.shipping.legend), ui.c.shipping.courier).check();
    // On a phone the summary is the disclosure above the form.
    await page.locator('.checkout-summary-disclosure > summary').click();
    const summary = page.locator('.checkout-summary-disclosure');
    const expected = checkoutSummary(normal.totals, options, { shippingMethod: 'courier' }, 'normal', { grams: normal.weightGrams, zone: 'islands' });
    await expect(summary.getByTestId('total-vat')).toContainText(money('el', expected.vat));
    await expect(summary.getByRole('status')).toHaveText('');
    await expect(summary.getByText(ui.c.summary.islandVat)).toHaveCount(0);
  });
});
