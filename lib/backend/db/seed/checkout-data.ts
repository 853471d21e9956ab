import type { LocalizedText } from '@/lib/backend/db/schema';
import { lockerSearchText } from '@/lib/backend/services/checkout/locker-query';

/**
 * Pickup stores and Box Now lockers of the demo shop (issue #5), deterministic: 4 stores and 60
 * lockers (3 in each of 20 areas of Athens, Piraeus, Thessaloniki, Patra, Heraklion, Larisa and
 * Ioannina). Texts in both languages; a locker's `search` column holds its name, area, city and
 * postal code in both, normalised (lower case, no accents, final sigma folded).
 */
export type StoreSeed = {
  code: string;
  name: LocalizedText;
  address: LocalizedText;
  city: LocalizedText;
  postalCode: string;
  hours: LocalizedText;
  position: number;
};
export type LockerSeed = {
  id: string;
  name: LocalizedText;
  address: LocalizedText;
  area: LocalizedText;
  city: LocalizedText;
  postalCode: string;
  search: string;
};

const t = (el: string, en: string): LocalizedText => ({ el, en });
const WEEK_HOURS = t('Δευ–Παρ 09:00–21:00, Σάβ 09:00–18:00', 'Mon–Fri 09:00–21:00, Sat 09:00–18:00');

export const DEMO_STORES: readonly StoreSeed[] = [
  { code: 'ATH-SYN', name: t('Κατάστημα Συντάγματος', 'Syntagma store'), address: t('Ερμού 24', '24 Ermou St'), city: t('Αθήνα', 'Athens'), postalCode: '10563', hours: WEEK_HOURS, position: 1 },
  { code: 'ATH-MAR', name: t('Κατάστημα Αμαρουσίου', 'Marousi store'), address: t('Λεωφ. Κηφισίας 37', '37 Kifisias Ave'), city: t('Μαρούσι', 'Marousi'), postalCode: '15123', hours: WEEK_HOURS, position: 2 },
  { code: 'THE-TSI', name: t('Κατάστημα Τσιμισκή', 'Tsimiski store'), address: t('Τσιμισκή 45', '45 Tsimiski St'), city: t('Θεσσαλονίκη', 'Thessaloniki'), postalCode: '54623', hours: WEEK_HOURS, position: 3 },
  { code: 'HER-CEN', name: t('Κατάστημα Ηρακλείου', 'Heraklion store'), address: t('25ης Αυγούστου 12', '12 25is Avgoustou St'), city: t('Ηράκλειο', 'Heraklion'), postalCode: '71202', hours: t('Δευ–Σάβ 09:00–20:00', 'Mon–Sat 09:00–20:00'), position: 4 },
];

const ATHENS = t('Αθήνα', 'Athens');
const PIRAEUS = t('Πειραιάς', 'Piraeus');
const THESSALONIKI = t('Θεσσαλονίκη', 'Thessaloniki');
const CENTRE = t('Κέντρο', 'Centre');

/** Area, city and the area's first postal code. */
const AREAS: readonly [LocalizedText, LocalizedText, number][] = [
  [t('Σύνταγμα', 'Syntagma'), ATHENS, 10557],
  [t('Κολωνάκι', 'Kolonaki'), ATHENS, 10673],
  [t('Παγκράτι', 'Pagkrati'), ATHENS, 11633],
  [t('Κυψέλη', 'Kypseli'), ATHENS, 11361],
  [t('Αμπελόκηποι', 'Ampelokipoi'), ATHENS, 11521],
  [t('Κουκάκι', 'Koukaki'), ATHENS, 11741],
  [t('Μαρούσι', 'Marousi'), t('Μαρούσι', 'Marousi'), 15122],
  [t('Χαλάνδρι', 'Chalandri'), t('Χαλάνδρι', 'Chalandri'), 15231],
  [t('Γλυφάδα', 'Glyfada'), t('Γλυφάδα', 'Glyfada'), 16674],
  [t('Περιστέρι', 'Peristeri'), t('Περιστέρι', 'Peristeri'), 12131],
  [t('Καστέλλα', 'Kastella'), PIRAEUS, 18533],
  [t('Πασαλιμάνι', 'Pasalimani'), PIRAEUS, 18535],
  [CENTRE, THESSALONIKI, 54624],
  [t('Καλαμαριά', 'Kalamaria'), THESSALONIKI, 55132],
  [t('Τούμπα', 'Toumpa'), THESSALONIKI, 54453],
  [CENTRE, t('Πάτρα', 'Patra'), 26221],
  [CENTRE, t('Ηράκλειο', 'Heraklion'), 71201],
  [t('Αλικαρνασσός', 'Alikarnassos'), t('Ηράκλειο', 'Heraklion'), 71601],
  [CENTRE, t('Λάρισα', 'Larisa'), 41221],
  [CENTRE, t('Ιωάννινα', 'Ioannina'), 45221],
];

const HOSTS: readonly LocalizedText[] = [t('Σούπερ μάρκετ', 'Supermarket'), t('Πρατήριο καυσίμων', 'Petrol station'), t('Περίπτερο', 'Kiosk')];

const STREETS: readonly LocalizedText[] = [
  t('Ερμού', 'Ermou'),
  t('Αγίου Δημητρίου', 'Agiou Dimitriou'),
  t('Ελευθερίου Βενιζέλου', 'Eleftheriou Venizelou'),
  t('Κολοκοτρώνη', 'Kolokotroni'),
  t('Μητροπόλεως', 'Mitropoleos'),
  t('25ης Μαρτίου', '25is Martiou'),
  t('Παπαναστασίου', 'Papanastasiou'),
  t('Εθνικής Αντιστάσεως', 'Ethnikis Antistaseos'),
  t('Ομήρου', 'Omirou'),
  t('Σολωμού', 'Solomou'),
  t('Καραϊσκάκη', 'Karaiskaki'),
  t('Ηρώων Πολυτεχνείου', 'Iroon Polytechneiou'),
  t('Μεγάλου Αλεξάνδρου', 'Megalou Alexandrou'),
];

const LOCKERS_PER_AREA = 3;

function lockerAt(index: number): LockerSeed {
  const [area, city, firstPostalCode] = AREAS[Math.floor(index / LOCKERS_PER_AREA)]!;
  const host = HOSTS[index % HOSTS.length]!;
  const street = STREETS[(index * 7) % STREETS.length]!;
  const number = 1 + ((index * 37) % 180);
  const postalCode = String(firstPostalCode + (index % LOCKERS_PER_AREA));
  const name = t(`${host.el} ${area.el}`, `${host.en} ${area.en}`);
  return {
    id: `BN${String(1001 + index)}`,
    name,
    address: t(`${street.el} ${number}`, `${number} ${street.en} St`),
    area,
    city,
    postalCode,
    search: lockerSearchText({ name, area, city, postalCode }),
  };
}

export const DEMO_LOCKERS: readonly LockerSeed[] = Array.from({ length: AREAS.length * LOCKERS_PER_AREA }, (_, i) => lockerAt(i));
