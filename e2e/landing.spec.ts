import { expect, test } from '@playwright/test';
import { ACME } from './support/data';
import { LANGUAGES, messages } from './support/i18n';
import { DEMO, loginThroughApi } from './support/session';

const HELLAS = { code: 'hellas', name: 'Hellas Trade', email: 'demo@hellas.test' } as const;

/**
 * The partner landing page (SPEC §2): the partner, its discount and rich content from the server
 * (one cached page per partner and language, issue #15), the greeting and the quota left loaded
 * in the browser as the customer.
 */
for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang).landing;
  for (const who of [
    { partner: ACME.code, email: DEMO.acme.email, name: ACME.name, discount: m.discountPercent.replace('{value}', '15') },
    { partner: HELLAS.code, email: HELLAS.email, name: HELLAS.name, discount: m.discountFixed.replace('{value}', '5.00') },
  ]) {
    test(`landing (${lang}, ${who.partner}): the partner, its discount, the customer's greeting and quota left`, async ({ page, context, request, baseURL }) => {
      const session = await loginThroughApi(request, context, baseURL!, who.email, who.partner);
      const info = await request.get('/api/Partners/PromotionInfo', { headers: { 'X-Partner-Code': who.partner, Authorization: `Bearer ${session.at}` } });
      const { quota } = (await info.json()) as { quota: { remaining: number; limit: number } };
      await page.goto(`${prefix}/${who.partner}`);
      await expect(page.getByRole('heading', { level: 1, name: who.name })).toBeVisible();
      await expect(page.getByText(m.welcome.replace('{name}', session.nm), { exact: true })).toBeVisible();
      await expect(page.getByText(m.discount.replace('{value}', who.discount), { exact: true })).toBeVisible();
      await expect(page.getByText(m.quota.replace('{remaining}', String(quota.remaining)).replace('{limit}', String(quota.limit)), { exact: true })).toBeVisible();
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
