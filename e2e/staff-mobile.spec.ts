import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { ACME } from './support/data';
import { escapeRegExp, fill, LANGUAGES, messages, type Lang } from './support/i18n';
import { PHONE } from './support/phone';
import { waitForHydration } from './support/session';
import { STAFF, staffPage } from './support/staff';
import { consoleRecords, expectFitsPhone, type ConsoleRecords } from './support/staff-mobile';

/**
 * The staff console on a phone (issue #46, decision 0052): every console page at 390 px in both
 * languages, signed in as an Employee (one browser context for the file), with a record of every
 * kind (an order with a return asked for, a quotation, a staff account, a partner with its coupons
 * and content pages, a product, a bundle, a group, a category, a brand): nothing scrolls sideways,
 * a wide table scrolls inside a focusable, labelled region, and the page's main action is on the
 * screen once scrolled to. The navigation is a menu; the bundle's parts, the group's members and a
 * URL list's check report fit too.
 */
const BUNDLE = 'p9000003';
const GROUPED = 'p9000004';
const PRODUCT = 'p9000001';

type Visit = { path: string; action: (main: Locator, lang: Lang) => Locator };

const button = (name: string) => (main: Locator) => main.getByRole('button', { name, exact: true });
const link = (name: string) => (main: Locator) => main.getByRole('link', { name, exact: true });

function visits(lang: Lang, r: ConsoleRecords): Visit[] {
  const m = messages(lang);
  const s = m.staff;
  const c = m.staffCatalog;
  const k = m.staffProductKinds;
  return [
    { path: 'orders', action: button(s.orders.apply) },
    { path: `orders/${r.orderId}`, action: button(s.order.change.submit) },
    { path: 'returns', action: button(fill(s.returns.actionOf.Received, { number: r.returnNumber })) },
    { path: 'quotes', action: (main) => main.locator(`a[href$="/staff/quotes/${r.quoteId}"]`) },
    { path: `quotes/${r.quoteId}`, action: button(s.quotes.revise) },
    { path: 'customers', action: button(s.customers.apply) },
    { path: 'partners', action: link(fill(s.partners.edit, { name: ACME.name })) },
    { path: `partners/${ACME.code}`, action: button(s.partner.save) },
    { path: `partners/${ACME.code}/pages`, action: link(s.pages.new) },
    { path: `partners/${ACME.code}/pages/new`, action: button(s.pages.save) },
    { path: `partners/${ACME.code}/pages/terms`, action: button(s.pages.save) },
    { path: `partners/${ACME.code}/pages/terms/delete`, action: button(s.pages.confirm) },
    { path: `partners/${ACME.code}/coupons`, action: link(s.coupons.new) },
    { path: `partners/${ACME.code}/coupons/new`, action: button(s.coupons.save) },
    { path: `partners/${ACME.code}/coupons/welcome10`, action: button(s.coupons.save) },
    { path: 'members', action: link(s.members.invite) },
    { path: 'members/new', action: button(s.members.new.submit) },
    { path: `members/${r.memberId}`, action: button(s.members.detail.save) },
    { path: 'products', action: link(c.list.new) },
    { path: 'products/new', action: button(c.editor.save) },
    { path: `products/${PRODUCT}`, action: button(c.editor.save) },
    { path: `products/${PRODUCT}/pictures`, action: button(m.staffPictures.upload.submit) },
    { path: `products/${BUNDLE}`, action: button(k.parts.save) },
    { path: `products/${GROUPED}`, action: button(k.members.save) },
    { path: 'categories', action: button(c.taxonomy.categories.create) },
    { path: 'categories/boots', action: button(c.taxonomy.categories.save) },
    { path: 'brands', action: button(c.taxonomy.brands.create) },
    { path: 'brands/nordvik', action: button(c.taxonomy.brands.save) },
    { path: 'catalog/import', action: button(m.staffImport.dryRun) },
    { path: 'audit', action: button(s.audit.apply) },
    { path: 'two-factor', action: button(s.twoFactor.start) },
  ];
}

let staff: BrowserContext;
let records: ConsoleRecords;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  const page = await staffPage(browser, baseURL, 'el', '', STAFF.employee, undefined, PHONE);
  staff = page.context();
  // The customer's side (an order, a return, a quote) in a context of its own, closed after.
  const customer = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Test-Secret': process.env.E2E_TEST_SECRET ?? '' } });
  records = await consoleRecords(customer.request, customer, baseURL);
  await customer.close();
  await page.close();
});

test.afterAll(async () => {
  await staff?.close();
});

