import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { checkoutPage, expectStep, fillBilling, money, waitForCheckoutForm } from './support/checkout';
import { browserLogin, CompanyApi, companyWithAdmin, contextOf, memberOverApi, PHONE } from './support/company';
import { ACME } from './support/data';
import { fill, LANGUAGES, messages, type Lang } from './support/i18n';
import { placeOrderOverApi } from './support/place-order';

/**
 * Issue #50 item 4, purchase requests, in both languages: a buyer of a company whose approval
 * threshold every order is above is told so in the cart, checks out with the company's invoice
 * details and shared address filled in, and sends the order for approval (no payment step); the
 * success page says it waits and who can approve it. The approver (on a phone in Greek) approves
 * it in the profile and the order is placed as it was; a second request is declined with a reason,
 * which the buyer reads in their requests. The buyer can decide neither.
 */
const THRESHOLD = 100;

async function openRequests(page: Page, prefix: string) {
  await page.goto(`${prefix}/${ACME.code}/profile/company/requests`);
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="purchase-request"] button');
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  });
}

const requestCard = (page: Page, orderNumber: string) => page.getByTestId('purchase-request').filter({ hasText: orderNumber });

async function buyerChecksOutForApproval(page: Page, lang: Lang, company: { vatNumber: string }): Promise<string> {
  const ui = checkoutPage(page, lang);
  const c = messages(lang).company;
  await waitForCheckoutForm(page);
  await expectStep(ui, 'details');
  // An invoice to the company, its verified details filled in.
  await expect(ui.radio(ui.group(ui.c.document.legend), ui.c.document.Invoice)).toBeChecked();
  await expect(page.getByLabel(ui.c.document.vatNumber, { exact: true })).toHaveValue(company.vatNumber);
  await fillBilling(ui);
  await ui.continue.click();
  await expectStep(ui, 'shipping');
  await ui.radio(ui.group(ui.c.shipping.legend), ui.c.shipping.courier).check();
  // The company's shared address is where it goes (the buyer has none of their own).
  await expect(ui.radio(ui.group(ui.c.shipTo.legend), ui.c.shipTo.company)).toBeChecked();
  await expect(ui.group(ui.c.shipTo.companyLegend).getByRole('radio')).toBeChecked();
  await ui.continue.click();
  await ui.radio(ui.group(ui.c.payment.legend), ui.c.payment.cod).check();
  await ui.continue.click();
  await expectStep(ui, 'review');
  await expect(page.getByTestId('company-approval-note')).toContainText(c.checkout.approval);
  await page.getByRole('button', { name: c.checkout.sendForApproval, exact: true }).click();
  await expect(page).toHaveURL(/\/checkout-success\/[^/?]+$/);
  return decodeURIComponent(page.url().split('/').pop()!);
}

