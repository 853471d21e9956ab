import { routingConfigFromEnv } from './config';
import { isBehindLogin, resolveRoute } from './resolve';

const config = routingConfigFromEnv({});
const resolve = (pathname: string, authenticated = true, search = '') => resolveRoute({ pathname, search, authenticated }, config);

/** The table of DESIGN §3, row by row. */
describe('DESIGN §3 URL table', () => {
  it('/acme/products → page in el (internal /el/acme/products)', () => {
    expect(resolve('/acme/products')).toMatchObject({ kind: 'rewrite', pathname: '/el/acme/products', lang: 'el' });
  });
  it("a partner's content page is open to anyone, logged in or not (issue #18 item 7)", () => {
    expect(resolve('/en/acme/pages/terms', false)).toMatchObject({ kind: 'rewrite', pathname: '/en/acme/pages/terms', private: false });
    expect(resolve('/acme/pages/terms', true)).toMatchObject({ kind: 'rewrite', pathname: '/el/acme/pages/terms' });
    expect(resolve('/acme/Pages/terms', false)).toEqual({ kind: 'redirect', status: 308, location: '/acme/pages/terms' });
  });
  it('/el/acme/products → 308 /acme/products', () => {
    expect(resolve('/el/acme/products')).toEqual({ kind: 'redirect', status: 308, location: '/acme/products' });
  });
  it('/en/acme/products/ → 308 /en/acme/products', () => {
    expect(resolve('/en/acme/products/')).toEqual({ kind: 'redirect', status: 308, location: '/en/acme/products' });
  });
  it('query strings survive redirects', () => {
    expect(resolve('/el/acme/products', true, '?color=red')).toMatchObject({ location: '/acme/products?color=red' });
    expect(resolve('/en/acme/products', true, '?color=red')).toMatchObject({ kind: 'rewrite', pathname: '/en/acme/products' });
  });
  it('/acme/profile → 307 to its first section, in one hop from any spelling, query kept', () => {
    expect(resolve('/acme/profile')).toEqual({ kind: 'redirect', status: 307, location: '/acme/profile/account' });
    expect(resolve('/en/acme/profile/', true, '?x=1')).toEqual({ kind: 'redirect', status: 307, location: '/en/acme/profile/account?x=1' });
    expect(resolve('/acme/profile', false)).toMatchObject({ kind: 'redirect', location: '/acme/login?returnTo=%2Facme%2Fprofile' });
  });
  it('/ → not found', () => expect(resolve('/')).toEqual({ kind: 'not-found', lang: 'el' }));
  it('a page word in any case → 308 to its lower-case spelling in one hop; names in the path keep theirs', () => {
    expect(resolve('/acme/Products')).toEqual({ kind: 'redirect', status: 308, location: '/acme/products' });
    expect(resolve('/EN/Acme/Profile/Orders/', true, '?page=2')).toEqual({ kind: 'redirect', status: 308, location: '/en/acme/profile/orders?page=2' });
    expect(resolve('/acme/Products/Red-Shirt-P1')).toEqual({ kind: 'redirect', status: 308, location: '/acme/products/Red-Shirt-P1' });
    expect(resolve('/acme/products/Red-Shirt-P1')).toMatchObject({ kind: 'rewrite', pathname: '/el/acme/products/Red-Shirt-P1' });
    expect(resolve('/acme/Cart', false)).toEqual({ kind: 'redirect', status: 307, location: '/acme/login?returnTo=%2Facme%2Fcart' });
    expect(resolve('/en/acme/Profile/')).toEqual({ kind: 'redirect', status: 307, location: '/en/acme/profile/account' });
  });
  it("the benchmark's yardstick page is never a partner (middleware serves it only under BENCH_BARE_PAGE=1)", () => {
    expect(resolve('/bench-bare', false).kind).toBe('not-found');
    expect(resolve('/en/bench-bare/login', false).kind).toBe('not-found');
  });
  it('the internal not-found route stays not found (no redirect loop)', () => {
    expect(resolve('/el/missing', false).kind).toBe('not-found');
    expect(resolve('/missing', false).kind).toBe('not-found');
  });
  it('paths that are no page of SPEC §2 → not found at once (no login redirect), inside the partner\'s shop', () => {
    expect(resolve('/acme/zzz', false)).toEqual({ kind: 'not-found', lang: 'el', partnerId: 'acme' });
    expect(resolve('/EN/ACME/zzz/', true)).toEqual({ kind: 'not-found', lang: 'en', partnerId: 'acme' });
    expect(resolve('/acme/products/x/y', true)).toEqual({ kind: 'not-found', lang: 'el', partnerId: 'acme' });
  });
  it('/xx/acme (unsupported two letters) → not found', () => expect(resolve('/xx/acme').kind).toBe('not-found'));
  it('/acme/cart without a session → 307 to login remembering the origin', () => {
    expect(resolve('/acme/cart', false)).toEqual({ kind: 'redirect', status: 307, location: '/acme/login?returnTo=%2Facme%2Fcart' });
  });
  it('public pages need no session', () => {
    expect(resolve('/acme/login', false)).toMatchObject({ kind: 'rewrite', pathname: '/el/acme/login', private: false });
    expect(resolve('/en/acme/resetpassword/abc', false)).toMatchObject({ kind: 'rewrite', pathname: '/en/acme/resetpassword/abc', private: false });
  });
  it('pages behind login are private (no shared cache may keep them), the public ones are not', () => {
    for (const path of ['/acme', '/acme/products', '/acme/products/x', '/acme/cart', '/acme/checkout', '/en/acme/profile/orders', '/acme/profile/company', '/en/acme/profile/company/members']) {
      expect(resolve(path)).toMatchObject({ kind: 'rewrite', private: true });
    }
    for (const path of ['/acme/login', '/acme/register', '/acme/forgot-password', '/acme/logout', '/acme/accessibility', '/en/acme/accessibility', '/acme/join/AbCdEfGh12345678_-']) {
      expect(resolve(path)).toMatchObject({ kind: 'rewrite', private: false });
    }
    // The accessibility statement (issue #49): open to anyone, spelled as its page is named.
    expect(resolve('/en/acme/Accessibility', false)).toEqual({ kind: 'redirect', status: 308, location: '/en/acme/accessibility' });
  });
});

