import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newShopper, pickVariants } from './support/cart';
import { checkoutPage, openCheckout } from './support/checkout';
import { ACME, DEMO_PASSWORD } from './support/data';
import { messages } from './support/i18n';
import { waitForHydration } from './support/session';

/**
 * Issue #15, first-load JavaScript: zod (≈ 30 kB gzip) and the message catalogues (≈ 18 kB) are
 * not among the scripts a page's HTML loads. Forms load their schema once mounted
 * (lib/forms/lazy-resolver.ts), the last-resort error page its catalogue when it shows.
 * zod's code names its error class, its core the message of its async error; a catalogue carries
 * every message. Issue #16: sonner (the toasts, ≈ 10 kB) loads after the page too.
 */
const ZOD_MARK = 'ZodError';
const ZOD_CORE_MARK = 'Encountered Promise during synchronous parse';
const SONNER_MARK = 'data-sonner-toaster';
const catalogueMark = messages('el').errorBoundary.unexpected;

async function firstLoadScripts(request: APIRequestContext, html: string): Promise<Map<string, string>> {
  const srcs = [...new Set([...html.matchAll(/src="(\/_next\/static\/[^"]+?\.js)(?:\?[^"]*)?"/g)].map((m) => m[1]!))];
  expect(srcs.length).toBeGreaterThan(0);
  const scripts = new Map<string, string>();
  for (const src of srcs) scripts.set(src, await (await request.get(src)).text());
  return scripts;
}

function expectFree(scripts: Map<string, string>, page: string) {
  for (const [src, code] of scripts) {
    expect(code.includes(ZOD_MARK), `${page}: ${src} carries zod`).toBe(false);
    expect(code.includes(ZOD_CORE_MARK), `${page}: ${src} carries zod's core`).toBe(false);
    expect(code.includes(SONNER_MARK), `${page}: ${src} carries sonner`).toBe(false);
    expect(code.includes(catalogueMark), `${page}: ${src} carries a message catalogue`).toBe(false);
  }
}

test('the public auth pages load neither zod, sonner nor a message catalogue up front', async ({ request }) => {
  for (const path of ['login', 'register', 'forgot-password']) {
    const res = await request.get(`/${ACME.code}/${path}`);
    expect(res.status()).toBe(200);
    expectFree(await firstLoadScripts(request, await res.text()), path);
  }
});

test('the checkout and the profile forms load zod only after the page, and still validate', async ({ page, context, request, baseURL }) => {
  const shopper = await newShopper(request, context, baseURL!, 'el');
  const [pick] = await pickVariants(shopper.catalog, 1);
  await shopper.cart.add(pick!.variant.id, 1);
  const m = messages('el');
  const html = async (p: Page, path: string) => {
    const res = await p.goto(`/${ACME.code}/${path}`);
    expect(res?.status()).toBe(200);
    return (await res!.text());
  };
  for (const path of ['checkout', 'profile/account', 'profile/addresses', 'profile/return-order']) {
    expectFree(await firstLoadScripts(request, await html(page, path)), path);
  }
  // The schema arrives once the form is there: an emptied required field is reported.
  await html(page, 'profile/account');
  await waitForHydration(page, 'main');
  await page.getByLabel(m.profile.account.firstName).fill('');
  await page.getByRole('button', { name: m.profile.account.save }).click();
  await expect(page.getByText(m.validation.required).first()).toBeVisible();
});

/**
 * The checkout loads its rules as it opens (they choose the step it opens on): they are written with
 * zod/mini, so its schema classes are there and zod classic's are not, before and after a
 * validation (zod's constructors name their classes: `ZodMiniObject`, and classic's `ZodObject`).
 */
