import type { LocalizedText } from '@/lib/backend/db/schema';

/**
 * Demo partners and customers (DESIGN §8), relied on by QA's suites and the README.
 * The order of `DEMO_PARTNERS` matters: the catalogue's restricted products point at index 1 (hellas).
 */

export const DEMO_PASSWORD = 'Demo-2026!';

export type DemoPartner = {
  code: string;
  name: string;
  status: 'active' | 'disabled';
  registrationCode: string;
  defaultLanguage: 'el' | 'en';
  content: LocalizedText;
  promotionKind: 'Percentage' | 'FixedAmount';
  /** Percentage: whole percent; FixedAmount: cents per unit. */
  promotionValue: number;
  quotaLimit: number;
  quotaPeriod: 'month' | 'quarter' | 'year';
};

export type DemoCustomer = {
  partnerCode: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language: 'el' | 'en';
  mobile: string | null;
  status: 'pending' | 'active' | 'disabled';
  verified: boolean;
};

const VIDEO = (title: string) =>
  `<iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="${title}" width="560" height="315" ` +
  'allow="encrypted-media; picture-in-picture" allowfullscreen></iframe>';

export const DEMO_PARTNERS: readonly DemoPartner[] = [
  {
    code: 'acme',
    name: 'Acme Supplies',
    status: 'active',
    registrationCode: 'ACME-2026',
    defaultLanguage: 'el',
    promotionKind: 'Percentage',
    promotionValue: 15,
    quotaLimit: 20,
    quotaPeriod: 'month',
    content: {
      el:
        '<h2>Καλώς ήρθατε στο κατάστημα συνεργατών της Acme Supplies</h2>' +
        '<p>Ως μέλος της ομάδας της Acme Supplies έχετε <strong>έκπτωση 15%</strong> σε χιλιάδες προϊόντα ένδυσης, ' +
        'υπόδησης και αξεσουάρ, για έως 20 τεμάχια τον μήνα.</p>' +
        '<ul><li>Δωρεάν αποστολή για παραγγελίες άνω των 100 €</li><li>Παραλαβή από κατάστημα ή θυρίδα Box Now</li>' +
        '<li>Πληρωμή με κάρτα, PayPal ή αντικαταβολή</li></ul>' +
        VIDEO('Η νέα συλλογή'),
      en:
        '<h2>Welcome to the Acme Supplies partner store</h2>' +
        '<p>As a member of the Acme Supplies team you get <strong>15% off</strong> thousands of clothing, footwear ' +
        'and accessory products, for up to 20 items a month.</p>' +
        '<ul><li>Free delivery on orders over €100</li><li>Pick up in store or from a Box Now locker</li>' +
        '<li>Pay by card, PayPal or cash on delivery</li></ul>' +
        VIDEO('The new collection'),
    },
  },
  {
    code: 'hellas',
    name: 'Hellas Trade',
    status: 'active',
    registrationCode: 'HELLAS-2026',
    defaultLanguage: 'el',
    promotionKind: 'FixedAmount',
    promotionValue: 500,
    quotaLimit: 10,
    quotaPeriod: 'month',
    content: {
      el:
        '<h2>Hellas Trade: προνόμια για τους συνεργάτες μας</h2>' +
        '<p>Κερδίστε <strong>5 € έκπτωση σε κάθε τεμάχιο</strong>, για έως 10 τεμάχια τον μήνα, και δείτε τη σειρά ' +
        'προϊόντων που ετοιμάσαμε αποκλειστικά για εσάς.</p>' +
        '<ul><li>Αποκλειστικά προϊόντα για συνεργάτες</li><li>Δωρεάν αποστολή για παραγγελίες άνω των 100 €</li>' +
        '<li>Επιστροφές εντός 30 ημερών</li></ul>',
      en:
        '<h2>Hellas Trade: benefits for our partners</h2>' +
        '<p>Get <strong>€5 off every item</strong>, for up to 10 items a month, and browse the range we put together ' +
        'just for you.</p>' +
        '<ul><li>Products exclusive to partners</li><li>Free delivery on orders over €100</li>' +
        '<li>Returns within 30 days</li></ul>',
    },
  },
  {
    code: 'retired',
    name: 'Retired Partner',
    status: 'disabled',
    registrationCode: 'RETIRED-2026',
    defaultLanguage: 'el',
    promotionKind: 'Percentage',
    promotionValue: 10,
    quotaLimit: 5,
    quotaPeriod: 'month',
    content: {
      el: '<h2>Το πρόγραμμα έχει λήξει</h2><p>Η συνεργασία αυτή δεν είναι πλέον ενεργή.</p><ul><li>Ευχαριστούμε!</li></ul>',
      en: '<h2>This programme has ended</h2><p>This partnership is no longer active.</p><ul><li>Thank you!</li></ul>',
    },
  },
];

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  { partnerCode: 'acme', email: 'demo@acme.test', password: DEMO_PASSWORD, firstName: 'Μαρία', lastName: 'Παπαδοπούλου', language: 'el', mobile: '6912345678', status: 'active', verified: true },
  { partnerCode: 'hellas', email: 'demo@hellas.test', password: DEMO_PASSWORD, firstName: 'Nikos', lastName: 'Georgiou', language: 'en', mobile: '6987654321', status: 'active', verified: true },
  { partnerCode: 'acme', email: 'second@acme.test', password: DEMO_PASSWORD, firstName: 'Γιώργος', lastName: 'Ιωάννου', language: 'el', mobile: null, status: 'active', verified: true },
  { partnerCode: 'acme', email: 'pending@acme.test', password: DEMO_PASSWORD, firstName: 'Ελένη', lastName: 'Δημητρίου', language: 'el', mobile: null, status: 'pending', verified: false },
  { partnerCode: 'retired', email: 'demo@retired.test', password: DEMO_PASSWORD, firstName: 'Κώστας', lastName: 'Νικολάου', language: 'el', mobile: null, status: 'active', verified: true },
];

/** When the verified demo customers were registered and verified (fixed: the seed is deterministic). */
export const DEMO_REGISTERED_AT = new Date('2025-01-15T09:00:00.000Z');

export type DemoLogin = { partner: string; email: string; password: string; note: string };

/** The logins the README prints and the tests use. */
export const DEMO_LOGINS: readonly DemoLogin[] = DEMO_CUSTOMERS.map((c) => {
  const partner = DEMO_PARTNERS.find((p) => p.code === c.partnerCode);
  const note =
    partner?.status === 'disabled' ? 'partner disabled' : c.status === 'pending' ? 'pending, not verified' : 'active';
  return { partner: c.partnerCode, email: c.email, password: c.password, note };
});
