import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../lib/i18n/money';
import { ACME } from './support/data';
import { LANGUAGES, escapeRegExp, fill, formatIcu, messages } from './support/i18n';
import { STAFF, staffPage } from './support/staff';

/** A section of the company page by its heading (its forms share label words, e.g. the notes); its table's scroll box inside is named the same, so the first. */
const section = (page: Page, heading: string) => page.locator('main:visible').getByRole('region', { name: heading, exact: true }).first();

/** An ΑΦΜ nobody has yet: eight digits from the clock and a random, then its check digit. */
function freshVatNumber(): string {
  const eight = `7${String((Date.now() + Math.floor(Math.random() * 1_000_000)) % 10_000_000).padStart(7, '0')}`;
  const sum = [...eight].reduce((s, d, i) => s + Number(d) * 2 ** (8 - i), 0);
  return `${eight}${(sum % 11) % 10}`;
}

/**
 * Companies in the staff console (issue #50): an Employee creates a company (active at once), gives
 * it 30 days' terms and a credit limit, records a payment received (a payment of 0 is refused under
 * its field with everything typed kept), and sees the payment on the statement and its PDF. Each
 * run and language creates a company of its own on acme.
 */
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.staffCompanies;

  test(`an Employee creates a company, sets its terms and credit, records a payment and sees it on the statement; 0 is refused with the form kept (${lang})`, async ({ browser, baseURL }) => {
    const name = `E2E ${lang.toUpperCase()} ${Date.now().toString(36)} Α.Ε.`;
    const reference = `ΕΜΒ-${Date.now().toString(36).toUpperCase()}`;
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/companies`);
    await expect(staff.getByRole('heading', { level: 1, name: c.title })).toBeVisible();

    // Create: active at once.
    await staff.getByRole('link', { name: c.new }).click();
    await expect(staff.getByRole('heading', { level: 1, name: c.create.title })).toBeVisible();
    const create = staff.locator('main:visible');
    await create.getByLabel(c.partner).selectOption(ACME.code);
    await create.getByLabel(c.fields.name).fill(name);
    await create.getByLabel(c.fields.vatNumber).fill(freshVatNumber());
    await create.getByLabel(c.fields.taxOffice).fill('ΦΑΕ Αθηνών');
    await create.getByLabel(c.fields.activity).fill('Χονδρικό εμπόριο');
    await create.getByRole('button', { name: c.create.submit }).click();
    await expect(staff.getByRole('status').filter({ hasText: fill(c.done.created, { name }) })).toBeVisible();
    await expect(staff.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(staff.getByRole('heading', { level: 1 })).toContainText(c.statuses.active);

    // Terms and credit.
    const settings = section(staff, c.detail.settings);
    await settings.getByLabel(c.fields.paymentTermsDays).fill('30');
    await settings.getByLabel(c.fields.creditLimit).fill(lang === 'el' ? '5.000,00' : '5,000.00');
    await settings.getByRole('button', { name: c.detail.save }).click();
    await expect(staff.getByRole('status').filter({ hasText: c.done.updated })).toBeVisible();
    const credit = section(staff, c.detail.credit);
    await expect(credit.getByTestId('company-credit-limit')).toHaveText(formatMoney(500_000, lang));
    await expect(credit).toContainText(formatIcu(lang, c.termsDays, { days: 30 }));

    // A payment of 0: refused under its field, what was typed kept.
    const payment = section(staff, c.payment.title);
    await payment.getByLabel(c.payment.amount).fill('0');
    await payment.getByLabel(c.payment.reference).fill(reference);
    await payment.getByLabel(c.payment.note).fill('Πειραιώς');
    await payment.getByRole('button', { name: c.payment.submit }).click();
    const refused = section(staff, c.payment.title);
    await expect(refused.getByRole('alert')).toHaveText(c.fix);
    await expect(refused.getByLabel(c.payment.amount)).toHaveAccessibleDescription(new RegExp(escapeRegExp(c.payment.amountInvalid)));
    await expect(refused.getByLabel(c.payment.amount)).toHaveValue('0');
    await expect(refused.getByLabel(c.payment.reference)).toHaveValue(reference);
    await expect(refused.getByLabel(c.payment.note)).toHaveValue('Πειραιώς');

    // 150,50 € recorded: the company is in credit, and the statement shows it.
    await refused.getByLabel(c.payment.amount).fill(lang === 'el' ? '150,50' : '150.50');
    await refused.getByRole('button', { name: c.payment.submit }).click();
    await expect(staff.getByRole('status').filter({ hasText: fill(c.done.paid, { amount: formatMoney(15_050, lang) }) })).toBeVisible();
    await expect(section(staff, c.detail.credit).getByTestId('company-owed')).toHaveText(formatMoney(-15_050, lang));
    const statement = section(staff, c.statement.title);
    const line = statement.getByRole('row').filter({ hasText: reference });
    await expect(line).toContainText(m.companyStatement.kinds.payment);
    await expect(line).toContainText(formatMoney(-15_050, lang));
    await expect(statement.getByRole('row').filter({ hasText: m.companyStatement.closing })).toContainText(formatMoney(-15_050, lang));

    // The same statement as a PDF.
    const href = await statement.getByRole('link', { name: c.statement.pdf }).getAttribute('href');
    const pdf = await staff.request.get(href!);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The list finds it by name.
    await staff.goto(`${prefix}/staff/companies?q=${encodeURIComponent(name)}`);
    await expect(staff.getByRole('row').filter({ hasText: name })).toContainText(c.statuses.active);
    await staff.context().close();
  });
}
