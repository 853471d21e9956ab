/**
 * Bounds that browser modules show as hints, apart from the zod schemas that enforce them
 * (./common.ts): a form can name them without loading zod (issue #15, first-load JS).
 */
/** ASVS 5: at least 8 characters, long passphrases allowed, no composition rules (the API also refuses common passwords). */
export const PASSWORD_MIN_LENGTH = 8;

/** Most units of one variant a cart line may hold (and one request may ask for). */
export const CART_LINE_QUANTITY_MAX = 99;

/** Most lines one quick order may carry (issue #18 item 1). */
export const QUICK_ORDER_MAX_LINES = 500;
/** Longest code, colour or size of a quick-order line: longer is not something the shop names. */
export const QUICK_ORDER_CELL_MAX = 60;

/** Most order lists a customer keeps under one partner, and the longest list name (issue #18 item 2). */
export const ORDER_LISTS_MAX = 50;
export const ORDER_LIST_NAME_MAX = 80;

/** Longest comment a customer sends with a quote request, and staff's note (issue #18 item 3). */
export const QUOTE_COMMENT_MAX = 1000;
