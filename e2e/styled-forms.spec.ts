import { expect, test, type Locator } from '@playwright/test';
import { ACME } from './support/data';
import { messages } from './support/i18n';
import { DEMO, loginThroughApi, waitForHydration } from './support/session';

/**
 * Issue #46: the forms that were left to the platform's look wear the shop's (app/[lang]/controls.css):
 * the sort select, the quick-order grid and its file picker, and the lesser actions are buttons,
 * not underlined links. Computed styles against the shop's tokens (tokens.css).
 */
const BORDER_STRONG = 'rgb(138, 148, 163)';
const style = (locator: Locator, pseudo?: string) =>
  locator.evaluate((el, p) => {
    const s = getComputedStyle(el, p);
    return { radius: s.borderTopLeftRadius, border: s.borderTopColor, borderWidth: s.borderTopWidth, height: el.getBoundingClientRect().height, minHeight: s.minHeight, appearance: s.appearance, decoration: s.textDecorationLine, background: s.backgroundColor, font: s.fontFamily };
  }, pseudo);

test.beforeEach(async ({ context, request, baseURL }) => {
  await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
});

test('the sort select has the shop field border, radius, height and its own chevron', async ({ page }) => {
  const t = messages('en').catalog;
  await page.goto(`/en/${ACME.code}/products`);
  const select = page.getByRole('combobox', { name: t.sort });
  const s = await style(select);
  expect(s).toMatchObject({ radius: '6px', border: BORDER_STRONG, borderWidth: '1px', appearance: 'none' });
  expect(s.height).toBeGreaterThanOrEqual(44);
  expect(await select.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('data:image/svg+xml');
});

test('quick order: the grid inputs are shop fields, the file picker button a secondary button, "clear" a button', async ({ page }) => {
  const t = messages('el').quickOrder;
  await page.goto(`/${ACME.code}/quick-order`);
  await waitForHydration(page, '.quick-order-form');
  const code = page.locator('.quick-order-line input.quick-order-code').first();
  expect(await style(code)).toMatchObject({ radius: '6px', border: BORDER_STRONG, borderWidth: '1px' });
  expect((await style(code)).height).toBeGreaterThanOrEqual(44);

  const file = page.locator('.quick-order-import input[type=file]');
  const button = await style(file, '::file-selector-button');
  expect(button).toMatchObject({ radius: '10px', border: BORDER_STRONG, background: 'rgb(255, 255, 255)', minHeight: '44px' });

  const clear = page.getByRole('button', { name: t.clearLines, exact: true });
  expect(await style(clear)).toMatchObject({ decoration: 'none', border: BORDER_STRONG, radius: '10px' });
  // The lesser action (remove a line) is a quiet button: no underline, a tap-sized target.
  const remove = page.locator('.quick-order-remove').first();
  const r = await style(remove);
  expect(r.decoration).toBe('none');
  expect(r.height).toBeGreaterThanOrEqual(44);
});
