import { expect, type APIRequestContext } from '@playwright/test';
import { ACME } from './data';
import { employeeAuth } from './staff';

/** What the test endpoint answers: the order's uid, its new status and creation time (ISO). */
export type OrderState = { uid: string; status: number; createdAt: string };

/**
 * Sets an order's SPEC §4 status (`OrderStatusCode`, e.g. Completed 3) and, with `daysAgo`, moves
 * its creation time that many days back, through `POST /api/test/orders/status`
 * (ENABLE_TEST_ENDPOINTS only): e2e tests need a returnable order, or one past the return window.
 */
export async function setOrderState(
  request: APIRequestContext,
  baseURL: string,
  orderNumber: string,
  state: { status: number; daysAgo?: number },
  partnerCode: string = ACME.code,
): Promise<OrderState> {
  const res = await request.post(`${baseURL}/api/test/orders/status`, { data: { orderNumber, partnerCode, ...state } });
  expect(res.ok(), `set ${orderNumber} to ${JSON.stringify(state)}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as OrderState;
}

/**
 * Moves an order as an Employee through the staff API, one status at a time, each at the version it
 * read; InDelivery by shipping it with its carrier (the sandbox's voucher: a carrier order never
 * goes out by hand, decision 0086) and printing its label.
 */
export async function moveOrderAsStaff(request: APIRequestContext, id: number, statuses: readonly string[], headers?: Record<string, string>): Promise<void> {
  const auth = headers ?? (await employeeAuth(request));
  for (const status of statuses) {
    if (status === 'InDelivery') {
      const shipped = await request.post(`/api/staff/orders/${id}/shipment`, { headers: auth });
      expect(shipped.status(), await shipped.text()).toBe(200);
      // Its label printed, as a warehouse does: the day's ACS pickup list then takes it (decision 0085).
      expect((await request.get(`/api/staff/orders/${id}/shipment/label?paper=A4`, { headers: auth })).status()).toBe(200);
      continue;
    }
    const order = await (await request.get(`/api/staff/orders/${id}`, { headers: auth })).json();
    const res = await request.post(`/api/staff/orders/${id}/status`, { headers: auth, data: { status, expectedVersion: order.version } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/**
 * Completes a cash-on-delivery order as an Employee through the staff API, step by step
 * (Processing, shipped: InDelivery, Completed): what a shop does when the goods are delivered and
 * the cash collected.
 */
export async function completeOrderAsStaff(request: APIRequestContext, orderNumber: string): Promise<void> {
  const headers = await employeeAuth(request);
  const list = await (await request.get(`/api/staff/orders?number=${orderNumber}`, { headers })).json();
  await moveOrderAsStaff(request, list.items[0].id as number, ['Processing', 'InDelivery', 'Completed'], headers);
}
