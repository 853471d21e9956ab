import { expect, test } from '@playwright/test';
import { resultsText } from './support/catalog';
import { ACME } from './support/data';
import { money } from './support/cart';
import { fill, formatIcu, LANGUAGES, messages } from './support/i18n';
import { DEMO, loginThroughApi } from './support/session';

const HELLAS = { code: 'hellas', name: 'Hellas Trade', email: 'demo@hellas.test' } as const;

/**
 * The partner landing page (SPEC §2): its hero (issue #46) says the partner's offer, its discount,
 * as the heading, with one action into the catalogue, from the server (one cached page per
 * partner and language, issue #15); the greeting and the quota left are loaded in the browser as
 * the customer.
 */
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const h = m.hero;
  for (const who of [
    { partner: ACME.code, email: DEMO.acme.email, name: ACME.name, offer: fill(h.headlinePercent, { value: 15 }) },
    { partner: HELLAS.code, email: HELLAS.email, name: HELLAS.name, offer: fill(h.headlineFixed, { amount: money(lang, 500) }) },
  ]) {
    test(`landing (${lang}, ${who.partner}): the hero with the partner's offer and one action, the greeting and quota left`, async ({ page, context, request, baseURL }) => {
      const session = await loginThroughApi(request, context, baseURL!, who.email, who.partner);
      const info = await request.get('/api/Partners/PromotionInfo', { headers: { 'X-Partner-Code': who.partner, Authorization: `Bearer ${session.at}` } });
      const { quota } = (await info.json()) as { quota: { remaining: number; limit: number } };
      await page.goto(`${prefix}/${who.partner}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(`${fill(h.kicker, { partner: who.name })} ${who.offer}`);
      const hero = page.getByRole('region', { name: who.offer });
      await expect(hero.getByText(h.lede, { exact: true })).toBeVisible();
      await expect(hero.getByText(formatIcu(lang, m.productPage.deliveryEstimate, { max: 3, range: '1–3' }), { exact: true })).toBeVisible();
      await expect(hero.getByRole('link')).toHaveCount(1);
      await expect(hero.getByRole('link', { name: m.landing.shopNow, exact: true })).toHaveAttribute('href', `${prefix}/${who.partner}/products`);
      await expect(page.getByText(m.landing.welcome.replace('{name}', session.nm), { exact: true })).toBeVisible();
      await expect(page.getByText(m.landing.quota.replace('{remaining}', String(quota.remaining)).replace('{limit}', String(quota.limit)), { exact: true })).toBeVisible();
      // Text only: the hero downloads no picture, so its heading is the largest paint.
      expect(await hero.evaluate((el) => [el, ...el.querySelectorAll('*')].filter((e) => e.tagName === 'IMG' || getComputedStyle(e).backgroundImage.includes('url(')).length)).toBe(0);
    });
  }
}

test('landing: one cached page per partner and language, with nothing of its customer in it', async ({ request, context, baseURL }) => {
  const session = await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  for (const path of [`/${ACME.code}`, `/en/${ACME.code}`]) {
    await request.get(path, { headers: { cookie } });
    const res = await request.get(path, { headers: { cookie } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
    expect(res.headers()['cache-control'], path).toMatch(/^private, no-cache, no-store/);
    const html = await res.text();
    expect(html, path).toContain(ACME.name);
    expect(html, path).not.toContain(session.nm);
    expect(html, path).not.toContain(HELLAS.name);
  }
});

/**
 * Issue #16 item 5: a landing page that sells. Best sellers, the biggest discounts, new arrivals
 * and the categories, each leading into the list in the same order or filter; then what this
 * browser viewed. Server-rendered and cached per partner, for verified customers only.
 */
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const s = m.landing.shelves;
  test(`landing shelves (${lang}): products, categories and recently viewed, each a way into the list`, async ({ page, context, request, baseURL }) => {
    await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
    await page.goto(`${prefix}/${ACME.code}`);
    for (const key of ['bestsellers', 'discounts', 'newArrivals'] as const) {
      const shelf = page.getByRole('region', { name: s[key], exact: true });
      await expect(shelf.getByRole('article').first()).toBeVisible();
      expect(await shelf.getByRole('article').count()).toBeLessThanOrEqual(4);
    }
    // The newest products lead to the list sorted the same way, starting with the same product.
    const newest = page.getByRole('region', { name: s.newArrivals, exact: true });
    const first = await newest.getByRole('heading', { level: 3 }).first().textContent();
    await newest.getByRole('link', { name: s.seeAll.replace('{name}', s.newArrivals), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/${ACME.code}/products\\?status=Available&sort=CreateDateDescending$`));
    await expect(page.getByRole('combobox', { name: m.catalog.sort })).toHaveValue('CreateDateDescending');
    await expect(page.locator('.product-card:visible h2').first()).toHaveText(first!);

    // A category tile opens the list filtered by it, with as many products as the tile says.
    await page.goto(`${prefix}/${ACME.code}`);
    const tiles = page.getByRole('region', { name: s.categories, exact: true }).getByRole('link');
    const tile = tiles.first();
    const name = (await tile.locator('.category-tile-name').textContent())!;
    const count = (await tile.locator('.category-tile-count').textContent())!;
    // Seen, then clicked, as a shopper does. (Playwright's own scroll-and-click in one step lost the
    // click on this page in English while the partner's video embed cannot load, which it cannot in
    // the test environment: no click event reached the page. A shopper sees the tile first.)
    await tile.scrollIntoViewIfNeeded();
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/${ACME.code}/products\\?category=[^&]+$`));
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${name}`) })).toBeChecked();
    await expect(page.getByText(resultsText(lang, Number(count.replace(/\D+/g, ''))), { exact: true }).filter({ visible: true }).first()).toBeVisible();

    // A product seen is offered again on the landing page.
    const card = page.locator('.product-card:visible').first();
    const seen = (await card.getByRole('heading', { level: 2 }).textContent())!;
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: seen, exact: true })).toBeVisible();
    await page.goto(`${prefix}/${ACME.code}`);
    const recent = page.getByRole('region', { name: m.product.recentlyViewed, exact: true });
    await expect(recent.getByRole('heading', { level: 3, name: seen, exact: true })).toBeVisible();
  });
}

test('landing shelves are cached per partner, and only a verified customer gets them', async ({ request, context, baseURL }) => {
  const session = await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
  const cookies = await context.cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const shelves = messages('el').landing.shelves;
  await request.get(`/${ACME.code}`, { headers: { cookie } });
  const res = await request.get(`/${ACME.code}`, { headers: { cookie } });
  expect(res.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  const html = await res.text();
  expect(html).toContain(shelves.newArrivals);
  expect(html).toContain('class="product-card"');
  expect(html).not.toContain(session.nm);
  // A session cookie without a token it can verify: the landing without the catalogue in it.
  const forged = cookies.filter((c) => c.name !== 'usr_fe_at').map((c) => `${c.name}=${c.value}`).join('; ') + `; usr_fe_at=forged.${session.at.split('.')[1]}.signature`;
  const bare = await (await request.get(`/${ACME.code}`, { headers: { cookie: forged } })).text();
  expect(bare).toContain(ACME.name);
  expect(bare).not.toContain('class="product-card"');
  expect(bare).not.toContain(shelves.newArrivals);
});
