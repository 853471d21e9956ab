import { expect, test } from '@playwright/test';
import { checkoutSummary } from '../lib/checkout/summary';
import { checkoutPage, codToPlacedOrder, expectAccessible, expectStep, fillBilling, money, openCheckout } from './support/checkout';
import { formatIcu, LANGUAGES, messages } from './support/i18n';
import { shopperWithOneLine } from './support/shopper';

/**
 * Issue #47 item 6 (decision 0078): a Cypriot business checks its VAT number with VIES (the
 * sandbox) at checkout; confirmed, the order is invoiced without VAT (an intra-Community supply),
 * in the summary and the order; a number VIES does not know is said, and the order keeps Greek VAT.
 */
const NICOSIA = { country: 'CY', firstName: 'Andreas', lastName: 'Georgiou', address: '1 Makariou Ave', city: 'Nicosia', postalCode: '1065', mobile: '99123456' } as const;

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.checkout;

  test(`a Cypriot business VIES confirms is invoiced without VAT; an unknown number keeps Greek VAT (${lang})`, async ({ page, request, context, baseURL }) => {
    const shop = await shopperWithOneLine(request, context, baseURL!, lang, 'intra-eu');
    const [normal, options] = await Promise.all([shop.cart(), shop.options()]);
    await openCheckout(page, prefix);
    const ui = checkoutPage(page, lang);
    await fillBilling(ui, NICOSIA);
    const invoice = ui.group(c.document.legend);
    await ui.radio(invoice, c.document.Invoice).check();
    const vat = ui.field(invoice, c.document.vatNumberEu);
    const status = invoice.locator('.registry-lookup [role="status"]');
    const check = invoice.getByRole('button', { name: c.document.viesCheck });
    // No Greek tax office for a Cypriot company.
    await expect(ui.field(invoice, c.document.irs)).toHaveCount(0);

    // VIES does not know this one: said, what was typed kept.
    await vat.fill('CY99999999L');
    await check.click();
    await expect(status).toHaveText(m.errors.eu_vat_number_not_registered);
    await expect(vat).toHaveValue('CY99999999L');
    // …and the summary keeps Greek VAT.
    await expect(ui.summary.getByTestId('total-vat')).toContainText(money(lang, checkoutSummary(normal.totals, options, {}).vat));
    await expect(ui.summary.getByRole('status')).toHaveText('');

    await vat.fill('CY 10259033 P');
    await check.click();
    await expect(status).toHaveText(formatIcu(lang, c.document.viesConfirmed, { name: 'ACME CYPRUS LTD' }));
    await expect(ui.field(invoice, c.document.companyName)).toHaveValue('ACME CYPRUS LTD');
    await ui.field(invoice, c.document.job).fill('Wholesale of clothing');
    await ui.continue.click();
    await expectStep(ui, 'shipping');
    await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
    await expect(ui.summary.getByRole('status')).toHaveText(c.summary.intraEuVat);
    await expect(ui.summary.getByTestId('total-vat')).toContainText(money(lang, 0));
    await expectAccessible(page);

    await ui.continue.click();
    const order = await shop.order(await codToPlacedOrder(ui, page));
    expect(order.totals.vat).toBe(0);
    expect(order.totals.net).toBe(order.totals.total);
    expect(order.invoice?.vatNumber).toBe('CY10259033P');
  });
}
