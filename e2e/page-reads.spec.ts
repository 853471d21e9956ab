import { expect, test, type Page, type Route } from '@playwright/test';
import { ACME } from './support/data';
import { DEMO, loginThroughApi } from './support/session';

/**
 * Issue #16 (Lighthouse): a page that shows its content only once its reads have answered starts
 * them all at once, not one chain after another. The checkout's form reads (cart, options, address
 * book, form messages) start beside the customer gate's profile read, and the cart is read once; the
 * cart page has its cart in the first HTML and asks for its forms' messages at once. Each test
 * holds the read that used to come first until the others have been asked for (or 5 s have passed).
 */
const readsOf = (page: Page) => {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET') paths.push(new URL(request.url()).pathname);
  });
  return paths;
};

/**
 * Holds every request to `pattern` until all of `wanted` have been asked for (at most 5 s); records
 * what was still missing when the hold ended.
 */
async function holdUntil(page: Page, pattern: string, paths: string[], wanted: string[]) {
  const outcome = { held: 0, missing: [] as string[] };
  const missing = () => wanted.filter((path) => !paths.includes(path));
  await page.route(pattern, async (route: Route) => {
    outcome.held += 1;
    const until = Date.now() + 5_000;
    while (missing().length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    outcome.missing.push(...missing());
    await route.continue();
  });
  return outcome;
}

test('the checkout asks for its cart, options, addresses and form messages while the profile read is on its way, and reads the cart once', async ({ page, request, context, baseURL }) => {
  await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
  const paths = readsOf(page);
  const wanted = ['/api/Cart', '/api/Checkout/Options', '/api/Customers/Addresses', '/i18n/form-messages.el.json'];
  const profile = await holdUntil(page, '**/api/Customers/Profile', paths, wanted);

  await page.goto(`/${ACME.code}/checkout`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.checkout-form, .empty-state').first()).toBeVisible({ timeout: 15_000 });
  expect(profile.held, 'the profile was read').toBeGreaterThan(0);
  expect(profile.missing, 'not asked for while the profile read was held').toEqual([]);
  expect(paths.filter((path) => path === '/api/Cart'), 'GET /api/Cart').toHaveLength(1);
});

test('the cart page shows the cart its server read while the browser\u2019s read is held, and asks for its forms\u2019 messages', async ({ page, request, context, baseURL }) => {
  await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
  const paths = readsOf(page);
  // The header's cart badge hydrates before the page's content and reads the cart once (decision
  // 0054): held here until the page has shown the cart of its first HTML.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/Cart', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });

  await page.goto(`/en/${ACME.code}/cart`);
  await expect(page.locator('.cart-layout:not([aria-busy]), .empty-state').first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => paths.includes('/i18n/form-messages.en.json'), { message: 'the forms\u2019 messages asked for' }).toBe(true);
  release();
  expect(paths.filter((path) => path === '/api/Cart').length, 'GET /api/Cart from the browser').toBeLessThanOrEqual(1);
});

/**
 * Chrome's tracing (Lighthouse's trace) records the whole JavaScript stack of every request it sees
 * start; from inside React's commit that is 200 frames, and recording it cost the checkout about
 * 13 ms of its load for the two chunks of its rules. They are now asked for from a microtask.
 */
test('the checkout asks for its rules from a short stack, not from inside React', async ({ page, request, context, baseURL }) => {
  await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts: { url: string; frames: number }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const frames = event.initiator.stack?.callFrames.length;
    if (event.type === 'Script' && frames !== undefined) scripts.push({ url: event.request.url, frames });
  });
  await page.goto(`/${ACME.code}/checkout`);
  await expect(page.locator('.checkout-form, .empty-state').first()).toBeVisible({ timeout: 15_000 });
  expect(scripts.length, 'chunks loaded by the page itself (the rules)').toBeGreaterThan(0);
  for (const script of scripts) expect(script.frames, `stack of ${script.url}`).toBeLessThan(40);
});
