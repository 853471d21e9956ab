import { emptyPasswordValues, toUpdatePasswordRequest } from './password-form';
import { zChangePasswordForm } from './password-schema';

const issues = (input: Record<string, string>) => zChangePasswordForm.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('change-password form', () => {
  it('accepts a new password typed twice', () => {
    expect(issues({ currentPassword: 'Demo-2026!', newPassword: 'Better-2027!', confirmPassword: 'Better-2027!' })).toBeUndefined();
  });

  it('refuses a confirmation that differs, at the confirmation', () => {
    expect(issues({ currentPassword: 'Demo-2026!', newPassword: 'Better-2027!', confirmPassword: 'Better-2028!' })).toEqual([['confirmPassword', 'passwords_do_not_match']]);
  });

  it('keeps the API\'s rules (the new password differs from the current one)', () => {
    expect(issues({ currentPassword: 'Demo-2026!', newPassword: 'Demo-2026!', confirmPassword: 'Demo-2026!' })).toEqual([['newPassword', 'password_unchanged']]);
    expect(issues(emptyPasswordValues())?.map(([path]) => path)).toEqual(expect.arrayContaining(['currentPassword', 'newPassword', 'confirmPassword']));
  });

  it('sends only the current and the new password', () => {
    expect(toUpdatePasswordRequest({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' })).toEqual({ currentPassword: 'a', newPassword: 'b' });
  });
});
