import { expect, test, type APIRequestContext } from '@playwright/test';
import type { SavedOrderList, SavedOrderListSummary } from '../lib/contract/order-lists';
import { expectNoAxeViolations } from './support/axe';
import { browserLogin, companyWithAdmin, contextOf, memberOverApi, PHONE, type Account } from './support/company';
import { ACME } from './support/data';
import { fill, formatIcu, LANGUAGES, messages } from './support/i18n';
import { waitForHydration } from './support/session';
import { employeeAuth } from './support/staff';

/**
 * Issue #50, order lists shared within a company, in both languages: a buyer shares their list
 * from the profile (a switch that says the change); a colleague (on a phone in Greek) sees it
 * "Shared by" its owner, reads its lines and puts it in their cart, but finds no way to rename,
 * change or delete it; the buyer stops sharing it and the colleague no longer has it. Sharing in a
 * company the shop has just disabled is refused with a translated reason and the switch goes.
 */
const headersOf = (account: Account) => ({ Authorization: `Bearer ${account.session.at}`, 'X-Partner-Code': ACME.code, 'Accept-Language': account.lang });

async function listsOf(request: APIRequestContext, account: Account): Promise<SavedOrderListSummary[]> {
  const res = await request.get('/api/OrderLists', { headers: headersOf(account) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: SavedOrderListSummary[] }).items;
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const t = m.orderLists;

  test(`a buyer shares an order list; a colleague sees whose it is, puts it in the cart and cannot change it (${lang})`, async ({ page, request, context, baseURL, browser }) => {
    test.setTimeout(180_000);
    const { api, company } = await companyWithAdmin(request, lang, 'lists');
    const invited = await memberOverApi(request, api, lang, 'buyer', 'buyer');
    const colleague = await memberOverApi(request, api, lang, 'buyer', 'colleague');
    const buyer = await browserLogin(request, context, baseURL!, lang, invited);

    // The buyer's list: two products from their cart.
    const [a, b] = await buyer.shop.variants(2, { minStock: 10 });
    await buyer.shop.addToCart(a!.variantId, 2);
    await buyer.shop.addToCart(b!.variantId, 1);
    const listName = lang === 'el' ? `Μηνιαία αναλώσιμα ${Date.now()}` : `Monthly supplies ${Date.now()}`;
    const created = await request.post('/api/OrderLists', { headers: headersOf(buyer), data: { name: listName, from: 'cart' } });
    expect(created.status(), await created.text()).toBe(201);
    const list = (await created.json()) as SavedOrderList;
    expect(await listsOf(request, colleague)).toEqual([]);

    // Shared from the profile: a switch per own list, the change said in a live region.
    await page.goto(`${prefix}/${ACME.code}/profile/order-lists`);
    const card = page.getByTestId('order-list').filter({ has: page.getByRole('heading', { level: 2, name: listName }) });
    const share = card.getByRole('switch', { name: `${t.share} ${listName}` });
    await expect(share).not.toBeChecked();
    await expect(card.getByText(fill(t.shareHint, { company: company.name }))).toBeVisible();
    await waitForHydration(page, '.order-list-switch input');
    await share.check();
    await expect(card.getByRole('status')).toHaveText(fill(t.sharedNow, { company: company.name }));
    await expect(share).toBeChecked();
    await expectNoAxeViolations(page);
    // What the API says the colleague now reads.
    const owner = `${buyer.firstName} ${buyer.lastName}`;
    expect(await listsOf(request, colleague)).toEqual([expect.objectContaining({ id: list.id, name: listName, shared: true, own: false, ownerName: owner })]);
    // Reloaded, the switch says it is shared.
    await page.reload();
    await expect(share).toBeChecked();

    // The colleague (on a phone in Greek): "Shared by", the lines read only, into the cart.
    const theirs = await contextOf(browser, baseURL!, colleague, lang === 'el' ? PHONE : undefined);
    const cp = theirs.page;
    await cp.goto(`${prefix}/${ACME.code}/profile/order-lists`);
    const shared = cp.getByTestId('order-list').filter({ has: cp.getByRole('heading', { level: 2, name: listName }) });
    await expect(shared.getByText(fill(t.sharedBy, { name: owner }))).toBeVisible();
    await expect(cp.getByRole('switch')).toHaveCount(0);
    await waitForHydration(cp, '.order-list-head button');
    await shared.getByRole('button', { name: `${t.open} ${listName}` }).click();
    await expect(shared.getByText(fill(t.readOnly, { name: owner }))).toBeVisible();
    const lines = shared.getByRole('list', { name: fill(t.lines, { name: listName }) });
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    await expect(lines.getByText(formatIcu(lang, t.lineUnits, { units: 2 }))).toBeVisible();
    // Nothing to change: no name, no quantities, no line removed, no save, no delete.
    await expect(shared.getByLabel(t.name, { exact: true })).toHaveCount(0);
    await expect(shared.getByRole('spinbutton')).toHaveCount(0);
    await expect(shared.getByRole('button', { name: new RegExp(`^${t.removeLine.replace('{name}', '')}`) })).toHaveCount(0);
    await expect(shared.getByRole('button', { name: t.save })).toHaveCount(0);
    await expect(shared.getByRole('button', { name: t.delete })).toHaveCount(0);
    await expectNoAxeViolations(cp);
    if (lang === 'el') expect(await cp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shared.getByRole('button', { name: t.addToCart }).click();
    await expect(shared.getByRole('status').filter({ hasText: formatIcu(lang, t.added, { lines: 2, units: 3 }) })).toBeVisible();
    await expect(cp.getByTestId('cart-count')).toHaveText('3');
    expect((await colleague.shop.cart()).lines.map((l) => [l.variantId, l.quantity]).sort()).toEqual(
      [
        [a!.variantId, 2],
        [b!.variantId, 1],
      ].sort(),
    );
    // The API refuses a colleague's change as if the list were not there.
    const edit = await request.put(`/api/OrderLists/${list.id}`, { headers: headersOf(colleague), data: { name: 'x', lines: [] } });
    expect(edit.status()).toBe(404);

    // The buyer stops sharing it: said, and the colleague no longer has it.
    await waitForHydration(page, '.order-list-switch input');
    await share.uncheck();
    await expect(card.getByRole('status')).toHaveText(fill(t.sharedNot, { company: company.name }));
    await expect(share).not.toBeChecked();
    expect(await listsOf(request, colleague)).toEqual([]);
    await cp.reload();
    await expect(cp.getByText(t.empty)).toBeVisible();
    await theirs.context.close();

    // The shop disables the company while the page is open: the card says why sharing did not work
    // (translated), and the switch goes once the company is read again. A click, not check(): the
    // refused switch goes back (or away) at once, which check() would take for a click that did nothing.
    const disabled = await request.post(`/api/staff/companies/${company.id}/decision`, { headers: await employeeAuth(request), data: { decision: 'disable', note: 'e2e' } });
    expect(disabled.status(), await disabled.text()).toBe(200);
    await share.click();
    await expect(card.getByRole('alert')).toHaveText(m.errors.company_not_found);
    await expect(card.getByRole('switch')).toHaveCount(0);
    expect(await listsOf(request, buyer)).toEqual([expect.not.objectContaining({ shared: true })]);
  });
}
