import { apiPaths, routePath } from '@/lib/contract/api-paths';
import type { Language } from '@/lib/contract/enums';
import type { Order, OrderList } from '@/lib/contract/orders';
import type { PaymentRetry } from '@/lib/contract/payments';
import type { CreateReturnRequest, OrderLookup, OrderLookupRequest, ReorderResult, ReturnRequestRecord } from '@/lib/contract/returns';
import { browserApi } from './client';

/** The customer's orders through the browser ky client (contract-typed answers, not parsed). */
export async function fetchOrder(uid: string): Promise<Order> {
  return browserApi().get(routePath(apiPaths.orderByUid, { uid })).json<Order>();
}

export async function fetchOrders(page = 1, pageSize = 10): Promise<OrderList> {
  return browserApi().get(apiPaths.listOrders, { searchParams: { page, pageSize } }).json<OrderList>();
}

export async function lookupOrder(input: OrderLookupRequest): Promise<OrderLookup> {
  return browserApi().post(apiPaths.lookupOrder, { json: input }).json<OrderLookup>();
}

export async function createReturn(input: CreateReturnRequest): Promise<ReturnRequestRecord> {
  return browserApi().post(apiPaths.createReturn, { json: input }).json<ReturnRequestRecord>();
}

export async function reorder(uid: string): Promise<ReorderResult> {
  return browserApi().post(routePath(apiPaths.reorder, { uid })).json<ReorderResult>();
}

/** "Pay now": the page that pays an order still waiting for its online payment. */
export async function payNow(uid: string): Promise<PaymentRetry> {
  return browserApi().post(routePath(apiPaths.retryPayment, { uid })).json<PaymentRetry>();
}

/** Cancels an order still waiting for its online payment; answers the order as it is now. */
export async function cancelOrder(uid: string): Promise<Order> {
  return browserApi().post(routePath(apiPaths.cancelOrder, { uid })).json<Order>();
}

/**
 * The order's invoice or receipt as a PDF (issue #18 item 6) in `lang`: fetched through the client
 * so the access token goes with it (and is refreshed on a 401 like any call); a link could not send it.
 */
export async function fetchOrderDocument(uid: string, lang: Language): Promise<Blob> {
  return browserApi().get(routePath(apiPaths.orderDocument, { uid }), { searchParams: { lang } }).blob();
}

/** One of the order's credit notes as PDF (issue #47), the same way. */
export async function fetchCreditNote(uid: string, id: number, lang: Language): Promise<Blob> {
  return browserApi().get(routePath(apiPaths.orderCreditNote, { uid, id: String(id) }), { searchParams: { lang } }).blob();
}
