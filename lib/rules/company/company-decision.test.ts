import { CompanyStatuses, decisionTarget, decisionsFor } from './company-decision';

describe('company decisions', () => {
  it('approves or declines a pending company, disables an active one and enables a disabled one', () => {
    expect(decisionTarget('pending', 'approve')).toBe('active');
    expect(decisionTarget('pending', 'decline')).toBe('declined');
    expect(decisionTarget('active', 'disable')).toBe('disabled');
    expect(decisionTarget('disabled', 'enable')).toBe('active');
  });

  it('refuses every other move (a declined company stays declined)', () => {
    expect(decisionTarget('active', 'approve')).toBeUndefined();
    expect(decisionTarget('declined', 'approve')).toBeUndefined();
    expect(decisionTarget('declined', 'enable')).toBeUndefined();
    expect(decisionTarget('pending', 'disable')).toBeUndefined();
    expect(decisionTarget('active', 'enable')).toBeUndefined();
  });

  it('offers exactly the decisions that apply', () => {
    expect(Object.fromEntries(CompanyStatuses.map((s) => [s, decisionsFor(s)]))).toEqual({ pending: ['approve', 'decline'], active: ['disable'], declined: [], disabled: ['enable'] });
  });
});
