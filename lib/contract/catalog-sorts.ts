import { ProductSortOrder } from './enums';

/**
 * Which SPEC product sort orders the catalogue honours (issue #16 item 11). Every one sorts for
 * real except RatingDescending: the shop records no ratings, so `GET /Products` refuses it with
 * 400 `fields.sort = sort_unsupported` instead of answering some other order. The storefront
 * never offers it and treats it in a URL like any unknown value (the Default order).
 */
export const UNSUPPORTED_SORT_ORDERS = ['RatingDescending'] as const satisfies readonly ProductSortOrder[];
export type ListSortOrder = Exclude<ProductSortOrder, (typeof UNSUPPORTED_SORT_ORDERS)[number]>;

const unsupported: ReadonlySet<string> = new Set(UNSUPPORTED_SORT_ORDERS);

/** The sort orders a product list can be asked for, in SPEC order. */
export const LIST_SORT_ORDERS = ProductSortOrder.filter((sort) => !unsupported.has(sort)) as ListSortOrder[];

export const isListSortOrder = (value: unknown): value is ListSortOrder =>
  typeof value === 'string' && (ProductSortOrder as readonly string[]).includes(value) && !unsupported.has(value);
