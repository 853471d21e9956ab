import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Cart } from '../lib/contract/cart';
import type { ProductList } from '../lib/contract/catalog';
import { cartPage, money } from './support/cart';
import { ACME, newPassword, uniqueEmail } from './support/data';
import { LANGUAGES } from './support/i18n';
import { createVerifiedCustomer, loginThroughApi } from './support/session';

/**
 * Issue #46: the cart page puts the customer's own cart in its first HTML, rendered for each
 * request, private and never cached (decision 0054). Two customers of two partners, each with a
 * product of their own in the cart: each one's cart HTML holds their line and never the other's,
 * in both languages, and the page shows the lines with no script at all.
 */
const HELLAS = { code: 'hellas', registrationCode: 'HELLAS-2026' } as const;

type Customer = { partner: string; cookie: string; token: string; cart: Cart };

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, partner: string, token: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}`, 'X-Partner-Code': partner, 'Accept-Language': 'en' } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A new customer of `partner` whose cart holds one unit of a product that `avoid` does not name. */
async function customerWithCart(request: APIRequestContext, partner: { code: string; registrationCode: string }, avoid?: string): Promise<Customer> {
  const email = uniqueEmail(`first-html-${partner.code}`);
  const password = newPassword();
  await createVerifiedCustomer(request, 'en', { email, password, firstName: 'Ann' }, partner);
  const login = await request.post('/api/Customers/Login', { headers: { 'X-Partner-Code': partner.code }, data: { email, password, partnerCode: partner.code } });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as { id: number; at: string; rd: number };
  const list = await api<ProductList>(request, 'GET', '/Products?status=Available&pageSize=48', partner.code, session.at);
  for (const card of list.items) {
    if (card.code === avoid) continue;
    const detail = await api<{ variants: { id: number; stock: number; availability: string }[] }>(request, 'GET', `/Products/ByUrl/${encodeURIComponent(card.eurl)}`, partner.code, session.at);
    const variant = detail.variants.find((v) => v.availability === 'Available' && v.stock > 2);
    if (!variant) continue;
    const cart = await api<Cart>(request, 'POST', '/Cart/Items', partner.code, session.at, { variantId: variant.id, quantity: 1 });
    const state = encodeURIComponent(JSON.stringify({ id: session.id, ld: Date.now(), rd: session.rd, pc: partner.code }));
    return { partner: partner.code, cookie: `usr_fe_session=${state}; usr_fe_at=${session.at}`, token: session.at, cart };
  }
  throw new Error(`no product to put in a cart of ${partner.code}`);
}

test("each customer's cart page holds their own cart in its first HTML, rendered per request and never cached", async ({ request }) => {
  const acme = await customerWithCart(request, ACME);
  const hellas = await customerWithCart(request, HELLAS, acme.cart.lines[0]!.code);
  for (const round of [1, 2]) {
    for (const [own, other] of [[acme, hellas], [hellas, acme]] as const) {
      for (const { lang, prefix } of LANGUAGES) {
        const path = `${prefix}/${own.partner}/cart`;
        const res = await request.get(path, { headers: { cookie: own.cookie } });
        expect(res.status(), path).toBe(200);
        expect(res.headers()['x-nextjs-cache'], `${path}, round ${round}`).toBeUndefined();
        expect(res.headers()['cache-control'], path).toMatch(/^private, no-cache, no-store/);
        const html = await res.text();
        expect(html, path).toContain(`<html lang="${lang}"`);
        const line = own.cart.lines[0]!;
        expect(html, path).toContain(line.code);
        expect(html, path).toContain(money(lang, own.cart.totals.total));
        expect(html, path).not.toContain(other.cart.lines[0]!.code);
      }
    }
  }
});

test('a visitor without a session gets no cart: the login page, with nothing of any cart', async ({ request }) => {
  const acme = await customerWithCart(request, ACME);
  const res = await request.get(`/en/${ACME.code}/cart`, { maxRedirects: 0 });
  expect([302, 303, 307]).toContain(res.status());
  expect(res.headers().location).toContain('/login');
  // A forged session cookie without its token: the page is rendered but reads no cart on the server.
  const forged = acme.cookie.replace(/usr_fe_at=[^;]+/, 'usr_fe_at=forged.token.value');
  const page = await request.get(`/en/${ACME.code}/cart`, { headers: { cookie: forged } });
  expect(await page.text()).not.toContain(acme.cart.lines[0]!.code);
});

for (const { lang, prefix } of LANGUAGES) {
  test(`the cart's lines and total are shown with every script refused (${lang})`, async ({ page, context, request, baseURL }) => {
    const email = uniqueEmail(`first-html-js-${lang}`);
    const password = newPassword();
    await createVerifiedCustomer(request, lang, { email, password, firstName: 'Ann' });
    const session = await loginThroughApi(request, context, baseURL!, email, ACME.code, password);
    const list = await api<ProductList>(request, 'GET', '/Products?status=Available&pageSize=24', ACME.code, session.at);
    let cart: Cart | undefined;
    for (const card of list.items) {
      const detail = await api<{ variants: { id: number; stock: number; availability: string }[] }>(request, 'GET', `/Products/ByUrl/${encodeURIComponent(card.eurl)}`, ACME.code, session.at);
      const variant = detail.variants.find((v) => v.availability === 'Available' && v.stock > 2);
      if (variant) {
        cart = await api<Cart>(request, 'POST', '/Cart/Items', ACME.code, session.at, { variantId: variant.id, quantity: 2 });
        break;
      }
    }
    expect(cart, 'a product to buy').toBeDefined();
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto(`${prefix}/${ACME.code}/cart`);
    const ui = cartPage(page, lang);
    await expect(ui.lines).toHaveCount(1);
    await expect(ui.line(cart!.lines[0]!.code)).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(money(lang, cart!.totals.total));
  });
}
