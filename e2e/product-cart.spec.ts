import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import type { ProductDetail } from '../lib/contract/catalog';
import { CatalogApi, waitForCatalogHydration } from './support/catalog';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { escapeRegExp, formatIcu, LANGUAGES, messages } from './support/i18n';
import { createVerifiedCustomer, loginThroughApi } from './support/session';

/**
 * Issue #4 with the cart API: add to cart from the product page (the header count moves), the
 * out-of-stock error, a refusal by the server rolled back with a translated toast, and the
 * recently viewed products loaded with one by-ids call. Each test has its own fresh customer,
 * so carts never meet.
 */
type Variant = ProductDetail['variants'][number];
const sellable = (v: Variant) => v.stock > 0 && !['Exhausted', 'NotAvailable', 'ComingSoon'].includes(v.availability);

async function findProduct(api: CatalogApi, wanted: (d: ProductDetail) => boolean, params: Record<string, string | number>): Promise<ProductDetail> {
  for (let page = 1; page <= 5; page++) {
    const list = await api.list({ ...params, pageSize: 24, page });
    for (const card of list.items) {
      const detail = await api.byUrl(card.eurl);
      if (wanted(detail)) return detail;
    }
  }
  throw new Error(`no product matches ${JSON.stringify(params)}`);
}

async function cartCount(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/Cart', { headers: { Authorization: `Bearer ${token}`, 'X-Partner-Code': ACME.code } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { itemCount: number }).itemCount;
}

const headerCount = (page: Page) => page.getByTestId('cart-count');

for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);
  const p = m.product;
  const productsPath = `${prefix}/${ACME.code}/products`;

  test.describe(`product page and cart (${lang})`, () => {
    let api: CatalogApi;
    let token: string;

    test.beforeEach(async ({ context, request, baseURL }) => {
      const email = uniqueEmail(`cart-${lang}`);
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Cart' });
      const session = await loginThroughApi(request, context, baseURL!, email, ACME.code);
      token = session.at;
      api = new CatalogApi(request, token, lang);
    });

    test('adds a variant to the cart and the header count follows', async ({ page, request }) => {
      const product = await findProduct(api, (d) => d.sizeKind !== 'None' && d.variants.some((v) => v.size && v.stock >= 3 && sellable(v)), { status: 'Available' });
      const variant = product.variants.find((v) => v.size && v.stock >= 3 && sellable(v))!;
      await page.goto(`${productsPath}/${product.eurl}?color=${variant.color}&size=${encodeURIComponent(variant.size!)}`);
      await waitForCatalogHydration(page);
      await expect(headerCount(page)).toHaveText('0');
      await expect(page.getByRole('link', { name: formatIcu(lang, m.cart.linkLabel, { count: 0 }), exact: true })).toBeVisible();

      await page.getByLabel(p.quantity, { exact: true }).fill('2');
      await page.getByRole('button', { name: p.addToCart, exact: true }).click();
      await expect(headerCount(page)).toHaveText('2');
      // The cart drawer shows the line as the server has it, and closes by Escape onto "Add to cart".
      const drawer = page.getByRole('dialog', { name: p.added });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText(formatIcu(lang, m.cartDrawer.inCart, { count: 2 }), { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: formatIcu(lang, m.cart.linkLabel, { count: 2 }), exact: true })).toBeVisible();
      expect(await cartCount(request, token)).toBe(2);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: p.addToCart, exact: true })).toBeFocused();

      // The same variant again merges into its line; the count survives a reload (server cart).
      await page.getByLabel(p.quantity, { exact: true }).fill('1');
      await page.getByRole('button', { name: p.addToCart, exact: true }).click();
      await expect(headerCount(page)).toHaveText('3');
      await page.reload();
      await expect(headerCount(page)).toHaveText('3');
    });

    test('an unsellable variant says "out of stock" and adds nothing', async ({ page, request }) => {
      const product = await findProduct(api, (d) => d.sizeKind !== 'None' && d.variants.some((v) => v.size && !sellable(v)), { status: 'Exhausted' });
      const variant = product.variants.find((v) => v.size && !sellable(v))!;
      await page.goto(`${productsPath}/${product.eurl}?color=${variant.color}&size=${encodeURIComponent(variant.size!)}`);
      await waitForCatalogHydration(page);
      await page.getByRole('button', { name: p.addToCart, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: p.errors.out_of_stock })).toBeVisible();
      expect(await cartCount(request, token)).toBe(0);
    });

    test('a refusal by the server rolls the count back with a translated toast', async ({ page, request }) => {
      const product = await findProduct(api, (d) => d.sizeKind === 'None' && d.variants.some((v) => v.stock >= 2 && v.stock <= 99 && sellable(v)), { status: 'Available' });
      const variant = product.variants.find((v) => v.stock >= 2 && v.stock <= 99 && sellable(v))!;
      // The header's count shows 0 before its cart has loaded too: wait for the cart itself.
      const cartLoaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/Cart' && res.request().method() === 'GET');
      await page.goto(`${productsPath}/${product.eurl}?color=${variant.color}`);
      await waitForCatalogHydration(page);
      await cartLoaded;
      await expect(headerCount(page)).toHaveText('0');
      // Meanwhile, another device puts the whole stock in the cart: the page still offers it.
      const other = await request.post('/api/Cart/Items', {
        headers: { Authorization: `Bearer ${token}`, 'X-Partner-Code': ACME.code },
        data: { variantId: variant.id, quantity: variant.stock },
      });
      expect(other.ok(), await other.text()).toBe(true);

      await page.getByRole('button', { name: p.addToCart, exact: true }).click();
      await expect(page.getByText(m.errors.not_available_quantity, { exact: true })).toBeVisible();
      await expect(headerCount(page)).toHaveText('0');
      expect(await cartCount(request, token)).toBe(variant.stock);
    });

    test('recently viewed products come from one by-ids call', async ({ page }) => {
      const list = await api.list({ status: 'Available', pageSize: 3 });
      const [a, b, c] = list.items;
      for (const product of [a!, b!]) {
        await page.goto(`${productsPath}/${product.eurl}`);
        // The page records the product once it has hydrated.
        await expect.poll(() => page.evaluate(() => localStorage.getItem('recently-viewed:acme') ?? '')).toContain(String(product.id));
        // b's own "recently viewed" (a) loads too: let it finish before counting c's calls.
        await page.waitForLoadState('networkidle');
      }
      const byIdsCalls: Response[] = [];
      page.on('response', (res) => {
        if (res.url().includes('/api/Products/ByIds')) byIdsCalls.push(res);
      });
      await page.goto(`${productsPath}/${c!.eurl}`);
      const section = page.getByRole('region', { name: p.recentlyViewed, exact: true });
      await expect(section.getByRole('heading', { level: 2, name: p.recentlyViewed })).toBeVisible();
      // Newest first: b, then a; the current product is not listed.
      await expect(section.locator('.product-card-name')).toHaveText([b!.name, a!.name]);
      expect(byIdsCalls).toHaveLength(1);
      const answer = (await byIdsCalls[0]!.json()) as { items: { id: number }[] };
      expect(answer.items.map((item) => item.id).sort()).toEqual([a!.id, b!.id].sort());
      await section.getByRole('link', { name: a!.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${productsPath}/${a!.eurl}`)}$`));
    });
  });
}