/** A console page opened in the shared, signed-in phone context: answered 200, its heading shown. */
async function open(path: string): Promise<Page> {
  const page = await staff.newPage();
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);

  test.describe(`the console at ${PHONE.width} px (${lang})`, () => {
    // The records exist once beforeAll ran: the list of pages is made inside each test.
    for (const [index, path] of visits(lang, { orderId: 0, returnNumber: '', quoteId: 0, memberId: 0 }).map((v, i) => [i, v.path] as const)) {
      test(`${path.replace(/\/\d+$/, '/:id')}: no sideways scroll, the main action reachable`, async () => {
        const visit = visits(lang, records)[index]!;
        const page = await open(`${prefix}/staff/${visit.path}`);
        await expectFitsPhone(page, visit.action(page.locator('main'), lang));
        await page.close();
      });
    }

    test('the navigation is a menu: closed, it opens and leads to a page', async () => {
      const page = await open(`${prefix}/staff/orders`);
      const nav = page.getByRole('navigation', { name: m.staff.title });
      await expect(nav.getByRole('link', { name: m.staff.header.customers, exact: true })).toBeHidden();
      await page.getByRole('button', { name: m.staffMobile.menu, exact: true }).click();
      await expect(nav.getByRole('link', { name: m.staff.header.orders, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('button', { name: m.staff.header.logout })).toBeVisible();
      await expectFitsPhone(page, nav.getByRole('link', { name: m.staff.header.customers, exact: true }));
      await nav.getByRole('link', { name: m.staff.header.customers, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: m.staff.customers.title })).toBeVisible();
      await page.close();
    });

    test("a wide table scrolls with the keyboard in its region, the page doesn't", async () => {
      const page = await open(`${prefix}/staff/orders`);
      const region = page.getByRole('main').getByRole('region', { name: m.staff.orders.title, exact: true });
      const scrollLeft = () => region.evaluate((el) => el.scrollLeft);
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await region.focus();
      await expect(region).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect.poll(scrollLeft).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      await page.close();
    });

    test('a URL list checked: its report with long addresses fits, each row named', async () => {
      const t = m.staffPictureUrls;
      const page = await open(`${prefix}/staff/catalog/import`);
      const long = `https://media.example.com/${'very-long-folder-name/'.repeat(6)}picture-of-the-boot.jpg`;
      await page.getByLabel(t.file, { exact: true }).setInputFiles({ name: 'pictures.csv', mimeType: 'text/csv', buffer: Buffer.from(`code,colour,url\n${PRODUCT},black,${long}\nNO-SUCH-PRODUCT-CODE-THAT-IS-LONG,,${long}\n`) });
      await page.getByRole('button', { name: t.dryRun, exact: true }).click();
      await expect(page.getByTestId('urls-report')).toBeVisible();
      await expect(page.locator('tr[data-row="3"]')).toContainText(t.problems.product_not_found);
      // The table is wider than the screen: it scrolls in its region (checked there); the counts are on the screen.
      await expectFitsPhone(page, page.getByTestId('urls-counts'));
      await page.close();
    });

    test("the bundle's parts and the group's members: their rows fit, one more part added", async () => {
      const k = m.staffProductKinds;
      const bundle = await open(`${prefix}/staff/products/${BUNDLE}`);
      const parts = bundle.getByRole('form', { name: k.parts.heading });
      const skus = parts.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(k.parts.sku)} `) });
      await expect(skus).toHaveCount(2);
      await waitForHydration(bundle, 'form[aria-labelledby="bundle-parts-heading"]');
      await parts.getByRole('button', { name: k.parts.add, exact: true }).click();
      await expect(skus).toHaveCount(3);
      await expectFitsPhone(bundle, parts.getByRole('button', { name: k.parts.save, exact: true }));
      await bundle.close();

      const group = await open(`${prefix}/staff/products/${GROUPED}`);
      const members = group.getByRole('form', { name: k.members.heading });
      await expect(members.getByRole('listitem')).toHaveCount(2);
      await expectFitsPhone(group, members.getByRole('button', { name: k.members.save, exact: true }));
      await group.close();
    });
  });
}

test('signed out: the login and a set-password link fit the phone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  for (const { lang, prefix } of LANGUAGES) {
    const s = messages(lang).staff;
    await page.goto(`${prefix}/staff/login`);
    await expectFitsPhone(page, page.getByRole('button', { name: s.login.submit, exact: true }));
    await page.goto(`${prefix}/staff/password/${'0'.repeat(64)}`);
    await expectFitsPhone(page, page.getByRole('main').getByRole('link', { name: s.members.password.login, exact: true }));
  }
  await context.close();
});
