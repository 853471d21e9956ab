import { commonPasswordCount, isCommonPassword } from './password-policy';

describe('the common-password rule', () => {
  it('bundles at least 10 000 common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses the most common passwords in any case', () => {
    for (const password of ['password', '12345678', 'Password1', 'QWERTY123', 'iloveyou', 'sunshine1', 'passw0rd']) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
  });

  it('accepts the demo password and uncommon ones', () => {
    for (const password of ['Demo-2026!', 'Str0ng-pass', 'Changed-2026', 'correct horse battery staple']) {
      expect([password, isCommonPassword(password)]).toEqual([password, false]);
    }
  });
});
