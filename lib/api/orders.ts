import { apiPaths, routePath } from '@/lib/contract/api-paths';
import type { Order, OrderList } from '@/lib/contract/orders';
import { browserApi } from './client';

/** The customer's orders through the browser ky client (contract-typed answers, not parsed). */
export async function fetchOrder(uid: string): Promise<Order> {
  return browserApi().get(routePath(apiPaths.orderByUid, { uid })).json<Order>();
}

export async function fetchOrders(page = 1, pageSize = 10): Promise<OrderList> {
  return browserApi().get(apiPaths.listOrders, { searchParams: { page, pageSize } }).json<OrderList>();
}
