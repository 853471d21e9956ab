// The benchmark's route table (issue #15 item 5): one row per route kind of the storefront, in the
// order they are measured. `kind` picks the targets (bench/lib/targets.ts); `auth` sends the demo
// customer's cookies; `c50` adds a run at 50 connections; `status` is the answer each must give
// before it is measured (anything else fails the bench).

/** The pages measured in a browser (Lighthouse, bench:tasks, bench:breakdown), in their order. */
export const BROWSER_PAGES = ['bare', 'login', 'landing', 'list', 'product', 'cart', 'checkout'];

/** @param {{ partner: string, eurl: string, category: string }} fixtures */
export function pageRoutes({ partner, eurl, category }) {
  const p = `/${partner}`;
  return [
    // A render of the app shell per request with the not-found content and no partner data
    // (app/[lang]/bench-bare, served under BENCH_BARE_PAGE=1 only): the not-found page itself is a
    // static answer since Cache Components. Measured first and again last.
    { key: 'bare', label: 'bare page (app shell, per request)', kind: 'bare', path: '/bench-bare', auth: false },
    { key: 'login', label: 'login (not logged in)', kind: 'auth', path: `${p}/login`, auth: false },
    { key: 'landing', label: 'landing', kind: 'catalogue', path: p, auth: true, c50: true },
    { key: 'list', label: 'product list, first page', kind: 'catalogue', path: `${p}/products`, auth: true, c50: true },
    {
      key: 'list-filtered',
      label: 'product list, two filters',
      kind: 'catalogue',
      path: `${p}/products?category=${encodeURIComponent(category)}&color=red`,
      auth: true,
      c50: true,
    },
    { key: 'product', label: 'product page', kind: 'catalogue', path: `${p}/products/${encodeURIComponent(eurl)}`, auth: true, c50: true },
    { key: 'cart', label: 'cart (1 line)', kind: 'customer', path: `${p}/cart`, auth: true },
    { key: 'checkout', label: 'checkout, first step', kind: 'customer', path: `${p}/checkout`, auth: true },
    { key: 'orders', label: 'profile orders', kind: 'customer', path: `${p}/profile/orders`, auth: true },
    // Company accounts (issue #50): cached pages per partner and language like the catalogue's; the
    // company's data is read in the browser (its API calls are measured with a company login, main.mjs).
    { key: 'company-orders', label: 'company orders (profile)', kind: 'catalogue', path: `${p}/profile/company/orders`, auth: true, c50: true },
    { key: 'company-requests', label: 'company purchase requests (profile)', kind: 'catalogue', path: `${p}/profile/company/requests`, auth: true, c50: true },
  ].map((route) => ({ status: 200, c50: false, ...route }));
}