describe('isBehindLogin', () => {
  it('is true for the pages behind login, in any spelling, and false for public pages and paths that name no page', () => {
    for (const path of ['', 'products', 'Products/x', 'cart', 'profile/orders', 'checkout-success/abc']) expect(isBehindLogin(path)).toBe(true);
    for (const path of ['login', 'resetpassword/abc', 'nothing-here', 'products/x/y', 'missing']) expect(isBehindLogin(path)).toBe(false);
  });
});

describe("another partner's session (SPEC §4, issue #16 item 9)", () => {
  const as = (pathname: string, sessionPartner: string | undefined, search = '') =>
    resolveRoute({ pathname, search, authenticated: true, sessionPartner }, config);
  it("a private page of another partner → that partner's login, the session ended", () => {
    expect(as('/hellas/products', 'acme', '?page=2')).toEqual({
      kind: 'redirect', status: 307, location: '/hellas/login?returnTo=%2Fhellas%2Fproducts%3Fpage%3D2', endSession: true,
    });
    expect(as('/en/HELLAS/cart/', 'acme')).toMatchObject({ kind: 'redirect', location: '/en/hellas/login?returnTo=%2Fen%2Fhellas%2Fcart', endSession: true });
  });
  it("a public page of another partner is served as to a visitor, the session ended", () => {
    expect(as('/hellas/login', 'acme')).toMatchObject({ kind: 'rewrite', pathname: '/el/hellas/login', endSession: true });
  });
  it("the session's own partner, in any case, or a session naming no partner: nothing ended", () => {
    expect(as('/acme/products', 'ACME')).toMatchObject({ kind: 'rewrite' });
    expect(as('/acme/products', 'ACME')).not.toHaveProperty('endSession');
    expect(as('/hellas/products', '')).not.toHaveProperty('endSession');
    expect(as('/hellas/products', undefined)).toMatchObject({ kind: 'rewrite', pathname: '/el/hellas/products' });
  });
  it('no session to end for a visitor', () => {
    expect(resolveRoute({ pathname: '/hellas/login', search: '', authenticated: false, sessionPartner: 'acme' }, config)).not.toHaveProperty('endSession');
  });
});

