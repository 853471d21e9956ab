import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ProductDetail } from '../lib/contract/catalog';
import type { NamedColor } from '../lib/contract/enums';
import { newShopper } from './support/cart';
import { type CatalogApi, waitForCatalogHydration } from './support/catalog';
import { ACME } from './support/data';
import { fill, LANGUAGES, messages, type Lang } from './support/i18n';
import { expectNoSidewaysScroll, PHONE } from './support/phone';

/**
 * Issue #16 item 4, pictures that help buy: each colour has a front, a back and a detail picture;
 * the gallery follows the colour chosen in the picker (the URL's from the first paint), its
 * thumbnails switch the view, a phone swipes along the pictures, a desktop opens one large and
 * zooms it. Alt texts and labels are in the page's language; the pictures come through next/image.
 */
async function productWithColors(api: CatalogApi): Promise<{ product: ProductDetail; colors: [NamedColor, NamedColor] }> {
  const list = await api.list({ pageSize: 24 });
  for (const card of list.items) {
    if (card.colors.length >= 2) return { product: await api.byUrl(card.eurl), colors: [card.colors[0]!, card.colors[1]!] };
  }
  throw new Error('no product with two colours');
}

function gallery(page: Page, lang: Lang, name: string) {
  const g = messages(lang).product.gallery;
  const colorName = (color: NamedColor) => messages(lang).catalog.colorNames[color];
  const root = page.getByRole('region', { name: fill(g.label, { name }) });
  const picture = (view: 'front' | 'back' | 'detail', color: NamedColor) => fill(g.picture, { view: g.view[view], color: colorName(color) });
  return {
    root,
    strip: root.locator('.gallery-strip'),
    slide: (view: 'front' | 'back' | 'detail'): Locator => root.locator(`.gallery-slide[data-view="${view}"]`),
    thumb: (view: 'front' | 'back' | 'detail', color: NamedColor): Locator => root.getByRole('group', { name: g.views }).getByRole('button', { name: picture(view, color), exact: true }),
    picture,
    alt: (view: 'front' | 'back' | 'detail', color: NamedColor) => fill(g.alt, { name, view: g.view[view], color: colorName(color) }),
  };
}

/** The picture the browser shows (its currentSrc, drawn by the API at one of next/image's widths) is `color`'s `view`, and it has loaded. */
async function expectShows(image: Locator, code: string, color: NamedColor, view: string) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? decodeURIComponent(img.currentSrc) : '')), { timeout: 15_000 })
    .toMatch(new RegExp(`^https?://[^/]+/api/images/products/${code}/${color}/${view}-\\d+\\.webp$`));
}

