import { correctedBuyer, countryOfVatNumber } from './buyer-correction';

const address = { street: 'Ερμού 1', postalCode: '10563', city: 'Αθήνα' };
const greek = { vatNumber: '094014201', country: 'GR', ...address };
const cypriot = { vatNumber: 'CY10259033P', country: 'CY', name: 'Cyprus Trading Ltd', street: 'Makariou 1', postalCode: '1065', city: 'Nicosia' };

describe('a corrected invoice buyer', () => {
  it('takes its country from the VAT number', () => {
    expect([countryOfVatNumber('094014201'), countryOfVatNumber('CY10259033P'), countryOfVatNumber('de811569869')]).toEqual(['GR', 'CY', 'DE']);
  });

  it('corrects a Greek buyer with a Greek ΑΦΜ, with the company name given, or the one before while the ΑΦΜ stays', () => {
    expect(correctedBuyer('1.1', greek, { vatNumber: '997032890', ...address, name: 'ΑΛΦΑ ΑΕ' })).toEqual({ buyer: { vatNumber: '997032890', country: 'GR', name: 'ΑΛΦΑ ΑΕ', ...address } });
    expect(correctedBuyer('1.1', { ...greek, name: 'ΒΗΤΑ ΑΕ' }, { vatNumber: '094014201', ...address })).toEqual({ buyer: { vatNumber: '094014201', country: 'GR', name: 'ΒΗΤΑ ΑΕ', ...address } });
    expect(correctedBuyer('5.1', null, { vatNumber: '997032890', ...address })).toEqual({ buyer: { vatNumber: '997032890', country: 'GR', ...address } });
  });

  it('corrects a buyer abroad with another VAT number of the same or another member state, the name kept only with the same number', () => {
    expect(correctedBuyer('1.2', cypriot, { vatNumber: 'CY10259033P', ...address })).toEqual({ buyer: { vatNumber: 'CY10259033P', country: 'CY', name: 'Cyprus Trading Ltd', ...address } });
    expect(correctedBuyer('1.2', cypriot, { vatNumber: 'DE811569869', ...address, name: 'Berlin GmbH' })).toEqual({ buyer: { vatNumber: 'DE811569869', country: 'DE', name: 'Berlin GmbH', ...address } });
    expect(correctedBuyer('1.2', cypriot, { vatNumber: 'DE811569869', ...address })).toEqual({ buyer: { vatNumber: 'DE811569869', country: 'DE', ...address } });
  });

  it('refuses to move a buyer between Greece and abroad, and a buyer on a retail document', () => {
    expect(correctedBuyer('1.1', greek, { vatNumber: 'CY10259033P', ...address })).toEqual({ problem: 'fiscal_buyer_country' });
    expect(correctedBuyer('1.2', cypriot, { vatNumber: '094014201', ...address })).toEqual({ problem: 'fiscal_buyer_country' });
    expect(correctedBuyer('1.2', null, { vatNumber: '094014201', ...address })).toEqual({ problem: 'fiscal_buyer_country' });
    expect(correctedBuyer('11.1', null, { vatNumber: '094014201', ...address })).toEqual({ problem: 'fiscal_buyer_not_invoice' });
  });
});
