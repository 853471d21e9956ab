import { partnersAllowed, staffStatusRefusal, staffTwoFactorResetRefusal, staffUpdateRefusal, statusAfterEnable, type StaffMemberState } from './staff-member-change';

const self: StaffMemberState = { id: 1, role: 'Employee', status: 'active', hasPassword: true };
const sales: StaffMemberState = { id: 2, role: 'SalesPerson', status: 'active', hasPassword: true };

describe('staff account changes', () => {
  it('refuses an Employee disabling themselves, whatever the account', () => {
    expect(staffStatusRefusal(1, self, 'disabled')).toBe('staff_self_disable');
    expect(staffStatusRefusal(1, sales, 'disabled')).toBeUndefined();
  });

  it('refuses an Employee changing their own role, and lets them change another', () => {
    expect(staffUpdateRefusal(1, self, 'SalesPerson')).toBe('staff_self_demote');
    expect(staffUpdateRefusal(1, self, 'Inspector')).toBe('staff_self_demote');
    expect(staffUpdateRefusal(1, self, 'Employee')).toBeUndefined();
    expect(staffUpdateRefusal(1, sales, 'Employee')).toBeUndefined();
  });

  it("resets another member's two-factor sign-in only when it is on, never one's own", () => {
    expect(staffTwoFactorResetRefusal(1, sales, true)).toBeUndefined();
    expect(staffTwoFactorResetRefusal(1, sales, false)).toBe('totp_not_enabled');
    expect(staffTwoFactorResetRefusal(1, self, true)).toBe('staff_self_two_factor_reset');
    expect(staffTwoFactorResetRefusal(1, self, false)).toBe('staff_self_two_factor_reset');
  });

  it('refuses a status the account already has', () => {
    expect(staffStatusRefusal(1, { ...sales, status: 'disabled' }, 'disabled')).toBe('staff_status_unchanged');
    expect(staffStatusRefusal(1, sales, 'active')).toBe('staff_status_unchanged');
    expect(staffStatusRefusal(1, { ...sales, status: 'invited' }, 'active')).toBe('staff_status_unchanged');
    expect(staffStatusRefusal(1, { ...sales, status: 'invited' }, 'disabled')).toBeUndefined();
    expect(staffStatusRefusal(1, { ...sales, status: 'disabled' }, 'active')).toBeUndefined();
  });

  it('gives partners to a SalesPerson only', () => {
    expect(partnersAllowed('SalesPerson', ['acme'])).toBe(true);
    expect(partnersAllowed('Employee', ['acme'])).toBe(false);
    expect(partnersAllowed('Inspector', [])).toBe(true);
  });

  it('brings a re-enabled account back invited when it never set a password', () => {
    expect(statusAfterEnable({ hasPassword: true })).toBe('active');
    expect(statusAfterEnable({ hasPassword: false })).toBe('invited');
  });
});
