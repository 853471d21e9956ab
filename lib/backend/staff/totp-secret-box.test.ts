import { openTotpSecret, sealTotpSecret } from './totp-secret-box';

const key = new TextEncoder().encode('a-signing-key-of-at-least-32-characters!');
const otherKey = new TextEncoder().encode('another-signing-key-of-32-characters-or-more');

describe('TOTP secret box', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = sealTotpSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(sealTotpSecret(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealTotpSecret(key, 'JBSWY3DPEHPK3PXP'));
  });

  it('gives nothing back under another key, altered, or malformed', () => {
    const sealed = sealTotpSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(otherKey, sealed)).toBeUndefined();
    const parts = sealed.split('.');
    parts[2] = Buffer.from('XXXXXXXXXXXXXXXX').toString('base64url');
    expect(openTotpSecret(key, parts.join('.'))).toBeUndefined();
    expect(openTotpSecret(key, 'JBSWY3DPEHPK3PXP')).toBeUndefined();
  });
});
