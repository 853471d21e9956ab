import { companyApiPaths } from '@/lib/company/paths';
import { apiPaths, routePath } from '@/lib/contract/api-paths';
import type { CreateOrderListRequest, SavedOrderList, SavedOrderListSummary, UpdateOrderListRequest } from '@/lib/contract/order-lists';
import type { QuickOrderResult } from '@/lib/contract/quick-order';
import { browserApi } from './client';

/** Order lists' calls (issue #18 item 2) through the browser ky client, typed by the contract. */
export const fetchOrderLists = async (): Promise<SavedOrderListSummary[]> =>
  (await browserApi().get(apiPaths.listOrderLists).json<{ items: SavedOrderListSummary[] }>()).items;

export const fetchOrderList = (id: number): Promise<SavedOrderList> => browserApi().get(routePath(apiPaths.getOrderList, { id })).json<SavedOrderList>();

export const createOrderList = (input: CreateOrderListRequest): Promise<SavedOrderList> =>
  browserApi().post(apiPaths.createOrderList, { json: input }).json<SavedOrderList>();

export const updateOrderList = (id: number, input: UpdateOrderListRequest): Promise<SavedOrderList> =>
  browserApi().put(routePath(apiPaths.updateOrderList, { id }), { json: input }).json<SavedOrderList>();

export const deleteOrderList = async (id: number): Promise<void> => {
  await browserApi().delete(routePath(apiPaths.deleteOrderList, { id }));
};

export const addOrderListToCart = (id: number): Promise<QuickOrderResult> =>
  browserApi().post(routePath(apiPaths.addOrderListToCart, { id })).json<QuickOrderResult>();

/** Shares the caller's own list with their active company, or stops sharing it (issue #50): the list's summary as it now is. */
export const setOrderListSharing = (id: number, shared: boolean): Promise<SavedOrderListSummary> =>
  browserApi().put(routePath(companyApiPaths.orderListSharing, { id }), { json: { shared } }).json<SavedOrderListSummary>();
