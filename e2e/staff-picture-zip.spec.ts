import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { zipBytes } from '../lib/backend/pictures/testing/zip-bytes';
import { fill, LANGUAGES, messages, type Lang } from './support/i18n';
import { employeeAuth, STAFF, staffPage } from './support/staff';
import { productOverApi } from './support/staff-catalog';

/**
 * Pictures by ZIP in the console's import page (issue #45 item 3, decision 0042): an Employee checks
 * a ZIP with a picture in a colour the product does not have (the problem named, translated; no
 * Apply; the chosen file kept), then the corrected ZIP, adds its pictures, and they are the
 * product's and served. Each run makes its own product (black and white) over the API.
 */
const png = (color: string) => sharp({ create: { width: 320, height: 240, channels: 3, background: color } }).png().toBuffer();

async function check(page: Page, lang: Lang, buffer: Buffer): Promise<void> {
  const t = messages(lang).staffPictureZip;
  await page.getByLabel(t.file, { exact: true }).setInputFiles({ name: 'pictures.zip', mimeType: 'application/zip', buffer });
  await page.getByRole('button', { name: t.dryRun, exact: true }).click();
  await expect(page.getByTestId('zip-report').or(page.getByTestId('zip-error'))).toBeVisible();
  await expect(page.getByTestId('zip-error')).toHaveCount(0);
}

for (const { lang, prefix } of LANGUAGES) {
  const t = messages(lang).staffPictureZip;

  test(`an Employee checks a ZIP with a wrong colour, then adds the corrected ZIP's pictures (${lang})`, async ({ browser, baseURL, request }) => {
    test.setTimeout(60_000);
    const { code } = await productOverApi(request, `zip-${lang}`);
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/catalog/import`);
    await expect(staff.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
    const [black, white] = [await png('#101010'), await png('#f0f0f0')];

    await check(staff, lang, zipBytes([{ name: `${code}_black.png`, data: black }, { name: `${code}_red.png`, data: white }]));
    await expect(staff.getByTestId('zip-counts')).toHaveText(fill(t.counts, { add: 1, unchanged: 0, skipped: 0, error: 1 }));
    await expect(staff.locator(`tr[data-entry="${code}_red.png"]`)).toContainText(t.problems.picture_color_invalid);
    await expect(staff.getByTestId('zip-apply')).toHaveCount(0);
    await expect(staff.getByLabel(t.file, { exact: true })).not.toHaveValue('');

    await check(staff, lang, zipBytes([{ name: `${code}_black.png`, data: black }, { name: `${code.toLowerCase()}_white_2.png`, data: white }]));
    await expect(staff.getByTestId('zip-counts')).toHaveText(fill(t.counts, { add: 2, unchanged: 0, skipped: 0, error: 0 }));
    await staff.getByTestId('zip-apply').click();
    await expect(staff.getByTestId('zip-counts')).toHaveText(fill(t.applied, { add: 2, unchanged: 0, skipped: 0 }));

    const list = await request.get(`/api/staff/products/${code}/pictures`, { headers: await employeeAuth(request) });
    const items = ((await list.json()) as { items: { color: string; src: string }[] }).items;
    expect(items.map((i) => i.color)).toEqual(['black', 'white']);
    const served = await request.get(items[0]!.src);
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/webp']);
  });
}