const currentIndex = (strip: Locator) => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth));

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const colorRadio = (page: Page, color: NamedColor) => page.getByRole('group', { name: m.product.color, exact: true }).getByRole('radio', { name: m.catalog.colorNames[color], exact: true });

  test.describe(`desktop (${lang})`, () => {
    test(`colour changes picture, thumbnails switch the view, zoom (${lang}, desktop)`, async ({ page, request, context, baseURL }) => {
      const shopper = await newShopper(request, context, baseURL!, lang);
      const { product, colors } = await productWithColors(shopper.catalog);
      const [first, second] = colors;
      // The URL's colour is shown from the first paint (server-rendered), before any script.
      await page.goto(`${prefix}/${ACME.code}/products/${product.eurl}?color=${second}`);
      const g = gallery(page, lang, product.name);
      const front = g.slide('front').locator('img');
      await expect(front).toHaveAttribute('alt', g.alt('front', second));
      await expectShows(front, product.code, second, 'front');
      await waitForCatalogHydration(page);

      // Another colour: the picture follows, its alt text too.
      await colorRadio(page, first).check();
      await expectShows(front, product.code, first, 'front');
      await expect(front).toHaveAttribute('alt', g.alt('front', first));
      await expect(g.thumb('front', first)).toHaveAttribute('aria-pressed', 'true');

      // A thumbnail shows its view: the strip moves to it.
      await g.thumb('back', first).click();
      await expect(g.thumb('back', first)).toHaveAttribute('aria-pressed', 'true');
      await expect(g.thumb('front', first)).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => currentIndex(g.strip)).toBe(1);
      await expectShows(g.slide('back').locator('img'), product.code, first, 'back');
      await g.thumb('detail', first).click();
      await expect.poll(() => currentIndex(g.strip)).toBe(2);
      await expectShows(g.slide('detail').locator('img'), product.code, first, 'detail');

      // Zoom: the picture opens large in a dialog, "Zoom" enlarges it, the arrows move it, Escape closes it.
      await g.slide('detail').click();
      const dialog = page.getByRole('dialog', { name: g.picture('detail', first) });
      await expect(dialog).toBeVisible();
      const large = dialog.getByRole('img', { name: g.alt('detail', first) });
      await expectShows(large, product.code, first, 'detail');
      const zoom = dialog.getByRole('button', { name: m.product.gallery.zoom });
      await zoom.press('Enter');
      await expect(zoom).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => large.evaluate((img) => getComputedStyle(img).transform)).toBe('matrix(2.5, 0, 0, 2.5, 0, 0)');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => large.evaluate((img) => img.parentElement!.style.getPropertyValue('--zoom-x'))).toBe('60%');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(g.slide('detail')).toBeFocused();
    });
  });

  test.describe(`phone (${lang})`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test(`colour changes picture, a swipe moves along the views (${lang}, 390 px)`, async ({ page, request, context, baseURL }) => {
      const shopper = await newShopper(request, context, baseURL!, lang);
      const { product, colors } = await productWithColors(shopper.catalog);
      const [first, second] = colors;
      await page.goto(`${prefix}/${ACME.code}/products/${product.eurl}`);
      const g = gallery(page, lang, product.name);
      const front = g.slide('front').locator('img');
      // No colour chosen yet: the first colour's pictures.
      await expectShows(front, product.code, first, 'front');
      await waitForCatalogHydration(page);
      await expectNoSidewaysScroll(page);

      await colorRadio(page, second).check();
      await expectShows(front, product.code, second, 'front');
      await expect(front).toHaveAttribute('alt', g.alt('front', second));

      // A real swipe: a finger moves 250 px to the left over the picture; the strip snaps to the back view.
      await g.strip.scrollIntoViewIfNeeded();
      const box = (await g.strip.boundingBox())!;
      const [x, y] = [Math.round(box.x + box.width * 0.8), Math.round(box.y + box.height / 2)];
      const cdp = await context.newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - step * 25, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(() => currentIndex(g.strip)).toBe(1);
      await expect.poll(() => g.strip.evaluate((el) => el.scrollLeft % el.clientWidth)).toBeLessThan(1);
      await expect(g.thumb('back', second)).toHaveAttribute('aria-pressed', 'true');
      await expectShows(g.slide('back').locator('img'), product.code, second, 'back');
      // The thumbnails are tap targets of at least 44 px.
      const thumb = (await g.thumb('detail', second).boundingBox())!;
      expect(Math.min(thumb.width, thumb.height)).toBeGreaterThanOrEqual(44);
      await g.thumb('detail', second).tap();
      await expect.poll(() => currentIndex(g.strip)).toBe(2);
      await expectShows(g.slide('detail').locator('img'), product.code, second, 'detail');
      await expectNoSidewaysScroll(page);
    });
  });
}

/**
 * Only the picture shown first is fetched first (issue #16, Lighthouse counts every high-priority
 * image before the largest paint): at 390 px the other views, next to it in the strip, and the
 * thumbnails, in view below it, stay at Chrome's low priority, never raised.
 */
test('the gallery fetches its first picture first, the other views and thumbnails at low priority (390 px)', async ({ page, request, context, baseURL }) => {
  await page.setViewportSize(PHONE);
  const shopper = await newShopper(request, context, baseURL!, 'el');
  const { product, colors } = await productWithColors(shopper.catalog);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const priority = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    urls.set(e.requestId, decodeURIComponent(e.request.url));
    priority.set(e.requestId, e.request.initialPriority);
  });
  cdp.on('Network.resourceChangedPriority', (e) => priority.set(e.requestId, e.newPriority));
  await page.goto(`/${ACME.code}/products/${product.eurl}?color=${colors[0]}`);
  await page.waitForLoadState('networkidle');
  const of = (view: string) =>
    [...urls].filter(([, url]) => url.includes(`/api/images/products/${product.code}/${colors[0]}/${view}-`)).map(([id, url]) => ({ width: Number(/-(\d+)\.webp/.exec(url)?.[1]), priority: priority.get(id) }));
  // The lazy thumbnails are asked for once laid out, which can come after the network went quiet.
  await expect.poll(() => ['back', 'detail'].every((view) => of(view).length > 0) && of('front').some((r) => r.width <= 128)).toBe(true);
  const fronts = of('front');
  expect(fronts.filter((r) => r.width > 128).map((r) => r.priority)).toEqual(['High']);
  for (const view of ['back', 'detail']) {
    const requests = of(view);
    expect(requests.length, `${view} requested`).toBeGreaterThan(0);
    expect(requests.map((r) => r.priority), view).toEqual(requests.map(() => 'Low'));
  }
  const thumbs = fronts.filter((r) => r.width <= 128);
  expect(thumbs.length, 'the front thumbnail requested').toBe(1);
  expect(thumbs[0]!.priority).toBe('Low');
});
