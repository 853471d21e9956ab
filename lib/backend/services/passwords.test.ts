import { hashPassword, needsRehash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Demo-2026!', 1024);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(verifyPassword('Demo-2026!', stored)).resolves.toBe(true);
    await expect(verifyPassword('demo-2026!', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', 1024)).not.toBe(await hashPassword('same', 1024));
  });

  it('rejects malformed stored values instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'bcrypt$1$2$3$4$5')).resolves.toBe(false);
  });

  it('asks for a rehash when the cost went up', async () => {
    const stored = await hashPassword('x', 1024);
    expect(needsRehash(stored, 16384)).toBe(true);
    expect(needsRehash(stored, 1024)).toBe(false);
  });
});
