/**
 * The limits of a catalogue record as staff edit it (issue #45 item 1, decision 0033): the console's
 * forms, the operations API and the ERP import check the same numbers.
 */
export const PRODUCT_CODE = /^[A-Z0-9](?:[A-Z0-9._-]{0,38}[A-Z0-9])?$/;
export const SKU_FORMAT = /^[A-Z0-9](?:[A-Z0-9._-]{0,62}[A-Z0-9])?$/;
/** Category and brand codes: lower-case letters, digits, single hyphens or underscores. */
export const TAXONOMY_CODE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const TAXONOMY_CODE_MAX = 40;
/** A URL slug (SPEC `eurl`): lower-case ASCII letters and digits in hyphen-separated words. */
export const EURL_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EURL_MAX = 120;
export const PRODUCT_NAME_MAX = 200;
export const BRAND_NAME_MAX = 80;
export const CATEGORY_NAME_MAX = 80;
/** Rich text, per language, as sent (it is sanitised before it is stored); both languages of both fit the API's 64 KiB body even in Greek. */
export const DESCRIPTION_MAX = 8_000;
export const TECHNICAL_MAX = 4_000;
/** What search engines show of a title and a description. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
/** A list price: 0 to 1 000 000 € in cents. */
export const PRICE_MAX_CENTS = 100_000_000;
export const STOCK_MAX = 1_000_000;
/** Colours × sizes of one product (16 colours × 24 sizes fit). */
export const VARIANTS_MAX = 400;
/** A product's partner range: at most this many partner codes (null: every partner). */
export const PARTNERS_MAX = 200;
/** A bulk edit by codes: at most this many. */
export const BULK_CODES_MAX = 1000;
/** A bulk edit over a filter: at most this many products at once (a larger selection is refused, never half-done). */
export const BULK_SELECTION_MAX = 5000;
/** A percent change: −90 % to +1000 %. */
export const BULK_PERCENT_MIN = -90;
export const BULK_PERCENT_MAX = 1000;
/** A product whose variants hold this many or fewer units in all (and more than none) is "low" in the list's stock filter. */
export const LOW_STOCK_TOTAL = 5;
/** The price history a product's page shows. */
export const PRICE_HISTORY_SHOWN = 20;
