import { consolePathOf, isEmployeeOnlyPage } from './staff-employee-pages';

describe('the console pages only an Employee opens', () => {
  it.each(['products/new', 'partners/acme/coupons/new', 'partners/acme/coupons/summer-10', 'partners/acme/pages/new', 'partners/acme/pages/terms/delete'])('%s is an Employee page', (path) => {
    expect(isEmployeeOnlyPage(path)).toBe(true);
  });

  it.each(['products', 'products/tsh-001', 'products/tsh-001/pictures', 'partners/acme', 'partners/acme/coupons', 'partners/acme/pages', 'partners/acme/pages/terms', 'orders/12', 'products/new/pictures', 'products/newer'])('%s is every role\'s page', (path) => {
    expect(isEmployeeOnlyPage(path)).toBe(false);
  });

  it('reads the console path of an internal staff route, and nothing of another route', () => {
    expect(consolePathOf('/en/staff/products/new')).toBe('products/new');
    expect(consolePathOf('/el/staff/partners/acme/pages/new')).toBe('partners/acme/pages/new');
    expect(consolePathOf('/en/acme/products/new')).toBeUndefined();
    expect(consolePathOf('/en/staff')).toBeUndefined();
  });
});
