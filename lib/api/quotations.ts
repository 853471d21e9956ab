import { apiPaths, routePath } from '@/lib/contract/api-paths';
import type { Cart } from '@/lib/contract/cart';
import type { Quote, QuoteSummary, RequestQuoteRequest } from '@/lib/contract/quotations';
import { browserApi } from './client';

/** Quotations' calls (issue #18 item 3) through the browser ky client, typed by the contract. */
export const fetchQuotes = async (): Promise<QuoteSummary[]> => (await browserApi().get(apiPaths.quotes).json<{ items: QuoteSummary[] }>()).items;

export const fetchQuote = (uid: string): Promise<Quote> => browserApi().get(routePath(apiPaths.quote, { uid })).json<Quote>();

export const requestQuote = (input: RequestQuoteRequest): Promise<Quote> => browserApi().post(apiPaths.quotes, { json: input }).json<Quote>();

export const acceptQuote = (uid: string): Promise<Quote> => browserApi().post(routePath(apiPaths.acceptQuote, { uid })).json<Quote>();

export const declineQuote = (uid: string): Promise<Quote> => browserApi().post(routePath(apiPaths.declineQuote, { uid })).json<Quote>();

export const quoteToCart = (uid: string): Promise<Cart> => browserApi().post(routePath(apiPaths.quoteToCart, { uid })).json<Cart>();
