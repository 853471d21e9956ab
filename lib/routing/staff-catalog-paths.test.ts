import { routingConfigFromEnv } from './config';
import { resolveRoute } from './resolve';

/** The catalogue's console paths (issue #45 item 1): products (a code in lower case), a new product, categories and brands by code. */
const config = routingConfigFromEnv({});
const resolve = (pathname: string, hasStaffSession = true) => resolveRoute({ pathname, search: '', authenticated: false, hasStaffSession }, config);

describe('the catalogue in the console', () => {
  it('routes the product list, a new product, a product, the categories and the brands', () => {
    for (const page of ['products', 'products/new', 'products/p000001', 'products/e2e-45.a_b', 'categories', 'categories/boots', 'categories/sub_cat-2', 'brands', 'brands/nordvik']) {
      expect(resolve(`/en/staff/${page}`)).toEqual({ kind: 'staff', pathname: `/en/staff/${page}`, lang: 'en' });
    }
    for (const page of ['products/-x', 'products/p1/edit', 'categories/a--b', 'categories/boots/delete', 'brands/a b', 'brands/x/y']) expect(resolve(`/staff/${page}`)).toEqual({ kind: 'not-found', lang: 'el' });
  });

  it('routes the import page and its handlers: the file, the pictures ZIP, the pictures URL list, the export (issue #45 item 3)', () => {
    for (const page of ['catalog/import', 'catalog/import/file', 'catalog/import/pictures', 'catalog/import/picture-urls', 'catalog/export']) {
      expect(resolve(`/en/staff/${page}`)).toEqual({ kind: 'staff', pathname: `/en/staff/${page}`, lang: 'en' });
    }
    for (const page of ['catalog/import/urls', 'catalog/import/picture-urls/x']) expect(resolve(`/staff/${page}`)).toEqual({ kind: 'not-found', lang: 'el' });
  });

  it('sends a product code in capitals to its lower-case path, and a visitor without a session to the login', () => {
    expect(resolve('/en/staff/products/P000001')).toEqual({ kind: 'redirect', status: 308, location: '/en/staff/products/p000001' });
    expect(resolve('/staff/products', false)).toMatchObject({ kind: 'redirect', status: 307, location: '/staff/login?returnTo=%2Fstaff%2Fproducts' });
  });
});
