import { expect, type Page } from '@playwright/test';
import type { Cart } from '../../lib/contract/cart';
import { messages, type Lang } from './i18n';

/**
 * The cart summary read back from the screen (issue #46: its lines add up): each amount the page
 * shows, parsed back to cents, and checked to make the total — list − discount − coupon − points
 * (+ shipping once known) = total, net + VAT = total — and to be the API's totals.
 */

/** "1.234,50 €" (Greek), "€1,234.50" (English), with a leading "−" for what is taken off: signed cents. */
export function centsOf(lang: Lang, text: string): number {
  const trimmed = text.replace(/\s/g, '');
  const negative = /^[−-]/.test(trimmed);
  const digits = lang === 'el' ? trimmed.replace(/[−\-€.]/g, '').replace(',', '.') : trimmed.replace(/[−\-€,]/g, '');
  if (!/^\d+\.\d{2}$/.test(digits)) throw new Error(`not an amount in ${lang}: ${JSON.stringify(text)}`);
  const cents = Math.round(Number(digits) * 100);
  return negative && cents !== 0 ? -cents : cents;
}

/** Taken off: shown negative, and 0 as 0 (not −0, which toEqual tells apart). */
const off = (cents: number) => (cents === 0 ? 0 : -cents);

const optional = async (page: Page, testId: string) => ((await page.getByTestId(testId).count()) > 0 ? await page.getByTestId(testId).innerText() : null);

export type ShownSummary = { list: number; discount: number; coupon: number; points: number; shipping: number | 'at_checkout'; total: number; net: number; vat: number };

export async function readCartSummary(page: Page, lang: Lang): Promise<ShownSummary> {
  const t = messages(lang).cart.sums;
  const text = async (testId: string) => page.getByTestId(testId).innerText();
  const shipping = await text('cart-shipping');
  const coupon = await optional(page, 'cart-coupon-discount');
  const points = await optional(page, 'cart-points-discount');
  return {
    list: centsOf(lang, await text('cart-list-total')),
    discount: centsOf(lang, await text('cart-discount')),
    coupon: coupon === null ? 0 : centsOf(lang, coupon),
    points: points === null ? 0 : centsOf(lang, points),
    shipping: shipping === t.shippingAtCheckout ? 'at_checkout' : shipping === t.shippingFree ? 0 : centsOf(lang, shipping),
    total: centsOf(lang, await text('cart-total')),
    net: centsOf(lang, await text('cart-net')),
    vat: centsOf(lang, await text('cart-vat')),
  };
}

/** The shown lines add up to the shown total, and are the API's `cart` (after the page shows its total). */
export async function expectCartSummaryAddsUp(page: Page, lang: Lang, cart: Cart): Promise<ShownSummary> {
  const shown = await readCartSummary(page, lang);
  const shipping = shown.shipping === 'at_checkout' ? 0 : shown.shipping;
  expect(shown.list + shown.discount + shown.coupon + shown.points + shipping, JSON.stringify(shown)).toBe(shown.total);
  expect(shown.net + shown.vat, JSON.stringify(shown)).toBe(shown.total);
  // What is taken off is shown with its minus sign (0 discount as a plain 0).
  for (const taken of [shown.discount, shown.coupon, shown.points]) expect(taken).toBeLessThanOrEqual(0);
  const { totals } = cart;
  expect(shown).toEqual({
    list: totals.listTotal,
    discount: off(totals.discount),
    coupon: off(totals.coupon),
    points: off(totals.points),
    shipping: totals.total > 0 && totals.total >= cart.freeDeliveryThreshold ? 0 : 'at_checkout',
    total: totals.total,
    net: totals.net,
    vat: totals.vat,
  });
  return shown;
}
