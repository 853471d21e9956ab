import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Company } from '../lib/contract/companies';
import { expectNoAxeViolations } from './support/axe';
import { browserLogin, companyWithAdmin, memberOverApi, newPerson, PHONE, uniqueVatNumber, type Account } from './support/company';
import { ACME } from './support/data';
import { fill, LANGUAGES, messages, type Lang } from './support/i18n';
import { placeOrderOverApi } from './support/place-order';
import { createVerifiedCustomer, waitForHydration } from './support/session';

/**
 * Issue #50, what a customer sees of companies in their own profile, in both languages:
 * - the profile menu's "Company" is there for a customer of none too: it leads to what a company
 *   account gives and the form to ask for one; a wrong ΑΦΜ is said next to it and nothing typed is
 *   lost; asked, the company waits for the shop's approval (Greek at 390 px);
 * - a buyer's orders that wait for an approver read "Awaiting approval" (not Pending) in their
 *   orders and on the order's page, which says why and until when; once decided, the page says
 *   approved, or declined with the approver's reason.
 */
const headersOf = (account: Account) => ({ Authorization: `Bearer ${account.session.at}`, 'X-Partner-Code': ACME.code, 'Accept-Language': account.lang });

/** A valid ΑΦΜ with its check digit made wrong. */
const wrongCheckDigit = (vat: string) => `${vat.slice(0, 8)}${(Number(vat[8]) + 1) % 10}`;

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.company;
  const base = `${prefix}/${ACME.code}`;

  test(`a customer of no company finds Company in the menu, reads what it gives and asks for one (${lang}${lang === 'el' ? ', 390 px' : ''})`, async ({ browser, baseURL, request }) => {
    const context = await browser.newContext({ baseURL, locale: lang, ...(lang === 'el' ? { viewport: PHONE, isMobile: true, hasTouch: true } : {}) });
    const page = context.pages()[0] ?? (await context.newPage());
    const person = newPerson(lang, 'asks');
    await createVerifiedCustomer(request, lang, person);
    const customer = await browserLogin(context.request, context, baseURL!, lang, person);

    await page.goto(`${base}/profile/account`);
    const menu = page.getByRole('navigation', { name: m.profile.menu.label });
    const entry = menu.getByRole('link', { name: m.profile.menu.company, exact: true });
    await expect(entry).toHaveAttribute('href', `${base}/profile/company`);
    await waitForHydration(page, 'nav.profile-menu a');
    await entry.scrollIntoViewIfNeeded();
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`${base}/profile/company$`));
    await expect(menu.getByRole('link', { name: m.profile.menu.company, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: c.pages.overview.title })).toBeVisible();

    // What a company account gives, then the form.
    const ask = page.getByRole('region', { name: c.ask.title });
    await expect(ask.getByText(c.ask.lead)).toBeVisible();
    for (const benefit of Object.values(c.ask.benefits)) await expect(ask.getByRole('listitem').filter({ hasText: benefit })).toBeVisible();
    await expect(ask.getByText(c.ask.how)).toBeVisible();
    await waitForHydration(page, 'form.profile-form');
    await expectNoAxeViolations(page);
    if (lang === 'el') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // A wrong ΑΦΜ: said next to it, everything typed kept.
    const vat = uniqueVatNumber();
    const typed = { name: `${lang === 'el' ? 'Εμπορική Δοκιμή' : 'Trading Test'} ${Date.now()} Ε.Π.Ε.`, vatNumber: wrongCheckDigit(vat), activity: lang === 'el' ? 'Εμπόριο ειδών γραφείου' : 'Office supplies trade' };
    const name = ask.getByLabel(c.ask.name, { exact: true });
    const vatField = ask.getByLabel(c.ask.vatNumber, { exact: true });
    const office = ask.getByRole('combobox', { name: m.checkout.document.irs });
    const activity = ask.getByLabel(c.ask.activity, { exact: true });
    await name.fill(typed.name);
    await vatField.fill(typed.vatNumber);
    await office.fill('ΦΑΕ Αθηνών');
    await office.press('Escape');
    await activity.fill(typed.activity);
    const submit = ask.getByRole('button', { name: c.ask.submit });
    await submit.click();
    await expect(vatField).toHaveAccessibleDescription(m.validation.vat_number_check_digit);
    await expect(vatField).toBeFocused();
    await expect(name).toHaveValue(typed.name);
    await expect(vatField).toHaveValue(typed.vatNumber);
    await expect(office).toHaveValue('ΦΑΕ Αθηνών');
    await expect(activity).toHaveValue(typed.activity);
    expect((await context.request.get('/api/Company', { headers: headersOf(customer) })).status()).toBe(404);

    // The right ΑΦΜ: asked, it waits for the shop's approval.
    await vatField.fill(vat);
    await submit.click();
    await expect(page.getByText(c.state.pending.title)).toBeVisible();
    await expect(page.getByText(fill(c.state.pending.text, { name: typed.name }))).toBeVisible();
    await expect(page.getByRole('region', { name: c.ask.title })).toHaveCount(0);
    const asked = (await (await context.request.get('/api/Company', { headers: headersOf(customer) })).json()) as Company;
    expect(asked).toMatchObject({ status: 'pending', name: typed.name, vatNumber: vat, me: { role: 'admin' } });
    await expectNoAxeViolations(page);
    if (lang === 'el') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  test(`a buyer's orders waiting for approval say so in their orders and on the order's page, then how it ended (${lang})`, async ({ page, request, context, baseURL }) => {
    test.setTimeout(180_000);
    const { api, admin } = await companyWithAdmin(request, lang, 'waits', { thresholdCents: 100 });
    const invited = await memberOverApi(request, api, lang, 'buyer', 'buyer');
    const buyer = await browserLogin(request, context, baseURL!, lang, invited);
    const [variant] = await buyer.shop.variants(1, { minStock: 10 });
    const auth = { token: buyer.session.at, lang, email: buyer.email };
    const first = await placeOrderOverApi(request, buyer.shop, auth, [{ variantId: variant!.variantId, quantity: 1 }]);
    const second = await placeOrderOverApi(request, buyer.shop, auth, [{ variantId: variant!.variantId, quantity: 1 }]);
    expect([first.approval, second.approval]).toEqual([expect.objectContaining({ requestId: expect.any(Number) }), expect.objectContaining({ requestId: expect.any(Number) })]);

    // Both wait: "Awaiting approval", never "Pending", in the list and on the page.
    await openOrders(page, prefix);
    for (const order of [first, second]) await expect(statusOf(page, order.orderNumber)).toHaveText(m.orders.awaitingApproval);
    const detail = await openDetail(page, lang, first.orderNumber);
    await expect(detail.getByTestId('order-status')).toHaveText(fill(m.orderSuccess.status, { status: m.orders.awaitingApproval }));
    const notice = detail.getByTestId('approval-notice');
    await expect(notice).toContainText(m.orderSuccess.approval.sent);
    await expect(notice).toContainText(`${c.requests.why}: ${c.requests.reasons.over_threshold}`);
    await expect(notice).toContainText(m.orderSuccess.approval.until.split('{date}')[0]!);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // The admin approves the first and declines the second with a reason.
    const reason = lang === 'el' ? 'Έχουμε ήδη απόθεμα' : 'We have stock already';
    await decide(request, admin, first.approval!.requestId, 'Approve');
    await decide(request, admin, second.approval!.requestId, 'Decline', { reason });

    await openOrders(page, prefix);
    await expect(statusOf(page, first.orderNumber)).toHaveText(m.orders.status.Pending);
    await expect(statusOf(page, second.orderNumber)).toHaveText(m.orders.status.Cancelled);
    const approved = await openDetail(page, lang, first.orderNumber);
    await expect(approved.getByTestId('approval-notice')).toContainText(m.orderSuccess.approval.ended.approved);
    await expect(approved.getByTestId('approval-notice')).toContainText(`${c.requests.decidedAt}: `);
    await page.keyboard.press('Escape');
    const declined = await openDetail(page, lang, second.orderNumber);
    await expect(declined.getByTestId('order-status')).toHaveText(fill(m.orderSuccess.status, { status: m.orders.status.Cancelled }));
    await expect(declined.getByTestId('approval-notice')).toContainText(m.orderSuccess.approval.ended.declined);
    await expect(declined.getByTestId('approval-notice')).toContainText(fill(m.orderSuccess.approval.reason, { reason }));
  });
}

async function openOrders(page: Page, prefix: string) {
  await page.goto(`${prefix}/${ACME.code}/profile/orders`);
  await waitForHydration(page, '[data-testid="order-row"] button');
}

const statusOf = (page: Page, orderNumber: string) => page.getByTestId('order-row').filter({ hasText: orderNumber }).locator('.order-status');

async function openDetail(page: Page, lang: Lang, orderNumber: string) {
  const m = messages(lang);
  await page.getByRole('button', { name: fill(m.orders.detailsOf, { number: orderNumber }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(m.orders.detail.title, { number: orderNumber }) });
  await expect(dialog.getByTestId('order-number')).toBeVisible();
  return dialog;
}

async function decide(request: APIRequestContext, admin: Account, requestId: number, action: 'Approve' | 'Decline', data?: { reason: string }) {
  const res = await request.post(`/api/Company/Requests/${requestId}/${action}`, { headers: headersOf(admin), ...(data ? { data } : {}) });
  expect(res.status(), await res.text()).toBe(200);
}
