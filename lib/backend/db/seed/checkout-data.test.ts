import { isValidPostalCode } from '@/lib/rules/address-formats';
import { DEMO_LOCKERS, DEMO_STORES } from './checkout-data';

describe('demo stores and lockers', () => {
  it('are four stores and sixty lockers with unique ids and Greek postal codes', () => {
    expect(DEMO_STORES).toHaveLength(4);
    expect(DEMO_LOCKERS).toHaveLength(60);
    expect(new Set(DEMO_STORES.map((s) => s.code)).size).toBe(4);
    expect(new Set(DEMO_LOCKERS.map((l) => l.id)).size).toBe(60);
    for (const place of [...DEMO_STORES, ...DEMO_LOCKERS]) expect(isValidPostalCode('GR', place.postalCode)).toBe(true);
  });
  it('cover the big Greek cities, in both languages', () => {
    const cities = new Set(DEMO_LOCKERS.map((l) => l.city.en));
    for (const city of ['Athens', 'Piraeus', 'Thessaloniki', 'Patra', 'Heraklion', 'Larisa']) expect(cities).toContain(city);
    for (const l of DEMO_LOCKERS) {
      expect(l.name.el).not.toBe(l.name.en);
      expect(l.search).toContain(l.postalCode);
    }
  });
  it('are the same on every run', () => {
    expect(DEMO_LOCKERS[0]).toEqual({
      id: 'BN1001',
      name: { el: 'Σούπερ μάρκετ Σύνταγμα', en: 'Supermarket Syntagma' },
      address: { el: 'Ερμού 1', en: '1 Ermou St' },
      area: { el: 'Σύνταγμα', en: 'Syntagma' },
      city: { el: 'Αθήνα', en: 'Athens' },
      postalCode: '10557',
      search: 'σουπερ μαρκετ συνταγμα supermarket syntagma συνταγμα syntagma αθηνα athens 10557',
    });
  });
});
