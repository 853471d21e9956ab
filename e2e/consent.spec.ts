import { expect, test, type Page, type Request } from '@playwright/test';
import { fill, LANGUAGES, messages } from './support/i18n';
import { DEMO, loginThroughApi } from './support/session';

/**
 * Consent (issue #49 item 1, decision 0094), as the Greek data-protection authority's checklist
 * tries it: a first visit loads nothing from another host and stores nothing optional; "Reject
 * all" is one click on the first layer, beside an "Accept all" of the same weight; an embed
 * loads only after consent (or a click on its own placeholder); the choice survives a reload and
 * changes from the footer. These tests start without the consent cookie every other test has.
 */
test.use({ storageState: { cookies: [], origins: [] } });

/** Every request the page makes to a host other than the shop's. */
function watchThirdParties(page: Page, shopHost: string): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.host !== shopHost) seen.push(request.url());
  });
  return seen;
}

/** The video host answers with a blank page (this machine reaches no other host). */
const stubVideoHost = (page: Page) => page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>video</title>' }));

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.consent;

  test(`first visit (${lang}): nothing from another host, nothing optional stored, reject in one click`, async ({ page, context, request, baseURL }) => {
    const thirdParties = watchThirdParties(page, new URL(baseURL!).host);
    // A visitor lands on the sign-in page (nothing optional happens there, no dialog) and reads a public notice: the first layer asks.
    await page.goto(`${prefix}/acme`);
    await expect(page.getByRole('button', { name: m.auth.login.submit })).toBeVisible();
    await expect(page.getByRole('region', { name: c.title })).toHaveCount(0);
    await page.goto(`${prefix}/acme/pages/privacy`);
    const banner = page.getByRole('region', { name: c.title });
    await expect(banner).toBeVisible();

    // "Reject all" and "Accept all": the same look, side by side on the first layer.
    const look = (name: string) =>
      banner.getByRole('button', { name, exact: true }).evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.backgroundColor, s.color, s.fontWeight, s.fontSize, Math.round(el.getBoundingClientRect().height)].join(' ');
      });
    expect(await look(c.reject)).toBe(await look(c.accept));

    // Signed in, still undecided: the landing's video is a placeholder naming YouTube and Google, in the page's language.
    await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
    await page.goto(`${prefix}/acme`);
    await expect(banner).toBeVisible();
    const gate = page.locator('.embed-gate').first();
    await expect(gate).toContainText(fill(c.embed.noticeVideo, { name: 'YouTube', company: 'Google Ireland Ltd' }));
    await expect(gate.getByRole('button', { name: c.embed.loadVideo })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    // A product page: still nothing optional is kept on the device.
    await page.goto(`${prefix}/acme/products`);
    await page.locator(`a[href*="${prefix}/acme/products/"]`).first().click();
    await expect(page).toHaveURL(/\/acme\/products\/[^/?]+/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored.filter((key) => key.startsWith('recently-viewed:'))).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => name !== 'I18N_LANGUAGE' && !name.startsWith('usr_fe_'))).toEqual([]);

    // One click: the banner goes, the choice is stored and recorded.
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/Consents') && r.request().method() === 'POST');
    await banner.getByRole('button', { name: c.reject, exact: true }).click();
    expect((await recorded).status()).toBe(204);
    await expect(banner).toBeHidden();
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'shop_consent');
    expect(decodeURIComponent(consent!.value)).toMatch(/^v:\d{4}-\d{2}-\d{2}\|p:0\|e:0\|id:[0-9a-f-]{36}\|t:\d+$/);

    // A reload keeps the refusal: no banner, the video still behind its placeholder.
    await page.goto(`${prefix}/acme`);
    await expect(page.locator('.embed-gate').first()).toBeVisible();
    await expect(banner).toBeHidden();
    expect(thirdParties).toEqual([]);
  });

  test(`an embed loads only after consent, and the choice changes from the footer (${lang})`, async ({ page, context, request, baseURL }) => {
    await stubVideoHost(page);
    const thirdParties = watchThirdParties(page, new URL(baseURL!).host);
    await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
    await page.goto(`${prefix}/acme`);
    await page.getByRole('region', { name: c.title }).getByRole('button', { name: c.reject, exact: true }).click();
    expect(thirdParties).toEqual([]);

    // One video on request: its placeholder's button loads that one frame.
    await page.locator('.embed-gate').first().getByRole('button', { name: c.embed.loadVideo }).click();
    await expect(page.locator('.rich-text iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    await expect.poll(() => thirdParties.some((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);

    // Change of mind from the footer: the settings open with nothing ticked (the refusal), focus returns to the button on close.
    await page.goto(`${prefix}/acme`);
    await expect(page.locator('.embed-gate').first()).toBeVisible();
    const settingsButton = page.getByRole('contentinfo').getByRole('button', { name: m.layout.footer.cookieSettings });
    const dialog = page.getByRole('dialog', { name: c.settingsTitle });
    // A press before the page is hydrated does nothing: press again until the dialog opens.
    await expect(async () => {
      await settingsButton.click();
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass();
    const embeds = dialog.getByRole('checkbox', { name: fill(c.allow, { purpose: c.embedsTitle }) });
    const preferences = dialog.getByRole('checkbox', { name: fill(c.allow, { purpose: c.preferencesTitle }) });
    await expect(embeds).not.toBeChecked();
    await expect(preferences).not.toBeChecked();
    await expect(dialog.getByRole('cell', { name: 'Google Ireland Ltd' }).first()).toBeVisible();
    await embeds.check();
    await dialog.getByRole('button', { name: c.save }).click();
    await expect(dialog).toBeHidden();
    await expect(settingsButton).toBeFocused();
    await expect(page.locator('.rich-text iframe')).toHaveCount(1);
    await expect(page.locator('.embed-gate')).toHaveCount(0);

    // It survives a reload: the video loads by itself.
    await page.reload();
    await expect(page.locator('.rich-text iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    await expect(page.getByRole('region', { name: c.title })).toBeHidden();

    // Withdrawn: the frame goes, the placeholder is back.
    await expect(async () => {
      await settingsButton.click();
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(embeds).toBeChecked();
    await embeds.uncheck();
    await dialog.getByRole('button', { name: c.save }).click();
    await expect(page.locator('.rich-text iframe')).toHaveCount(0);
    await expect(page.locator('.embed-gate')).toHaveCount(1);

    // From a sign-in page the privacy notice is one click, and carries the settings; a link to `#cookie-settings` opens them at once.
    await context.clearCookies();
    await page.goto(`${prefix}/acme/login`);
    await page.getByRole('contentinfo').getByRole('link', { name: m.consent.privacyLink }).click();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: m.layout.footer.cookieSettings })).toBeVisible();
    await page.goto(`${prefix}/acme/pages/privacy#cookie-settings`);
    await expect(dialog).toBeVisible();
  });
}

test('the first layer fits a 390 px phone, every button on screen, and "Accept all" there is also one click', async ({ page, context }) => {
  const c = messages('el').consent;
  await page.setViewportSize({ width: 390, height: 844 });
  await stubVideoHost(page);
  await page.goto('/acme/pages/terms');
  const banner = page.getByRole('region', { name: c.title });
  for (const name of [c.reject, c.accept, c.settings]) {
    const box = await banner.getByRole('button', { name, exact: true }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.height).toBeGreaterThanOrEqual(24);
  }
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  await banner.getByRole('button', { name: c.accept, exact: true }).click();
  await expect(banner).toBeHidden();
  expect(decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'shop_consent')!.value)).toContain('|p:1|e:1|');
});