for (const { lang, prefix } of LANGUAGES) {
  const m = messages(lang);
  const c = m.company;

  test(`a buyer's order over the threshold waits, the approver approves it and it is placed; another is declined (${lang})`, async ({ page, request, context, baseURL, browser }) => {
    test.setTimeout(240_000);
    const { api, company } = await companyWithAdmin(request, lang, 'approvals', { thresholdCents: THRESHOLD });
    await api.addAddress(lang === 'el' ? 'Αποθήκη Ρέντη' : 'Renti warehouse');
    const invitedBuyer = await memberOverApi(request, api, lang, 'buyer', 'buyer');
    const approver = await memberOverApi(request, api, lang, 'approver', 'approver');
    const buyer = await browserLogin(request, context, baseURL!, lang, invitedBuyer);

    // The cart says the order will need approval, and why.
    const [variant] = await buyer.shop.variants(1);
    await buyer.shop.addToCart(variant!.variantId, 1);
    await page.goto(`${prefix}/${ACME.code}/cart`);
    const note = page.getByTestId('company-cart-note');
    await expect(note).toContainText(c.cart.approval);
    await expect(note).toContainText(fill(c.cart.reasons.over_threshold, { amount: money(lang, THRESHOLD) }));
    await page.locator('.cart-summary').getByRole('link', { name: m.cart.checkout }).click();
    const uid = await buyerChecksOutForApproval(page, lang, company);

    // Sent for approval: said on the success page; nothing paid; the request waits.
    await expect(page.getByRole('heading', { level: 1, name: m.orderSuccess.approval.title })).toBeVisible();
    await expect(page.getByTestId('approval-notice')).toContainText(m.orderSuccess.approval.who);
    await expect(page.getByText(m.orderSuccess.approval.notYet)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    const placed = await buyer.shop.order(uid);
    expect(placed.awaitingApproval).toBe(true);
    expect(placed.approval).toMatchObject({ state: 'waiting', reasons: ['over_threshold'] });

    // The buyer sees their own request waiting, and cannot decide it.
    await openRequests(page, prefix);
    const own = requestCard(page, placed.orderNumber);
    await expect(own).toContainText(c.requests.states.waiting);
    await expect(own.getByRole('button', { name: new RegExp(`^${c.requests.approve}`) })).toHaveCount(0);

    // The approver (on a phone in Greek) opens the lines and approves it.
    const theirs = await contextOf(browser, baseURL!, approver, lang === 'el' ? PHONE : undefined);
    const ap = theirs.page;
    await openRequests(ap, prefix);
    const card = requestCard(ap, placed.orderNumber);
    await expect(card).toContainText(invitedBuyer.firstName);
    await expect(card).toContainText(c.requests.reasons.over_threshold);
    await card.getByRole('button', { name: new RegExp(`^${c.requests.showLines}`) }).click();
    await expect(card.getByText(placed.lines[0]!.name)).toBeVisible();
    await expect(card.getByTestId('total-total')).toContainText(money(lang, placed.totals.total));
    await expectNoAxeViolations(ap);
    if (lang === 'el') expect(await ap.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await card.getByRole('button', { name: new RegExp(`^${c.requests.approve}`) }).click();
    const approve = ap.getByRole('dialog', { name: c.decide.approveTitle });
    await approve.getByRole('button', { name: c.decide.approveConfirm }).click();
    await expect(ap.getByText(fill(c.decide.approved, { number: placed.orderNumber }))).toBeVisible();
    await expect(requestCard(ap, placed.orderNumber)).toContainText(c.requests.states.approved);

    // Placed exactly as it was: no longer waiting, the same total.
    const approved = await buyer.shop.order(uid);
    expect(approved.awaitingApproval).toBe(false);
    expect(approved.approval?.state).toBe('approved');
    expect(approved.totals.total).toBe(placed.totals.total);
    await openRequests(page, prefix);
    await expect(requestCard(page, placed.orderNumber)).toContainText(c.requests.states.approved);

    // A second request, declined with a reason (required).
    const second = await placeOrderOverApi(request, buyer.shop, { token: buyer.session.at, lang, email: buyer.email }, [{ variantId: variant!.variantId, quantity: 1 }]);
    expect(second.approval?.reasons).toEqual(['over_threshold']);
    await openRequests(ap, prefix);
    await requestCard(ap, second.orderNumber).getByRole('button', { name: new RegExp(`^${c.requests.decline}`) }).click();
    const decline = ap.getByRole('dialog', { name: c.decide.declineTitle });
    await decline.getByRole('button', { name: c.decide.declineConfirm }).click();
    await expect(decline.getByRole('alert')).toHaveText(c.decide.reasonRequired);
    const reason = lang === 'el' ? 'Εκτός προϋπολογισμού αυτού του μήνα' : 'Not in this month’s budget';
    await decline.getByLabel(c.decide.reason).fill(reason);
    await decline.getByRole('button', { name: c.decide.declineConfirm }).click();
    await expect(ap.getByText(fill(c.decide.declined, { number: second.orderNumber }))).toBeVisible();
    await theirs.context.close();

    // The buyer reads the decline and its reason; the order is cancelled.
    await openRequests(page, prefix);
    const declined = requestCard(page, second.orderNumber);
    await expect(declined).toContainText(c.requests.states.declined);
    await expect(declined).toContainText(reason);
    expect((await buyer.shop.order(second.uid)).status).toBe(-1);
    expect((await new CompanyApi(request, buyer).requests()).items.find((r) => r.order.uid === second.uid)?.state).toBe('declined');
  });
}
