import { expect, test, type Page } from '@playwright/test';
import type { FacetValue, ProductList } from '../lib/contract/catalog';
import type { NamedColor, StockAvailability } from '../lib/contract/enums';
import { CatalogApi, catalogPage, resultsText, waitForCatalogHydration } from './support/catalog';
import { ACME } from './support/data';
import { escapeRegExp, LANGUAGES, messages } from './support/i18n';
import { DEMO, loginThroughApi } from './support/session';

/** Issue #4: the product list (filters, sort, pages in the URL) and the product page, in both languages. */
for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);
  const t = m.catalog;
  const listPath = `${prefix}/${ACME.code}/products`;

  test.describe(`catalogue (${lang})`, () => {
    let api: CatalogApi;

    test.beforeEach(async ({ context, request, baseURL }) => {
      const session = await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
      api = new CatalogApi(request, session.at, lang);
    });

    /** The page shows `total` results and, when any, the API's first cards in the same order. */
    async function expectList(page: Page, expected: ProductList): Promise<void> {
      const ui = catalogPage(page, lang);
      await expect(ui.results).toHaveText(resultsText(lang, expected.total));
      if (expected.total === 0) {
        await expect(page.getByText(t.empty, { exact: true })).toBeVisible();
        return;
      }
      await expect(ui.cardNames).toHaveText(expected.items.map((p) => p.name));
    }

    const facetLabel = (key: 'category' | 'color' | 'size' | 'brand' | 'status', value: FacetValue) =>
      key === 'color' ? t.colorNames[value.value as NamedColor] : key === 'status' ? t.availability[value.value as StockAvailability] : value.label;
    const checkbox = (page: Page, legend: string, label: string, count?: number) =>
      catalogPage(page, lang)
        .group(legend)
        .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(label)}\\s*${count ?? '\\d+'}$`) });

    test('the first page is rendered on the server', async ({ context }) => {
      const expected = await api.list({ sort: 'Default', page: 1 });
      const res = await context.request.get(listPath);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<h1>${t.title}</h1>`);
      expect(expected.items.length).toBeGreaterThan(0);
      for (const product of expected.items) {
        expect(html).toContain(`/products/${product.eurl}"`);
        expect(html).toContain(t.code.replace('{code}', product.code));
      }
    });

    test('filters by every facet kind, combines filters and clears them', async ({ page }) => {
      const all = await api.list();
      await page.goto(listPath);
      await waitForCatalogHydration(page);
      await expectList(page, all);

      const groups = [
        { key: 'category', legend: t.categories, values: all.facets.categories },
        { key: 'color', legend: t.colors, values: all.facets.colors },
        { key: 'size', legend: t.sizes, values: all.facets.sizes },
        { key: 'brand', legend: t.brands, values: all.facets.brands },
        { key: 'status', legend: t.status, values: all.facets.status },
      ] as const;
      for (const { key, legend, values } of groups) {
        const value = values.find((v) => v.count > 0 && v.count < all.total);
        expect(value, `a ${key} value that narrows the list`).toBeDefined();
        const box = checkbox(page, legend, facetLabel(key, value!), value!.count);
        // A click, then the state: the list of each state is a page of its own (cached, issue #15),
        // so the checkbox after the click is the next page's (Playwright's check() compares the same element).
        await box.click();
        await expect(page).toHaveURL(new RegExp(`[?&]${key}=${escapeRegExp(encodeURIComponent(value!.value))}(&|$)`));
        await expect(box).toBeChecked();
        const filtered = await api.list({ [key]: value!.value });
        expect(filtered.total).toBe(value!.count);
        await expectList(page, filtered);
        await box.click();
        await expect(page).not.toHaveURL(new RegExp(`[?&]${key}=`));
        await expect(box).not.toBeChecked();
        await expectList(page, all);
      }

      // Price range (whole euros in the URL and the inputs, cents in the API).
      const low = Math.ceil(all.facets.price.min! / 100) + 5;
      const high = low + 40;
      await page.getByRole('textbox', { name: t.priceMin }).fill(String(low));
      await page.getByRole('textbox', { name: t.priceMax }).fill(String(high));
      await page.getByRole('button', { name: t.apply, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?priceMin=${low}&priceMax=${high}$`));
      const priced = await api.list({ priceMin: low * 100, priceMax: high * 100 });
      expect(priced.total).toBeGreaterThan(0);
      expect(priced.total).toBeLessThan(all.total);
      await expectList(page, priced);
      for (const p of priced.items) {
        expect(p.price.gross).toBeGreaterThanOrEqual(low * 100);
        expect(p.price.gross).toBeLessThanOrEqual(high * 100);
      }

      // Two filters together: a colour and a category.
      await page.getByRole('button', { name: t.clearAll, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath)}$`));
      await expectList(page, all);
      const color = all.facets.colors.find((v) => v.count > 0)!;
      await checkbox(page, t.colors, facetLabel('color', color), color.count).click();
      await expect(page).toHaveURL(new RegExp(`\\?color=${color.value}$`));
      const byColor = await api.list({ color: color.value });
      await expectList(page, byColor);
      const category = byColor.facets.categories.find((v) => v.count > 0 && v.count < byColor.total)!;
      await checkbox(page, t.categories, category.label, category.count).click();
      await expect(page).toHaveURL(new RegExp(`\\?category=${escapeRegExp(encodeURIComponent(category.value))}&color=${color.value}$`));
      const both = await api.list({ color: color.value, category: category.value });
      expect(both.total).toBe(category.count);
      await expectList(page, both);
      await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);

      // Clear all.
      await page.getByRole('button', { name: t.clearAll, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath)}$`));
      await expectList(page, all);
      await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.clearAll, exact: true })).toHaveCount(0);
    });

    test('sorts four ways', async ({ page }) => {
      await page.goto(listPath);
      await waitForCatalogHydration(page);
      const ui = catalogPage(page, lang);
      for (const sort of ['PriceAscending', 'PriceDescending', 'CreateDateDescending', 'Default'] as const) {
        await ui.sort.selectOption({ label: t.sorts[sort] });
        if (sort === 'Default') await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath)}$`));
        else await expect(page).toHaveURL(new RegExp(`\\?sort=${sort}$`));
        await expect(ui.sort).toHaveValue(sort);
        const expected = await api.list({ sort });
        await expectList(page, expected);
        const [first, second] = expected.items;
        if (sort === 'PriceAscending') expect(first!.price.gross).toBeLessThanOrEqual(second!.price.gross);
        if (sort === 'PriceDescending') expect(first!.price.gross).toBeGreaterThanOrEqual(second!.price.gross);
      }
    });

    test('a sort order the API refuses (RatingDescending) in the URL shows the default order', async ({ page }) => {
      const expected = await api.list();
      const res = await page.goto(`${listPath}?sort=RatingDescending`);
      expect(res?.status()).toBe(200);
      await expect(catalogPage(page, lang).sort).toHaveValue('Default');
      await expectList(page, expected);
    });

    test('pages through the list and Back returns to the first page', async ({ page }) => {
      const [first, second] = await Promise.all([api.list({ page: 1 }), api.list({ page: 2 })]);
      await page.goto(listPath);
      await waitForCatalogHydration(page);
      await expectList(page, first);
      const ui = catalogPage(page, lang);
      await ui.pagination.getByRole('link', { name: t.next, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?page=2$`));
      await expectList(page, second);
      await expect(ui.pagination.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath)}$`));
      await expectList(page, first);
    });

    test('a search that matches nothing shows the no-results page with its way on (decision 0051)', async ({ page }) => {
      const n = m.search.noResults;
      await page.goto(listPath);
      await waitForCatalogHydration(page);
      await page.getByRole('searchbox', { name: t.search }).fill('zzqx-nothing-matches');
      await page.getByRole('button', { name: t.searchButton, exact: true }).click();
      await expect(page).toHaveURL(/\?q=zzqx-nothing-matches$/);
      await expect(page.getByRole('heading', { level: 2, name: n.title.replace('{query}', 'zzqx-nothing-matches') })).toBeVisible();
      await expect(page.getByText(n.spelling, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: n.allProducts, exact: true })).toBeVisible();
      await expect(catalogPage(page, lang).results).toHaveText(resultsText(lang, 0));
      // The only cards are the popular products offered as a way on.
      await expect(page.getByRole('region', { name: n.popular }).getByRole('article').first()).toBeVisible();
      await expect(catalogPage(page, lang).cards).toHaveCount(await page.getByRole('region', { name: n.popular }).getByRole('article').count());
    });

    test('a product the catalogue does not show answers 404 with the not-found page', async ({ page }) => {
      const res = await page.goto(`${listPath}/no-such-product-p999999?color=red`);
      expect(res?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: m.notFound.title })).toBeVisible();
    });

    test('product page: colour and size in the URL, add-to-cart errors, deep link to a variant', async ({ page }) => {
      const p = m.product;
      // A product with sizes and a variant in stock.
      const sized = await api.list({ size: 'M', status: 'Available', pageSize: 10 });
      let detail;
      for (const card of sized.items) {
        const d = await api.byUrl(card.eurl);
        if (d.sizeKind !== 'None' && d.variants.some((v) => v.size && v.stock > 0 && v.availability === 'Available')) {
          detail = d;
          break;
        }
      }
      expect(detail, 'a product with sizes in stock').toBeDefined();
      const variant = detail!.variants.find((v) => v.size && v.stock > 0 && v.availability === 'Available')!;
      const colorName = t.colorNames[variant.color];
      const productPath = `${listPath}/${detail!.eurl}`;

      // From a search of its exact code straight to the product (decision 0051).
      await page.goto(`${listPath}?q=${encodeURIComponent(detail!.code)}`);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(productPath)}$`));
      await expect(page.getByRole('heading', { level: 1, name: detail!.name })).toBeVisible();
      await waitForCatalogHydration(page);

      // It opens with the first variant that can be sold chosen (issue #46), the URL left as it was.
      const colorGroup = page.getByRole('group', { name: p.color, exact: true });
      const sizeGroup = page.getByRole('group', { name: p.size, exact: true });
      const preselected = detail!.variants.find((v) => v.stock > 0 && !['Exhausted', 'NotAvailable', 'ComingSoon'].includes(v.availability))!;
      await expect(colorGroup.getByRole('radio', { name: t.colorNames[preselected.color], exact: true })).toBeChecked();
      await expect(sizeGroup.getByRole('radio', { name: preselected.size!, exact: true })).toBeChecked();

      // A URL that names the colour only keeps it so: no size chosen → "select a size".
      await page.goto(`${productPath}?color=${variant.color}`);
      await waitForCatalogHydration(page);
      await expect(colorGroup.getByRole('radio', { name: colorName, exact: true })).toBeChecked();
      await expect(sizeGroup.getByRole('radio', { checked: true })).toHaveCount(0);
      const addToCart = page.getByRole('button', { name: p.addToCart, exact: true });
      await addToCart.click();
      await expect(page.getByRole('alert').filter({ hasText: p.errors.select_size })).toBeVisible();

      // Colour and size chosen → both in the URL; more than the stock cannot be typed (issue #16
      // item 1: capped, and said why, before any submit); none → "not available quantity".
      await sizeGroup.getByRole('radio', { name: variant.size!, exact: true }).check();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(productPath)}\\?color=${variant.color}&size=${escapeRegExp(encodeURIComponent(variant.size!))}$`));
      await expect(page.getByRole('alert').filter({ hasText: p.errors.select_size })).toHaveCount(0);
      const quantity = page.getByLabel(p.quantity, { exact: true });
      const shownStock = Number(await quantity.getAttribute('max'));
      await quantity.fill(String(shownStock + 1));
      await expect(quantity).toHaveValue(String(shownStock));
      await expect(page.getByRole('status').filter({ hasText: p.quantityCapped.replace('{count}', String(shownStock)) })).toBeVisible();
      await quantity.fill('0');
      await addToCart.click();
      await expect(page.getByRole('alert').filter({ hasText: p.errors.not_available_quantity })).toBeVisible();

      // A deep link preselects the variant.
      await page.goto(`${productPath}?color=${variant.color}&size=${encodeURIComponent(variant.size!)}`);
      await expect(page.getByRole('group', { name: p.color, exact: true }).getByRole('radio', { name: colorName, exact: true })).toBeChecked();
      await expect(page.getByRole('group', { name: p.size, exact: true }).getByRole('radio', { name: variant.size!, exact: true })).toBeChecked();
      // Other tests place orders at the same time: compare with the stock the page was rendered from.
      const stockNow = (await api.byUrl(detail!.eurl)).variants.find((v) => v.id === variant.id)!.stock;
      await expect(page.getByText(p.inStock.replace('{count}', String(stockNow)), { exact: false })).toBeVisible();
    });
  });
}
