import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe';
import { ACME } from './support/data';
import { escapeRegExp, LANGUAGES, messages, type Messages } from './support/i18n';
import { loginThroughApi } from './support/session';

/**
 * Issue #3 §6: every public page passes axe (nothing scoped away) in both languages, and its
 * server HTML — fetched without JavaScript — carries the translated title, <html lang>, the form
 * labels, the canonical URL and the hreflang alternates. Plus robots.txt, sitemap.xml, and
 * noindex on the authenticated landing page.
 */

type Auth = Messages['auth'];
type PublicPage = {
  path: string;
  title: (a: Auth) => string;
  labels: (a: Auth) => string[];
  indexable: boolean;
  /** What the page shows once its client part has run (verification and logout act on load). */
  ready: (page: Page, a: Auth) => Promise<void>;
};

const token = randomBytes(24).toString('base64url');
const formReady = async (page: Page) => {
  await expect(page.locator('form')).toBeVisible();
};

const PAGES: PublicPage[] = [
  { path: 'login', title: (a) => a.login.title, labels: (a) => [a.email, a.password, a.partnerCode], indexable: true, ready: formReady },
  {
    path: 'register',
    title: (a) => a.register.title,
    labels: (a) => [a.firstName, a.lastName, a.email, a.password, a.registrationCode],
    indexable: true,
    ready: formReady,
  },
  { path: 'forgot-password', title: (a) => a.forgot.title, labels: (a) => [a.email], indexable: true, ready: formReady },
  {
    // A made-up token: the page checks its link as it opens and shows SPEC §8's message, no form.
    path: `resetpassword/${token}`,
    title: (a) => a.reset.title,
    labels: () => [],
    indexable: false,
    ready: async (page, a) => {
      await expect(page.locator('main .form-alert')).toContainText(a.reset.invalid);
    },
  },
  {
    path: `validateregistration/${token}`,
    title: (a) => a.verify.title,
    labels: () => [],
    indexable: false,
    ready: async (page, a) => {
      await expect(page.locator('.form-alert')).toHaveText(a.verify.failed); // a made-up token
    },
  },
  {
    path: 'logout',
    title: (a) => a.logout.title,
    labels: () => [],
    indexable: false,
    ready: async (page, a) => {
      await expect(page.locator('.form-alert')).toHaveText(a.logout.done);
    },
  },
];

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

for (const { lang, prefix } of LANGUAGES) {
  const a = messages(lang).auth;

  test.describe(`public pages (${lang})`, () => {
    for (const p of PAGES) {
      const path = `${prefix}/${ACME.code}/${p.path}`;

      test(`${p.path.split('/')[0]}: no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: p.title(a) })).toBeVisible();
        await p.ready(page, a);
        await expectNoAxeViolations(page);
      });

      test(`${p.path.split('/')[0]}: server HTML has title, lang, labels, canonical and hreflang`, async ({ request, baseURL }) => {
        const res = await request.get(path, { maxRedirects: 0 });
        expect(res.status()).toBe(200);
        const body = await res.text();
        const origin = new URL(baseURL!).origin;

        expect(body).toMatch(/^<!DOCTYPE html><html lang="([a-z]{2})"/);
        expect(body).toContain(`<html lang="${lang}"`);
        expect(body).toContain(`<title>${html(`${p.title(a)} · ${ACME.name}`)}</title>`);
        for (const label of p.labels(a)) expect(body).toMatch(new RegExp(`<label [^>]*for="[^"]+"[^>]*>${escapeRegExp(html(label))}</label>`));

        const link = (rel: string, extra: string, href: string) =>
          new RegExp(`<link rel="${rel}" ${extra}href="${escapeRegExp(href)}"/>`, 'i');
        expect(body).toMatch(link('canonical', '', `${origin}${path}`));
        expect(body).toMatch(link('alternate', 'hreflang="el" ', `${origin}/${ACME.code}/${p.path}`));
        expect(body).toMatch(link('alternate', 'hreflang="en" ', `${origin}/en/${ACME.code}/${p.path}`));
        expect(body).toMatch(link('alternate', 'hreflang="x-default" ', `${origin}/${ACME.code}/${p.path}`));
        expect(body).toContain(`<meta name="robots" content="${p.indexable ? 'index, follow' : 'noindex, nofollow'}"/>`);
      });
    }

    test('the authenticated landing page: no axe violations, and noindex', async ({ page, context, request, baseURL }) => {
      await loginThroughApi(request, context, baseURL!, ACME.demo.email, ACME.code);
      const res = await page.goto(`${prefix}/${ACME.code}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: ACME.name })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      const body = await (await context.request.get(`${prefix}/${ACME.code}`, { maxRedirects: 0 })).text();
      expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      await expectNoAxeViolations(page);
    });

    test('the not-found page: no axe violations', async ({ page }) => {
      const res = await page.goto(`${prefix}/xy`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: messages(lang).notFound.title })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('robots.txt allows the storefront, keeps crawlers out of the API and names the sitemap', async ({ request, baseURL }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toContain(`Sitemap: ${new URL(baseURL!).origin}/sitemap.xml`);
});

test('sitemap.xml lists the login page of acme in both languages and the content pages, never a disabled partner', async ({ request, baseURL }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  const xml = await res.text();
  const origin = new URL(baseURL!).origin;
  expect(xml).toContain(`<loc>${origin}/${ACME.code}/login</loc>`);
  expect(xml).toContain(`<loc>${origin}/en/${ACME.code}/login</loc>`);
  expect(xml).toContain(`hreflang="en" href="${origin}/en/${ACME.code}/login"`);
  expect(xml).toContain(`<loc>${origin}/hellas/login</loc>`);
  expect(xml).not.toContain('/retired/');
  // The partners' published content pages (issue #18 item 7), with their alternates.
  expect(xml).toContain(`<loc>${origin}/${ACME.code}/pages/terms</loc>`);
  expect(xml).toContain(`hreflang="en" href="${origin}/en/hellas/pages/delivery"`);
});
