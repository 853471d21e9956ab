/**
 * The legal pages every partner has among its content pages (issue #49 item 4, decision 0098): the
 * privacy notice and the terms of sale, at `/{lang?}/{partner}/pages/{eurl}`. Their texts are seeded
 * and created with the partner (lib/backend/services/legal-pages.ts); staff may edit them like any
 * other page. The footer, the registration form and the checkout link them by these addresses.
 */
export const PRIVACY_PAGE_EURL = 'privacy';
export const TERMS_PAGE_EURL = 'terms';

/** The storefront page of the accessibility statement (a page of the shop, its text from the messages). */
export const ACCESSIBILITY_PAGE = 'accessibility';

/** The path of a legal page after the partner segment (for buildPath). */
export const legalPagePath = (eurl: typeof PRIVACY_PAGE_EURL | typeof TERMS_PAGE_EURL) => `pages/${eurl}`;
