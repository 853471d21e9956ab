import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACME, DEMO_PASSWORD } from './support/data';

/**
 * Issue #15: cached answers never cross partners, languages or customers. The public auth pages,
 * the catalogue pages (for a customer middleware verified) and the checkout and profile pages
 * (whose personal parts load in the browser) are served from the cache per partner and language;
 * pages with anything personal in their HTML (the cart: e2e/cart-first-html.spec.ts) are rendered
 * per request and never stored.
 */
const HELLAS = { code: 'hellas', name: 'Hellas Trade', email: 'demo@hellas.test' } as const;

/** The storefront's cookies of a customer, logged in through the API. */
async function cookiesOf(request: APIRequestContext, email: string, partner: string): Promise<{ cookie: string; firstName: string; token: string }> {
  const res = await request.post('/api/Customers/Login', {
    headers: { 'X-Partner-Code': partner, 'Accept-Language': 'el' },
    data: { email, password: DEMO_PASSWORD, partnerCode: partner },
  });
  expect(res.status()).toBe(200);
  const session = (await res.json()) as { id: number; at: string; rd: number; nm: string };
  const state = encodeURIComponent(JSON.stringify({ id: session.id, ld: Date.now(), rd: session.rd, pc: partner }));
  return { cookie: `usr_fe_session=${state}; usr_fe_at=${session.at}`, firstName: session.nm, token: session.at };
}

test('login pages: cached per partner and language, each with its own partner and language', async ({ request }) => {
  const cases = [
    { path: `/${ACME.code}/login`, lang: 'el', own: ACME.name, other: HELLAS.name },
    { path: `/en/${ACME.code}/login`, lang: 'en', own: ACME.name, other: HELLAS.name },
    { path: `/${HELLAS.code}/login`, lang: 'el', own: HELLAS.name, other: ACME.name },
    { path: `/en/${HELLAS.code}/login`, lang: 'en', own: HELLAS.name, other: ACME.name },
  ];
  for (const c of cases) {
    await request.get(c.path); // the first visitor may be the one who fills the cache
    const res = await request.get(c.path);
    expect(res.status(), c.path).toBe(200);
    // From the cache: HIT, or STALE once its minute is over (served, then refreshed behind).
    expect(res.headers()['x-nextjs-cache'], c.path).toMatch(/^(HIT|STALE)$/);
    const html = await res.text();
    expect(html, c.path).toContain(`<html lang="${c.lang}"`);
    expect(html, c.path).toContain(c.own);
    expect(html, c.path).not.toContain(c.other);
  }
});

