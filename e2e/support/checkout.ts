import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Address, AddressRequest } from '../../lib/contract/addresses';
import type { Cart } from '../../lib/contract/cart';
import type { ProductDetail } from '../../lib/contract/catalog';
import type { CheckoutOptions, Locker } from '../../lib/contract/checkout';
import type { Order, OrderList } from '../../lib/contract/orders';
import { CatalogApi } from './catalog';
import { ACME } from './data';
import { escapeRegExp, messages, type Lang } from './i18n';

/** The customer's cart, address book, checkout options and orders through the API: the oracle of the checkout pages. */
export class ShopApi {
  readonly catalog: CatalogApi;

  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
    private readonly lang: Lang,
  ) {
    this.catalog = new CatalogApi(request, token, lang);
  }

  private headers() {
    return { Authorization: `Bearer ${this.token}`, 'X-Partner-Code': ACME.code, 'Accept-Language': this.lang };
  }

  private async json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  }

  async addToCart(variantId: number, quantity: number): Promise<Cart> {
    return this.json(await this.request.post('/api/Cart/Items', { headers: this.headers(), data: { variantId, quantity } }));
  }

  async cart(): Promise<Cart> {
    return this.json(await this.request.get('/api/Cart', { headers: this.headers() }));
  }

  /** The cart at the islands' VAT rates (decision 0077), as the checkout reads it for an invoice there. */
  async islandCart(): Promise<Cart> {
    return this.json(await this.request.get('/api/Cart', { headers: this.headers(), params: { vatZone: 'islands' } }));
  }

  async createAddress(address: AddressRequest): Promise<Address> {
    return this.json(await this.request.post('/api/Customers/Addresses', { headers: this.headers(), data: address }));
  }

  async addresses(): Promise<Address[]> {
    return (await this.json<{ items: Address[] }>(await this.request.get('/api/Customers/Addresses', { headers: this.headers() }))).items;
  }

  async options(): Promise<CheckoutOptions> {
    return this.json(await this.request.get('/api/Checkout/Options', { headers: this.headers() }));
  }

  async lockers(q: string): Promise<Locker[]> {
    return (await this.json<{ items: Locker[] }>(await this.request.get('/api/Checkout/Lockers', { headers: this.headers(), params: { q } }))).items;
  }

  async orders(): Promise<OrderList> {
    return this.json(await this.request.get('/api/Orders', { headers: this.headers(), params: { pageSize: 50 } }));
  }

  async order(uid: string): Promise<Order> {
    return this.json(await this.request.get(`/api/Orders/${encodeURIComponent(uid)}`, { headers: this.headers() }));
  }

  /** A locker that a search finds, and the postal code to search it by. */
  async someLocker(): Promise<Locker> {
    for (const q of ['10', '11', '54', '26', '18', '15', '17', '30', '40', '50', '60', '70', '80']) {
      const [locker] = await this.lockers(q);
      if (locker) return locker;
    }
    throw new Error('no Box Now locker found');
  }

  /**
   * Sellable variants with at least `minStock` units (other tests order a few units meanwhile),
   * discounted or not, `count` of them from different products.
   */
  async variants(count: number, options: { minStock?: number; discounted?: boolean } = {}): Promise<{ product: ProductDetail; variantId: number; stock: number }[]> {
    const minStock = options.minStock ?? 10;
    const found: { product: ProductDetail; variantId: number; stock: number }[] = [];
    for (let page = 1; page <= 8 && found.length < count; page++) {
      const list = await this.catalog.list({ status: 'Available', pageSize: 24, page });
      for (const card of list.items) {
        if (found.length >= count) break;
        if (options.discounted !== undefined && card.price.discounted !== options.discounted) continue;
        const detail = await this.catalog.byUrl(card.eurl);
        const variant = detail.variants.find((v) => v.stock >= minStock && !['Exhausted', 'NotAvailable', 'ComingSoon'].includes(v.availability));
        if (variant) found.push({ product: detail, variantId: variant.id, stock: variant.stock });
      }
    }
    if (found.length < count) throw new Error(`only ${found.length} of ${count} variants found`);
    return found;
  }
}

