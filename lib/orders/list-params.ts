/**
 * The orders page's place in the list, kept in the URL (`?page=N`, optionally `?pageSize=N`):
 * shareable, and Back returns to the same page. Out-of-range or malformed values fall back.
 */
export const ORDERS_PAGE_SIZE = 10;
const MAX_PAGE = 10_000;
const MAX_PAGE_SIZE = 50;

export type OrderListParams = { page: number; pageSize: number };

type SearchParams = Record<string, string | string[] | undefined>;

function positiveInt(raw: string | string[] | undefined, max: number): number | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

export function parseOrderListParams(search: SearchParams): OrderListParams {
  return { page: positiveInt(search.page, MAX_PAGE) ?? 1, pageSize: positiveInt(search.pageSize, MAX_PAGE_SIZE) ?? ORDERS_PAGE_SIZE };
}

/** The query string of a page of the list (page 1 and the default size are left out). */
export function orderListSearch({ page, pageSize }: OrderListParams): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (pageSize !== ORDERS_PAGE_SIZE) params.set('pageSize', String(pageSize));
  const search = params.toString();
  return search ? `?${search}` : '';
}
