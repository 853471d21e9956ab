import { findSameAddress, normaliseAddressText, sameAddress, type ComparableAddress } from './address-match';

const athens: ComparableAddress = { firstName: 'Μαρία', lastName: 'Παπαδοπούλου', country: 'GR', region: null, address: 'Πανεπιστημίου 10', city: 'Αθήνα', postalCode: '10671', mobile: '6912345678' };

describe('normaliseAddressText', () => {
  it('drops accents, case, the final sigma, punctuation and extra spaces', () => {
    expect(normaliseAddressText('  ΟΔΟΣ  Αιόλου, 20. ')).toBe('οδοσ αιολου 20');
    expect(normaliseAddressText('οδός Αιόλου 20')).toBe('οδοσ αιολου 20');
    expect(normaliseAddressText('Main St.')).toBe('main st');
  });
});

describe('sameAddress', () => {
  it('is the same address typed differently', () => {
    expect(sameAddress(athens, { ...athens })).toBe(true);
    expect(sameAddress(athens, { ...athens, firstName: 'ΜΑΡΙΑ', address: 'πανεπιστημιου  10', city: 'ΑΘΗΝΑ ', postalCode: '106 71', mobile: '691 234 5678' })).toBe(true);
    expect(sameAddress(athens, { ...athens, region: '' })).toBe(true);
    expect(sameAddress(athens, { ...athens, region: undefined })).toBe(true);
    expect(sameAddress(athens, { ...athens, country: 'gr' })).toBe(true);
  });

  it('is another address when any part differs', () => {
    expect(sameAddress(athens, { ...athens, address: 'Πανεπιστημίου 12' })).toBe(false);
    expect(sameAddress(athens, { ...athens, city: 'Πειραιάς' })).toBe(false);
    expect(sameAddress(athens, { ...athens, postalCode: '10672' })).toBe(false);
    expect(sameAddress(athens, { ...athens, mobile: '6912345679' })).toBe(false);
    expect(sameAddress(athens, { ...athens, firstName: 'Ελένη' })).toBe(false);
    expect(sameAddress(athens, { ...athens, lastName: 'Νικολάου' })).toBe(false);
    expect(sameAddress(athens, { ...athens, region: 'Αττική' })).toBe(false);
    expect(sameAddress(athens, { ...athens, country: 'CY' })).toBe(false);
  });
});

describe('findSameAddress', () => {
  const book = [
    { id: 1, ...athens, address: 'Αιόλου 20' },
    { id: 2, ...athens },
  ];
  it('finds the entry of the book that is the same address', () => expect(findSameAddress(book, { ...athens, city: 'αθηνα' })?.id).toBe(2));
  it('finds nothing in an empty book or for a new address', () => {
    expect(findSameAddress([], athens)).toBeUndefined();
    expect(findSameAddress(book, { ...athens, address: 'Σταδίου 5' })).toBeUndefined();
  });
});
