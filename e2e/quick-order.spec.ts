import { expect, test, type Page } from '@playwright/test';
import type { ProductVariant } from '../lib/contract/catalog';
import { newShopper } from './support/cart';
import type { CatalogApi } from './support/catalog';
import { ACME } from './support/data';
import { fill, formatIcu, LANGUAGES, messages, type Lang } from './support/i18n';
import { waitForHydration } from './support/session';

/**
 * Quick order (issue #18 item 1): lines pasted from a spreadsheet or uploaded as a CSV are added to
 * the cart together; the report names each refused line, which stays in the editor for correcting.
 */
type Pick = { code: string; variant: ProductVariant };

/** Two products to buy (stock ≥ 5) and one whose variant holds fewer than 99 units (to ask for more). */
async function picks(catalog: CatalogApi): Promise<{ fine: Pick[]; limited: Pick }> {
  const fine: Pick[] = [];
  let limited: Pick | undefined;
  const list = await catalog.list({ status: 'Available', pageSize: 48 });
  for (const card of list.items) {
    const detail = await catalog.byUrl(card.eurl);
    const variant = detail.variants.find((v) => v.availability === 'Available' && v.stock >= 5);
    if (!limited && variant && variant.stock < 98) limited = { code: detail.code, variant };
    else if (variant && fine.length < 2) fine.push({ code: detail.code, variant });
    if (fine.length === 2 && limited) return { fine, limited };
  }
  throw new Error('not enough products to order');
}

const colorName = (lang: Lang, color: string) => (messages(lang).catalog.colorNames as Record<string, string>)[color]!;
const lineOf = (lang: Lang, pick: Pick, quantity: number, sep = '\t') => [pick.code, colorName(lang, pick.variant.color), pick.variant.size ?? '', quantity].join(sep);
const editorLines = (page: Page) => page.locator('.quick-order-line');

async function open(page: Page, prefix: string) {
  await page.goto(`${prefix}/${ACME.code}/quick-order`);
  await waitForHydration(page, '.quick-order-form');
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang).quickOrder;

  test(`quick order by paste: a mixed report, the refused lines kept, corrected and added (${lang})`, async ({ page, request, context, baseURL }) => {
    const shopper = await newShopper(request, context, baseURL!, lang);
    const { fine, limited } = await picks(shopper.catalog);
    await open(page, prefix);

    const pasted = [lineOf(lang, fine[0]!, 2), 'NO-SUCH-CODE\t\t\t1', lineOf(lang, limited, limited.variant.stock + 1), lineOf(lang, fine[1]!, 1)].join('\n');
    await page.getByLabel(m.import.paste).fill(pasted);
    await page.getByRole('button', { name: m.import.read }).click();
    await expect(page.getByText(formatIcu(lang, m.import.readCount, { count: 4 }))).toBeVisible();
    await expect(editorLines(page)).toHaveCount(4);

    await page.getByRole('button', { name: m.submit }).click();
    const report = page.getByRole('status').filter({ hasText: formatIcu(lang, m.added, { lines: 2, units: 3 }) });
    await expect(report).toBeVisible();
    await expect(report).toContainText(formatIcu(lang, m.kept, { count: 2 }));
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    // The refused lines stay, as typed, each with its reason.
    await expect(editorLines(page)).toHaveCount(2);
    await expect(page.getByLabel(`${m.code}, ${fill(m.line, { row: 1 })}`)).toHaveValue('NO-SUCH-CODE');
    await expect(editorLines(page).nth(0)).toContainText(m.status.not_found);
    await expect(editorLines(page).nth(1)).toContainText(fill(m.status.not_available_quantity, { available: limited.variant.stock }));

    // Corrected and sent again: the limited line goes in, the unknown code stays.
    await page.getByLabel(`${m.quantity}, ${fill(m.line, { row: 2 })}`).fill(String(limited.variant.stock));
    await page.getByRole('button', { name: m.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: formatIcu(lang, m.added, { lines: 1, units: limited.variant.stock }) })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText(String(3 + limited.variant.stock));
    await expect(editorLines(page)).toHaveCount(1);
  });

  test(`quick order by CSV: a Greek header, semicolons and a BOM are read; a binary file adds nothing (${lang})`, async ({ page, request, context, baseURL }) => {
    const shopper = await newShopper(request, context, baseURL!, lang);
    const { fine } = await picks(shopper.catalog);
    await open(page, prefix);
    const file = page.getByLabel(m.import.file);

    await file.setInputFiles({ name: 'photo.csv', mimeType: 'text/csv', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]) });
    await expect(page.getByRole('alert').filter({ hasText: m.fileErrors.not_text })).toBeVisible();
    await expect(editorLines(page)).toHaveCount(3);

    const csv = `\uFEFFΚωδικός;Χρώμα;Μέγεθος;Ποσότητα\r\n${lineOf(lang, fine[0]!, 1, ';')}\r\n${fine[1]!.code};${fine[1]!.variant.color};${fine[1]!.variant.size ?? ''};abc\r\n`;
    await file.setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect(page.getByText(formatIcu(lang, m.import.readCount, { count: 2 }))).toBeVisible();
    await expect(editorLines(page)).toHaveCount(2);
    await expect(editorLines(page).nth(1)).toContainText(m.lineErrors.quantity_invalid);

    await page.getByRole('button', { name: m.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: formatIcu(lang, m.added, { lines: 1, units: 1 }) })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    expect((await shopper.cart.get()).lines.map((l) => [l.variantId, l.quantity])).toEqual([[fine[0]!.variant.id, 1]]);
    await expect(editorLines(page)).toHaveCount(1);
    await expect(editorLines(page).first()).toContainText(m.lineErrors.quantity_invalid);
  });
}

