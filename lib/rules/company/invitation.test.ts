import { invitationExpiry, invitationState, sameEmail } from './invitation';

const now = new Date('2026-11-22T10:00:00Z');
const expiresAt = invitationExpiry(now, 7);

describe('invitationState', () => {
  it('is pending before its expiry and expired from it on', () => {
    expect(expiresAt.toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(invitationState({ expiresAt, acceptedAt: null, revokedAt: null }, now)).toBe('pending');
    expect(invitationState({ expiresAt, acceptedAt: null, revokedAt: null }, new Date(expiresAt.getTime() - 1))).toBe('pending');
    expect(invitationState({ expiresAt, acceptedAt: null, revokedAt: null }, expiresAt)).toBe('expired');
  });

  it('keeps accepted and revoked whatever the time', () => {
    const later = new Date('2027-01-01T00:00:00Z');
    expect(invitationState({ expiresAt, acceptedAt: now, revokedAt: null }, later)).toBe('accepted');
    expect(invitationState({ expiresAt, acceptedAt: null, revokedAt: now }, later)).toBe('revoked');
    expect(invitationState({ expiresAt, acceptedAt: null, revokedAt: now }, now)).toBe('revoked');
  });
});

describe('sameEmail', () => {
  it('ignores case and spaces, not the address', () => {
    expect(sameEmail(' Maria@Acme.test', 'maria@acme.test')).toBe(true);
    expect(sameEmail('maria@acme.test', 'maria@acme.tes')).toBe(false);
  });
});
