import { auditActionKey, auditChangeLines } from './audit-change';

describe('auditChangeLines', () => {
  it('shows each field as before → after, and fields only on one side as they are', () => {
    expect(auditChangeLines({ status: 'Pending', version: 0 }, { status: 'Processing', version: 1, note: 'stock checked' })).toEqual([
      'status: Pending → Processing',
      'version: 0 → 1',
      'note: stock checked',
    ]);
  });
  it('copes with no before, no after, unchanged fields and objects', () => {
    expect(auditChangeLines(null, { impersonation: 4, endsAt: null })).toEqual(['impersonation: 4', 'endsAt: –']);
    expect(auditChangeLines({ used: 5, periodStart: '2026-11-01' }, { used: 0, periodStart: '2026-11-01' })).toEqual(['used: 5 → 0', 'periodStart: 2026-11-01']);
    expect(auditChangeLines({ a: { b: 1 } }, null)).toEqual(['a: {"b":1}']);
  });
  it('names actions by message keys', () => {
    expect(auditActionKey('customer.quota_reset')).toBe('customer_quota_reset');
  });
});
