import { expect, test, type Page } from '@playwright/test';
import type { ProductList } from '../lib/contract/catalog';
import { CatalogApi, catalogPage, resultsText, waitForCatalogHydration } from './support/catalog';
import { ACME } from './support/data';
import { escapeRegExp, LANGUAGES, messages } from './support/i18n';
import { DEMO, loginThroughApi } from './support/session';

/**
 * Issue #16 item 8: the storefront's search finds word families in both languages. In each
 * storefront language, the Greek word (in several forms) and the English word show the same
 * products: every product of the boots category, as the API lists them.
 */
for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const t = messages(lang).catalog;
  const listPath = `${prefix}/${ACME.code}/products`;

  test.describe(`search (${lang})`, () => {
    let api: CatalogApi;

    test.beforeEach(async ({ context, request, baseURL }) => {
      const session = await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
      api = new CatalogApi(request, session.at, lang);
    });

    async function searchFor(page: Page, text: string): Promise<void> {
      await page.getByRole('searchbox', { name: t.search }).fill(text);
      await page.getByRole('button', { name: t.searchButton, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${escapeRegExp(encodeURIComponent(text))}$`));
    }

    async function expectCards(page: Page, expected: ProductList): Promise<void> {
      const ui = catalogPage(page, lang);
      await expect(ui.results).toHaveText(resultsText(lang, expected.total));
      await expect(ui.cardNames).toHaveText(expected.items.map((p) => p.name));
    }

    test('μπότες, μποτάκια and boots show the same products: every boot', async ({ page }) => {
      const boots = await api.list({ category: 'boots' });
      expect(boots.total).toBeGreaterThan(0);
      const byWord = await Promise.all(['μπότες', 'μποτάκια', 'boots'].map((q) => api.list({ q })));
      for (const answer of byWord) expect(answer.items.map((p) => p.id)).toEqual(boots.items.map((p) => p.id));

      await page.goto(listPath);
      await waitForCatalogHydration(page);
      for (const word of ['μπότες', 'μποτάκια', 'boots']) {
        await searchFor(page, word);
        await expectCards(page, boots);
      }
    });

    test('a brand name finds the brand’s products', async ({ page }) => {
      const brand = await api.list({ brand: 'nordvik' });
      expect(brand.total).toBeGreaterThan(0);
      await page.goto(listPath);
      await waitForCatalogHydration(page);
      await searchFor(page, 'Nordvik');
      await expectCards(page, brand);
    });
  });
}
