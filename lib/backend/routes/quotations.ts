import type { Context, Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { mount } from '../http/mount';
import type { CartOwner } from '../services/cart';
import { answerQuote, getQuote, listQuotes, quoteToCart, requestQuote } from '../services/quotations/quotes';

/** Quotations (issue #18 item 3): the logged-in customer's, under the scoped partner. */
const ownerOf = (c: Context<ApiEnv>): CartOwner => ({ customerId: c.get('principal').customerId, partnerId: c.get('partner').id });

export function quotationRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.requestQuote, (c, { body }) => requestQuote(c.get('deps'), ownerOf(c), body, c.get('lang')));
  mount(app, routes.listQuotes, (c) => listQuotes(c.get('deps'), ownerOf(c), c.get('lang')));
  mount(app, routes.getQuote, (c, { params }) => getQuote(c.get('deps'), ownerOf(c), params.uid, c.get('lang')));
  mount(app, routes.acceptQuote, (c, { params }) => answerQuote(c.get('deps'), ownerOf(c), params.uid, 'accept', c.get('lang')));
  mount(app, routes.declineQuote, (c, { params }) => answerQuote(c.get('deps'), ownerOf(c), params.uid, 'customerDecline', c.get('lang')));
  mount(app, routes.quoteToCart, (c, { params }) => quoteToCart(c.get('deps'), ownerOf(c), params.uid, c.get('lang')));
}
