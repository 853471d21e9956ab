import type { Context, Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import { parseIdParam } from '../http/path-params';
import type { CartOwner } from '../services/cart';
import { addOrderListToCart, createOrderList, deleteOrderList, getOrderList, listOrderLists, updateOrderList } from '../services/order-lists';

/** Order lists (issue #18 item 2): the logged-in customer's, under the scoped partner. */
const ownerOf = (c: Context<ApiEnv>): CartOwner => ({ customerId: c.get('principal').customerId, partnerId: c.get('partner').id });
const listId = (raw: string | undefined) => parseIdParam(raw, 'order_list_not_found');

export function orderListRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.listOrderLists, async (c) => ({ items: await listOrderLists(c.get('deps').db, ownerOf(c)) }));
  mount(app, routes.createOrderList, (c, { body }) => createOrderList(c.get('deps'), ownerOf(c), body, c.get('lang')));
  mount(app, routes.getOrderList, (c, { params }) => getOrderList(c.get('deps').db, ownerOf(c), listId(params.id), c.get('lang')));
  mount(app, routes.updateOrderList, (c, { body, params }) => updateOrderList(c.get('deps'), ownerOf(c), listId(params.id), body, c.get('lang')));
  mount(app, routes.deleteOrderList, async (c, { params }) => {
    await deleteOrderList(c.get('deps'), ownerOf(c), listId(params.id));
    return c.body(null, 204);
  });
  mount(app, routes.addOrderListToCart, (c, { params }) => addOrderListToCart(c.get('deps'), ownerOf(c), listId(params.id), c.get('lang')));
}
