import { DEMO_LOCKERS } from '@/lib/backend/db/seed/checkout-data';
import { destinationOfLocker, LOCKER_LIST_MIN_SHARE, lockerFromDestination, lockerListChanges, readDestinations, zBoxnowDestination, type CurrentLocker, type ShopLocker } from './boxnow-lockers';

/** A Destination as v1.65 documents it (its examples), with the fields the shop does not read. */
const destination = {
  id: '4',
  type: 'apm',
  image: 'https://via.placeholder.com/150',
  lat: '37.97',
  lng: '23.73',
  region: 'el-GR',
  title: 'ΠΑΝΤΕΛΟΓΛΟΥ ΔΗΜΗΤΡΗΣ',
  name: 'ΠΑΝΤΕΛΟΓΛΟΥ ΔΗΜΗΤΡΗΣ',
  addressLine1: 'ΛΕΩΦΟΡΟΣ ΕΙΡΗΝΗΣ 28',
  addressLine2: 'Πεύκη',
  postalCode: '15121',
  country: 'GR',
  note: 'You can find it behind the pet shop',
  expectedDeliveryTime: '2026-11-23T12:33:18.723Z',
};
const parsed = (value: object) => zBoxnowDestination.parse(value);
const text = (value: string) => ({ el: value, en: value });

describe("Box Now's destinations read as the shop's lockers", () => {
  it('maps a locker: Box Now id, its Greek texts in both languages, area and city from the second address line', () => {
    expect(lockerFromDestination(parsed(destination))).toEqual({ id: '4', name: text('ΠΑΝΤΕΛΟΓΛΟΥ ΔΗΜΗΤΡΗΣ'), address: text('ΛΕΩΦΟΡΟΣ ΕΙΡΗΝΗΣ 28'), area: text('Πεύκη'), city: text('Πεύκη'), postalCode: '15121' });
    const split = lockerFromDestination(parsed({ ...destination, id: 17, name: null, title: ' Σκλαβενίτης  Κολωνακίου ', addressLine2: 'Κολωνάκι, Αθήνα', postalCode: '106 73' }));
    expect(split).toMatchObject({ id: '17', name: text('Σκλαβενίτης Κολωνακίου'), area: text('Κολωνάκι'), city: text('Αθήνα'), postalCode: '10673' });
    expect(lockerFromDestination(parsed({ ...destination, addressLine2: undefined }))).toMatchObject({ area: text(''), city: text('') });
  });

  it('keeps only automated lockers a customer can tell: an address line, a name and a postal code', () => {
    for (const type of ['any-apm', 'warehouse', 'depot', 'APM']) expect(lockerFromDestination(parsed({ ...destination, type }))).toBeUndefined();
    expect(lockerFromDestination(parsed({ ...destination, name: '', title: undefined }))).toBeUndefined();
    expect(lockerFromDestination(parsed({ ...destination, addressLine1: ' ' }))).toBeUndefined();
    expect(lockerFromDestination(parsed({ ...destination, postalCode: undefined }))).toBeUndefined();
    expect(lockerFromDestination(parsed({ ...destination, postalCode: 'GR-151' }))).toBeUndefined();
  });

  it('reads an answer entry by entry: a malformed entry or a depot costs only itself, the first of an id wins', () => {
    const body = { data: [destination, { ...destination, name: 'Δεύτερο' }, { ...destination, id: '2', type: 'any-apm' }, { ...destination, id: '5', type: 'depot' }, { id: '6' }, { ...destination, id: '7', postalCode: null }, { ...destination, id: '8' }] };
    const read = readDestinations(body)!;
    expect(read.lockers.map((l) => [l.id, l.name.el])).toEqual([
      ['4', 'ΠΑΝΤΕΛΟΓΛΟΥ ΔΗΜΗΤΡΗΣ'],
      ['8', 'ΠΑΝΤΕΛΟΓΛΟΥ ΔΗΜΗΤΡΗΣ'],
    ]);
    expect([read.skipped, read.other]).toEqual([2, 2]);
    expect(readDestinations({ data: [] })).toEqual({ lockers: [], skipped: 0, other: 0 });
    for (const notAList of [undefined, null, [], { data: 'x' }, { items: [] }]) expect(readDestinations(notAList)).toBeUndefined();
  });

  it("reads the seed's lockers back from the list the sandbox publishes: nothing changes", () => {
    const published = { data: DEMO_LOCKERS.map(destinationOfLocker) };
    const read = readDestinations(published)!;
    expect(read.lockers).toHaveLength(DEMO_LOCKERS.length);
    expect(read.lockers.map((l) => [l.name.el, l.address.el, l.area.el, l.city.el, l.postalCode])).toEqual(DEMO_LOCKERS.map((l) => [l.name.el, l.address.el, l.area.el, l.city.el, l.postalCode]));
    const current: CurrentLocker[] = DEMO_LOCKERS.map(({ search: _search, ...l }) => ({ ...l, active: true }));
    expect(lockerListChanges(current, read.lockers)).toEqual({ kept: false, upsert: [], deactivate: [], unchanged: DEMO_LOCKERS.length });
  });
});

