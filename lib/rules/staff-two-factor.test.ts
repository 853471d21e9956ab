import { secondFactorOutcome, twoFactorEnrolmentRequired } from './staff-two-factor';

describe('twoFactorEnrolmentRequired', () => {
  const base = { role: 'Employee' as const, enabled: false, nodeEnv: 'production', demoMode: false };

  it('holds an Employee without TOTP in production', () => {
    expect(twoFactorEnrolmentRequired(base)).toBe(true);
  });

  it('lets an Employee with TOTP on through', () => {
    expect(twoFactorEnrolmentRequired({ ...base, enabled: true })).toBe(false);
  });

  it('never holds a SalesPerson or an Inspector', () => {
    expect(twoFactorEnrolmentRequired({ ...base, role: 'SalesPerson' })).toBe(false);
    expect(twoFactorEnrolmentRequired({ ...base, role: 'Inspector' })).toBe(false);
  });

  it('is not required in a demo, in development or in tests', () => {
    expect(twoFactorEnrolmentRequired({ ...base, demoMode: true })).toBe(false);
    expect(twoFactorEnrolmentRequired({ ...base, nodeEnv: 'development' })).toBe(false);
    expect(twoFactorEnrolmentRequired({ ...base, nodeEnv: 'test' })).toBe(false);
  });
});

describe('secondFactorOutcome', () => {
  it('asks nothing of a member without TOTP, whatever code came', () => {
    expect(secondFactorOutcome({ enabled: false, code: undefined, codeStep: undefined, lastStep: null })).toBe('pass');
    expect(secondFactorOutcome({ enabled: false, code: '000000', codeStep: undefined, lastStep: null })).toBe('pass');
  });

  it('asks for the code when none came', () => {
    expect(secondFactorOutcome({ enabled: true, code: undefined, codeStep: undefined, lastStep: null })).toBe('totp_required');
    expect(secondFactorOutcome({ enabled: true, code: '', codeStep: undefined, lastStep: 5 })).toBe('totp_required');
  });

  it('refuses a code that matches no step of the window', () => {
    expect(secondFactorOutcome({ enabled: true, code: '123456', codeStep: undefined, lastStep: null })).toBe('totp_invalid');
  });

  it('accepts a code of a later step than the last one accepted', () => {
    expect(secondFactorOutcome({ enabled: true, code: '123456', codeStep: 100, lastStep: null })).toBe('pass');
    expect(secondFactorOutcome({ enabled: true, code: '123456', codeStep: 100, lastStep: 99 })).toBe('pass');
  });

  it('refuses a code replayed in its window, or of an earlier step', () => {
    expect(secondFactorOutcome({ enabled: true, code: '123456', codeStep: 100, lastStep: 100 })).toBe('totp_invalid');
    expect(secondFactorOutcome({ enabled: true, code: '123456', codeStep: 99, lastStep: 100 })).toBe('totp_invalid');
  });
});
