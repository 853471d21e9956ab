import { expect, test, type Page } from '@playwright/test';
import { newShopper, pickVariants } from './support/cart';
import { ACME } from './support/data';
import { LANGUAGES, messages } from './support/i18n';
import { openLogin, submitLogin, waitForHydration } from './support/session';

/**
 * Issue #15 item 2: a page's HTML carries only the messages its client components read (never
 * the whole catalogue), none of them is missing, and the form messages come once a form needs them.
 */
// Issue #15's target, 20 000 bytes. Issue #46 put the guard back to it (it had been raised to
// 23 700 to stay green) and met it: the sign-in pages have a chrome of their own, without the
// shop's header and its messages (decision 0057; 19 603 bytes in Greek, 18 365 in English).
const LOGIN_HTML_BUDGET = 20_000;

/** next-intl reports a message its provider lacks on the console (and shows the key instead). */
function watchMissingMessages(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /MISSING_MESSAGE|INSUFFICIENT_PATH|INVALID_KEY/.test(message.text())) reports.push(message.text());
  });
  return reports;
}

/** Keys shown in place of a missing message (`checkout.review.placeOrder`). */
const namespaces = Object.keys(messages('el')).join('|');
const SHOWN_KEY = new RegExp(`\\b(?:${namespaces})\\.[A-Za-z_]+(?:\\.[A-Za-z_]+)*\\b`);

for (const lc of LANGUAGES) {
  const { lang, prefix } = lc;
  const m = messages(lang);

  test.describe(`client messages (${lang})`, () => {
    test('the login page is at most 20 000 bytes of HTML', async ({ request }) => {
      const res = await request.get(`${prefix}/${ACME.code}/login`);
      expect(res.status()).toBe(200);
      expect((await res.body()).byteLength).toBeLessThanOrEqual(LOGIN_HTML_BUDGET);
    });

    test('the login page carries no other page’s messages', async ({ request }) => {
      const res = await request.get(`${prefix}/${ACME.code}/login`);
      expect(res.status()).toBe(200);
      const html = (await res.body()).toString('utf8');
      // Its own messages are there (the form renders them)…
      expect(html).toContain(m.auth.login.noAccount);
      // …none of the checkout, profile, cart or catalogue pages, nor the form messages.
      for (const text of [
        m.checkout.review.placeOrder,
        m.profile.password.title,
        m.orders.reorder.button,
        m.addresses.add,
        m.cart.clearConfirm,
        m.product.addToCart,
        m.errors.invalid_credentials,
        m.validation.password_too_common,
      ]) {
        expect(html).not.toContain(text);
      }
    });

    test('a form gets its messages once it needs them, loaded once', async ({ page }) => {
      const missing = watchMissingMessages(page);
      const loads: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/i18n/form-messages.')) loads.push(new URL(req.url()).pathname);
      });
      await openLogin(page, lc);
      await page.getByRole('button', { name: m.auth.login.submit }).click();
      await expect(page.getByText(m.validation.required).first()).toBeVisible();
      await submitLogin(page, lc, ACME.demo.email, 'Not-the-password-1');
      await expect(page.locator('form').getByRole('alert')).toHaveText(m.errors.invalid_credentials);
      expect(loads).toEqual([`/i18n/form-messages.${lang}.json`]);
      expect(missing).toEqual([]);
    });
  });
}

test.describe('client messages: every page', () => {
  test('no page misses a message its client components read', async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    const shopper = await newShopper(request, context, baseURL!, 'el');
    const [pick] = await pickVariants(shopper.catalog, 1);
    await shopper.cart.add(pick!.variant.id, 1);
    const product = (await shopper.catalog.list({ pageSize: 1 })).items[0]!;
    const missing = watchMissingMessages(page);
    const paths = ['', 'products', `products/${product.eurl}`, 'cart', 'checkout', 'profile/account', 'profile/addresses', 'profile/orders', 'profile/return-order', 'register', 'forgot-password'];
    for (const path of paths) {
      await page.goto(`/${ACME.code}${path ? `/${path}` : ''}`);
      await waitForHydration(page, 'main');
      await page.waitForLoadState('networkidle');
      expect(missing, path).toEqual([]);
      expect(await page.locator('body').innerText(), path).not.toMatch(SHOWN_KEY);
    }
  });
});
