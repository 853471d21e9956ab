import { expect, test, type Page } from '@playwright/test';
import type { NamedColor } from '../lib/contract/enums';
import { newShopper } from './support/cart';
import { ACME } from './support/data';
import { fill, LANGUAGES, messages } from './support/i18n';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { STAFF, staffPage } from './support/staff';
import { productOverApi } from './support/staff-catalog';
import { firstPicture, pictureItems, png, uploadPicture } from './support/staff-pictures';

/**
 * Issue #45 item 2: an Employee uploads two pictures for two colours of a product on the
 * console's pictures page, reorders them (Up / Down and drag and drop), sets alt text; a bad file is
 * refused with the translated message. The storefront's product page shows the uploaded picture of
 * the chosen colour (with its alt text) and switches when the colour changes; the console page and
 * the gallery at 390 px. Each language works on a product of its own (made over the operations API,
 * black and white), so the tests run in parallel and leave the seeded products' drawings alone.
 */
const items = pictureItems;
// While a form's answer is loading the page has no context to read: an empty list, and the poll asks again.
const ids = (page: Page) => items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-picture-id'))).catch(() => []);
const upload = uploadPicture;

LANGUAGES.forEach(({ lang, prefix }) => {
  const m = messages(lang);
  const sp = m.staffPictures;

  test(`an Employee uploads, reorders and describes two colours' pictures; the product page follows the colour (${lang})`, async ({ browser, request, context, page, baseURL }) => {
    test.setTimeout(120_000);
    await newShopper(request, context, baseURL!, lang);
    const product = await productOverApi(request, `pictures-${lang}`);
    const first: NamedColor = 'black';
    const second: NamedColor = 'white';
    const path = `${prefix}/staff/products/${product.code.toLowerCase()}/pictures`;
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, path);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(fill(sp.heading, { code: product.code }));

    // two pictures, one per colour
    await upload(staff, lang, { name: 'first.png', mimeType: 'image/png', buffer: await png('#c0392b') }, first, `Πρώτο ${first}`, `First ${first}`);
    await expect(staff.getByRole('status').filter({ hasText: sp.done.uploaded })).toBeVisible();
    await upload(staff, lang, { name: 'second.png', mimeType: 'image/png', buffer: await png('#2c3e50') }, second, `Δεύτερο ${second}`, `Second ${second}`);
    await expect(items(staff)).toHaveCount(2);
    const [idFirst, idSecond] = (await ids(staff)) as [string, string];

    // reorder with the keyboard-reachable Down button, then back by dragging
    await items(staff).first().getByRole('button', { name: fill(sp.moveDownLabel, { position: 1 }) }).click();
    await expect(staff.getByRole('status').filter({ hasText: sp.done.reordered })).toBeVisible();
    expect(await ids(staff)).toEqual([idSecond, idFirst]);
    await items(staff).nth(1).dragTo(items(staff).first());
    await expect.poll(() => ids(staff)).toEqual([idFirst, idSecond]);
    await expect(staff.getByRole('status').filter({ hasText: sp.done.reordered })).toBeVisible();

    // alt text of the first picture, in both languages
    const firstItem = items(staff).first();
    await firstItem.getByLabel(sp.altEl).fill(`Μπροστινή όψη ${product.code}`);
    await firstItem.getByLabel(sp.altEn).fill(`Front view ${product.code}`);
    await firstItem.getByRole('button', { name: sp.save }).click();
    await expect(staff.getByRole('status').filter({ hasText: sp.done.updated })).toBeVisible();

    // a text file named like a photo is refused, in the page's language, and nothing is stored
    await upload(staff, lang, { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('name,price\nboots,120\n') }, first, 'x', 'x');
    await expect(staff.getByTestId('picture-error')).toHaveText(m.pictures.errors.picture_not_image);
    await expect(items(staff)).toHaveCount(2);

    // the storefront: the chosen colour's picture, with its alt text; the other colour's when it changes
    await page.goto(`${prefix}/${ACME.code}/products/${product.eurl}?color=${first}`);
    // The cached page follows the staff changes: the upload first, then the alt text saved after it.
    const wantedAlt = lang === 'el' ? `Μπροστινή όψη ${product.code}` : `Front view ${product.code}`;
    await expect(async () => {
      await page.reload();
      await expect(page.locator('.product-gallery')).toHaveAttribute('data-pictures', 'uploaded', { timeout: 1_000 });
      expect((await firstPicture(page)).alt).toBe(wantedAlt);
    }).toPass({ timeout: 20_000 });
    const shownFirst = await firstPicture(page);
    expect(shownFirst.src).toContain(`/api/images/pictures/${idFirst}/`);
    expect(shownFirst.alt).toBe(wantedAlt);
    await page.getByRole('group', { name: m.product.color, exact: true }).getByRole('radio', { name: m.catalog.colorNames[second], exact: true }).check();
    await expect.poll(async () => (await firstPicture(page)).src).toContain(`/api/images/pictures/${idSecond}/`);

    // 390 px: the console list is one column and the gallery fits
    const phone = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, path, PHONE);
    await expect(items(phone)).toHaveCount(2);
    await expectNoSidewaysScroll(phone);
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}/${ACME.code}/products/${product.eurl}?color=${second}`);
    expect((await firstPicture(page)).src).toContain(`/api/images/pictures/${idSecond}/`);
    await expectNoSidewaysScroll(page);
    await phone.context().close();
    await staff.context().close();
  });
});
