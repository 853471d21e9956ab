import type { Context, Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { notFound } from '../http/api-error';
import { mount } from '../http/mount';
import { requireIdempotencyKey } from '../services/orders/idempotency';
import { getOrder, listOrders, type OrderOwner } from '../services/orders/order-view';
import { placeOrder } from '../services/orders/place-order';
import { orderDocument, pdfAttachment } from '../documents/order-document';

/** Orders of the logged-in customer under the scoped partner (DESIGN §8 checkout, orders). */
const ownerOf = (c: Context<ApiEnv>): OrderOwner => ({ customerId: c.get('principal').customerId, partnerId: c.get('partner').id });

/** A credit note's id in a path: a whole number, else the same 404 as an unknown one. */
function creditIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!/^[1-9]\d{0,9}$/.test(raw ?? '') || !Number.isSafeInteger(id)) throw notFound('credit_note_not_found');
  return id;
}

export function orderRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.placeOrder, async (c, { body }) => {
    const key = requireIdempotencyKey(c.req.header('idempotency-key'));
    const answer = await placeOrder(c.get('deps'), {
      partner: c.get('partner'),
      customerId: c.get('principal').customerId,
      placedByStaffId: c.get('principal').impersonatorId,
      // The order's language: the request's when it says one, else the customer's.
      language: c.req.header('accept-language') ? c.get('lang') : undefined,
      key,
      input: body,
    });
    return c.json(answer.body, answer.status as 201);
  });

  mount(app, routes.listOrders, (c, { query }) => listOrders(c.get('deps').db, ownerOf(c), query.page, query.pageSize));

  mount(app, routes.orderByUid, (c, { params }) => getOrder(c.get('deps').db, ownerOf(c), params.uid, c.get('lang')));

  // The order's invoice or receipt (issue #18 item 6): a download for its owner only, never cached.
  mount(app, routes.orderDocument, async (c, { params, query }) =>
    pdfAttachment(await orderDocument(c.get('deps'), { owner: ownerOf(c), shopName: c.get('partner').name, uid: params.uid, lang: query.lang })),
  );
  mount(app, routes.orderCreditNote, async (c, { params, query }) =>
    pdfAttachment(await orderDocument(c.get('deps'), { owner: ownerOf(c), shopName: c.get('partner').name, uid: params.uid, lang: query.lang, creditId: creditIdOf(params.id) })),
  );
}
