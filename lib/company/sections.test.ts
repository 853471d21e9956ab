import { ROLE_PERMISSIONS, type CompanyRole } from '@/lib/rules/company/company-roles';
import { currentCompanySection, isCompanyPath, maySeeSection, visibleSections } from './sections';

const member = (role: CompanyRole, status = 'active') => ({ status, me: { permissions: [...ROLE_PERMISSIONS[role]] } });
const keys = (role: CompanyRole, status = 'active') => visibleSections(member(role, status)).map((s) => s.key);

describe('company sections', () => {
  it('shows each role the pages whose calls it may make', () => {
    expect(keys('admin')).toEqual(['overview', 'members', 'requests', 'orders', 'addresses', 'statement']);
    expect(keys('approver')).toEqual(['overview', 'requests', 'orders', 'addresses']);
    expect(keys('buyer')).toEqual(['overview', 'requests', 'addresses']);
    expect(keys('viewer')).toEqual(['overview', 'orders']);
  });

  it('shows only the overview while the company is not active', () => {
    for (const status of ['pending', 'declined', 'disabled']) expect(keys('admin', status)).toEqual(['overview']);
    expect(maySeeSection('statement', member('admin', 'pending'))).toBe(false);
    expect(maySeeSection('overview', member('viewer', 'disabled'))).toBe(true);
  });

  it('finds the section of a path in either language', () => {
    expect(currentCompanySection('/acme/profile/company')).toBe('overview');
    expect(currentCompanySection('/en/acme/profile/company/members/')).toBe('members');
    expect(currentCompanySection('/en/acme/profile/company/orders?page=2&buyer=4')).toBe('orders');
    expect(currentCompanySection('/acme/profile/companies')).toBeUndefined();
    expect(isCompanyPath('/en/acme/profile/company/statement')).toBe(true);
    expect(isCompanyPath('/acme/profile/company')).toBe(true);
    expect(isCompanyPath('/acme/profile/companyx')).toBe(false);
    expect(isCompanyPath('/acme/profile/orders')).toBe(false);
  });
});
