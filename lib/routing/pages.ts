/**
 * The pages of a partner storefront (SPEC §2), as patterns over the path after the partner
 * segment. Middleware answers anything else with the not-found page (status 404) at once.
 */
const SEGMENT = '[^/]{1,200}';
const PAGE_PATTERNS: readonly RegExp[] = [
  '',
  'products',
  `products/${SEGMENT}`,
  'cart',
  'checkout',
  'quick-order',
  `checkout-success/${SEGMENT}`,
  'checkout-failure',
  'profile',
  'profile/account',
  'profile/addresses',
  'profile/orders',
  'profile/order-lists',
  'profile/loyalty',
  'profile/quotes',
  `profile/quotes/${SEGMENT}`,
  'profile/return-order',
  'profile/privacy',
  // The company area (issue #50): overview, members, purchase requests, orders, addresses, statement.
  'profile/company',
  'profile/company/(?:members|requests|orders|addresses|statement)',
  // every payment/* path has a page (a return page, the shared failure page or the redirect page)
  `payment(?:/${SEGMENT}){1,4}`,
  'login',
  'register',
  `validateregistration/${SEGMENT}`,
  'forgot-password',
  `resetpassword/${SEGMENT}`,
  // A company invitation's link (issue #50): open to anyone, like the other mailed links.
  `join/${SEGMENT}`,
  'logout',
  'impersonate',
  `pages/${SEGMENT}`,
  // The accessibility statement (issue #49 item 4): a page of every shop, open to anyone.
  'accessibility',
].map((pattern) => new RegExp(`^${pattern}$`));

export function isKnownPage(pagePath: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(pagePath));
}

/**
 * The page path spelled as the page is named (issue #16: `/acme/Products` is the list, like
 * `/ACME/products`): the page's own words in lower case, the names in it (a product's URL name,
 * a link's token, an order's uid) as given. Undefined when it names no page.
 */
export function canonicalPagePath(pagePath: string): string | undefined {
  const [first = '', second, ...rest] = pagePath.split('/');
  const page = first.toLowerCase();
  const named = second === undefined ? [] : [page === 'profile' ? second.toLowerCase() : second];
  const canonical = [page, ...named, ...rest].join('/');
  return isKnownPage(canonical) ? canonical : undefined;
}
