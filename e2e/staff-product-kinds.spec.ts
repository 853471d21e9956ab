import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ACME } from './support/data';
import { escapeRegExp, fill, formatIcu, LANGUAGES, messages, type Lang } from './support/i18n';
import { loginThroughApi } from './support/session';
import { employeeAuth, STAFF, staffPage } from './support/staff';
import { productOverApi, uniqueProduct } from './support/staff-catalog';

/**
 * A Bundle's parts and a Grouped product's members in the console (issue #45, decision 0046), both
 * languages: an Employee sets a bundle's parts in its Parts panel, the panel shows the stock they
 * make and the storefront's product page follows (its stock, its parts); an unknown SKU is named
 * next to its field and what was typed stays; a grouped product's members added by code and
 * reordered show in that order on the storefront. Every product is made for this run (the e2e
 * database is shared by the workers) over the operations API: the parts and members, and the
 * bundle and the group, published for every partner with their first part or members.
 */
async function kindProduct(request: APIRequestContext, tag: string, kind: 'Bundle' | 'Grouped', composition: Record<string, unknown>): Promise<{ code: string; eurl: string }> {
  const headers = await employeeAuth(request);
  const { code, word } = uniqueProduct(tag);
  const created = await request.post('/api/staff/catalog/products', { headers, data: { code, kind, categoryCode: 'gifts', brandCode: 'nordvik', name: { el: `Σετ ${word}`, en: `Set ${word}` }, priceCents: 5990, status: 'Draft' } });
  expect(created.status(), await created.text()).toBe(201);
  let product = (await created.json()) as { eurl: string; version: number };
  if (kind === 'Bundle') {
    const grid = await request.put(`/api/staff/catalog/products/${code}/variants`, { headers, data: { expectedVersion: product.version, variants: [{ sku: `${code}-BLACK`, color: 'black', size: null, stock: 0, availability: 'Available' }] } });
    expect(grid.status(), await grid.text()).toBe(200);
    product = (await grid.json()) as typeof product;
  }
  // Published with its first parts or members (a Bundle needs one, a group two; decision 0046).
  const made = await request.put(`/api/staff/catalog/products/${code}/${kind === 'Bundle' ? 'parts' : 'members'}`, { headers, data: { ...composition, expectedVersion: product.version } });
  expect(made.status(), await made.text()).toBe(200);
  product = { ...product, version: ((await made.json()) as { version: number }).version };
  const published = await request.post(`/api/staff/catalog/products/${code}/status`, { headers, data: { status: 'Published', expectedVersion: product.version } });
  expect(published.status(), await published.text()).toBe(200);
  return { code, eurl: product.eurl };
}

async function acmePage(browser: Browser, baseURL: string, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: lang });
  await loginThroughApi(context.request, context, baseURL, ACME.demo.email, ACME.code);
  return context.newPage();
}

