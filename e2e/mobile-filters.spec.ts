import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { CatalogApi, catalogPage, resultsText, waitForCatalogHydration } from './support/catalog';
import { ACME } from './support/data';
import { escapeRegExp, fill, formatIcu, LANGUAGES, messages, type Lang } from './support/i18n';
import { PHONE } from './support/phone';
import { DEMO, loginThroughApi } from './support/session';

/**
 * Issue #16 item 2: on a phone (390 px) the product list starts above the fold; the filters are in
 * a drawer opened by "Filters (n)" (n = chosen facet values, one for a price range), which keeps
 * working as the column does (every choice is a URL), closes with Escape or its close button and
 * gives the focus back to its button. Wider, the column is there and the button is not.
 */
for (const { lang, prefix } of LANGUAGES) {
  const t = messages(lang).catalog;
  const listPath = `${prefix}/${ACME.code}/products`;
  const title = (count: number) => (count ? fill(t.filtersCount, { count }) : t.filters);
  const showResults = (count: number) => formatIcu(lang as Lang, t.showResults, { count });

  test.describe(`filters drawer (${lang})`, () => {
    let api: CatalogApi;
    test.beforeEach(async ({ context, request, baseURL }) => {
      const session = await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
      api = new CatalogApi(request, session.at, lang);
    });

    test.describe('390 px', () => {
      test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

      const filtersButton = (page: Page) => page.getByRole('main').getByRole('button', { name: new RegExp(`^${escapeRegExp(t.filters)}( \\(\\d+\\))?$`) });
      const drawer = (page: Page) => page.getByRole('dialog');

      test('products above the fold; the drawer filters, counts, clears and closes; focus goes back to its button', async ({ page }) => {
        const all = await api.list();
        await page.goto(listPath);
        const ui = catalogPage(page, lang);
        // The first card is on screen as the page opens, and no filter stands above it.
        const card = await ui.cards.first().boundingBox();
        test.info().annotations.push({ type: 'first-card-top', description: `${card!.y} px` });
        expect(card!.y, 'the first product starts within the 844 px screen').toBeLessThan(PHONE.height - 100);
        await expect(page.getByRole('group', { name: t.colors, exact: true })).toHaveCount(0);
        // Sort and search are at hand without the drawer.
        await expect(ui.sort).toBeInViewport();
        await expect(page.getByRole('searchbox', { name: t.search })).toBeInViewport();
        await waitForCatalogHydration(page);
        await expectNoAxeViolations(page);

        await expect(filtersButton(page)).toHaveText(title(0));
        await filtersButton(page).click();
        await expect(drawer(page)).toBeVisible();
        await expectNoAxeViolations(page);
        await expect(drawer(page)).toHaveAccessibleName(title(0));
        await expect(drawer(page).getByRole('button', { name: showResults(all.total) })).toBeVisible();

        // A colour: the list narrows behind the drawer, which stays open with the count and the same checkbox focused.
        const color = all.facets.colors.find((v) => v.count > 0 && v.count < all.total)!;
        const colorBox = drawer(page).getByRole('group', { name: t.colors, exact: true }).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(t.colorNames[color.value as keyof typeof t.colorNames])}\\s*\\d+$`) });
        await colorBox.click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath)}\\?color=${color.value}$`));
        const byColor = await api.list({ color: color.value });
        await expect(ui.results).toHaveText(resultsText(lang, byColor.total));
        await expect(drawer(page)).toHaveAccessibleName(title(1));
        await expect(drawer(page).getByRole('button', { name: showResults(byColor.total) })).toBeVisible();
        await expect(colorBox).toBeChecked();
        await expect(colorBox).toBeFocused();

        // A size too, then a price range: one more each.
        const size = byColor.facets.sizes.find((v) => v.count > 0 && v.count < byColor.total)!;
        await drawer(page).getByRole('group', { name: t.sizes, exact: true }).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(size.label)}\\s*\\d+$`) }).click();
        await expect(page).toHaveURL(new RegExp(`size=${escapeRegExp(encodeURIComponent(size.value))}$`));
        await expect(drawer(page)).toHaveAccessibleName(title(2));
        const bySize = await api.list({ color: color.value, size: size.value });
        await expect(drawer(page).getByRole('button', { name: showResults(bySize.total) })).toBeVisible();
        // A range around every price: the same products, one more filter.
        const high = Math.ceil(all.facets.price.max! / 100) + 1;
        await drawer(page).getByLabel(t.priceMin).fill('0');
        await drawer(page).getByLabel(t.priceMax).fill(String(high));
        await drawer(page).getByRole('button', { name: t.apply, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`priceMin=0&priceMax=${high}$`));
        await expect(drawer(page)).toHaveAccessibleName(title(3));

        // Escape closes it; the focus is back on the button, which shows the count.
        await page.keyboard.press('Escape');
        await expect(drawer(page)).toBeHidden();
        await expect(filtersButton(page)).toBeFocused();
        await expect(filtersButton(page)).toHaveText(title(3));
        await expect(ui.results).toHaveText(resultsText(lang, bySize.total));

        // The close button does the same.
        await filtersButton(page).click();
        await expect(drawer(page)).toBeVisible();
        await drawer(page).getByRole('button', { name: t.closeFilters }).click();
        await expect(drawer(page)).toBeHidden();
        await expect(filtersButton(page)).toBeFocused();

        // Clear all, then "Show N products" closes it on the whole list.
        await filtersButton(page).click();
        await drawer(page).getByRole('button', { name: t.clearAll, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath)}$`));
        await expect(drawer(page)).toHaveAccessibleName(title(0));
        await expect(drawer(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
        await drawer(page).getByRole('button', { name: showResults(all.total) }).click();
        await expect(drawer(page)).toBeHidden();
        await expect(filtersButton(page)).toBeFocused();
        await expect(filtersButton(page)).toHaveText(title(0));
        await expect(ui.results).toHaveText(resultsText(lang, all.total));
      });

      test('a filtered list opens with its count on the button; the search stays outside the drawer and is not counted', async ({ page }) => {
        const all = await api.list();
        const brand = all.facets.brands.find((v) => v.count > 0)!;
        await page.goto(`${listPath}?q=a&brand=${encodeURIComponent(brand.value)}&priceMax=500`);
        await expect(filtersButton(page)).toHaveText(title(2));
        await expect(page.getByRole('searchbox', { name: t.search })).toHaveValue('a');
        await waitForCatalogHydration(page);
        await filtersButton(page).click();
        await drawer(page).getByRole('button', { name: t.clearAll, exact: true }).click();
        // The filters go, the search stays.
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(listPath)}\\?q=a$`));
        await expect(drawer(page)).toHaveAccessibleName(title(0));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      });
    });

    test('desktop: the filters column beside the list, no drawer button', async ({ page }) => {
      await page.goto(listPath);
      await expect(page.getByRole('group', { name: t.colors, exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('button', { name: t.filters, exact: true })).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const [column, firstCard] = await Promise.all([page.locator('.catalog-body > .filters').boundingBox(), catalogPage(page, lang).cards.first().boundingBox()]);
      expect(firstCard!.x, 'the products stand right of the column').toBeGreaterThanOrEqual(column!.x + column!.width);
    });
  });
}
