/**
 * The console pages only an Employee opens: a new product, a partner's coupon forms, a new content
 * page and a content page's deletion. Any other role gets the not-found page for them, with its 404
 * answered by middleware before any render (lib/backend/staff-access-gate.ts); the pages keep their
 * own check. `path` is the console path after `/{lang}/staff/`.
 */
const PARTNER = String.raw`partners\/[a-z0-9][a-z0-9-]{0,63}`;
const EMPLOYEE_ONLY: readonly RegExp[] = [
  /^products\/new$/,
  new RegExp(String.raw`^${PARTNER}\/coupons\/[a-z0-9][a-z0-9-]{0,63}$`),
  new RegExp(String.raw`^${PARTNER}\/pages\/new$`),
  new RegExp(String.raw`^${PARTNER}\/pages\/[a-z0-9][a-z0-9-]{0,79}\/delete$`),
];

export function isEmployeeOnlyPage(path: string): boolean {
  return EMPLOYEE_ONLY.some((page) => page.test(path));
}

/** The console path of an internal staff route (`/{lang}/staff/products/new` → `products/new`); undefined for another route. */
export function consolePathOf(pathname: string): string | undefined {
  return /^\/[a-z]{2}\/staff\/(.+)$/.exec(pathname)?.[1];
}
