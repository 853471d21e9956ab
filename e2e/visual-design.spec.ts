import { expect, test, type Locator, type Page } from '@playwright/test';
import { money, newShopper, pickVariants } from './support/cart';
import { type CatalogApi, waitForCatalogHydration } from './support/catalog';
import { ACME } from './support/data';
import { formatIcu, LANGUAGES, messages } from './support/i18n';

/**
 * Issue #16 item 10, the parts a shopper meets: the shop's own typeface for Greek and Latin text
 * (served by the shop), the cart drawer after "Add to cart" with the way to checkout, toasts that
 * never cover the header's cart badge, colour swatches and size pills that are easy to hit, and
 * product cards that answer the pointer.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

/** A product page with a sellable variant chosen through the URL, hydrated. */
async function openProduct(page: Page, catalog: CatalogApi, prefix: string) {
  const [pick] = await pickVariants(catalog, 1, { minStock: 3 });
  const product = await catalog.byUrl((await catalog.list({ q: pick!.code })).items[0]!.eurl);
  const size = pick!.variant.size ? `&size=${encodeURIComponent(pick!.variant.size)}` : '';
  await page.goto(`${prefix}/${ACME.code}/products/${product.eurl}?color=${pick!.variant.color}${size}`);
  await waitForCatalogHydration(page);
  return { product, pick: pick! };
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);

  test(`the shop's typeface draws ${lang === 'el' ? 'Greek' : 'English'} text, from the shop's own files (${lang})`, async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).origin !== new URL(baseURL!).origin) foreign.push(req.url());
    });
    await page.goto(`${prefix}/${ACME.code}/login`);
    // The faces load for the page's text (display: optional may draw a first slow visit without them).
    const sample = lang === 'el' ? 'Σύνδεση 123' : 'Login 123';
    const fonts = await page.evaluate(async (text) => {
      await document.fonts.load('16px shopSans', text);
      const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'shopSans');
      return {
        body: getComputedStyle(document.body).fontFamily,
        loaded: faces.filter((f) => f.status === 'loaded').map((f) => (f.unicodeRange.includes('U+370') ? 'greek' : 'latin')),
        files: performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.woff2')),
      };
    }, sample);
    expect(fonts.body).toMatch(/^shopSans/);
    expect(fonts.loaded).toContain('latin');
    if (lang === 'el') expect(fonts.loaded).toContain('greek');
    expect(fonts.files.length).toBeGreaterThan(0);
    for (const file of fonts.files) expect(new URL(file).origin).toBe(new URL(baseURL!).origin);
    expect(foreign).toEqual([]);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`"Add to cart" opens the cart drawer with the line, the total and the way to checkout (${lang}, ${viewport.width}px)`, async ({ page, request, context, baseURL }) => {
      await page.setViewportSize(viewport);
      const shopper = await newShopper(request, context, baseURL!, lang);
      const { product } = await openProduct(page, shopper.catalog, prefix);
      await page.getByRole('button', { name: m.product.addToCart, exact: true }).click();

      const drawer = page.getByRole('dialog', { name: m.product.added });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText(product.name, { exact: true })).toBeVisible();
      const cart = await shopper.cart.get();
      await expect(drawer.getByTestId('drawer-total')).toHaveText(money(lang, cart.totals.total));
      await expect(drawer.getByText(formatIcu(lang, m.cartDrawer.total, { count: 1 }), { exact: true })).toBeVisible();
      // A sheet on the right edge, whole on a phone (once it has slid in).
      await drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const sheet = await box(drawer);
      expect(sheet.x + sheet.width).toBeLessThanOrEqual(viewport.width + 1);
      expect(sheet.x).toBeGreaterThanOrEqual(0);
      expect(sheet.height).toBeGreaterThanOrEqual(viewport.height - 1);

      await drawer.getByRole('link', { name: m.cart.checkout, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${ACME.code}/checkout$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test(`a toast appears below the header, never over the cart badge (${lang}, ${viewport.width}px)`, async ({ page, request, context, baseURL }) => {
      await page.setViewportSize(viewport);
      await newShopper(request, context, baseURL!, lang);
      await page.goto(`${prefix}/${ACME.code}/profile/account`);
      await expect(page.getByTestId('cart-count')).toHaveText('0');
      await page.getByRole('button', { name: m.profile.account.save, exact: true }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: m.profile.account.saved });
      await expect(toast).toBeVisible();
      // Sonner slides the toast in: measure once it stands still (two equal readings in a row).
      let last = Number.NaN;
      await expect
        .poll(async () => {
          const { y } = await box(toast);
          const still = y === last;
          last = y;
          return still;
        }, { intervals: [100] })
        .toBe(true);
      const header = await box(page.locator('.site-header'));
      const toastBox = await box(toast);
      expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(overlaps(toastBox, await box(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${m.cart.title}`) })))).toBe(false);
    });
  }

  test(`colour swatches and size pills are 44 px targets, chosen by a tap on the label (${lang}, 390px)`, async ({ page, request, context, baseURL }) => {
    await page.setViewportSize(PHONE);
    const shopper = await newShopper(request, context, baseURL!, lang);
    const list = await shopper.catalog.list({ status: 'Available', pageSize: 48 });
    let eurl: string | undefined;
    for (const card of list.items) {
      const detail = await shopper.catalog.byUrl(card.eurl);
      if (detail.sizeKind !== 'None' && new Set(detail.variants.map((v) => v.size)).size >= 2) {
        eurl = detail.eurl;
        break;
      }
    }
    await page.goto(`${prefix}/${ACME.code}/products/${eurl}`);
    await waitForCatalogHydration(page);
    const pills = page.locator('.color-choice, .size-choice').filter({ visible: true });
    for (const pill of await pills.all()) expect((await box(pill)).height).toBeGreaterThanOrEqual(44);

    await page.locator('.color-choice').filter({ visible: true }).first().click();
    const sizes = page.getByRole('group', { name: m.product.size, exact: true });
    const [first, second] = [sizes.locator('.size-choice').nth(0), sizes.locator('.size-choice').nth(1)];
    await first.click({ position: { x: 6, y: 6 } }); // the pill's corner: the label, not its text
    await expect(first.getByRole('radio')).toBeChecked();
    const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
    // The fill comes through a background-color transition: read it once it has settled.
    await expect.poll(async () => (await background(first)) !== (await background(second)), { message: 'the chosen pill is filled' }).toBe(true);
    await second.click({ position: { x: 6, y: 6 } });
    await expect(second.getByRole('radio')).toBeChecked();
    await expect(first.getByRole('radio')).not.toBeChecked();
  });
}

test('a product card answers the pointer: hover lifts it, and the whole card opens the product', async ({ page, request, context, baseURL }) => {
  await page.setViewportSize(DESKTOP);
  await newShopper(request, context, baseURL!, 'en');
  await page.goto(`/en/${ACME.code}/products`);
  await waitForCatalogHydration(page);
  const card = page.locator('.product-card').filter({ visible: true }).first();
  const shadow = () => card.evaluate((el) => getComputedStyle(el).boxShadow);
  const before = await shadow();
  await card.hover({ position: { x: 20, y: 20 } });
  await expect.poll(shadow).not.toBe(before);
  const name = (await card.getByRole('heading').textContent())!;
  // A click on the card's price (outside the link's text) opens the product too.
  const price = await box(card.locator('.price'));
  await page.mouse.click(price.x + price.width / 2, price.y + price.height / 2);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
});
