import { apiPaths, routePath } from '@/lib/contract/api-paths';
import type { ConfirmPaymentResponse, OrderPayment, PaymentStart } from '@/lib/contract/payments';
import { browserApi } from './client';

/** Payment calls (DESIGN §6, §8 "payments") through the browser ky client; answers typed by the contract. */

/** Where the customer pays for an attempt (the first call registers it with the provider). */
export async function startPayment(attemptUid: string): Promise<PaymentStart> {
  return browserApi().post(routePath(apiPaths.startPayment, { uid: attemptUid })).json<PaymentStart>();
}

/** Hands a provider's return parameters to the API, which verifies them. */
export async function confirmPayment(provider: string, params: Record<string, string>, outcome: 'success' | 'cancel' = 'success'): Promise<ConfirmPaymentResponse> {
  return browserApi().post(routePath(apiPaths.confirmPayment, { provider }), { json: { params, outcome } }).json<ConfirmPaymentResponse>();
}

/** The order's latest payment (a pending one is asked of its provider). */
export async function fetchOrderPayment(orderUid: string): Promise<OrderPayment> {
  return browserApi().get(routePath(apiPaths.orderPayment, { uid: orderUid })).json<OrderPayment>();
}
