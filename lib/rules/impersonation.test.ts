import { handoffExpiry, impersonationEnd, impersonationRefusal, isImpersonationLive, sessionMinutesLeft } from './impersonation';

const at = (iso: string) => new Date(iso);
const salesOf = (...partnerIds: number[]) => ({ role: 'SalesPerson' as const, partnerIds });
const active = { partnerId: 1, status: 'active' };

describe('impersonationRefusal', () => {
  it('lets a sales person shop as an active customer of an assigned partner', () => {
    expect(impersonationRefusal(salesOf(1, 2), active)).toBeUndefined();
  });
  it.each([
    ['Employee', null],
    ['Inspector', null],
  ] as const)('refuses an %s (only sales people impersonate)', (role, partnerIds) => {
    expect(impersonationRefusal({ role, partnerIds }, active)).toBe('staff_role_forbidden');
  });
  it('answers "not found" for a customer of a partner not assigned, and for no customer', () => {
    expect(impersonationRefusal(salesOf(2), active)).toBe('customer_not_found');
    expect(impersonationRefusal(salesOf(), active)).toBe('customer_not_found');
    expect(impersonationRefusal(salesOf(1), undefined)).toBe('customer_not_found');
  });
  it.each(['pending', 'disabled'])('refuses a %s account', (status) => {
    expect(impersonationRefusal(salesOf(1), { partnerId: 1, status })).toBe('customer_not_active');
  });
});

describe('the impersonation clock', () => {
  const start = at('2026-11-26T10:00:00Z');
  it('ends 60 minutes after the start; the handoff code lasts 2 minutes', () => {
    expect(impersonationEnd(start).toISOString()).toBe('2026-11-26T11:00:00.000Z');
    expect(handoffExpiry(start).toISOString()).toBe('2026-11-26T10:02:00.000Z');
  });
  it('is live until its end or a stop', () => {
    const row = { endsAt: impersonationEnd(start), endedAt: null };
    expect(isImpersonationLive(row, at('2026-11-26T10:59:59Z'))).toBe(true);
    expect(isImpersonationLive(row, at('2026-11-26T11:00:00Z'))).toBe(false);
    expect(isImpersonationLive({ ...row, endedAt: at('2026-11-26T10:10:00Z') }, at('2026-11-26T10:20:00Z'))).toBe(false);
  });
  it('gives the browser the whole minutes left, at least one', () => {
    const ends = impersonationEnd(start);
    expect(sessionMinutesLeft(ends, start)).toBe(60);
    expect(sessionMinutesLeft(ends, at('2026-11-26T10:30:30Z'))).toBe(29);
    expect(sessionMinutesLeft(ends, at('2026-11-26T10:59:50Z'))).toBe(1);
  });
});