/** Reloads `page` at `url` until `check` passes (the catalogue index follows a change within seconds). */
async function eventually(page: Page, url: string, check: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] });
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const k = m.staffProductKinds;

  test.describe(`bundles and groups in the console (${lang})`, () => {
    test("an Employee sets a bundle's parts; an unknown SKU is named next to its field; the storefront's stock follows the parts", async ({ browser, baseURL, request }) => {
      test.setTimeout(90_000);
      const boot = await productOverApi(request, `part-${lang}`);
      const other = await productOverApi(request, `part-${lang}`);
      const bundle = await kindProduct(request, `bundle-${lang}`, 'Bundle', { parts: [{ sku: `${boot.code}-BLACK-42`, quantity: 2 }] });
      const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/products/${bundle.code.toLowerCase()}`);
      const panel = staff.locator('main').filter({ visible: true }).locator('form').filter({ has: staff.getByRole('heading', { name: k.parts.heading, exact: true }) });
      // Its first part, two of the boots (20 in stock): 10 bundles.
      await expect(panel.getByTestId('bundle-stock')).toHaveText(fill(k.parts.stock, { made: 10 }));
      const sku = (n: number) => panel.getByLabel(`${k.parts.sku} (${fill(k.parts.row, { n })})`, { exact: true });
      const units = (n: number) => panel.getByLabel(`${k.parts.quantity} (${fill(k.parts.row, { n })})`, { exact: true });
      const add = panel.getByRole('button', { name: k.parts.add, exact: true });
      const save = panel.getByRole('button', { name: k.parts.save, exact: true });

      // A SKU no variant has: named next to its field, the rows as typed.
      await expect(sku(1)).toHaveValue(`${boot.code}-BLACK-42`);
      await expect(units(1)).toHaveValue('2');
      await add.click();
      await sku(2).fill('NO-SUCH-SKU-42');
      await units(2).fill('5');
      await save.click();
      await expect(panel.getByRole('alert')).toHaveText(k.fix);
      await expect(sku(2)).toHaveAccessibleDescription(k.errors.part_not_found);
      await expect(sku(2)).toHaveAttribute('aria-invalid', 'true');
      await expect(sku(1)).toHaveValue(`${boot.code}-BLACK-42`);
      await expect(units(2)).toHaveValue('5');

      // Corrected: saved, and the panel shows what the parts make (20 / 2 and 20 / 5: 4).
      await sku(2).fill(`${other.code}-WHITE-42`);
      await save.click();
      await expect(staff).toHaveURL(/\?saved=1$/);
      await expect(panel.getByTestId('bundle-stock')).toHaveText(fill(k.parts.stock, { made: 4 }));
      await expect(sku(2)).toHaveValue(`${other.code}-WHITE-42`);

      // The storefront: the bundle's stock is what its parts make, its parts are listed.
      const shop = await acmePage(browser, baseURL!, lang);
      const productUrl = `${prefix}/${ACME.code}/products/${bundle.eurl}`;
      await eventually(shop, productUrl, async () => {
        await expect(shop.getByTestId('bundle-parts').getByRole('listitem')).toHaveCount(2, { timeout: 500 });
        await expect(shop.locator('main')).toContainText(formatIcu(lang, m.product.inStock, { count: 4 }), { timeout: 500 });
      });

      // One part removed, the other's units changed: the storefront follows (20 / 4: 5).
      await panel.getByRole('button', { name: fill(k.parts.remove, { n: 2 }), exact: true }).click();
      await units(1).fill('4');
      await save.click();
      await expect(panel.getByTestId('bundle-stock')).toHaveText(fill(k.parts.stock, { made: 5 }));
      await eventually(shop, productUrl, async () => {
        await expect(shop.getByTestId('bundle-parts').getByRole('listitem')).toHaveCount(1, { timeout: 500 });
        await expect(shop.locator('main')).toContainText(formatIcu(lang, m.product.inStock, { count: 5 }), { timeout: 500 });
      });
    });

    test("an Employee adds a group's member by code and reorders them; the storefront shows them in that order", async ({ browser, baseURL, request }) => {
      test.setTimeout(90_000);
      const first = await productOverApi(request, `member-${lang}`);
      const second = await productOverApi(request, `member-${lang}`);
      const third = await productOverApi(request, `member-${lang}`);
      const group = await kindProduct(request, `group-${lang}`, 'Grouped', { members: [first.code, second.code] });
      const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/products/${group.code.toLowerCase()}`);
      const panel = staff.locator('main').filter({ visible: true }).locator('form').filter({ has: staff.getByRole('heading', { name: k.members.heading, exact: true }) });
      const list = panel.getByRole('list', { name: k.members.heading });
      const order = (...codes: string[]) => codes.map((code) => new RegExp(code));
      await expect(list.getByRole('listitem')).toHaveText(order(first.code, second.code));
      const shop = await acmePage(browser, baseURL!, lang);
      const url = `${prefix}/${ACME.code}/products/${group.eurl}`;
      const legends = shop.getByTestId('grouped-members').locator('fieldset > legend');
      await eventually(shop, url, () => expect(legends).toHaveText(order(first.code, second.code), { timeout: 500 }));

      // A third added by its code (typed in lower case), moved up to the top, the first moved down: saved, and the storefront follows.
      await panel.getByLabel(k.members.code, { exact: true }).fill(third.code.toLowerCase());
      await panel.getByRole('button', { name: k.members.add, exact: true }).click();
      await expect(list.getByRole('listitem')).toHaveText(order(first.code, second.code, third.code));
      for (let i = 0; i < 2; i++) await panel.getByRole('button', { name: fill(k.members.up, { code: third.code }), exact: true }).click();
      await panel.getByRole('button', { name: fill(k.members.down, { code: first.code }), exact: true }).click();
      await expect(list.getByRole('listitem')).toHaveText(order(third.code, second.code, first.code));
      await panel.getByRole('button', { name: k.members.save, exact: true }).click();
      await expect(staff).toHaveURL(/\?saved=1$/);
      await staff.reload();
      await expect(list.getByRole('listitem')).toHaveText(order(third.code, second.code, first.code));
      await eventually(shop, url, () => expect(legends).toHaveText(order(third.code, second.code, first.code), { timeout: 500 }));
    });
  });
}

