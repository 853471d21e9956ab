/**
 * The limits of an uploaded picture (issue #45 item 2, decision 0027). The body limit is the
 * Next.js proxy's (middleware.ts runs for /api too and keeps the first 10 MiB of a body), so the
 * whole form must fit in it; the file gets a round 10 MB of it.
 */
export const PICTURE_MAX_BYTES = 10_000_000;
export const PICTURE_BODY_MAX_BYTES = 10 * 1024 * 1024;
/** Decoded pixels at most (40 MP: a 7 500 × 5 300 camera picture); a 30 000 × 30 000 header is refused before decoding. */
export const PICTURE_MAX_PIXELS = 40_000_000;
/** The longest side of the stored master (room for the zoom at 2×). */
export const PICTURE_MASTER_PIXELS = 2400;
/** Alt text per language, in characters. */
export const PICTURE_ALT_MAX = 250;
/** Pictures per product. */
export const PICTURES_PER_PRODUCT = 24;
