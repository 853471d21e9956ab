import { expect, type APIRequestContext } from '@playwright/test';
import { ACME } from './data';

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
