import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { PlaceOrderRequest, PlaceOrderResponse } from '../../lib/contract/checkout';
import { ATHENS, type ShopApi } from './checkout';
import { ACME } from './data';
import type { Lang } from './i18n';

export type OrderItem = { variantId: number; quantity: number };

/** How the order is paid: cash on delivery (the default), PayPal, or a card with its provider. */
export type PaymentChoice = Pick<PlaceOrderRequest, 'paymentMethod' | 'cardProvider'>;

/**
 * Fills the customer's cart with `items` and places the order over the API (receipt, courier to
 * the billing address, cash on delivery unless `payment` says otherwise): the quick way to give a
 * customer orders to look at, or an online payment to make (the answer's `payment.url`).
 */
export async function placeOrderOverApi(
  request: APIRequestContext,
  shop: ShopApi,
  auth: { token: string; lang: Lang; email: string },
  items: readonly OrderItem[],
  payment: PaymentChoice = { paymentMethod: 'cod' },
): Promise<PlaceOrderResponse> {
  let cart = await shop.cart();
  for (const item of items) cart = await shop.addToCart(item.variantId, item.quantity);
  const options = await shop.options();
  const courier = cart.totals.total >= options.freeDeliveryThreshold ? 0 : options.shipping.find((s) => s.method === 'courier')!.cost;
  const fee = options.payment.find((p) => p.method === payment.paymentMethod)!.fee;
  const res = await request.post('/api/Orders', {
    headers: { Authorization: `Bearer ${auth.token}`, 'X-Partner-Code': ACME.code, 'Accept-Language': auth.lang, 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: {
      email: auth.email,
      documentType: 'Receipt',
      billing: ATHENS,
      shipTo: { kind: 'billing' },
      shippingMethod: 'courier',
      ...payment,
      expectedTotal: cart.totals.total + courier + fee,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as PlaceOrderResponse;
}
