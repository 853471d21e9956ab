import { initialCheckoutValues, type CheckoutValues } from '@/lib/checkout/form-values';
import type { CheckoutCompany } from '@/lib/contract/checkout';
import { companyInvoice, deliveryView, needsApproval, withCompany } from './checkout-company';

const address = { id: 5, title: 'Αποθήκη', firstName: 'Άννα', lastName: 'Ο', country: 'GR' as const, region: null, address: 'Θηβών 120', city: 'Ρέντης', postalCode: '18233', mobile: '6944556677' };
const company: CheckoutCompany = {
  id: 1,
  name: 'Ακμή Α.Ε.',
  vatNumber: '094019245',
  taxOffice: 'ΦΑΕ Αθηνών',
  activity: 'Χονδρικό εμπόριο',
  role: 'buyer',
  mayPlaceOrders: true,
  addresses: [address],
  approval: { thresholdCents: 50_000, limitCents: null, period: 'month', spentCents: 0, leftCents: null, alwaysNeedsApproval: false, hasApprover: true, holdHours: 72 },
  onAccount: { termsDays: 30, creditLimitCents: 500_000, availableCents: 500_000, overdueCents: 0, oldestDueAt: null },
};
const fresh: CheckoutValues = initialCheckoutValues({ email: 'b@example.com', firstName: 'Π', lastName: 'Α', mobile: null });

describe('withCompany', () => {
  it('starts a member’s checkout with an invoice to the company, shipped to its address when they have none of their own', () => {
    const values = withCompany(fresh, company, { resumed: false, ownAddresses: 0 });
    expect(values).toMatchObject({ documentType: 'Invoice', invoice: companyInvoice(company), shipTo: 'company', companyAddressId: '5' });
    expect(companyInvoice(company)).toEqual({ vatNumber: '094019245', companyName: 'Ακμή Α.Ε.', job: 'Χονδρικό εμπόριο', irs: 'ΦΑΕ Αθηνών' });
    expect(withCompany(fresh, company, { resumed: false, ownAddresses: 2 })).toMatchObject({ documentType: 'Invoice', shipTo: 'billing', companyAddressId: '' });
  });

  it('keeps what a checkout in progress chose, and leaves a viewer’s and a non-member’s alone', () => {
    const typed: CheckoutValues = { ...fresh, documentType: 'Receipt', shipTo: 'company', companyAddressId: '5', paymentMethod: 'on_account', purchaseOrderNumber: 'PO-1' };
    expect(withCompany(typed, company, { resumed: true, ownAddresses: 0 })).toEqual(typed);
    expect(withCompany(fresh, { ...company, mayPlaceOrders: false }, { resumed: false, ownAddresses: 0 })).toEqual(fresh);
    expect(withCompany(fresh, null, { resumed: false, ownAddresses: 0 })).toEqual(fresh);
  });

  it('unchooses a company address that is gone, the company ship-to without addresses, and on account without terms', () => {
    const typed: CheckoutValues = { ...fresh, shipTo: 'company', companyAddressId: '9', paymentMethod: 'on_account' };
    expect(withCompany(typed, { ...company, addresses: [] , onAccount: null }, { resumed: true, ownAddresses: 0 })).toMatchObject({ shipTo: 'billing', companyAddressId: '', paymentMethod: '' });
    expect(withCompany(typed, company, { resumed: true, ownAddresses: 0 })).toMatchObject({ shipTo: 'company', companyAddressId: '', paymentMethod: 'on_account' });
    expect(withCompany(typed, null, { resumed: true, ownAddresses: 0 })).toMatchObject({ shipTo: 'billing', companyAddressId: '' });
  });
});

describe('deliveryView', () => {
  const own = [{ id: 5, country: 'GR', postalCode: '10431' }];
  it('reads a company address as a saved one of the company’s book', () => {
    const view = deliveryView({ shipTo: 'company' as const, savedAddressId: '5', companyAddressId: '5' }, own, [{ id: 5, country: 'GR', postalCode: '84100' }]);
    expect(view.values).toEqual({ shipTo: 'saved', savedAddressId: '5', companyAddressId: '5' });
    expect(view.addresses).toEqual([{ id: 5, country: 'GR', postalCode: '84100' }]);
  });

  it('leaves the other choices as they are', () => {
    const values = { shipTo: 'saved' as const, savedAddressId: '5', companyAddressId: '' };
    expect(deliveryView(values, own, [])).toEqual({ values, addresses: own });
  });
});

describe('needsApproval', () => {
  it('sends an order above the threshold for approval, and nothing of a customer without a company', () => {
    expect(needsApproval(company, 50_000)).toBe(false);
    expect(needsApproval(company, 50_001)).toBe(true);
    expect(needsApproval(null, 1_000_000)).toBe(false);
  });
  it('says nothing of a member who may not order (the checkout tells them so instead)', () => {
    expect(needsApproval({ ...company, role: 'viewer', mayPlaceOrders: false }, 50_001)).toBe(false);
  });
});
