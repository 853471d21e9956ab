import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { CatalogApi, catalogPage, resultsText } from './support/catalog';
import { ACME } from './support/data';
import { escapeRegExp, LANGUAGES, messages, type Lang, type LangCase } from './support/i18n';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { DEMO, loginThroughApi, waitForHydration } from './support/session';

/**
 * Issue #46 (decision 0051): the search in the header of every shop page, both languages, at
 * 1280 and 390 px. A word lists what it finds; an exact product code or SKU opens that product
 * (middleware's redirect); a search that finds nothing offers a way on.
 */
const fillTemplate = (template: string, query: string) => template.replace('{query}', query);

async function productPages(api: CatalogApi) {
  const list = await api.list({ status: 'Available', size: 'M', pageSize: 2 });
  const [from, to] = await Promise.all(list.items.slice(0, 2).map((card) => api.byUrl(card.eurl)));
  return { from: from!, to: to! };
}

/** The demo customer signed in (browser and API), and the catalogue API as the oracle. */
async function signIn(request: APIRequestContext, context: BrowserContext, baseURL: string, lang: Lang): Promise<CatalogApi> {
  const session = await loginThroughApi(request, context, baseURL, DEMO.acme.email, DEMO.acme.partner);
  return new CatalogApi(request, session.at, lang);
}

function headerSearch(page: Page, { lang }: LangCase) {
  const t = messages(lang).search.header;
  const banner = page.getByRole('banner');
  return {
    box: banner.getByRole('searchbox', { name: t.label }),
    open: banner.getByRole('button', { name: t.open }),
    submit: banner.getByRole('button', { name: t.submit }),
  };
}

for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);
  const shop = `${prefix}/${ACME.code}`;

  test.describe(`header search, 1280 px (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    let api: CatalogApi;
    test.beforeEach(async ({ context, request, baseURL }) => {
      api = await signIn(request, context, baseURL!, lang);
    });

    test('from a product page: a word lists what it finds, an exact code and a SKU open their product', async ({ page }) => {
      const { from, to } = await productPages(api);
      await page.goto(`${shop}/products/${from.eurl}`);
      const search = headerSearch(page, lc);
      // Inline at this width: the field itself, no button to open it.
      await expect(search.box).toBeVisible();
      await expect(search.open).toBeHidden();
      await waitForHydration(page, 'header form[role=search]');

      const word = lang === 'el' ? 'μπότες' : 'boots';
      const expected = await api.list({ q: word });
      expect(expected.total).toBeGreaterThan(0);
      await search.box.fill(word);
      await search.box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shop)}/products\\?q=${escapeRegExp(encodeURIComponent(word))}$`));
      await expect(catalogPage(page, lang).results).toHaveText(resultsText(lang, expected.total));

      // An exact code, typed in small letters with spaces around: straight to its product.
      await page.goto(`${shop}/products/${from.eurl}`);
      await waitForHydration(page, 'header form[role=search]');
      await search.box.fill(`  ${to.code.toLowerCase()} `);
      await search.submit.click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shop)}/products/${escapeRegExp(to.eurl)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(to.name);

      // A SKU: its product with that colour and size chosen.
      const variant = to.variants.find((v) => v.size !== null) ?? to.variants[0]!;
      await search.box.fill(variant.sku);
      await search.submit.click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shop)}/products/${escapeRegExp(to.eurl)}\\?color=${variant.color}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(to.name);
      expect(new URL(page.url()).searchParams.get('size')).toBe(variant.size);
    });

    test('the same code from a plain GET (no script yet) is redirected by the server', async ({ page, playwright, baseURL }) => {
      const { to } = await productPages(api);
      const res = await page.goto(`${shop}/products?q=${encodeURIComponent(to.code)}`);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shop)}/products/${escapeRegExp(to.eurl)}$`));
      // Without a session nothing is looked up: the list's login, never the product.
      const visitor = await playwright.request.newContext({ baseURL });
      const anonymous = await visitor.get(`${shop}/products?q=${encodeURIComponent(to.code)}`, { maxRedirects: 0 });
      expect(anonymous.status()).toBe(307);
      expect(anonymous.headers().location).toContain('/login');
      await visitor.dispose();
    });

    test('a search that finds nothing offers a way on: spelling hint, categories, popular products, all products', async ({ page }) => {
      const t = m.search.noResults;
      const text = 'zzqx-nothing-matches';
      await page.goto(`${shop}/cart`);
      const search = headerSearch(page, lc);
      await waitForHydration(page, 'header form[role=search]');
      await search.box.fill(text);
      await search.box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/products\\?q=${text}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: fillTemplate(t.title, text) })).toBeVisible();
      await expect(main.getByText(t.spelling)).toBeVisible();
      await expect(catalogPage(page, lang).results).toHaveText(resultsText(lang, 0));
      const categories = main.getByRole('region', { name: t.categories });
      await expect(categories.getByRole('link').first()).toBeVisible();
      await expect(main.getByRole('region', { name: t.popular }).getByRole('article').first()).toBeVisible();
      await main.getByRole('link', { name: t.allProducts, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shop)}/products$`));
      await expect(page.locator('.product-card').first()).toBeVisible();
    });

    test('not on the sign-in pages: the login header has no search', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto(`${shop}/login`);
      await expect(page.getByRole('banner').getByRole('link', { name: ACME.name })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('search')).toHaveCount(0);
      await context.close();
    });
  });

  test.describe(`header search, 390 px (${lang})`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
    let api: CatalogApi;
    test.beforeEach(async ({ context, request, baseURL }) => {
      api = await signIn(request, context, baseURL!, lang);
    });

    test('a button opens the field over the one-row header; an exact code opens its product; nothing sideways', async ({ page }) => {
      const { from, to } = await productPages(api);
      await page.goto(`${shop}/products/${from.eurl}`);
      const search = headerSearch(page, lc);
      const banner = page.getByRole('banner');
      const height = (await banner.boundingBox())!.height;
      expect(height).toBeLessThanOrEqual(64);
      await expect(search.box).toBeHidden();
      await expectNoSidewaysScroll(page);

      await search.open.click();
      await expect(search.box).toBeVisible();
      await expect(search.box).toBeInViewport();
      await expect((await banner.boundingBox())!.height).toBe(height);
      await waitForHydration(page, 'header form[role=search]');
      await search.box.fill(to.code);
      await search.box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(shop)}/products/${escapeRegExp(to.eurl)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(to.name);
      await expect(search.box).toBeHidden();
      await expectNoSidewaysScroll(page);
    });

    test('no results at 390 px: the way on fits the screen', async ({ page }) => {
      const t = m.search.noResults;
      await page.goto(`${shop}`);
      const search = headerSearch(page, lc);
      await search.open.click();
      await search.box.fill('qqqzzz');
      await search.box.press('Enter');
      await expect(page).toHaveURL(/\/products\?q=qqqzzz$/);
      await expect(page.getByRole('heading', { level: 2, name: fillTemplate(t.title, 'qqqzzz') })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: t.allProducts, exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
