import { shippingZoneOf } from './shipping-zone';

describe('shippingZoneOf', () => {
  it.each([
    ['GR', '105 63', 'mainland'], // Athens
    ['GR', '54624', 'mainland'], // Thessaloniki
    ['GR', '34100', 'mainland'], // Chalkida (Evia, by bridge)
    ['GR', '847 00', 'islands'], // Santorini
    ['GR', '71201', 'islands'], // Heraklion
    ['GR', '81100', 'islands'], // Mytilene
    ['GR', '49100', 'islands'], // Corfu
    ['GR', '85100', 'islands'], // Rhodes
    ['GR', '18010', 'islands'], // Aegina
    ['GR', '34007', 'islands'], // Skyros (Evia's regional unit, by ship)
    ['GR', '63086', 'remote'], // Mount Athos
    ['GR', '85111', 'remote'], // Kastellorizo (a Rhodes area code)
    ['CY', '1010', 'cyprus'],
    ['GR', 'abc', 'mainland'],
    ['IT', '00100', 'mainland'],
  ] as const)('%s %s → %s', (country, code, zone) => {
    expect(shippingZoneOf(country, code)).toBe(zone);
  });
});