test('the checkout opens and validates with zod/mini, without loading zod classic', async ({ page, context, request, baseURL }) => {
  const shopper = await newShopper(request, context, baseURL!, 'en');
  const [pick] = await pickVariants(shopper.catalog, 1);
  await shopper.cart.add(pick!.variant.id, 1);
  const loaded: string[] = [];
  page.on('response', async (res) => {
    if (/\/_next\/static\/.+\.js/.test(res.url())) loaded.push(await res.text().catch(() => ''));
  });
  const ui = checkoutPage(page, 'en');
  await openCheckout(page, '/en');
  await ui.email.fill('not-an-email');
  await ui.continue.click();
  await expect(page.getByText(ui.m.validation.invalid_email)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded.some((code) => code.includes('ZodMiniObject')), 'the rules (zod/mini) loaded').toBe(true);
  expect(loaded.filter((code) => /["']ZodObject["']/.test(code)), 'zod classic loaded').toHaveLength(0);
});

test('a form loads zod at the shopper\'s first touch or key, not while the page loads, and still logs in by Enter', async ({ page }) => {
  const zodScripts: string[] = [];
  page.on('response', async (res) => {
    if (!/\/_next\/static\/.+\.js/.test(res.url())) return;
    if ((await res.text().catch(() => '')).includes(ZOD_MARK)) zodScripts.push(res.url());
  });
  await page.goto(`/${ACME.code}/login`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(zodScripts, 'zod loaded while the page loaded').toEqual([]);

  const m = messages('el');
  await page.getByLabel(m.auth.email).focus();
  await expect.poll(() => zodScripts.length, { message: 'zod loads once the shopper is in the form' }).toBeGreaterThan(0);
  await page.getByLabel(m.auth.email).fill(ACME.demo.email);
  await page.getByLabel(m.auth.password).fill(DEMO_PASSWORD);
  await page.getByLabel(m.auth.password).press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
});

async function watchSonner(page: Page): Promise<string[]> {
  const sonnerScripts: string[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script' && (await res.text().catch(() => '')).includes(SONNER_MARK)) sonnerScripts.push(res.url());
  });
  return sonnerScripts;
}

test('the toasts\' live region loads at the first interaction, after the page, before any toast', async ({ page }) => {
  const sonnerScripts = await watchSonner(page);
  await page.goto(`/${ACME.code}/login`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(sonnerScripts, 'sonner loaded with the page').toEqual([]);
  await expect(page.locator('section[aria-live="polite"]')).toHaveCount(0);
  await page.getByRole('textbox').first().focus();
  await expect(page.locator('section[aria-live="polite"]')).toHaveCount(1);
  await expect.poll(() => sonnerScripts.length).toBe(1);
});

test('without an interaction the live region comes once the page has been quiet 5 s', async ({ page }) => {
  await page.clock.install();
  const sonnerScripts = await watchSonner(page);
  await page.goto(`/${ACME.code}/login`);
  await waitForHydration(page);
  await page.waitForLoadState('load');
  await page.clock.runFor(4_000);
  await expect(page.locator('section[aria-live="polite"]')).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(page.locator('section[aria-live="polite"]')).toHaveCount(1);
  await expect.poll(() => sonnerScripts.length).toBe(1);
});

test('a toaster whose code cannot be loaded leaves the page working, without an error page', async ({ page }) => {
  const refused: string[] = [];
  await page.route(/\/_next\/static\/chunks\/.+\.js/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(SONNER_MARK)) {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    }
    return route.fulfill({ response });
  });
  await page.goto(`/${ACME.code}/login`);
  await waitForHydration(page);
  const m = messages('el');
  let failures = 0;
  page.on('requestfailed', (request) => void (refused.includes(request.url()) && failures++));
  await page.getByLabel(m.auth.email).focus();
  // Turbopack's loader tries a chunk twice before the import fails; two frames after that, an
  // error thrown to the page's boundary has rendered (the unexpected-error page, without the catch).
  await expect.poll(() => failures, { message: 'the toaster was asked for at the first focus' }).toBe(2);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  await expect(page.getByText(catalogueMark)).toHaveCount(0);
  await expect(page.getByLabel(m.auth.email)).toBeFocused();
  await page.getByLabel(m.auth.email).fill(ACME.demo.email);
  await page.getByLabel(m.auth.password).fill(DEMO_PASSWORD);
  await page.getByLabel(m.auth.password).press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
