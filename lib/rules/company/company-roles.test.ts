import { can, keepsAnAdmin, CompanyRoles } from './company-roles';

describe('company roles', () => {
  it('a viewer sees the company orders and places none', () => {
    expect(can('viewer', 'see_company_orders')).toBe(true);
    expect(can('viewer', 'place_orders')).toBe(false);
    expect(can('viewer', 'approve_requests')).toBe(false);
  });
  it('a buyer places orders but neither approves nor sees the company orders', () => {
    expect(can('buyer', 'place_orders')).toBe(true);
    expect(can('buyer', 'approve_requests')).toBe(false);
    expect(can('buyer', 'see_company_orders')).toBe(false);
  });
  it('an approver approves and sees the company orders but does not manage', () => {
    expect(can('approver', 'approve_requests')).toBe(true);
    expect(can('approver', 'manage_company')).toBe(false);
    expect(can('approver', 'see_statement')).toBe(false);
  });
  it('only an admin manages and reads the statement', () => {
    for (const role of CompanyRoles) {
      expect(can(role, 'manage_company')).toBe(role === 'admin');
      expect(can(role, 'see_statement')).toBe(role === 'admin');
    }
  });
  it('the last admin is never demoted or removed', () => {
    const members = [
      { id: 1, role: 'admin' as const },
      { id: 2, role: 'buyer' as const },
    ];
    expect(keepsAnAdmin(members, { memberId: 1, role: 'buyer' })).toBe(false);
    expect(keepsAnAdmin(members, { memberId: 1, role: null })).toBe(false);
    expect(keepsAnAdmin(members, { memberId: 2, role: 'admin' })).toBe(true);
    expect(keepsAnAdmin([...members, { id: 3, role: 'admin' }], { memberId: 1, role: null })).toBe(true);
  });
});
