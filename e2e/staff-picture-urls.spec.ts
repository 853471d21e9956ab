import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startPictureServer } from '../lib/backend/pictures/testing/picture-server';
import { newShopper } from './support/cart';
import { ACME } from './support/data';
import { fill, LANGUAGES, messages, type Lang } from './support/i18n';
import { employeeAuth, STAFF, staffPage } from './support/staff';
import { productOverApi } from './support/staff-catalog';

/**
 * Pictures by URL list in the console's import page (issue #45 item 3, decision 0045): an Employee
 * checks a list with an unknown product and a cloud-metadata address (both named in the table,
 * translated; no Apply; nothing fetched), then the corrected list, fetches and adds its two pictures
 * from a media server this test starts on 127.0.0.1 (allowed for the e2e server by
 * PICTURE_URL_ALLOW_ADDRESSES in scripts/e2e-server.mjs); the storefront's product page shows them.
 */
const picture = (color: string, format: 'png' | 'jpeg') => sharp({ create: { width: 320, height: 240, channels: 3, background: color } }).toFormat(format).toBuffer();

async function check(page: Page, lang: Lang, csv: string): Promise<void> {
  const t = messages(lang).staffPictureUrls;
  await page.getByLabel(t.file, { exact: true }).setInputFiles({ name: 'pictures.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: t.dryRun, exact: true }).click();
  await expect(page.getByTestId('urls-report').or(page.getByTestId('urls-error'))).toBeVisible();
  // A refusal of the whole list would show here: named in the failure.
  expect(await page.getByTestId('urls-error').allTextContents()).toEqual([]);
}

for (const { lang, prefix } of LANGUAGES) {
  const t = messages(lang).staffPictureUrls;

  test(`an Employee checks a URL list with bad rows, then adds the corrected list's pictures; the product page shows them (${lang})`, async ({ browser, baseURL, request, context, page }) => {
    test.setTimeout(90_000);
    const media = await startPictureServer({ '/black.png': { type: 'image/png', body: await picture('#101010', 'png') }, '/white.jpg': { type: 'image/jpeg', body: await picture('#f0f0f0', 'jpeg') } });
    try {
      const { code, eurl } = await productOverApi(request, `urls-${lang}`);
      const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/catalog/import`);
      await expect(staff.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();

      await check(staff, lang, `code,colour,url\n${code},black,${media.origin}/black.png\nNO-SUCH-${code},,${media.origin}/black.png\n${code},white,http://169.254.169.254/latest/meta-data/\n`);
      await expect(staff.getByTestId('urls-counts')).toHaveText(fill(t.counts, { fetch: 1, error: 2 }));
      await expect(staff.locator('tr[data-row="3"]')).toContainText(t.problems.product_not_found);
      await expect(staff.locator('tr[data-row="4"]')).toContainText(t.problems.picture_url_address_refused);
      await expect(staff.getByTestId('urls-apply')).toHaveCount(0);

      await check(staff, lang, `\uFEFFcode;colour;url\n${code};black;${media.origin}/black.png\n${code.toLowerCase()};WHITE;${media.origin}/white.jpg\n`);
      await expect(staff.getByTestId('urls-counts')).toHaveText(fill(t.counts, { fetch: 2, error: 0 }));
      expect(media.hits.size).toBe(0);
      await staff.getByTestId('urls-apply').click();
      await expect(staff.getByTestId('urls-counts')).toHaveText(fill(t.applied, { added: 2, unchanged: 0, refused: 0 }));
      await expect(staff.locator('tr[data-outcome="added"]')).toHaveCount(2);

      const list = await request.get(`/api/staff/products/${code}/pictures`, { headers: await employeeAuth(request) });
      const items = ((await list.json()) as { items: { id: number; color: string }[] }).items;
      expect(items.map((i) => i.color)).toEqual(['black', 'white']);

      await newShopper(request, context, baseURL!, lang);
      await page.goto(`${prefix}/${ACME.code}/products/${eurl}?color=black`);
      await expect(async () => {
        await page.reload();
        await expect(page.locator('.product-gallery')).toHaveAttribute('data-pictures', 'uploaded', { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.locator('.gallery-slide img').first()).toHaveAttribute('src', new RegExp(`/api/images/pictures/${items[0]!.id}/`));
      await staff.context().close();
    } finally {
      await media.close();
    }
  });
}
