import { OrderStatus, OrderStatusCode, orderStatusFromCode } from '@/lib/contract/enums';

/**
 * The company orders page's filters and place (issue #50 item 6), kept in the URL (`?buyer=`,
 * `?status=`, `?page=`): shareable, Back returns to them. Malformed or unknown values fall back
 * to "all" and the first page, never to an error.
 */
export type CompanyOrderFilters = { buyer?: number; status?: number; page: number };

/** The statuses the filter offers (every SPEC §4 status but NA), by their wire code. */
export const STATUS_FILTER_CODES: readonly number[] = OrderStatus.filter((s) => s !== 'NA').map((s) => OrderStatusCode[s]);

const first = (value: string | string[] | null | undefined) => (Array.isArray(value) ? value[0] : value) ?? undefined;

function int(value: string | undefined, min: number, max: number): number | undefined {
  if (!value || !/^-?\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

export function parseCompanyOrderFilters(get: (name: string) => string | string[] | null | undefined): CompanyOrderFilters {
  const buyer = int(first(get('buyer')), 1, 2_147_483_647);
  const statusCode = int(first(get('status')), -10, 99);
  const status = statusCode !== undefined && orderStatusFromCode(statusCode) && STATUS_FILTER_CODES.includes(statusCode) ? statusCode : undefined;
  return { ...(buyer !== undefined ? { buyer } : {}), ...(status !== undefined ? { status } : {}), page: int(first(get('page')), 1, 10_000) ?? 1 };
}

/** The query string of these filters (the first page and "all" left out). */
export function companyOrderSearch(filters: CompanyOrderFilters): string {
  const params = new URLSearchParams();
  if (filters.buyer !== undefined) params.set('buyer', String(filters.buyer));
  if (filters.status !== undefined) params.set('status', String(filters.status));
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
