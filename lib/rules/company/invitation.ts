/**
 * A company invitation's life (issue #50 item 2, decision 0103) as pure rules: an invitation is
 * pending until it is accepted, revoked or past its expiry; only a pending one can be used or
 * revoked. Times are the injected clock's.
 */
export type InvitationState = 'pending' | 'accepted' | 'expired' | 'revoked';

export type InvitationTimes = { expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null };

/** The state of an invitation at `now`: accepted and revoked are final; otherwise expired from `expiresAt` on. */
export function invitationState(row: InvitationTimes, now: Date): InvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return now.getTime() < row.expiresAt.getTime() ? 'pending' : 'expired';
}

/** When an invitation sent at `now` stops working (`days` of COMPANY_INVITATION_DAYS). */
export function invitationExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/** E-mails compare without case and surrounding spaces (the account's e-mail is stored lower-case). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
