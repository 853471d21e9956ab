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
 * Completes a cash-on-delivery order as an Employee through the staff API, step by step
 * (Processing, InDelivery, Completed), each step at the version it read: what a shop does when the
 * goods are delivered and the cash collected.
 */
export async function completeOrderAsStaff(request: APIRequestContext, orderNumber: string): Promise<void> {
  const headers = await employeeAuth(request);
  const list = await (await request.get(`/api/staff/orders?number=${orderNumber}`, { headers })).json();
  const id = list.items[0].id as number;
  for (const status of ['Processing', 'InDelivery', 'Completed']) {
    const order = await (await request.get(`/api/staff/orders/${id}`, { headers })).json();
    const res = await request.post(`/api/staff/orders/${id}/status`, { headers, data: { status, expectedVersion: order.version } });
    expect(res.status(), await res.text()).toBe(200);
  }
}