describe('what a fresh list changes', () => {
  const locker = (i: number, el = `Θυρίδα ${i}`): ShopLocker => ({ id: `L${String(i).padStart(3, '0')}`, name: text(el), address: text(`Οδός ${i}`), area: text('Κέντρο'), city: text('Αθήνα'), postalCode: String(10000 + i) });
  const shop = (count: number): CurrentLocker[] => Array.from({ length: count }, (_, i) => ({ ...locker(i), name: { el: `Θυρίδα ${i}`, en: `Locker ${i}` }, active: true }));

  it('adds the new, updates the changed, reactivates the returning, deactivates the missing and leaves the rest', () => {
    const current = [...shop(10), { ...locker(20), active: false }];
    const incoming = [...shop(10).slice(1).map(({ active: _active, ...l }) => l), { ...locker(5), postalCode: '10999' }, locker(3, 'Νέο όνομα'), locker(20), locker(30)];
    const changes = lockerListChanges(current, incoming);
    expect(changes.kept).toBe(false);
    if (changes.kept) return;
    expect(changes.deactivate).toEqual(['L000']);
    expect(changes.upsert.map((l) => l.id)).toEqual(['L020', 'L030']); // the first of an id wins: L003 and L005 as the shop has them
    expect(changes.unchanged).toBe(9);
    const renamed = lockerListChanges(current, [locker(3, 'Νέο όνομα'), ...shop(10).filter((l) => l.id !== 'L003').map(({ active: _active, ...l }) => l)]);
    expect(renamed).toMatchObject({ kept: false, deactivate: [], upsert: [{ id: 'L003', name: text('Νέο όνομα') }] });
  });

  it("keeps the shop's English while Box Now's Greek text is the same; a new Greek text goes in both", () => {
    const current = shop(4);
    const incoming = current.map(({ active: _active, ...l }) => ({ ...l, name: text(l.name.el), postalCode: l.id === 'L002' ? '19999' : l.postalCode }));
    const changes = lockerListChanges(current, incoming);
    if (changes.kept) throw new Error('kept');
    expect(changes.upsert).toEqual([{ ...incoming[2], name: { el: 'Θυρίδα 2', en: 'Locker 2' } }]);
    expect(changes.unchanged).toBe(3);
  });

  it('sorts what it writes by id', () => {
    const changes = lockerListChanges([], [locker(3), locker(1), locker(2)]);
    if (changes.kept) throw new Error('kept');
    expect(changes.upsert.map((l) => l.id)).toEqual(['L001', 'L002', 'L003']);
  });

  it(`refuses an empty list, and one shorter than ${LOCKER_LIST_MIN_SHARE * 100} % of the active lockers: the old list kept`, () => {
    const current = [...shop(60), ...Array.from({ length: 40 }, (_, i) => ({ ...locker(100 + i), active: false }))];
    const first = (n: number) => current.slice(0, n).map(({ active: _active, ...l }) => l);
    expect(lockerListChanges(current, [])).toEqual({ kept: true, reason: 'empty', incoming: 0, active: 60, upsert: [], deactivate: [] });
    expect(lockerListChanges(current, first(29))).toMatchObject({ kept: true, reason: 'too_short', incoming: 29, active: 60 });
    // Duplicates do not count twice.
    expect(lockerListChanges(current, [...first(29), ...first(29)])).toMatchObject({ kept: true, reason: 'too_short', incoming: 29 });
    const half = lockerListChanges(current, first(30));
    expect(half).toMatchObject({ kept: false, upsert: [] });
    expect(half.deactivate).toHaveLength(30);
    // A first list (nothing active yet) is taken whatever its length.
    expect(lockerListChanges([], [locker(1)])).toMatchObject({ kept: false, upsert: [{ id: 'L001' }] });
    expect(lockerListChanges([{ ...locker(1), active: false }], [])).toMatchObject({ kept: true, reason: 'empty' });
  });
});
