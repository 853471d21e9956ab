import { expect, type Locator, type Page } from '@playwright/test';
import type { ProductDetail, ProductList } from '../../lib/contract/catalog';
import { CustomerApi } from './customer-api';
import { messages, type Lang } from './i18n';

/** The catalogue API as the oracle of the pages (same partner, language and customer). */
export class CatalogApi extends CustomerApi {
  /** `GET /api/Products`; `params` like the page's URL but with prices in cents. */
  async list(params: Record<string, string | number | (string | number)[]> = {}): Promise<ProductList> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
    const res = await this.request.get(`/api/Products?${search}`, { headers: this.headers() });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as ProductList;
  }

  async byUrl(eurl: string): Promise<ProductDetail> {
    const res = await this.request.get(`/api/Products/ByUrl/${encodeURIComponent(eurl)}`, { headers: this.headers() });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as ProductDetail;
  }
}

/** The `catalog.results` ICU plural (`=0`, `one`, `other`) for a count. */
export function resultsText(lang: Lang, count: number): string {
  const template = messages(lang).catalog.results;
  const branch = (key: string) => new RegExp(`${key.replace('=', '\\=')} \\{([^}]*)\\}`).exec(template)?.[1] ?? '';
  const text = count === 0 ? branch('=0') : count === 1 ? branch('one') : branch('other');
  return text.replace('#', new Intl.NumberFormat(lang).format(count));
}

/** The product list page's parts. */
export function catalogPage(page: Page, lang: Lang) {
  const t = messages(lang).catalog;
  const main = page.getByRole('main');
  const list = main.getByRole('region', { name: t.title });
  return {
    results: main.getByRole('status'),
    cards: list.getByRole('article'),
    cardNames: list.getByRole('article').getByRole('heading', { level: 2 }),
    group: (legend: string): Locator => page.getByRole('group', { name: legend, exact: true }),
    // By role: a list page left by a filter change stays in the DOM, hidden (Next keeps three).
    sort: page.getByRole('combobox', { name: t.sort }),
    pagination: page.getByRole('navigation', { name: t.pagination }),
  };
}

/** Waits until React has hydrated the list's filters (before that a click does nothing). */
export async function waitForCatalogHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const el = document.querySelector('.filters input[type="checkbox"], .variant-picker input');
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  });
}