/** Cents as the pages show them (next-intl formats with Intl in the page's language). */
export function money(lang: Lang, cents: number): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A Greek address the contract accepts. */
export const ATHENS = { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', country: 'GR', address: 'Πανεπιστημίου 10', city: 'Αθήνα', postalCode: '10671', mobile: '6912345678' } as const;

/** The parts of the checkout page, found by their translated names. */
export function checkoutPage(page: Page, lang: Lang) {
  const m = messages(lang);
  const c = m.checkout;
  const group = (name: string) => page.getByRole('group', { name, exact: true });
  const radio = (scope: Locator, name: string) => scope.getByRole('radio', { name: new RegExp(`^${escapeRegExp(name)}`) });
  return {
    m,
    c,
    group,
    radio,
    billing: group(c.billing.legend),
    newAddress: group(c.shipTo.newLegend),
    field: (scope: Locator, label: string) => scope.getByLabel(label, { exact: true }),
    email: page.getByLabel(c.contact.email, { exact: true }),
    continue: page.getByRole('button', { name: c.continue, exact: true }),
    placeOrder: page.getByRole('button', { name: c.review.placeOrder, exact: true }),
    stepTitle: page.locator('.checkout-step-title').filter({ visible: true }),
    summary: page.getByRole('complementary', { name: c.summary.title }),
    total: page.getByRole('complementary', { name: c.summary.title }).getByTestId('total-total'),
    topAlert: page.locator('form.checkout-form > [role="alert"]'),
    blocked: page.getByTestId('checkout-blocked'),
  };
}

export type CheckoutUi = ReturnType<typeof checkoutPage>;

/** Opens the checkout and waits for the form to be live (hydrated, data loaded). */
export async function openCheckout(page: Page, prefix: string, search = ''): Promise<void> {
  await page.goto(`${prefix}/${ACME.code}/checkout${search}`);
  await waitForCheckoutForm(page);
}

/** Waits for the checkout form to be live (hydrated, data loaded), however the page was reached. */
export async function waitForCheckoutForm(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const el = document.querySelector('form.checkout-form button');
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  });
}

/** Fills the billing fieldset (the profile prefilled the names). */
export async function fillBilling(ui: CheckoutUi, address: Partial<Record<keyof typeof ATHENS, string>> = ATHENS): Promise<void> {
  const a = ui.c.address;
  const labels: Record<string, string> = { firstName: a.firstName, lastName: a.lastName, address: a.address, city: a.city, postalCode: a.postalCode, mobile: a.mobile };
  for (const [name, value] of Object.entries(address)) {
    if (name === 'country') await ui.field(ui.billing, a.country).selectOption(value);
    else await ui.field(ui.billing, labels[name]!).fill(value);
  }
}

/** The heading of the current step ("Step 2 of 4: Shipping"). */
export async function expectStep(ui: CheckoutUi, step: keyof CheckoutUi['c']['steps']): Promise<void> {
  const index = ['details', 'shipping', 'payment', 'review'].indexOf(step) + 1;
  await expect(ui.stepTitle).toHaveText(ui.c.stepTitle.replace('{current}', String(index)).replace('{total}', '4').replace('{name}', ui.c.steps[step]));
}

/** Cash on delivery, the review step, place the order: the placed order's uid (from the success page's URL). */
export async function codToPlacedOrder(ui: CheckoutUi, page: Page): Promise<string> {
  await ui.radio(ui.group(ui.c.payment.legend), ui.c.payment.cod).check();
  await ui.continue.click();
  await expectStep(ui, 'review');
  await ui.placeOrder.click();
  await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
  return decodeURIComponent(page.url().split('/').pop()!);
}

/** No axe violations in the page's main content as it stands (rule, impact and elements when there are). */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
}
