import { expect, type Page } from '@playwright/test';
import type { Order } from '../../lib/contract/orders';
import { expectStep, fillBilling, money, type CheckoutUi } from './checkout';
import { messages, type Lang } from './i18n';

/** The checkout paths' shared steps and checks (e2e/checkout.spec.ts, e2e/checkout-errors.spec.ts). */
export const VALID_VAT = '094014201';

export async function expectSuccessPage(page: Page, lang: Lang, order: Order): Promise<void> {
  const m = messages(lang);
  await expect(page.getByRole('heading', { level: 1, name: m.orderSuccess.title })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(m.orderSuccess.orderNumber.replace('{number}', order.orderNumber));
  const totals = page.getByRole('region', { name: m.orderSuccess.totals });
  await expect(totals.getByTestId('total-net')).toContainText(money(lang, order.totals.net));
  await expect(totals.getByTestId('total-vat')).toContainText(money(lang, order.totals.vat));
  await expect(totals.getByTestId('total-total')).toContainText(money(lang, order.totals.total));
  if (order.totals.codFee > 0) await expect(totals.getByTestId('total-codFee')).toContainText(money(lang, order.totals.codFee));
  const lines = page.getByRole('region', { name: m.orderSuccess.lines });
  for (const line of order.lines) await expect(lines.getByText(line.name, { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
}

/** The error text under a field or a group (its accessible description), translated. */
export const describedBy = async (target: ReturnType<Page['getByRole']>, text: string) => expect(target).toHaveAccessibleDescription(text);

/** The steps a test walks as the customer with `email`. */
export function checkoutSteps(lang: Lang, email: string) {
  const c = messages(lang).checkout;
  /** Details (billing, receipt) → shipping; the profile's email is prefilled. */
  async function detailsStep(ui: CheckoutUi): Promise<void> {
    await expectStep(ui, 'details');
    await expect(ui.email).toHaveValue(email);
    await fillBilling(ui);
    await ui.continue.click();
    await expectStep(ui, 'shipping');
  }

  /** The quickest way to the review step: billing details, courier, cash on delivery. */
  async function courierCodToReview(ui: CheckoutUi): Promise<void> {
    await detailsStep(ui);
    await ui.radio(ui.group(c.shipping.legend), c.shipping.courier).check();
    await ui.continue.click();
    await ui.radio(ui.group(c.payment.legend), c.payment.cod).check();
    await ui.continue.click();
    await expectStep(ui, 'review');
  }
  return { detailsStep, courierCodToReview };
}

