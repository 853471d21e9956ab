import { expect, test, type Page } from '@playwright/test';
import { ACME } from './support/data';
import { LANGUAGES, escapeRegExp, fill, messages, type Lang } from './support/i18n';
import { STAFF, staffPage } from './support/staff';

/** The page in view: Next keeps the pages navigated from in the document, hidden, with the same field ids. */
const form = (page: Page) => page.locator('main:visible');

/**
 * A partner's content pages in the staff console (issue #18 item 7): an Employee creates a page
 * (a wrong address is refused under its field, everything typed kept), sees it on the storefront
 * and in its footer, edits it and deletes it after a confirmation; an Inspector sees the list
 * without write controls. Writes go to acme with an address of their own per run and language;
 * the seeded pages (terms, delivery) are only read.
 */
const storefront = (lang: Lang, prefix: string, eurl: string) => `${prefix}/${ACME.code}/pages/${eurl}`;

async function expectOnStorefront(page: Page, lang: Lang, prefix: string, eurl: string, title: string) {
  // The page and the footer are cached apart; each follows the change within the partner's cache bound.
  await expect(async () => {
    await page.goto(storefront(lang, prefix, eurl));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1000 });
    await expect(page.getByRole('navigation', { name: messages(lang).layout.footer.label }).getByRole('link', { name: title })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const p = m.staff.pages;
  const label = (template: string, language: string) => fill(template, { language });

  test(`an Employee creates, edits and deletes a content page; a wrong address keeps what was typed (${lang})`, async ({ browser, baseURL }) => {
    const eurl = `e2e-${lang}-${Date.now().toString(36)}`;
    const title = { el: `Ωράριο ${eurl}`, en: `Opening hours ${eurl}` };
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/partners/${ACME.code}`);
    await staff.getByRole('link', { name: m.staff.partner.pagesLink }).click();
    await staff.getByRole('link', { name: p.new }).click();

    await form(staff).getByLabel(p.fieldEurl).fill('Opening Hours!');
    await form(staff).getByLabel(label(p.fieldTitle, 'Ελληνικά')).fill(title.el);
    await form(staff).getByLabel(label(p.fieldTitle, 'English')).fill(title.en);
    await form(staff).getByLabel(label(p.fieldDescription, 'English')).fill('When we are open');
    await form(staff).getByLabel(label(p.fieldBody, 'Ελληνικά')).fill('<p>Δευτέρα – Παρασκευή</p>');
    await form(staff).getByLabel(label(p.fieldBody, 'English')).fill('<p>Monday to Friday</p>');
    await form(staff).getByLabel(p.fieldPosition).fill('900');
    await form(staff).getByRole('button', { name: p.save }).click();
    await expect(staff.getByRole('alert').filter({ hasText: p.fix })).toBeVisible();
    await expect(form(staff).getByLabel(p.fieldEurl)).toHaveAccessibleDescription(new RegExp(escapeRegExp(m.errors.content_page_eurl_invalid)));
    await expect(form(staff).getByLabel(p.fieldEurl)).toHaveValue('Opening Hours!');
    await expect(form(staff).getByLabel(label(p.fieldTitle, 'English'))).toHaveValue(title.en);
    await expect(form(staff).getByLabel(label(p.fieldBody, 'Ελληνικά'))).toHaveValue('<p>Δευτέρα – Παρασκευή</p>');

    await form(staff).getByLabel(p.fieldEurl).fill(eurl);
    await form(staff).getByRole('button', { name: p.save }).click();
    await expect(staff.getByRole('status').filter({ hasText: fill(p.saved, { eurl }) })).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: eurl })).toContainText(title[lang]);

    const shopper = await browser.newPage({ baseURL, locale: lang });
    await expectOnStorefront(shopper, lang, prefix, eurl, title[lang]);

    // Edit: a new title in both languages; the storefront follows.
    await staff.getByRole('link', { name: fill(p.editOf, { title: title[lang] }) }).click();
    await expect(form(staff).getByLabel(p.fieldEurl)).toHaveValue(eurl);
    const changed = { el: `${title.el} (νέο)`, en: `${title.en} (new)` };
    await form(staff).getByLabel(label(p.fieldTitle, 'Ελληνικά')).fill(changed.el);
    await form(staff).getByLabel(label(p.fieldTitle, 'English')).fill(changed.en);
    await form(staff).getByRole('button', { name: p.save }).click();
    await expect(staff.getByRole('status').filter({ hasText: fill(p.saved, { eurl }) })).toBeVisible();
    await expectOnStorefront(shopper, lang, prefix, eurl, changed[lang]);

    // Delete, after the confirmation page; the storefront answers 404.
    await staff.getByRole('link', { name: fill(p.deleteOf, { title: changed[lang] }) }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(fill(p.confirmTitle, { title: changed[lang] }));
    await staff.getByRole('button', { name: p.confirm }).click();
    await expect(staff.getByRole('status').filter({ hasText: fill(p.deleted, { eurl }) })).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: eurl })).toHaveCount(0);
    await expect(async () => {
      expect((await shopper.goto(storefront(lang, prefix, eurl)))?.status()).toBe(404);
    }).toPass({ timeout: 15_000 });
    await shopper.close();
    await staff.context().close();
  });

  test(`an Inspector sees a partner's content pages without write controls (${lang})`, async ({ browser, baseURL }) => {
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.inspector, `${prefix}/staff/partners/${ACME.code}/pages`);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(fill(p.heading, { name: ACME.name }));
    await expect(staff.getByText(p.readOnly)).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: 'terms' })).toBeVisible();
    await expect(staff.getByRole('link', { name: p.new })).toHaveCount(0);
    await expect(staff.getByRole('link', { name: p.edit })).toHaveCount(0);
    await expect(staff.getByRole('columnheader', { name: p.columns.actions })).toHaveCount(0);
    await staff.context().close();
  });
}
