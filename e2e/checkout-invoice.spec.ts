import { expect, test, type Locator } from '@playwright/test';
import { ATHENS, checkoutPage, codToPlacedOrder, expectAccessible, expectStep, fillBilling, openCheckout, ShopApi } from './support/checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { formatIcu, LANGUAGES, messages } from './support/i18n';
import { createVerifiedCustomer, loginThroughApi } from './support/session';

/**
 * Issue #16 item 7, invoice details: the ΑΦΜ error says what is wrong (length or check digit),
 * the tax office (ΔΟΥ) is picked from a type-ahead list, and no field moves when an error shows.
 */
/** Where a control is on the page (not the viewport: showing errors may scroll to the first one). */
const box = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: Math.round(r.left + window.scrollX), y: Math.round(r.top + window.scrollY), height: Math.round(r.height) };
  });

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.checkout;

  test(`invoice details: ΑΦΜ messages, tax office by type-ahead, nothing moves, the order (${lang})`, async ({ page, request, context, baseURL }) => {
    const email = uniqueEmail(`invoice-${lang}`);
    await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Invoice', lastName: 'E2E' });
    const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
    const shop = new ShopApi(request, session.at, lang);
    const [a] = await shop.variants(1);
    await shop.addToCart(a!.variantId, 1);

    await openCheckout(page, prefix);
    const ui = checkoutPage(page, lang);
    await fillBilling(ui, ATHENS);
    const invoice = ui.group(c.document.legend);
    await ui.radio(invoice, c.document.Invoice).check();
    const vat = ui.field(invoice, c.document.vatNumber);
    const irs = ui.field(invoice, c.document.irs);
    const company = ui.field(invoice, c.document.companyName);
    await company.fill('Acme Εμπορική ΑΕ');
    await ui.field(invoice, c.document.job).fill('Χονδρικό εμπόριο');

    // The tax office: typing part of a name (no accents or case; English names in English) lists the matches.
    await expect(irs).toHaveAttribute('role', 'combobox');
    await expect(irs).toHaveAttribute('aria-expanded', 'false');
    await irs.click();
    await irs.pressSequentially(lang === 'en' ? 'athens' : 'αθην');
    await expect(irs).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('listbox', { name: c.document.irsList });
    const options = list.getByRole('option');
    await expect(options.first()).toContainText("Α' Αθηνών");
    for (const text of await options.allTextContents()) expect(text).toContain('Αθηνών');
    await expect(page.getByText(formatIcu(lang, c.document.irsResults, { count: await options.count() }), { exact: true })).toBeAttached();
    await expectAccessible(page);
    // Keyboard: ↓ marks the first match, ↓↑ move, Enter picks it, the list closes.
    await irs.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(irs).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await irs.press('ArrowDown');
    await irs.press('ArrowUp');
    await irs.press('Enter');
    await expect(irs).toHaveValue("Α' Αθηνών");
    await expect(irs).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    // Escape closes the list and keeps what was typed; nothing found says so.
    await irs.fill('ζζζ');
    await expect(page.getByText(c.document.irsNoMatch, { exact: true }).first()).toBeVisible();
    await irs.press('Escape');
    await expect(irs).toHaveAttribute('aria-expanded', 'false');
    await expect(irs).toHaveValue('ζζζ');

    // A wrong length, then a wrong check digit: each says what is wrong, and no field moves.
    await vat.fill('09401420');
    const before = { irs: await box(irs), company: await box(company) };
    await ui.continue.click();
    await expectStep(ui, 'details');
    await expect(vat).toHaveAccessibleDescription(m.validation.vat_number_length);
    await expect(irs).toHaveAccessibleDescription(m.validation.tax_office_unknown);
    expect({ irs: await box(irs), company: await box(company) }).toEqual(before);
    await vat.fill('094014202');
    await ui.continue.click();
    await expect(vat).toHaveAccessibleDescription(m.validation.vat_number_check_digit);
    expect(await box(company)).toEqual(before.company);
    await expectAccessible(page);
    await expect(company).toHaveValue('Acme Εμπορική ΑΕ');

    // Picking with the mouse after typing part of a name; then the order is placed.
    await irs.fill('');
    await irs.pressSequentially(lang === 'en' ? 'ionia thess' : 'ιωνιας θεσ');
    await list.getByRole('option', { name: /^Ιωνίας Θεσσαλονίκης/ }).click();
    await expect(irs).toHaveValue('Ιωνίας Θεσσαλονίκης');
    await vat.fill('094014201');
    await ui.continue.click();
    await expectStep(ui, 'shipping');
    await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
    await ui.continue.click();
    const order = await shop.order(await codToPlacedOrder(ui, page));
    expect(order.invoice).toEqual({ vatNumber: '094014201', companyName: 'Acme Εμπορική ΑΕ', job: 'Χονδρικό εμπόριο', irs: 'Ιωνίας Θεσσαλονίκης' });
  });
}
