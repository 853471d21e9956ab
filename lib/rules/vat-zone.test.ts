import { rateInZone, reducedVatIsland, vatZoneOf } from './vat-zone';

describe('reducedVatIsland', () => {
  it.each([
    ['81100', 'lesvos'],
    ['811 32', 'lesvos'],
    ['82100', 'chios'],
    ['82131', 'chios'],
    ['83100', 'samos'],
    ['83200', 'samos'],
    ['85300', 'kos'],
    ['85302', 'kos'],
    ['85400', 'leros'],
  ])('%s is on %s', (code, island) => {
    expect(reducedVatIsland('GR', code)).toBe(island);
  });

  it.each(['81400', '81500', '83300', '83400', '85303', '82101', '82104', '85200', '85100', '10431', '54621', '8110', '811000', 'abcde', ''])(
    '%s is not on one of the five islands',
    (code) => {
      expect(reducedVatIsland('GR', code)).toBeUndefined();
    },
  );

  it('is a Greek rule: a Cypriot code that looks the same is not', () => {
    expect(reducedVatIsland('CY', '8110')).toBeUndefined();
    expect(reducedVatIsland('CY', '81100')).toBeUndefined();
  });
});

describe('vatZoneOf', () => {
  const lesvos = { country: 'GR', postalCode: '81100' };
  const athens = { country: 'GR', postalCode: '10431' };

  it('an invoice to a business on Lesvos, delivered there: the islands', () => {
    expect(vatZoneOf({ type: 'Invoice', billing: lesvos, delivery: lesvos })).toBe('islands');
    expect(vatZoneOf({ type: 'Invoice', billing: lesvos, delivery: { country: 'GR', postalCode: '85400' } })).toBe('islands');
  });

  it('a receipt to a private person on Lesvos: normal rates', () => {
    expect(vatZoneOf({ type: 'Receipt', billing: lesvos, delivery: lesvos })).toBe('normal');
  });

  it('an invoice with the business or the delivery on the mainland, or no delivery address (store pickup): normal rates', () => {
    expect(vatZoneOf({ type: 'Invoice', billing: athens, delivery: lesvos })).toBe('normal');
    expect(vatZoneOf({ type: 'Invoice', billing: lesvos, delivery: athens })).toBe('normal');
    expect(vatZoneOf({ type: 'Invoice', billing: lesvos, delivery: null })).toBe('normal');
    expect(vatZoneOf({ type: 'Invoice', billing: undefined, delivery: lesvos })).toBe('normal');
  });
});

describe('vatZoneOf, another member state (decision 0078)', () => {
  const nicosia = { country: 'CY', postalCode: '1065' };
  const athens = { country: 'GR', postalCode: '10431' };

  it('an invoice to a Cypriot business VIES confirmed, the goods sent to Cyprus: no VAT', () => {
    expect(vatZoneOf({ type: 'Invoice', billing: nicosia, delivery: nicosia, euVatVerified: true })).toBe('intraEu');
  });

  it('unconfirmed by VIES, goods staying in Greece, a receipt, or no delivery: Greek VAT', () => {
    expect(vatZoneOf({ type: 'Invoice', billing: nicosia, delivery: nicosia })).toBe('normal');
    expect(vatZoneOf({ type: 'Invoice', billing: nicosia, delivery: nicosia, euVatVerified: false })).toBe('normal');
    expect(vatZoneOf({ type: 'Invoice', billing: nicosia, delivery: athens, euVatVerified: true })).toBe('normal');
    expect(vatZoneOf({ type: 'Receipt', billing: nicosia, delivery: nicosia, euVatVerified: true })).toBe('normal');
    expect(vatZoneOf({ type: 'Invoice', billing: nicosia, delivery: null, euVatVerified: true })).toBe('normal');
  });

  it('a Greek business is never intra-Community, confirmed or not', () => {
    expect(vatZoneOf({ type: 'Invoice', billing: athens, delivery: athens, euVatVerified: true })).toBe('normal');
  });
});

describe('rateInZone', () => {
  it('is 0 for every rate in an intra-Community supply', () => {
    expect([2400, 1300, 600, 0].map((rate) => rateInZone(rate, 'intraEu'))).toEqual([0, 0, 0, 0]);
  });

  it('cuts 24/13/6 % to 17/9/4 % on the islands and keeps 0 %', () => {
    expect([2400, 1300, 600, 0].map((rate) => rateInZone(rate, 'islands'))).toEqual([1700, 900, 400, 0]);
  });

  it('keeps every rate in the normal zone', () => {
    expect([2400, 1300, 600, 0].map((rate) => rateInZone(rate, 'normal'))).toEqual([2400, 1300, 600, 0]);
  });
});
