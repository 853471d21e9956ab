import { expect, test, type Browser, type Page } from '@playwright/test';
import { catalogPage, CatalogApi, resultsText } from './support/catalog';
import { checkoutPage, money, openCheckout, ShopApi } from './support/checkout';
import { checkoutSteps } from './support/checkout-flow';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './support/data';
import { escapeRegExp, formatIcu, LANGUAGES, messages, type Lang } from './support/i18n';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { createVerifiedCustomer, loginThroughApi } from './support/session';
import { STAFF, staffPage } from './support/staff';
import { editorPage, productOverApi, uniqueProduct } from './support/staff-catalog';
import { firstPicture, pictureItems, png, uploadPicture } from './support/staff-pictures';

/**
 * The catalogue in the console (issue #45 item 1, "Done when"): an Employee creates a product with
 * two colours in the editor (both languages side by side), gives each colour a picture and publishes
 * it for acme only; a new acme customer (at 390 px in English) finds it by search, sees the pictures
 * follow the colour, puts it in the cart and buys it (cash on delivery) after the
 * Employee changed its price (the product page shows the new price within 5 seconds, the cart
 * re-prices); a hellas customer neither finds it nor opens it. A stale save tells who lost and
 * keeps what was typed; the bulk edit confirms how many products it changes; the editor on a phone.
 * Every product has its own code and search word (the e2e database is shared by the workers).
 */
const HELLAS = { code: 'hellas', email: 'demo@hellas.test' } as const;

/** Reloads `page` at `url` until `check` passes (the catalogue index follows a change within seconds). */
async function eventually(page: Page, url: string, check: () => Promise<void>, timeout: number): Promise<void> {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout, intervals: [250, 500, 500, 1000] });
}

