import { impersonationsEndedBy, type AccountChange } from './impersonations-ended';

const open = [
  { id: 1, partnerId: 10 },
  { id: 2, partnerId: 20 },
  { id: 3, partnerId: 10 },
];
const kept: AccountChange = { disabled: false, passwordReset: false, role: 'SalesPerson', partnerIds: [10, 20] };

describe('impersonationsEndedBy', () => {
  it('ends none while the sales person keeps their account, role and partners', () => {
    expect(impersonationsEndedBy(kept, open)).toEqual([]);
  });

  it('ends every one when the account is disabled or its password reset', () => {
    expect(impersonationsEndedBy({ ...kept, disabled: true }, open)).toEqual([1, 2, 3]);
    expect(impersonationsEndedBy({ ...kept, passwordReset: true }, open)).toEqual([1, 2, 3]);
  });

  it('ends every one when the member is no longer a SalesPerson', () => {
    expect(impersonationsEndedBy({ ...kept, role: 'Employee', partnerIds: [] }, open)).toEqual([1, 2, 3]);
    expect(impersonationsEndedBy({ ...kept, role: 'Inspector' }, open)).toEqual([1, 2, 3]);
  });

  it("ends only those of an unassigned partner's customers", () => {
    expect(impersonationsEndedBy({ ...kept, partnerIds: [20] }, open)).toEqual([1, 3]);
    expect(impersonationsEndedBy({ ...kept, partnerIds: [] }, open)).toEqual([1, 2, 3]);
  });

  it('ends nothing when nothing is open', () => {
    expect(impersonationsEndedBy({ ...kept, disabled: true }, [])).toEqual([]);
  });
});