test("a logged-in customer's visit to a cached page leaves nothing personal in it", async ({ request }) => {
  const acme = await cookiesOf(request, ACME.demo.email, ACME.code);
  const seen = await request.get(`/en/${ACME.code}/register`, { headers: { cookie: acme.cookie } });
  expect(seen.status()).toBe(200);
  const anonymous = await request.get(`/en/${ACME.code}/register`);
  expect(anonymous.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  for (const html of [await seen.text(), await anonymous.text()]) {
    expect(html).not.toContain(acme.firstName);
    expect(html).not.toContain(ACME.demo.email);
  }
});

test('the same product page and list for customers of two partners: one cached page per partner and language, never the other', async ({ request }) => {
  const acme = await cookiesOf(request, ACME.demo.email, ACME.code);
  const hellas = await cookiesOf(request, HELLAS.email, HELLAS.code);
  // A product both partners sell (some are restricted to one partner).
  const eurls = async (who: { token: string }, partner: string) => {
    const res = await request.get('/api/Products?pageSize=48', { headers: { 'X-Partner-Code': partner, Authorization: `Bearer ${who.token}` } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { items: { eurl: string }[] }).items.map((item) => item.eurl);
  };
  const hellasEurls = new Set(await eurls(hellas, HELLAS.code));
  const eurl = (await eurls(acme, ACME.code)).find((candidate) => hellasEurls.has(candidate));
  expect(eurl).toBeDefined();
  // Alternating, twice each: whoever asked first, every answer carries its own partner (their
  // prices differ by the partner's discount), is private, and the second round comes from the cache.
  for (let round = 0; round < 2; round++) {
    for (const [who, partner, own, other] of [
      [acme, ACME.code, ACME.name, HELLAS.name],
      [hellas, HELLAS.code, HELLAS.name, ACME.name],
    ] as const) {
      for (const path of [`/en/${partner}/products/${eurl}`, `/en/${partner}/products?color=red`]) {
        const res = await request.get(path, { headers: { cookie: who.cookie } });
        expect(res.status(), path).toBe(200);
        expect(res.headers()['cache-control'], path).toMatch(/^private, no-cache, no-store/);
        if (round === 1) expect(res.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
        const html = await res.text();
        expect(html, path).toContain(own);
        expect(html, path).not.toContain(other);
        for (const customer of [acme, hellas]) expect(html, path).not.toContain(customer.firstName);
      }
    }
  }
});

test('the cached catalogue is only for a token that lets its customer in under the partner', async ({ request }) => {
  const acme = await cookiesOf(request, ACME.demo.email, ACME.code);
  const hellas = await cookiesOf(request, HELLAS.email, HELLAS.code);
  const path = `/en/${ACME.code}/products?color=red`;
  await request.get(path, { headers: { cookie: acme.cookie } }); // now in the cache
  const session = (cookie: string) => cookie.split('; ')[0]!;
  const refused = [
    `${session(acme.cookie)}; usr_fe_at=forged.${acme.token.split('.')[1]}.signature`,
    // Another partner's customer, with an Acme session cookie (a hand-made one needs no secret).
    `${session(acme.cookie)}; usr_fe_at=${hellas.token}`,
    session(acme.cookie),
  ];
  for (const cookie of refused) {
    const res = await request.get(path, { headers: { cookie } });
    expect(res.headers()['x-nextjs-cache'], cookie).toBeUndefined();
    const html = await res.text();
    // The page rendered per request for them: no list, the browser refreshes the token or goes to login.
    expect(html, cookie).not.toContain('class="product-card"');
  }
});

test('checkout and profile pages: one cached page per partner and language; nothing of their customers is in them', async ({ request }) => {
  const acme = await cookiesOf(request, ACME.demo.email, ACME.code);
  const hellas = await cookiesOf(request, HELLAS.email, HELLAS.code);
  const customers = [
    { who: acme, partner: ACME.code, own: ACME.name, other: HELLAS.name },
    { who: hellas, partner: HELLAS.code, own: HELLAS.name, other: ACME.name },
  ];
  for (let round = 0; round < 2; round++) {
    for (const { who, partner, own, other } of customers) {
      for (const [lang, page] of [['el', 'checkout'], ['en', 'checkout'], ['en', 'profile/orders'], ['el', 'profile/account']] as const) {
        const path = `/${lang === 'el' ? '' : 'en/'}${partner}/${page}`;
        const res = await request.get(path, { headers: { cookie: who.cookie } });
        expect(res.status(), path).toBe(200);
        // The second round is served from the cache (the personal parts load in the browser, as the customer).
        if (round === 1) expect(res.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
        // Behind login: no shared cache (a CDN) may keep it, although Next serves it from its own.
        expect(res.headers()['cache-control'], path).toMatch(/^private, no-cache, no-store/);
        const html = await res.text();
        expect(html, path).toContain(`<html lang="${lang}"`);
        expect(html, path).toContain(own);
        expect(html, path).not.toContain(other);
        for (const customer of [acme, hellas]) expect(html, path).not.toContain(customer.firstName);
        for (const email of [ACME.demo.email, HELLAS.email]) expect(html, path).not.toContain(email);
      }
    }
  }
});