test('a stale parts save says someone else changed the product and keeps the rows as typed', async ({ browser, baseURL, request }) => {
  const k = messages('en').staffProductKinds;
  const conflict = (messages('en').staffCatalog as unknown as { errors: Record<string, string> }).errors.product_changed!;
  const boot = await productOverApi(request, 'stale-part');
  const bundle = await kindProduct(request, 'stale-bundle', 'Bundle', { parts: [{ sku: `${boot.code}-BLACK-42`, quantity: 2 }] });
  const staff = await staffPage(browser, baseURL!, 'en', '/en', STAFF.employee, `/en/staff/products/${bundle.code.toLowerCase()}`);
  const panel = staff.locator('main').filter({ visible: true }).locator('form').filter({ has: staff.getByRole('heading', { name: k.parts.heading, exact: true }) });
  const units = panel.getByLabel(`${k.parts.quantity} (${fill(k.parts.row, { n: 1 })})`, { exact: true });
  await expect(units).toHaveValue('2');
  // Someone else changes the parts meanwhile.
  const headers = await employeeAuth(request);
  const now = (await (await request.get(`/api/staff/catalog/products/${bundle.code}/parts`, { headers })).json()) as { version: number };
  const other = await request.put(`/api/staff/catalog/products/${bundle.code}/parts`, { headers, data: { expectedVersion: now.version, parts: [{ sku: `${boot.code}-WHITE-42`, quantity: 1 }] } });
  expect(other.status(), await other.text()).toBe(200);
  await units.fill('3');
  await panel.getByRole('button', { name: k.parts.save, exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText(new RegExp(`^${escapeRegExp(conflict).replace('\\{current\\}', '\\d+')}$`));
  await expect(units).toHaveValue('3');
  await staff.reload();
  await expect(panel.getByLabel(`${k.parts.sku} (${fill(k.parts.row, { n: 1 })})`, { exact: true })).toHaveValue(`${boot.code}-WHITE-42`);
});

test("an Inspector sees a bundle's parts and a group's members without the controls to change them", async ({ browser, baseURL }) => {
  const k = messages('en').staffProductKinds;
  // The demo's bundle and group (lib/backend/db/seed/demo-product-kinds.ts).
  const staff = await staffPage(browser, baseURL!, 'en', '/en', STAFF.inspector, '/en/staff/products/p9000003');
  const main = staff.locator('main').filter({ visible: true });
  await expect(main.getByTestId('bundle-stock')).toBeVisible();
  await expect(main.getByLabel(`${k.parts.sku} (${fill(k.parts.row, { n: 1 })})`, { exact: true })).toBeDisabled();
  await expect(main.getByRole('button', { name: k.parts.save })).toHaveCount(0);
  await expect(main.getByRole('button', { name: k.parts.add })).toHaveCount(0);
  await staff.goto('/en/staff/products/p9000004');
  await expect(main.getByRole('list', { name: k.members.heading }).getByRole('listitem')).toHaveCount(2);
  await expect(main.getByRole('button', { name: k.members.save })).toHaveCount(0);
  await expect(main.getByRole('button', { name: fill(k.members.up, { code: 'P9000002' }) })).toHaveCount(0);
});
