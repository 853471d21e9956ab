/**
 * The staff console's session (issue #17 item 3): the staff token in an httpOnly cookie, set by
 * the console's login handler and read by its server-rendered pages and form handlers. Strict
 * same-site: no other site's page can send it along.
 */
export const STAFF_TOKEN_COOKIE = 'staff_at';
