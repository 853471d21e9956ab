import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { Cart, CartLine } from '../../lib/contract/cart';
import type { ProductVariant } from '../../lib/contract/catalog';
import { expectCartSummaryAddsUp } from './cart-summary';
import { CatalogApi } from './catalog';
import { CustomerApi } from './customer-api';
import { ACME, newPassword, uniqueEmail } from './data';
import { fill, messages, type Lang } from './i18n';
import { createVerifiedCustomer, loginThroughApi, type SessionRecord } from './session';

/** The cart API (`/api/Cart`) as the tests' hands and oracle, as one customer of acme. */
export class CartApi extends CustomerApi {
  async get(): Promise<Cart> {
    const res = await this.request.get('/api/Cart', { headers: this.headers() });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as Cart;
  }

  async add(variantId: number, quantity: number): Promise<Cart> {
    const res = await this.request.post('/api/Cart/Items', { headers: this.headers(), data: { variantId, quantity } });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as Cart;
  }

  async clear(): Promise<Cart> {
    const res = await this.request.delete('/api/Cart', { headers: this.headers() });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as Cart;
  }
}

export type Shopper = { session: SessionRecord; cart: CartApi; catalog: CatalogApi };

/**
 * A new, verified acme customer of its own (tests that change a cart never share one; two workers
 * run at once), logged in in `context` the way the browser's login leaves it (`loginThroughApi`).
 */
export async function newShopper(request: APIRequestContext, context: BrowserContext, baseURL: string, lang: Lang): Promise<Shopper> {
  const email = uniqueEmail(`cart-${lang}`);
  const password = newPassword();
  await createVerifiedCustomer(request, lang, { email, password, firstName: lang === 'el' ? 'Νίκος' : 'Nick' });
  const session = await loginThroughApi(request, context, baseURL, email, ACME.code, password);
  return { session, cart: new CartApi(request, session.at, lang), catalog: new CatalogApi(request, session.at, lang) };
}

export type VariantPick = { variant: ProductVariant; name: string; code: string; discounted: boolean };

/**
 * `count` variants of different products that can be bought: sellable, with at least `minStock`
 * units (and, when asked, discounted for the partner or not), found through the catalogue API.
 */
export async function pickVariants(catalog: CatalogApi, count: number, want: { minStock?: number; discounted?: boolean } = {}): Promise<VariantPick[]> {
  const picks: VariantPick[] = [];
  const list = await catalog.list({ status: 'Available', pageSize: 48 });
  for (const card of list.items) {
    if (want.discounted !== undefined && card.price.discounted !== want.discounted) continue;
    const detail = await catalog.byUrl(card.eurl);
    // The variant with the most stock, not the first with enough: tests in other workers buy from
    // the same products at the same time, and an order of the first variant was once refused 409
    // not_available_quantity after another test had bought its last units.
    const variant = detail.variants
      .filter((v) => v.availability === 'Available' && v.stock >= (want.minStock ?? 1))
      .reduce<ProductVariant | undefined>((best, v) => (best && best.stock >= v.stock ? best : v), undefined);
    if (variant) picks.push({ variant, name: detail.name, code: detail.code, discounted: card.price.discounted });
    if (picks.length === count) return picks;
  }
  throw new Error(`only ${picks.length} of ${count} variants with ${JSON.stringify(want)}`);
}

/** Euros as the storefront writes them in that language. */
export function money(lang: Lang, cents: number): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** The cart page's parts, by role and translated names. */
export function cartPage(page: Page, lang: Lang) {
  const t = messages(lang).cart;
  const c = messages(lang).catalog;
  const lines = page.getByRole('list', { name: t.lines }).getByRole('listitem');
  return {
    heading: page.getByRole('heading', { level: 1, name: t.title }),
    lines,
    line: (code: string): Locator => lines.filter({ hasText: fill(c.code, { code }) }),
    quantity: (line: Locator, name: string) => line.getByRole('spinbutton', { name: fill(t.quantityOf, { name }) }),
    increase: (line: Locator, name: string) => line.getByRole('button', { name: fill(t.increase, { name }) }),
    decrease: (line: Locator, name: string) => line.getByRole('button', { name: fill(t.decrease, { name }) }),
    remove: (line: Locator, name: string) => line.getByRole('button', { name: fill(t.removeLabel, { name }) }),
    checkout: page.getByRole('link', { name: t.checkout, exact: true }),
    blockers: page.locator('#checkout-blocked'),
    quotaAlert: page.getByRole('alert').filter({ hasText: t.quota.title }),
    count: page.getByTestId('cart-count'),
    toast: (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }),
  };
}

/** The page shows what the API answers: every line's total, the summary's lines (adding up), free delivery and the header count. */
export async function expectCartShown(page: Page, lang: Lang, cart: Cart): Promise<void> {
  const t = messages(lang).cart;
  const ui = cartPage(page, lang);
  await expect(ui.lines).toHaveCount(cart.lines.length);
  for (const line of cart.lines) {
    const row = ui.line(line.code);
    await expect(ui.quantity(row, line.name)).toHaveValue(String(line.quantity));
    await expect(row.getByTestId('line-total')).toHaveText(money(lang, line.total.gross));
  }
  await expect(page.getByTestId('cart-net')).toHaveText(money(lang, cart.totals.net));
  await expect(page.getByTestId('cart-vat')).toHaveText(money(lang, cart.totals.vat));
  await expect(page.getByTestId('cart-discount')).toHaveText(cart.totals.discount > 0 ? `−${money(lang, cart.totals.discount)}` : money(lang, 0));
  await expect(page.getByTestId('cart-total')).toHaveText(money(lang, cart.totals.total));
  await expect(page.getByTestId('cart-list-total')).toHaveText(money(lang, cart.totals.listTotal));
  await expectCartSummaryAddsUp(page, lang, cart);
  const missing = cart.freeDeliveryThreshold - cart.totals.total;
  await expect(page.getByTestId('free-delivery')).toHaveText(missing > 0 ? fill(t.freeDeliveryMissing, { amount: money(lang, missing) }) : t.freeDeliveryReached);
  await expect(ui.count).toHaveText(String(cart.itemCount));
}

/** The API's totals are the sums of its line totals (SPEC §2; net + VAT = total). */
export function expectTotalsAreSums(cart: Cart): void {
  const sum = (pick: (line: CartLine) => number) => cart.lines.reduce((acc, line) => acc + pick(line), 0);
  expect(cart.totals).toEqual({
    net: sum((l) => l.total.net),
    vat: sum((l) => l.total.vat),
    discount: sum((l) => l.total.discount),
    coupon: sum((l) => l.coupon),
    points: sum((l) => l.points),
    total: sum((l) => l.total.gross),
    listTotal: sum((l) => l.total.listGross),
  });
  expect(cart.totals.net + cart.totals.vat).toBe(cart.totals.total);
  expect(cart.itemCount).toBe(sum((l) => l.quantity));
}

/** The answer to the next cart write the page sends (`PATCH`/`DELETE` of a line; `DELETE /api/Cart` with `whole`). */
export function cartWrite(page: Page, method: 'PATCH' | 'DELETE', whole = false) {
  const path = whole ? /\/api\/Cart$/ : /\/api\/Cart\/Items\/\d+$/;
  return page.waitForResponse((res) => res.request().method() === method && path.test(new URL(res.url()).pathname));
}
