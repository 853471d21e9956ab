import { expect, test } from '@playwright/test';
import { ACME } from './support/data';
import { LANGUAGES } from './support/i18n';
import { DEMO, loginThroughApi } from './support/session';
import { employeeAuth } from './support/staff';
import { productOverApi } from './support/staff-catalog';

/**
 * A changed URL slug (issue #45, decision 0041): after an Employee changes a product's eurl, the
 * storefront answers its former slug with a permanent redirect (308) to the current one, keeping
 * the chosen colour, in both languages; the current slug is the page itself and an unknown slug
 * stays a real 404.
 */
test('a product page under a former slug redirects permanently to the current one; an unknown slug is 404', async ({ request, context, baseURL }) => {
  test.setTimeout(60_000);
  const { code, eurl } = await productOverApi(request, 'slug');
  const headers = await employeeAuth(request);
  const read = (await (await request.get(`/api/staff/catalog/products/${code}`, { headers })).json()) as Record<string, unknown> & { version: number };
  const moved = `${eurl}-moved`;
  const fields = ['kind', 'categoryCode', 'brandCode', 'name', 'description', 'technical', 'seoTitle', 'seoDescription', 'priceCents', 'priceBasis', 'taxCategory', 'discountable', 'releaseDate', 'partners'];
  const put = await request.put(`/api/staff/catalog/products/${code}`, { headers, data: { ...Object.fromEntries(fields.map((f) => [f, read[f]])), eurl: moved, expectedVersion: read.version } });
  expect(put.status(), await put.text()).toBe(200);
  await loginThroughApi(request, context, baseURL!, DEMO.acme.email, DEMO.acme.partner);
  for (const { prefix } of LANGUAGES) {
    const base = `${prefix}/${ACME.code}/products`;
    await expect
      .poll(async () => {
        const res = await context.request.get(`${base}/${eurl}?color=white`, { maxRedirects: 0 });
        return [res.status(), new URL(res.headers().location ?? '/', baseURL).pathname + new URL(res.headers().location ?? '/', baseURL).search];
      }, { timeout: 15_000 })
      .toEqual([308, `${base}/${moved}?color=white`]);
    expect((await context.request.get(`${base}/${moved}`, { maxRedirects: 0 })).status()).toBe(200);
    expect((await context.request.get(`${base}/${eurl}-never-was`, { maxRedirects: 0 })).status()).toBe(404);
  }
});
