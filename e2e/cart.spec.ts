import { expect, test, type BrowserContext } from '@playwright/test';
import type { Cart } from '../lib/contract/cart';
import { expectNoAxeViolations } from './support/axe';
import { cartPage, cartWrite, expectCartShown, expectTotalsAreSums, money, newShopper, pickVariants } from './support/cart';
import { ACME } from './support/data';
import { escapeRegExp, fill, LANGUAGES, messages } from './support/i18n';
import { DEMO, submitLogin, waitForHydration } from './support/session';

/**
 * The page's first HTML holds the cart the server read (issue #46): an access-token cookie the API
 * refuses makes the server leave the cart to the browser, whose own token (in its storage) is
 * valid, so what the browser reads is what the page shows.
 */
async function serverCannotReadCart(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'usr_fe_at', value: 'stale.access.token', url: baseURL }]);
}

/**
 * Issue #5: the cart page in both languages. Every test that changes a cart has a customer of its
 * own (two workers run at once); the cart API is the oracle of what the page must show.
 */
for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);
  const t = m.cart;
  const cartPath = `${prefix}/${ACME.code}/cart`;

  test.describe(`cart (${lang})`, () => {
    test('shows the lines and the totals the API reports; the stepper and remove change them and the header count', async ({ page, context, request, baseURL }) => {
      const shopper = await newShopper(request, context, baseURL!, lang);
      const [a, b] = await pickVariants(shopper.catalog, 2, { minStock: 4 });
      await shopper.cart.add(a!.variant.id, 1);
      let cart = await shopper.cart.add(b!.variant.id, 2);
      expectTotalsAreSums(cart);

      await page.goto(cartPath);
      const ui = cartPage(page, lang);
      await expect(ui.heading).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expectCartShown(page, lang, cart);

      // A line: link to the product, code, translated colour and size, unit price (list price struck through when discounted).
      const lineA = cart.lines.find((l) => l.variantId === a!.variant.id)!;
      const rowA = ui.line(a!.code);
      await expect(rowA.getByRole('link', { name: a!.name, exact: true })).toHaveAttribute('href', `${prefix}/${ACME.code}/products/${lineA.eurl}`);
      await expect(rowA).toContainText(fill(t.colorValue, { color: m.catalog.colorNames[lineA.color] }));
      if (lineA.size) await expect(rowA).toContainText(fill(t.sizeValue, { size: lineA.size }));
      await expect(rowA.locator('.price')).toContainText(money(lang, lineA.unit.gross));
      if (lineA.unit.discount > 0) await expect(rowA.locator('.price s')).toHaveText(money(lang, lineA.unit.listGross));
      else await expect(rowA.locator('.price s')).toHaveCount(0);

      // + on A, then a typed quantity on B (Enter), then − on B.
      await Promise.all([cartWrite(page, 'PATCH'), ui.increase(rowA, a!.name).click()]);
      cart = await shopper.cart.get();
      expect(cart.lines.find((l) => l.variantId === a!.variant.id)!.quantity).toBe(2);
      expectTotalsAreSums(cart);
      await expectCartShown(page, lang, cart);

      const rowB = ui.line(b!.code);
      await ui.quantity(rowB, b!.name).fill('4');
      await Promise.all([cartWrite(page, 'PATCH'), ui.quantity(rowB, b!.name).press('Enter')]);
      cart = await shopper.cart.get();
      expect(cart.itemCount).toBe(6);
      expectTotalsAreSums(cart);
      await expectCartShown(page, lang, cart);

      await Promise.all([cartWrite(page, 'PATCH'), ui.decrease(rowB, b!.name).click()]);
      cart = await shopper.cart.get();
      expect(cart.itemCount).toBe(5);
      await expectCartShown(page, lang, cart);

      // Remove A.
      await Promise.all([cartWrite(page, 'DELETE'), ui.remove(rowA, a!.name).click()]);
      cart = await shopper.cart.get();
      expect(cart.lines.map((l) => l.variantId)).toEqual([b!.variant.id]);
      expectTotalsAreSums(cart);
      await expectCartShown(page, lang, cart);
      await expect(ui.checkout).toHaveAttribute('href', `${prefix}/${ACME.code}/checkout`);
    });

    test('over the discount quota: SPEC §8 message and checkout disabled; back within it: checkout enabled', async ({ page, context, request, baseURL }) => {
      const shopper = await newShopper(request, context, baseURL!, lang);
      const { quota } = await shopper.cart.get();
      const [d] = await pickVariants(shopper.catalog, 1, { discounted: true, minStock: quota.remaining + 2 });
      const over = quota.remaining + 1;
      let cart = await shopper.cart.add(d!.variant.id, over);
      expect(cart.quota).toEqual({ discountedUnits: over, remaining: quota.remaining, exceeded: true, limit: quota.limit });

      await page.goto(cartPath);
      const ui = cartPage(page, lang);
      await expect(ui.quotaAlert).toBeVisible();
      await expect(ui.quotaAlert).toContainText(t.quota.cannotPurchase);
      await expect(ui.quotaAlert).toContainText(fill(t.quota.details, { discountedUnits: over, remaining: quota.remaining, limit: quota.limit }));
      await expect(ui.checkout).toBeDisabled();
      await expect(ui.checkout).not.toHaveAttribute('href');
      await expect(ui.blockers).toHaveText(t.blocked.quota_exceeded);
      await expect(ui.checkout).toHaveAccessibleDescription(t.blocked.quota_exceeded);
      await expectNoAxeViolations(page);

      // One unit fewer fits the quota.
      const row = ui.line(d!.code);
      await Promise.all([cartWrite(page, 'PATCH'), ui.decrease(row, d!.name).click()]);
      await expect(ui.quotaAlert).toHaveCount(0);
      await expect(ui.checkout).toBeEnabled();
      await expect(ui.checkout).toHaveAttribute('href', `${prefix}/${ACME.code}/checkout`);
      await expect(ui.blockers).toHaveCount(0);
      cart = await shopper.cart.get();
      expect(cart.quota.exceeded).toBe(false);
      await expect(page.getByText(fill(t.quotaInfo, { discountedUnits: quota.remaining, remaining: quota.remaining }), { exact: true })).toBeVisible();
      await expectCartShown(page, lang, cart);

      // And one more is over it again.
      await Promise.all([cartWrite(page, 'PATCH'), ui.increase(row, d!.name).click()]);
      await expect(ui.quotaAlert).toBeVisible();
      await expect(ui.checkout).toBeDisabled();
    });

    test('a quantity the API refuses: translated toast, the line rolls back; + stops at the stock', async ({ page, context, request, baseURL }) => {
      const shopper = await newShopper(request, context, baseURL!, lang);
      const [v] = await pickVariants(shopper.catalog, 1, { minStock: 2 });
      const stock = v!.variant.stock;
      await shopper.cart.add(v!.variant.id, 1);

      await page.goto(cartPath);
      const ui = cartPage(page, lang);
      const row = ui.line(v!.code);
      const input = ui.quantity(row, v!.name);
      await input.fill(String(stock));
      await Promise.all([cartWrite(page, 'PATCH'), input.press('Enter')]);
      await expect(input).toHaveValue(String(stock));
      await expect(ui.increase(row, v!.name)).toBeDisabled();
      const atStock = await shopper.cart.get();
      await expectCartShown(page, lang, atStock);

      // One more than the stock: shown at once, held on its way so the guess can be seen, then refused.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/Cart/Items/*', async (route) => {
        await held;
        await route.fallback();
      });
      await input.fill(String(stock + 1));
      await input.press('Enter');
      await expect(input).toHaveValue(String(stock + 1));
      await expect(ui.count).toHaveText(String(stock + 1));
      const refusal = cartWrite(page, 'PATCH');
      release();
      const refused = await refusal;
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { error: string }).error).toBe('not_available_quantity');
      await expect(ui.toast(m.errors.not_available_quantity)).toBeVisible();
      await expect(input).toHaveValue(String(stock));
      await expect(ui.count).toHaveText(String(stock));
      expect(await shopper.cart.get()).toEqual(atStock);
      await expectCartShown(page, lang, atStock);
    });

    test('empty state; clear the cart after a confirm step; continue shopping', async ({ page, context, request, baseURL }) => {
      const shopper = await newShopper(request, context, baseURL!, lang);
      const ui = cartPage(page, lang);
      await page.goto(cartPath);
      await expect(page.getByText(t.empty, { exact: true })).toBeVisible();
      await expect(ui.count).toHaveText('0');

      const [v] = await pickVariants(shopper.catalog, 1, { minStock: 3 });
      await shopper.cart.add(v!.variant.id, 3);
      await page.reload();
      await expect(ui.lines).toHaveCount(1);
      await expect(ui.count).toHaveText('3');

      const clear = page.getByRole('button', { name: t.clear, exact: true });
      const confirm = page.getByRole('group', { name: t.clearConfirm });
      await clear.click();
      await expect(confirm).toBeVisible();
      await expect(confirm.getByRole('button', { name: t.clearYes, exact: true })).toBeFocused();
      await confirm.getByRole('button', { name: t.clearNo, exact: true }).click();
      await expect(confirm).toHaveCount(0);
      await expect(clear).toBeFocused();
      await expect(ui.lines).toHaveCount(1);

      await clear.click();
      await Promise.all([cartWrite(page, 'DELETE', true), confirm.getByRole('button', { name: t.clearYes, exact: true }).click()]);
      await expect(page.getByText(t.empty, { exact: true })).toBeVisible();
      await expect(ui.count).toHaveText('0');
      expect((await shopper.cart.get()).lines).toEqual([]);

      await page.getByRole('link', { name: t.continueShopping, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${prefix}/${ACME.code}/products`)}$`));
      await expect(page.getByRole('heading', { level: 1, name: m.catalog.title })).toBeVisible();
    });

    test('a line with a problem says so and blocks checkout until it is removed', async ({ page, context, request, baseURL }) => {
      const shopper = await newShopper(request, context, baseURL!, lang);
      const [a, b] = await pickVariants(shopper.catalog, 2, { minStock: 2 });
      await shopper.cart.add(a!.variant.id, 1);
      await shopper.cart.add(b!.variant.id, 1);
      // The stock of A ran out since it was added: the API's GET /Cart says so with `problem`. The
      // server cannot read this cart (a stale access-token cookie), so the browser's read is the one shown.
      await serverCannotReadCart(context, baseURL!);
      await page.route('**/api/Cart', async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        const cart = (await response.json()) as Cart;
        const lines = cart.lines.map((l) => (l.variantId === a!.variant.id ? { ...l, problem: 'out_of_stock' as const } : l));
        await route.fulfill({ response, json: { ...cart, lines } });
      });

      await page.goto(cartPath);
      const ui = cartPage(page, lang);
      const row = ui.line(a!.code);
      await expect(row).toContainText(m.errors.out_of_stock);
      await expect(ui.quantity(row, a!.name)).toBeDisabled();
      await expect(ui.increase(row, a!.name)).toBeDisabled();
      await expect(ui.decrease(row, a!.name)).toBeDisabled();
      await expect(ui.checkout).toBeDisabled();
      await expect(ui.blockers).toHaveText(t.blocked.line_problem);

      await Promise.all([cartWrite(page, 'DELETE'), ui.remove(row, a!.name).click()]);
      await expect(ui.lines).toHaveCount(1);
      await expect(ui.checkout).toBeEnabled();
    });

    test('a cart that cannot be loaded offers a retry', async ({ page, context, request, baseURL }) => {
      const shopper = await newShopper(request, context, baseURL!, lang);
      const [v] = await pickVariants(shopper.catalog, 1);
      await shopper.cart.add(v!.variant.id, 1);
      // The server's read fails (a stale access-token cookie), and so does the browser's first one.
      await serverCannotReadCart(context, baseURL!);
      await page.route('**/api/Cart', (route) =>
        route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { error: 'internal_error' } }) : route.fallback(),
      );
      await page.goto(cartPath);
      const failed = page.getByRole('alert').filter({ hasText: t.loadFailed });
      await expect(failed).toBeVisible();
      await page.unroute('**/api/Cart');
      await failed.getByRole('button', { name: t.retry, exact: true }).click();
      await expect(cartPage(page, lang).lines).toHaveCount(1);
      await expect(failed).toHaveCount(0);
    });

    test('on a phone the lines stack and nothing overflows sideways', async ({ page, context, request, baseURL }) => {
      const shopper = await newShopper(request, context, baseURL!, lang);
      const [v] = await pickVariants(shopper.catalog, 1, { minStock: 3 });
      await shopper.cart.add(v!.variant.id, 2);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(cartPath);
      const ui = cartPage(page, lang);
      const row = ui.line(v!.code);
      await expect(row).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const [line, summary, stepper] = await Promise.all([row.boundingBox(), page.locator('.cart-summary').boundingBox(), ui.quantity(row, v!.name).boundingBox()]);
      expect(summary!.y).toBeGreaterThan(line!.y + line!.height - 1);
      expect(stepper!.x + stepper!.width).toBeLessThanOrEqual(360);
      // Every control can be reached: visible, in the viewport and not covered by anything else.
      for (const control of [ui.decrease(row, v!.name), ui.quantity(row, v!.name), ui.increase(row, v!.name), ui.remove(row, v!.name)]) {
        await expect(control).toBeInViewport();
        await control.click({ trial: true });
      }
    });

    test('without a session: login with returnTo, then back to the cart', async ({ page }) => {
      await page.goto(cartPath);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(`${prefix}/${ACME.code}/login?returnTo=${encodeURIComponent(cartPath)}`)}$`));
      await waitForHydration(page);
      await submitLogin(page, lc, DEMO.acme.email, DEMO.password);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(cartPath)}$`));
      await expect(cartPage(page, lang).heading).toBeVisible();
    });
  });
}
