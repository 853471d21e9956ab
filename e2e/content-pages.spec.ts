import { expect, test } from '@playwright/test';
import { ACME } from './support/data';
import { LANGUAGES, messages } from './support/i18n';
import { employeeAuth } from './support/staff';

/**
 * Content pages (issue #18 item 7): the partner's pages are linked from the shop's footer, open to
 * anyone in the page's language with their own title and description; an unknown page is the
 * shop's 404; a change staff make through the operations API shows on the next visit.
 */
/** The footer's pages are asserted on hellas; the staff change is made on acme, whose footer no test counts. */
const HELLAS = { code: 'hellas' } as const;
const TITLES = {
  el: { terms: 'Όροι πώλησης', delivery: 'Αποστολές', privacy: 'Πολιτική απορρήτου' },
  en: { terms: 'Terms of sale', delivery: 'Delivery', privacy: 'Privacy notice' },
} as const;

for (const { lang, prefix } of LANGUAGES) {
  test(`the footer links the partner's pages; a page opens without a login, with its title and description (${lang})`, async ({ page }) => {
    // The sign-in pages' footer has the notices only (decision 0098)…
    await page.goto(`${prefix}/${HELLAS.code}/login`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link')).toHaveText([TITLES[lang].terms, TITLES[lang].privacy, messages(lang).layout.footer.accessibility]);
    // …a public page of the shop every page by position (the legal pages every partner has among them, issue #49), then the accessibility statement.
    await page.goto(`${prefix}/${HELLAS.code}/accessibility`);
    await expect(footer.getByRole('link')).toHaveText([TITLES[lang].terms, TITLES[lang].delivery, TITLES[lang].privacy, messages(lang).layout.footer.accessibility]);
    await expect(footer.getByRole('button', { name: messages(lang).layout.footer.cookieSettings })).toBeVisible();
    await footer.getByRole('link', { name: TITLES[lang].terms }).click();
    await expect(page).toHaveURL(`${prefix}/${HELLAS.code}/pages/terms`);
    await expect(page.getByRole('heading', { level: 1, name: TITLES[lang].terms })).toBeVisible();
    await expect(page.locator('.rich-text h2').first()).toHaveText(lang === 'el' ? 'Ο πωλητής' : 'The seller');
    await expect(page).toHaveTitle(new RegExp(TITLES[lang].terms));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  });

  test(`an unknown page is the shop's 404, with its header (${lang})`, async ({ page }) => {
    const res = await page.goto(`${prefix}/${HELLAS.code}/pages/no-such-page`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: messages(lang).notFound.title })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
}

test.describe.serial('a page staff change', () => {
  test('shows the new text on the next visit, and is gone once unpublished', async ({ page, request }) => {
    const SHOP = ACME;
    const auth = await employeeAuth(request);
    const body = (title: string, published = true) => ({
      title: { el: title, en: title },
      description: { el: 'Ώρες', en: 'Hours' },
      body: { el: '<p>Δευτέρα – Παρασκευή</p>', en: '<p>Monday to Friday</p>' },
      position: 9,
      published,
    });
    expect((await request.put(`/api/staff/partners/${SHOP.code}/pages/hours`, { headers: auth, data: body('Ωράριο') })).ok()).toBe(true);
    await page.goto(`/${SHOP.code}/pages/hours`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ωράριο' })).toBeVisible();

    expect((await request.put(`/api/staff/partners/${SHOP.code}/pages/hours`, { headers: auth, data: body('Ωράριο καταστήματος') })).ok()).toBe(true);
    await expect(async () => {
      await page.goto(`/${SHOP.code}/pages/hours`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ωράριο καταστήματος', { timeout: 1000 });
    }).toPass({ timeout: 10_000 });

    expect((await request.put(`/api/staff/partners/${SHOP.code}/pages/hours`, { headers: auth, data: body('Ωράριο', false) })).ok()).toBe(true);
    await expect(async () => {
      expect((await page.goto(`/${SHOP.code}/pages/hours`))?.status()).toBe(404);
    }).toPass({ timeout: 10_000 });
    expect((await request.delete(`/api/staff/partners/${SHOP.code}/pages/hours`, { headers: auth })).status()).toBe(204);
  });
});

test('390 px: the footer and a content page fit the screen without scrolling sideways', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'el' });
  const page = await context.newPage();
  await page.goto(`/${ACME.code}/pages/terms`);
  await expect(page.getByRole('heading', { level: 1, name: TITLES.el.terms })).toBeVisible();
  const footer = page.getByRole('navigation', { name: messages('el').layout.footer.label });
  await footer.scrollIntoViewIfNeeded();
  for (const target of [footer, ...(await footer.getByRole('link').all()), page.locator('.rich-text')]) {
    const box = (await target.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