test('390 px: each line fits the screen, the code across and colour, size, quantity below (el)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const shopper = await newShopper(context.request, context, baseURL!, 'el');
  const { fine } = await picks(shopper.catalog);
  const m = messages('el').quickOrder;
  await open(page, '');
  const row1 = (field: string) => page.getByLabel(`${field}, ${fill(m.line, { row: 1 })}`);
  await row1(m.code).fill(fine[0]!.code);
  await row1(m.color).fill(colorName('el', fine[0]!.variant.color));
  await row1(m.size).fill(fine[0]!.variant.size ?? '');
  const line = editorLines(page).first();
  const [code, color, quantity] = await Promise.all(['.quick-order-code', '.quick-order-color', '.quick-order-quantity'].map(async (s) => (await line.locator(s).boundingBox())!));
  expect(color!.y, 'colour below the code').toBeGreaterThan(code!.y + code!.height - 1);
  expect(Math.abs(color!.y - quantity!.y), 'colour and quantity share a row').toBeLessThan(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: m.submit }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await context.close();
});

test('the code field suggests products by code or name; 500 pasted lines are read, sent and reported (en)', async ({ page, request, context, baseURL }) => {
  const shopper = await newShopper(request, context, baseURL!, 'en');
  const { fine } = await picks(shopper.catalog);
  const m = messages('en').quickOrder;
  await open(page, '/en');
  const code = page.getByLabel(`${m.code}, ${fill(m.line, { row: 1 })}`);
  await code.fill(fine[0]!.code.slice(0, -1));
  await expect(page.locator(`#quick-order-codes option[value="${fine[0]!.code}"]`)).toHaveCount(1);
  await code.fill('');

  const lines = Array.from({ length: 500 }, (_, i) => (i === 0 ? lineOf('en', fine[0]!, 1, ',') : `NOPE-${i},1`));
  await page.getByLabel(m.import.paste).fill(lines.join('\n'));
  await page.getByRole('button', { name: m.import.read }).click();
  await expect(page.getByText(formatIcu('en', m.import.readCount, { count: 500 }))).toBeVisible();
  await page.getByRole('button', { name: m.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: formatIcu('en', m.kept, { count: 499 }) })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(editorLines(page)).toHaveCount(499);
});
