import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkoutPage, expectStep, fillBilling, money, waitForCheckoutForm } from './support/checkout';
import { companyWithAdmin, recordPayment } from './support/company';
import { ACME } from './support/data';
import { escapeRegExp, fill, LANGUAGES, messages } from './support/i18n';

/**
 * Issue #50 item 5, payment on account, in both languages: a company with 30-day terms and credit;
 * a member checks out on account, which asks for a purchase-order number (refused without one, what
 * was typed kept), and the order is placed charged to the company with its PO number. Staff record
 * the payment over the operations API (an ERP's call, with an Idempotency-Key); the admin's
 * statement shows the charge, then the payment, nothing owed, and downloads as a PDF.
 */
const CREDIT = 5_000_000;

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.company;

  test(`an on-account order with a PO number, the payment recorded by staff, the statement (${lang})`, async ({ page, request, context, baseURL }) => {
    test.setTimeout(180_000);
    const { admin, company, api } = await companyWithAdmin(request, lang, 'account', { termsDays: 30, creditLimitCents: CREDIT }, { context, baseURL: baseURL! });
    await api.addAddress(lang === 'el' ? 'Κεντρικά' : 'Head office');
    const [variant] = await admin.shop.variants(1);
    await admin.shop.addToCart(variant!.variantId, 1);

    await page.goto(`${prefix}/${ACME.code}/checkout`);
    await waitForCheckoutForm(page);
    const ui = checkoutPage(page, lang);
    await expectStep(ui, 'details');
    await fillBilling(ui);
    await ui.continue.click();
    await ui.radio(ui.group(ui.c.shipping.legend), ui.c.shipping.courier).check();
    await ui.continue.click();
    await expectStep(ui, 'payment');

    // On account, with the company's terms and credit; the PO number is then required.
    const onAccount = ui.radio(ui.group(ui.c.payment.legend), ui.c.payment.on_account);
    await expect(ui.group(ui.c.payment.legend)).toContainText(fill(c.checkout.onAccountTerms, { days: 30, available: money(lang, CREDIT) }));
    await expect(page.getByLabel(c.checkout.poOptional, { exact: true })).toBeVisible();
    await onAccount.check();
    const po = page.getByLabel(c.checkout.poRequired, { exact: true });
    await ui.continue.click();
    await expect(po).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(m.validation.required)}`));
    await expectStep(ui, 'payment');
    const number = `PO-${lang.toUpperCase()}-${Date.now() % 100_000}`;
    await po.fill(number);
    await ui.continue.click();
    await expectStep(ui, 'review');
    await expect(page.locator('.review')).toContainText(number);
    await page.getByRole('button', { name: ui.c.review.placeOrder, exact: true }).click();
    await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
    const uid = decodeURIComponent(page.url().split('/').pop()!);

    // Placed at once (no threshold), charged to the company, its PO number printed.
    await expect(page.getByRole('heading', { level: 1, name: m.orderSuccess.title })).toBeVisible();
    await expect(page.getByTestId('order-po')).toHaveText(fill(m.orderSuccess.purchaseOrder, { number }));
    await expect(page.getByText(m.orderSuccess.onAccount)).toBeVisible();
    const order = await admin.shop.order(uid);
    expect([order.paymentMethod, order.purchaseOrderNumber, order.awaitingApproval]).toEqual(['on_account', number, false]);

    // The statement: the charge, what is owed and what is left.
    await page.goto(`${prefix}/${ACME.code}/profile/company/statement`);
    await expect(page.getByRole('heading', { level: 1, name: c.pages.statement.title })).toBeVisible();
    await expect(page.getByTestId('statement-owed')).toHaveText(money(lang, order.totals.total));
    await expect(page.getByTestId('statement-available')).toHaveText(money(lang, CREDIT - order.totals.total));
    const charge = page.getByTestId('statement-line').filter({ hasText: order.orderNumber });
    await expect(charge).toContainText(c.statement.kinds.charge);
    await expect(charge).toContainText(number);

    // Staff record the payment (an ERP's call: the same Idempotency-Key twice records it once).
    const reference = `BANK-${Date.now() % 1_000_000}`;
    await recordPayment(request, company.id, order.totals.total, reference);
    await page.reload();
    await expect(page.getByTestId('statement-owed')).toHaveText(money(lang, 0));
    await expect(page.getByTestId('statement-available')).toHaveText(money(lang, CREDIT));
    const payments = page.getByTestId('statement-line').filter({ hasText: reference });
    await expect(payments).toHaveCount(1);
    await expect(payments).toContainText(c.statement.kinds.payment);
    // A payment takes the amount off what is owed (shown with its sign).
    await expect(payments).toContainText(money(lang, order.totals.total));

    // The same statement as a PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: c.statement.download }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  });
}
