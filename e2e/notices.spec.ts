import { expect, test, type Locator, type Page } from '@playwright/test';
import { SHOP_DEMO } from '../lib/config/shop-config';
import { legalTexts } from '../lib/content/legal-page-texts';
import { checkoutPage, expectAccessible, expectStep, fillBilling, openCheckout } from './support/checkout';
import { ACME } from './support/data';
import { escapeRegExp, LANGUAGES, messages, type Lang } from './support/i18n';
import { shopperWithOneLine } from './support/shopper';

/**
 * Notices (issue #49 item 4, decision 0098): every partner's footer links its privacy notice and
 * terms of sale (content pages seeded for every partner, the seller filled in), the accessibility
 * statement and the cookie settings, on every page, in both languages; the registration form and
 * the checkout's last step link the terms and the notice, in a new tab, so the form in progress
 * stays. The e2e server runs the demo company of lib/config/shop-config.ts as every partner's seller.
 */
const HELLAS = { code: 'hellas', name: 'Hellas Trade' } as const;
const texts = (partnerName: string) => legalTexts({ partnerName, ...SHOP_DEMO });

/** The words a rich message puts inside `<tag>…</tag>` (a link's text). */
const tagText = (message: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(message)![1]!;

/** A link of the legal note by its text (its name also says it opens a new tab). */
const noteLink = (note: Locator, text: string) => note.getByRole('link', { name: new RegExp(`^${escapeRegExp(text)}`) });

async function expectLegalPage(page: Page, lang: Lang, partnerName: string, kind: 'privacy' | 'terms'): Promise<void> {
  const text = texts(partnerName)[kind][lang];
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  // The page before a client-side navigation stays in the document, hidden (Cache Components keep it for the way back).
  const body = page.locator('.rich-text').filter({ visible: true });
  await expect(body.locator('h2')).toHaveText(text.sections.map((section) => section.heading));
  await expect(body.getByRole('link', { name: SHOP_DEMO.email }).first()).toHaveAttribute('href', `mailto:${SHOP_DEMO.email}`);
  await expect(body).toContainText(partnerName);
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const footerOf = (page: Page) => page.getByRole('contentinfo');

  test(`the footer reaches the privacy notice, the terms and the accessibility statement (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/${HELLAS.code}/login`);
    const footer = footerOf(page);
    const legal = texts(HELLAS.name);
    // No cookie settings on the sign-in pages (nothing optional there, decision 0094): the privacy notice has them.
    await expect(footer.getByRole('link')).toHaveCount(3);

    await footer.getByRole('link', { name: legal.privacy[lang].title, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/${HELLAS.code}/pages/privacy`);
    await expectLegalPage(page, lang, HELLAS.name, 'privacy');
    await expect(page.locator('.rich-text').filter({ visible: true }).getByRole('link', { name: 'www.dpa.gr' })).toHaveAttribute('href', 'https://www.dpa.gr');

    await footerOf(page).getByRole('link', { name: legal.terms[lang].title, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/${HELLAS.code}/pages/terms`);
    await expectLegalPage(page, lang, HELLAS.name, 'terms');
    await expect(page.locator('.rich-text').filter({ visible: true })).not.toContainText(/ODR|ΗΕΔ/);

    await footerOf(page).getByRole('link', { name: m.layout.footer.accessibility, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/${HELLAS.code}/accessibility`);
    const a = m.accessibility;
    await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
    await expect(page.locator('main').filter({ visible: true }).locator('h2')).toHaveText([a.standardTitle, a.statusTitle, a.limitsTitle, a.measuresTitle, a.preparedTitle, a.feedbackTitle, a.enforcementTitle]);
    await expect(page.locator('main').filter({ visible: true })).toContainText('WCAG 2.2');
    await expect(page.locator('main').filter({ visible: true })).toContainText(HELLAS.name);
    // A barrier is reported to the seller's e-mail (the shop's: hellas has no issuer of its own).
    await expect(page.locator('main').filter({ visible: true }).getByRole('link', { name: SHOP_DEMO.email })).toHaveAttribute('href', `mailto:${SHOP_DEMO.email}`);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(a.title)));
    await expectAccessible(page);
  });

  test(`the registration form links the terms and the privacy notice, in a new tab (${lang})`, async ({ page, context }) => {
    await page.goto(`${prefix}/${ACME.code}/register`);
    const note = page.getByTestId('legal-links-note');
    const terms = noteLink(note, tagText(m.legalLinks.register, 'terms'));
    const privacy = noteLink(note, tagText(m.legalLinks.register, 'privacy'));
    await expect(terms).toHaveAttribute('href', `${prefix}/${ACME.code}/pages/terms`);
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(privacy).toHaveAttribute('href', `${prefix}/${ACME.code}/pages/privacy`);
    await expect(privacy).toHaveAccessibleName(new RegExp(escapeRegExp(m.legalLinks.newTab)));

    const [tab] = await Promise.all([context.waitForEvent('page'), privacy.click()]);
    await expectLegalPage(tab, lang, ACME.name, 'privacy');
    await tab.close();
    // The form is still there, as it was.
    await expect(page.getByRole('button', { name: m.auth.register.submit })).toBeVisible();
  });

  test(`the checkout's last step links them in a new tab and keeps the order in progress (${lang})`, async ({ page, request, context, baseURL }) => {
    await shopperWithOneLine(request, context, baseURL!, lang, 'notices');
    await openCheckout(page, prefix);
    const ui = checkoutPage(page, lang);
    await fillBilling(ui);
    await ui.continue.click();
    await ui.radio(ui.group(ui.c.shipping.legend), ui.c.shipping.courier).check();
    await ui.continue.click();
    await ui.radio(ui.group(ui.c.payment.legend), ui.c.payment.cod).check();
    await ui.continue.click();
    await expectStep(ui, 'review');

    const note = page.getByTestId('legal-links-note');
    const terms = noteLink(note, tagText(m.legalLinks.checkout, 'terms'));
    await expect(noteLink(note, tagText(m.legalLinks.checkout, 'privacy'))).toHaveAttribute('href', `${prefix}/${ACME.code}/pages/privacy`);
    await expect(terms).toHaveAttribute('rel', /noopener/);
    const [tab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
    await expectLegalPage(tab, lang, ACME.name, 'terms');
    await tab.close();

    // The order is where it was: the last step, ready to be placed.
    await expectStep(ui, 'review');
    await expect(ui.placeOrder).toBeEnabled();
  });
}

test('390 px: the footer, a legal page and the accessibility statement fit the screen without scrolling sideways', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'el' });
  const page = await context.newPage();
  const m = messages('el');
  for (const path of [`/${HELLAS.code}/pages/privacy`, `/${HELLAS.code}/accessibility`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('navigation', { name: m.layout.footer.label });
    await footer.scrollIntoViewIfNeeded();
    const targets = [footer, ...(await footer.getByRole('link').all()), footer.getByRole('button', { name: m.layout.footer.cookieSettings })];
    expect(targets.length).toBeGreaterThanOrEqual(5); // terms, delivery, privacy, accessibility, cookie settings
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(24); // a target a finger can hit (WCAG 2.5.8)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await context.close();
});