describe('odd paths', () => {
  it('invalid percent-encoding in any segment → not found, signed in or not (issue #14 item 13)', () => {
    for (const path of ['/acme/resetpassword/abc%C0%AF', '/el/acme/products/%FF', '/en/acme/validateregistration/%ED%A0%80', '/acme/payment/winbank/cancel%E0%A4%A', '/ac%FFme/cart']) {
      expect(resolve(path)).toEqual({ kind: 'not-found', lang: 'el' });
      expect(resolve(path, false)).toEqual({ kind: 'not-found', lang: 'el' });
    }
    expect(resolve('/el/acme/products/%CE%B1%CE%B2').kind).toBe('redirect');
  });
  it('/EN/acme → one redirect to /en/acme', () => expect(resolve('/EN/acme')).toMatchObject({ location: '/en/acme' }));
  it('double slashes collapse in one hop', () => expect(resolve('//en//acme//products')).toMatchObject({ location: '/en/acme/products' }));
  it('partner codes are lower-cased', () => expect(resolve('/ACME/products')).toMatchObject({ location: '/acme/products' }));
  it('a redirect target is already canonical (never a second hop)', () => {
    for (const path of ['/EN/ACME/', '/el/acme/', '//acme', '/en//acme/products/']) {
      const first = resolve(path);
      expect(first.kind).toBe('redirect');
      if (first.kind === 'redirect') expect(resolve(first.location).kind).toBe('rewrite');
    }
  });
  it('segments that cannot be partner codes → not found', () => {
    expect(resolve('/%3Cscript%3E').kind).toBe('not-found');
    expect(resolve(`/${'a'.repeat(300)}`).kind).toBe('not-found');
  });
  it('the login redirect of an odd path points at the canonical origin', () => {
    expect(resolve('/EN/acme/cart/', false)).toEqual({ kind: 'redirect', status: 307, location: '/en/acme/login?returnTo=%2Fen%2Facme%2Fcart' });
  });
});

describe('switches', () => {
  it('frontEndRedirect: rewrites instead of redirecting, reporting the canonical path', () => {
    const fe = routingConfigFromEnv({ NEXT_PUBLIC_FRONT_END_REDIRECT: 'true' });
    expect(resolveRoute({ pathname: '/el/acme', search: '', authenticated: true }, fe)).toMatchObject({ kind: 'rewrite', canonical: '/acme' });
  });
  it('trailingSlash: adds the slash', () => {
    const ts = routingConfigFromEnv({ NEXT_PUBLIC_TRAILING_SLASH: 'true' });
    expect(resolveRoute({ pathname: '/en/acme/cart', search: '', authenticated: true }, ts)).toMatchObject({ location: '/en/acme/cart/' });
  });
});

describe('language detection (SPEC §9)', () => {
  it('decides the language when prefixes are off', () => {
    const off = routingConfigFromEnv({ NEXT_PUBLIC_ADD_LANGUAGE_PREFIX: 'false' });
    expect(resolveRoute({ pathname: '/acme/products', search: '', authenticated: true, detectedLanguage: 'en' }, off)).toMatchObject({
      kind: 'rewrite',
      pathname: '/en/acme/products',
      canonical: '/acme/products',
    });
  });
  it('is ignored when the path decides (prefixes on)', () => {
    expect(resolveRoute({ pathname: '/acme/products', search: '', authenticated: true, detectedLanguage: 'en' }, config)).toMatchObject({
      pathname: '/el/acme/products',
    });
  });
});

describe('payment returns (issue #6)', () => {
  const post = (pathname: string, authenticated = false) => resolveRoute({ pathname, search: '', authenticated, method: 'POST' }, config);
  const uid = 'AbCdEfGhIjKlMnOpQrStUv';
  it('a bank POSTing to a return page reaches the route handler without a session, in the path language', () => {
    expect(post(`/acme/payment/alpha/success/${uid}`)).toEqual({ kind: 'payment-return', pathname: `/el/acme/payment-post/alpha/success/${uid}` });
    expect(post('/en/acme/payment/eurobank/cancel')).toEqual({ kind: 'payment-return', pathname: '/en/acme/payment-post/eurobank/cancel' });
    expect(post(`/en/acme/payment/winbank/success/${uid}`, true)).toMatchObject({ pathname: `/en/acme/payment-post/winbank/success/${uid}` });
  });
  it('GETs of the same pages, and POSTs to other payment pages, are pages as usual', () => {
    expect(resolveRoute({ pathname: `/acme/payment/alpha/success/${uid}`, search: '', authenticated: false, method: 'GET' }, config)).toMatchObject({ kind: 'redirect', status: 307 });
    expect(post('/acme/payment/viva/success', true)).toMatchObject({ kind: 'rewrite' });
    expect(post(`/acme/payment/alpha/success/${uid}/x`).kind).toBe('redirect');
  });
  it('the shop-wide return URLs of Viva and Winbank go to the dispatching route handler', () => {
    expect(resolve('/payment/viva/success', false)).toEqual({ kind: 'payment-return', pathname: '/payment-return/viva/success' });
    expect(post('/payment/winbank/cancel')).toEqual({ kind: 'payment-return', pathname: '/payment-return/winbank/cancel' });
    expect(resolve('/payment/paypal/success', false).kind).toBe('not-found');
  });
  it('the internal routes are never a partner or a page', () => {
    expect(resolve('/payment-return/viva/success').kind).toBe('not-found');
    expect(resolve('/acme/payment-post/alpha/cancel').kind).toBe('not-found');
    expect(resolve('/payment/login', false).kind).toBe('not-found');
  });
});
