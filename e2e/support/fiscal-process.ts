import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Cart } from '../../lib/contract/cart';
import type { CheckoutOptions } from '../../lib/contract/checkout';
import type { StaffFiscalList } from '../../lib/contract/staff-fiscal';
import { ATHENS } from './checkout';
import { ACME, DEMO_PASSWORD } from './data';
import { demoServerEnv } from './server-process';
import { moveOrderAsStaff } from './orders';
import { shippingCents } from './shipping-cost';

/** What the fiscal process tests (e2e/process/fiscal-*.spec.ts) share: a server of their own, its staff, its dispatched cash orders and their receipts. */
export const SHOP = { 'X-Partner-Code': ACME.code, 'Accept-Language': 'en' };

/** A demo server with the test endpoints behind `secret` and the background job every second. */
export const fiscalServerEnv = (secret: string) => ({ ...demoServerEnv(secret), PAYMENT_SWEEP_SECONDS: '1' });

export async function staffHeaders(api: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await api.post('/api/staff/login', { data: { email: 'employee@shop.test', password: DEMO_PASSWORD } });
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** The retail receipts of the given orders as the console lists them. */
export async function receiptsOf(api: APIRequestContext, staff: { Authorization: string }, numbers: readonly string[]) {
  const answer = await api.get('/api/staff/fiscal-documents?pageSize=100', { headers: staff });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as StaffFiscalList).items.filter((d) => numbers.includes(d.orderNumber) && d.invoiceType === '11.1');
}

/** `n` cash orders of the demo customer, each sent out by staff (its receipt issued and waiting in the outbox). */
export async function dispatchedCashOrders(api: APIRequestContext, n: number): Promise<string[]> {
  const login = await api.post('/api/Customers/Login', { headers: SHOP, data: { email: ACME.demo.email, password: DEMO_PASSWORD, partnerCode: ACME.code } });
  const auth = { ...SHOP, Authorization: `Bearer ${((await login.json()) as { at: string }).at}` };
  const staff = await staffHeaders(api);
  const list = (await (await api.get('/api/Products', { headers: auth, params: { pageSize: 30, status: 'Available' } })).json()) as { items: { eurl: string }[] };
  const numbers: string[] = [];
  for (const card of list.items) {
    if (numbers.length === n) break;
    const detail = (await (await api.get(`/api/Products/ByUrl/${card.eurl}`, { headers: auth })).json()) as { variants: { id: number; availability: string }[] };
    const variant = detail.variants.find((v) => v.availability === 'Available');
    if (!variant) continue;
    await api.delete('/api/Cart', { headers: auth });
    const cart = (await (await api.post('/api/Cart/Items', { headers: auth, data: { variantId: variant.id, quantity: 1 } })).json()) as Cart;
    const options = (await (await api.get('/api/Checkout/Options', { headers: auth })).json()) as CheckoutOptions;
    const courier = shippingCents(options, cart, 'courier');
    const fee = options.payment.find((p) => p.method === 'cod')!.fee;
    const placed = await api.post('/api/Orders', {
      headers: { ...auth, 'Idempotency-Key': `fiscal-${randomUUID()}` },
      data: { email: ACME.demo.email, documentType: 'Receipt', billing: ATHENS, shipTo: { kind: 'billing' }, shippingMethod: 'courier', paymentMethod: 'cod', expectedTotal: cart.totals.total + courier + fee },
    });
    if (placed.status() !== 201) continue;
    const { orderNumber } = (await placed.json()) as { orderNumber: string };
    const id = ((await (await api.get(`/api/staff/orders?number=${orderNumber}`, { headers: staff })).json()) as { items: { id: number }[] }).items[0]!.id;
    await moveOrderAsStaff(api, id, ['Processing', 'InDelivery'], staff);
    numbers.push(orderNumber);
  }
  expect(numbers).toHaveLength(n);
  return numbers;
}
