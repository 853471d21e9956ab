import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import type { PlaceOrderRequest, PlaceOrderResponse } from '../../lib/contract/checkout';
import { ATHENS, ShopApi } from './checkout';
import { ACME, DEMO_PASSWORD, uniqueEmail } from './data';
import { shippingCents } from './shipping-cost';
import type { Lang } from './i18n';
import { createVerifiedCustomer, loginThroughApi } from './session';

export type OrderItem = { variantId: number; quantity: number };

/** How the order is paid: cash on delivery (the default), PayPal, or a card with its provider. */
export type PaymentChoice = Pick<PlaceOrderRequest, 'paymentMethod' | 'cardProvider'>;

/** The document the order asks for: a receipt (the default), or an invoice with the company's details. */
export type DocumentChoice = Pick<PlaceOrderRequest, 'documentType' | 'invoice'>;

/** A company's invoice details that pass the checkout's checks (ΑΦΜ check digit, a known tax office). */
export const COMPANY = { vatNumber: '094014201', companyName: 'Δοκιμαστική Εμπορική Α.Ε.', job: 'Χονδρικό εμπόριο ενδυμάτων', irs: 'ΦΑΕ Αθηνών' } as const;

/**
 * Fills the customer's cart with `items` and places the order over the API (a receipt unless
 * `document` says otherwise, courier to the billing address unless `delivery` names a locker or a store, cash
 * on delivery unless `payment` says otherwise): the quick way to give a customer orders to look at, or an online payment to make (the
 * answer's `payment.url`).
 */
export async function placeOrderOverApi(
  request: APIRequestContext,
  shop: ShopApi,
  auth: { token: string; lang: Lang; email: string },
  items: readonly OrderItem[],
  payment: PaymentChoice = { paymentMethod: 'cod' },
  document: DocumentChoice = { documentType: 'Receipt' },
  delivery: { shippingMethod: 'courier' } | { shippingMethod: 'boxnow'; lockerId: string } | { shippingMethod: 'store_pickup'; storeId: number } = { shippingMethod: 'courier' },
): Promise<PlaceOrderResponse> {
  let cart = await shop.cart();
  for (const item of items) cart = await shop.addToCart(item.variantId, item.quantity);
  const options = await shop.options();
  const courier = shippingCents(options, cart, delivery.shippingMethod);
  const fee = options.payment.find((p) => p.method === payment.paymentMethod)!.fee;
  const res = await request.post('/api/Orders', {
    headers: { Authorization: `Bearer ${auth.token}`, 'X-Partner-Code': ACME.code, 'Accept-Language': auth.lang, 'Idempotency-Key': `e2e-${randomUUID()}` },
    data: {
      email: auth.email,
      ...document,
      billing: ATHENS,
      shipTo: { kind: 'billing' },
      ...delivery,
      ...payment,
      expectedTotal: cart.totals.total + courier + fee,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as PlaceOrderResponse;
}

/**
 * A new verified customer of Acme, logged in in the browser `context` through the API: its API
 * calls (`shop`) and what `placeOrderOverApi` needs to order as it (`auth`).
 */
export async function orderingCustomer(request: APIRequestContext, context: BrowserContext, baseURL: string, lang: Lang, tag: string) {
  const email = uniqueEmail(`${tag}-${lang}`);
  await createVerifiedCustomer(request, lang, { email, password: DEMO_PASSWORD, firstName: 'Orders', lastName: 'E2E' });
  const session = await loginThroughApi(request, context, baseURL, email, ACME.code);
  return { shop: new ShopApi(request, session.at, lang), auth: { token: session.at, lang, email } };
}
