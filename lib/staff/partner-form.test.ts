import { formFieldOf, formValuesOf, readPartnerForm, toSettingsRequest } from './partner-form';

const partner = {
  code: 'acme',
  name: 'Acme',
  status: 'active' as const,
  registrationCode: 'ACME-2026',
  discountKind: 'Percentage' as const,
  discountValue: 15,
  quotaLimit: 20,
  quotaPeriod: 'month' as const,
  freeDeliveryThreshold: null,
  loyaltyPointsPerEuro: 1,
  loyaltyRegisterPoints: 100,
  loyaltyBirthdayPoints: 50,
  loyaltyCentsPerPoint: 1,
  quoteFloorMarginPercent: 10,
  content: { el: '<p>Γεια</p>', en: '<p>Hi</p>' },
  issuer: null,
  issuerMydataUser: null,
  fingerprint: 'f1',
};

describe('the partner settings form', () => {
  it('starts from the partner and reads back what was typed', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(formValuesOf(partner))) form.set(k, v);
    form.set('quotaLimit', '12a');
    expect(readPartnerForm(form)).toEqual({ ...formValuesOf(partner), quotaLimit: '12a' });
  });
  it('makes the request, numbers as numbers and anything else as typed', () => {
    const request = toSettingsRequest({ ...formValuesOf(partner), discountValue: ' 20 ', quotaLimit: '12a' }, 'f1');
    expect(request).toMatchObject({ discountValue: 20, quotaLimit: '12a', content: { el: '<p>Γεια</p>', en: '<p>Hi</p>' }, expectedFingerprint: 'f1' });
  });
  it("sends an empty free-delivery threshold as the shop's default (null) and cents as a number", () => {
    expect(formValuesOf(partner).freeDeliveryThreshold).toBe('');
    expect(formValuesOf({ ...partner, freeDeliveryThreshold: 5000 }).freeDeliveryThreshold).toBe('5000');
    expect(toSettingsRequest({ ...formValuesOf(partner), freeDeliveryThreshold: '  ' }, 'f1').freeDeliveryThreshold).toBeNull();
    expect(toSettingsRequest({ ...formValuesOf(partner), freeDeliveryThreshold: '5000' }, 'f1').freeDeliveryThreshold).toBe(5000);
    expect(toSettingsRequest({ ...formValuesOf(partner), freeDeliveryThreshold: '50 €' }, 'f1').freeDeliveryThreshold).toBe('50 €');
  });
  it('sends the loyalty rates as numbers, and anything else (even nothing) as typed for the API to refuse', () => {
    expect(formValuesOf(partner)).toMatchObject({ loyaltyPointsPerEuro: '1', loyaltyRegisterPoints: '100', loyaltyBirthdayPoints: '50', loyaltyCentsPerPoint: '1' });
    expect(toSettingsRequest({ ...formValuesOf(partner), loyaltyPointsPerEuro: ' 3 ', loyaltyBirthdayPoints: '', loyaltyCentsPerPoint: '2c' }, 'f1')).toMatchObject({ loyaltyPointsPerEuro: 3, loyaltyRegisterPoints: 100, loyaltyBirthdayPoints: '', loyaltyCentsPerPoint: '2c' });
    expect(formFieldOf('loyaltyCentsPerPoint')).toBe('loyaltyCentsPerPoint');
    expect(formValuesOf(partner).quoteFloorMarginPercent).toBe('10');
    expect(toSettingsRequest({ ...formValuesOf(partner), quoteFloorMarginPercent: ' 25 ' }, 'f1').quoteFloorMarginPercent).toBe(25);
    expect(formFieldOf('quoteFloorMarginPercent')).toBe('quoteFloorMarginPercent');
  });
  it("sends no issuer when every issuer field is empty (the shop's), else every field as typed", () => {
    expect(toSettingsRequest(formValuesOf(partner), 'f1').issuer).toBeNull();
    const issuer = { name: { el: 'Ακμή Α.Ε.', en: 'Acme S.A.' }, address: { el: 'Ερμού 1', en: '' }, vatNumber: '094019245', taxOffice: 'Α΄ Αθηνών', registryNumber: '1234', phone: '+30 210 1', email: 'a@acme.gr' };
    const values = formValuesOf({ ...partner, issuer });
    expect(values).toMatchObject({ issuerNameEl: 'Ακμή Α.Ε.', issuerAddressEn: '', issuerVatNumber: '094019245' });
    expect(toSettingsRequest(values, 'f1').issuer).toEqual(issuer);
    expect(toSettingsRequest({ ...formValuesOf(partner), issuerPhone: '210' }, 'f1').issuer).toMatchObject({ phone: '210', vatNumber: '' });
    expect(formFieldOf('issuer.name.en')).toBe('issuerNameEn');
    expect(formFieldOf('issuer.vatNumber')).toBe('issuerVatNumber');
  });

  it("maps the API's field keys to the form's", () => {
    expect(formFieldOf('content.en')).toBe('contentEn');
    expect(formFieldOf('quotaLimit')).toBe('quotaLimit');
    expect(formFieldOf('expectedFingerprint')).toBeUndefined();
  });
});