async function customerPage(browser: Browser, baseURL: string, lang: Lang, email: string, partner: string, viewport?: typeof PHONE): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ baseURL, locale: lang, ...(viewport ? { viewport } : {}) });
  const session = await loginThroughApi(context.request, context, baseURL, email, partner);
  return { page: await context.newPage(), token: session.at };
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const conflict = (m.staffCatalog as unknown as { errors: Record<string, string> }).errors.product_changed!;

  test.describe(`the catalogue in the console (${lang})`, () => {
    test('an Employee creates a product with a picture per colour and publishes it for acme only; acme (390 px in en) sees the pictures follow the colour and buys it at its new price, hellas never sees it', async ({ browser, baseURL, request }) => {
      test.setTimeout(120_000);
      const { code, word } = uniqueProduct(lang);
      const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/products`);
      await staff.getByRole('link', { name: m.staffCatalog.list.new, exact: true }).click();
      await expect(staff.getByRole('heading', { level: 1, name: m.staffCatalog.editor.newTitle })).toBeVisible();
      const ed = editorPage(staff, lang);
      await ed.field(ed.e.code).fill(code);
      await ed.el.getByLabel(ed.e.name, { exact: true }).fill(`Δερμάτινη μπότα ${word}`);
      await ed.el.getByLabel(ed.e.description, { exact: true }).fill('<p>Ζεστή και <strong>αδιάβροχη</strong>.</p>');
      await ed.en.getByLabel(ed.e.name, { exact: true }).fill(`Leather boot ${word}`);
      await ed.en.getByLabel(ed.e.description, { exact: true }).fill('<p>Warm and <strong>waterproof</strong>.</p><script>alert(1)</script>');
      await ed.field(ed.e.category).selectOption('boots');
      await ed.field(ed.e.price).fill(lang === 'el' ? '49,90' : '49.90');
      // Weighed (decision 0088): the cart's parcel is what its products weigh.
      await ed.field(ed.e.weight).fill('1 350');
      await ed.main.getByRole('radio', { name: ed.e.partnersSome, exact: true }).check();
      await ed.main.getByRole('checkbox', { name: /\(acme\)$/ }).check();
      await ed.addColor('black');
      await ed.addColor('white');
      await ed.addSize('42');
      await ed.cell('stock', 'black', '42').fill('12');
      await ed.cell('stock', 'white', '42').fill('8');
      await ed.status('Published').check();
      await ed.save.click();
      await expect(ed.saved).toBeVisible();
      await expect(staff).toHaveURL(new RegExp(`/staff/products/${code.toLowerCase()}\\?saved=1$`));
      // Saved as typed: the shop's SKUs, the stock, published, the description sanitised.
      await expect(ed.cell('sku', 'white', '42')).toHaveValue(`${code}-WHITE-42`);
      await expect(ed.cell('stock', 'black', '42')).toHaveValue('12');
      await expect(ed.field(ed.e.weight)).toHaveValue('1350');
      await expect(ed.status('Published')).toBeChecked();
      await expect(ed.en.getByLabel(ed.e.description, { exact: true })).not.toHaveValue(/script/);
      const eurl = await ed.field(ed.e.eurl).inputValue();
      expect(eurl).toContain(word);

      // A picture for each colour, on the product's pictures page.
      const pictures = await staff.context().newPage();
      await pictures.goto(`${prefix}/staff/products/${code.toLowerCase()}/pictures`);
      await uploadPicture(pictures, lang, { name: 'white.png', mimeType: 'image/png', buffer: await png('#f4f1ea') }, 'white', `Λευκή ${word}`, `White ${word}`);
      await expect(pictureItems(pictures)).toHaveCount(1);
      await uploadPicture(pictures, lang, { name: 'black.png', mimeType: 'image/png', buffer: await png('#111111') }, 'black', `Μαύρη ${word}`, `Black ${word}`);
      await expect(pictureItems(pictures)).toHaveCount(2);
      const [white, black] = await pictureItems(pictures).evaluateAll((els) => els.map((el) => el.getAttribute('data-picture-id')));

      // An acme customer (at 390 px in English, on a desktop in Greek) finds it by its word, sees
      // the pictures follow the colour and puts the white one in the cart.
      const email = uniqueEmail(`catalog-${lang}`);
      await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Catalog' });
      const acme = await customerPage(browser, baseURL!, lang, email, ACME.code, lang === 'en' ? PHONE : undefined);
      const list = catalogPage(acme.page, lang);
      await eventually(acme.page, `${prefix}/${ACME.code}/products?q=${word}`, () => expect(list.cardNames).toHaveText([lang === 'el' ? `Δερμάτινη μπότα ${word}` : `Leather boot ${word}`], { timeout: 1000 }), 10_000);
      const productUrl = `${prefix}/${ACME.code}/products/${eurl}?color=white&size=42`;
      await eventually(acme.page, productUrl, () => expect(acme.page.locator('.product-gallery')).toHaveAttribute('data-pictures', 'uploaded', { timeout: 1_000 }), 20_000);
      expect((await firstPicture(acme.page)).src).toContain(`/api/images/pictures/${white}/`);
      await acme.page.getByRole('group', { name: m.product.color, exact: true }).getByRole('radio', { name: m.catalog.colorNames.black, exact: true }).check();
      await expect.poll(async () => (await firstPicture(acme.page)).src).toContain(`/api/images/pictures/${black}/`);
      await acme.page.getByRole('group', { name: m.product.color, exact: true }).getByRole('radio', { name: m.catalog.colorNames.white, exact: true }).check();
      await expect.poll(async () => (await firstPicture(acme.page)).src).toContain(`/api/images/pictures/${white}/`);
      if (lang === 'en') await expectNoSidewaysScroll(acme.page);
      await acme.page.getByRole('button', { name: m.product.addToCart, exact: true }).click();
      await expect(acme.page.getByTestId('cart-count')).toHaveText('1');

      // A hellas customer: no search result, and the product's address is not found.
      const hellas = await customerPage(browser, baseURL!, lang, HELLAS.email, HELLAS.code);
      await hellas.page.goto(`${prefix}/${HELLAS.code}/products?q=${word}`);
      // No result (the no-results page's popular products are the only cards), none of them this product.
      await expect(catalogPage(hellas.page, lang).results).toHaveText(resultsText(lang, 0));
      await expect(catalogPage(hellas.page, lang).cards.filter({ hasText: word })).toHaveCount(0);
      expect((await hellas.page.goto(`${prefix}/${HELLAS.code}/products/${eurl}`))?.status()).toBe(404);

      // A new price: the product page shows it within 5 seconds and the cart follows.
      await ed.field(ed.e.price).fill(lang === 'el' ? '59,90' : '59.90');
      await ed.save.click();
      await expect(ed.saved).toBeVisible();
      const savedAt = Date.now();
      const shop = new ShopApi(request, acme.token, lang);
      const api = new CatalogApi(request, acme.token, lang);
      await expect.poll(async () => (await api.byUrl(eurl)).price.listGross, { timeout: 5_000, intervals: [100, 250] }).toBe(5990);
      const price = (await api.byUrl(eurl)).price;
      await eventually(acme.page, productUrl, () => expect(acme.page.locator('main .price').first()).toContainText(money(lang, price.gross), { timeout: 500 }), Math.max(1_000, 5_000 - (Date.now() - savedAt)));
      const cart = await shop.cart();
      expect(cart.totals.total).toBe(price.gross);
      expect(cart.weightGrams).toBe(1_350 * cart.itemCount);
      await acme.page.goto(`${prefix}/${ACME.code}/cart`);
      await expect(acme.page.getByRole('main')).toContainText(money(lang, cart.totals.total));

      // …and buys it, cash on delivery.
      await openCheckout(acme.page, prefix);
      const ui = checkoutPage(acme.page, lang);
      await checkoutSteps(lang, email).courierCodToReview(ui);
      await ui.placeOrder.click();
      await expect(acme.page).toHaveURL(/\/checkout-success\/[^/?]+$/);
      const [order] = (await shop.orders()).items;
      expect(order?.total).toBeGreaterThanOrEqual(price.gross);
    });

    test('a stale save says someone else changed the product and keeps what was typed', async ({ browser, baseURL, request }) => {
      const { code } = await productOverApi(request, `stale-${lang}`);
      const first = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/products/${code.toLowerCase()}`);
      const second = await first.context().newPage();
      await second.goto(`${prefix}/staff/products/${code.toLowerCase()}`);
      const a = editorPage(first, lang);
      const b = editorPage(second, lang);
      await a.en.getByLabel(a.e.name, { exact: true }).fill('Saved first');
      await a.save.click();
      await expect(a.saved).toBeVisible();
      await b.en.getByLabel(b.e.name, { exact: true }).fill('Typed second');
      await b.el.getByLabel(b.e.technical, { exact: true }).fill('Κράτησε αυτό');
      await b.save.click();
      await expect(b.alert).toHaveText(new RegExp(`^${escapeRegExp(conflict).replace('\\{current\\}', '\\d+')}$`));
      await expect(b.en.getByLabel(b.e.name, { exact: true })).toHaveValue('Typed second');
      await expect(b.el.getByLabel(b.e.technical, { exact: true })).toHaveValue('Κράτησε αυτό');
      await second.reload();
      await expect(b.en.getByLabel(b.e.name, { exact: true })).toHaveValue('Saved first');
    });

    test('the bulk edit names how many products it changes, then changes them all', async ({ browser, baseURL, request }) => {
      const one = await productOverApi(request, `bulk-${lang}`);
      const word = one.word;
      const two = await productOverApi(request, `bulk-${lang}`, word);
      const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/products?q=${word}`);
      const b = m.staffCatalog.bulk;
      await expect(staff.getByRole('link', { name: new RegExp(`${one.code}|${two.code}`) })).toHaveCount(2);
      await staff.getByLabel(b.kind, { exact: true }).selectOption('setStock');
      await staff.getByLabel(b.value, { exact: true }).fill('7');
      await staff.getByRole('button', { name: b.review, exact: true }).click();
      const confirm = staff.getByRole('alert').filter({ hasText: formatIcu(lang, b.confirm, { count: 2 }) });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: formatIcu(lang, b.confirmButton, { count: 2 }), exact: true }).click();
      await expect(staff.getByRole('status').filter({ hasText: formatIcu(lang, b.done, { changed: 2 }) })).toBeVisible();
      // Two variants of 7 each: 14 in the stock column of both rows.
      for (const code of [one.code, two.code]) await expect(staff.getByRole('row').filter({ has: staff.getByRole('link', { name: code }) }).getByRole('cell').nth(6)).toHaveText('14');
    });
  });
}

for (const { lang, prefix } of LANGUAGES) {
  test(`the editor on a phone (390 px): the two languages one above the other, nothing wider than the screen (${lang})`, async ({ browser, baseURL }) => {
    const staff = await staffPage(browser, baseURL!, lang, prefix, STAFF.employee, `${prefix}/staff/products/new`, PHONE);
    const ed = editorPage(staff, lang);
    await ed.field(ed.e.category).selectOption('tshirts');
    await ed.addColor('black');
    await ed.addSize('M');
    const el = (await ed.el.boundingBox())!;
    const en = (await ed.en.boundingBox())!;
    expect(en.y).toBeGreaterThanOrEqual(el.y + el.height);
    expect(en.x).toBeCloseTo(el.x, 0);
    await expectNoSidewaysScroll(staff);
  });
}

test('an Inspector sees a product without the controls to change it, and no new-product page', async ({ browser, baseURL, request }) => {
  const { code } = await productOverApi(request, 'inspect');
  const m = messages('en');
  const staff = await staffPage(browser, baseURL!, 'en', '/en', STAFF.inspector, `/en/staff/products/${code.toLowerCase()}`);
  const ed = editorPage(staff, 'en');
  await expect(staff.getByText(m.staffCatalog.editor.readOnly, { exact: true })).toBeVisible();
  await expect(ed.en.getByLabel(ed.e.name, { exact: true })).toBeDisabled();
  await expect(ed.save).toHaveCount(0);
  await expect(staff.getByRole('button', { name: m.staffCatalog.editor.delete })).toHaveCount(0);
  // The not-found page with its 404, not the editor: middleware asks the member's role before any
  // render (a page's own check runs after the shell was sent with 200).
  expect((await staff.goto('/en/staff/products/new'))?.status()).toBe(404);
  await expect(ed.main.getByRole('heading', { level: 1 })).toHaveText(m.notFound.title);
  await expect(ed.main.getByRole('textbox')).toHaveCount(0);
  // The same for the other Employee-only pages: a new coupon, a new content page.
  for (const path of ['partners/acme/coupons/new', 'partners/acme/pages/new']) expect((await staff.goto(`/en/staff/${path}`))?.status()).toBe(404);
});
