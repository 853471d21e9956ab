import type { Order } from '@/lib/contract/orders';
import { documentContent } from './document-content';

const amounts = (gross: number) => ({ net: Math.round(gross / 1.24), vat: gross - Math.round(gross / 1.24), gross, listGross: gross, discount: 0 });

const order = {
  uid: 'AAAAAAAAAAAAAAAAAAAAAA',
  orderNumber: 'ACM-2026-000042',
  createdAt: '2026-11-22T10:00:00.000Z',
  type: 'Invoice',
  email: 'eleni@example.gr',
  lines: [
    { productId: 1, variantId: 11, code: 'TS-100', eurl: 'ts-100', name: 'Μπλουζάκι', color: 'black', size: 'XL', picture: '', quantity: 2, discounted: false, unit: amounts(1_250), total: amounts(2_500) },
    { productId: 2, variantId: 21, code: 'SO-200', eurl: 'so-200', name: 'Κάλτσες', color: 'white', size: null, picture: '', quantity: 1, discounted: false, unit: amounts(300), total: amounts(300) },
  ],
  totals: { goods: 2_800, discount: 500, coupon: 0, points: 0, shipping: 450, codFee: 200, net: 2_782, vat: 668, total: 3_450 },
  billing: { firstName: 'Ελένη', lastName: 'Κώστα', country: 'GR', region: null, address: 'Ερμού 24', city: 'Αθήνα', postalCode: '10563', mobile: '6912345678' },
  invoice: { vatNumber: '094014201', companyName: 'Acme Ελλάς Α.Ε.', job: 'Εμπόριο ενδυμάτων', irs: 'ΦΑΕ Αθηνών' },
  shippingMethod: 'courier',
  shippingAddress: { firstName: 'Ελένη', lastName: 'Κώστα', country: 'GR', region: null, address: 'Ερμού 24', city: 'Αθήνα', postalCode: '10563', mobile: '6912345678' },
  store: null,
  locker: null,
  paymentMethod: 'card',
  paymentProvider: 'Viva',
} as unknown as Order;

const issuer = {
  name: 'Παπαδόπουλος Α.Ε.',
  address: 'Ερμού 1, 105 63 Αθήνα',
  vatNumber: 'EL094014201',
  taxOffice: 'Α΄ Αθηνών',
  registryNumber: '000123401000',
  phone: '+30 210 123 4567',
  email: 'shop@papadopoulos.example',
};
const seller = { issuer, shopName: 'Acme Supplies' };

describe('documentContent', () => {
  it("an invoice in Greek: the company's details before the billing address, every line and recorded total", () => {
    const c = documentContent({ order, language: 'el', ...seller });
    // No sale document yet (a cash order not dispatched): an order confirmation, saying it is not a fiscal document.
    expect(c).toMatchObject({ kind: 'invoice', fileName: 'ACM-2026-000042.pdf', metaTitle: 'Επιβεβαίωση παραγγελίας ACM-2026-000042', title: 'Επιβεβαίωση παραγγελίας', number: 'Αρ. ACM-2026-000042', date: 'Ημερομηνία: 22/11/2026' });
    expect(c.fiscal).toEqual({ lines: ['Δεν είναι φορολογικό στοιχείο: το τιμολόγιο εκδίδεται όταν η παραγγελία εξοφληθεί ή φύγει από το κατάστημα.'], qrUrl: null });
    expect(c.seller).toEqual({
      heading: 'Πωλητής',
      lines: ['Παπαδόπουλος Α.Ε.', 'ΑΦΜ: EL094014201', 'ΔΟΥ: Α΄ Αθηνών', 'Ερμού 1, 105 63 Αθήνα', 'Αρ. ΓΕΜΗ: 000123401000', 'Τηλ.: +30 210 123 4567', 'Email: shop@papadopoulos.example', 'Πώληση μέσω του καταστήματος Acme Supplies'],
    });
    expect(c.buyer.lines).toEqual([
      'Acme Ελλάς Α.Ε.',
      'ΑΦΜ: 094014201',
      'Δραστηριότητα: Εμπόριο ενδυμάτων',
      'ΔΟΥ: ΦΑΕ Αθηνών',
      'Διεύθυνση χρέωσης:',
      'Ελένη Κώστα',
      'Ερμού 24',
      '10563 Αθήνα',
      'Ελλάδα',
      'Κινητό: 6912345678',
      'Email: eleni@example.gr',
    ]);
    expect(c.rows).toEqual([
      { code: 'TS-100', name: 'Μπλουζάκι', variant: 'Μαύρο, μέγεθος XL', quantity: '2', unitPrice: '12,50\u00a0€', lineTotal: '25,00\u00a0€' },
      { code: 'SO-200', name: 'Κάλτσες', variant: 'Λευκό', quantity: '1', unitPrice: '3,00\u00a0€', lineTotal: '3,00\u00a0€' },
    ]);
    expect(c.totals.map((t) => [t.label, t.amount])).toEqual([
      ['Αξία ειδών μετά τις εκπτώσεις', '28,00\u00a0€'],
      ['Έκπτωση που δόθηκε', '5,00\u00a0€'],
      ['Μεταφορικά', '4,50\u00a0€'],
      ['Έξοδα αντικαταβολής', '2,00\u00a0€'],
      ['Καθαρή αξία', '27,82\u00a0€'],
      ['ΦΠΑ', '6,68\u00a0€'],
      ['Σύνολο', '34,50\u00a0€'],
    ]);
    expect(c.methods).toEqual([
      { label: 'Αποστολή', value: 'Με courier στη διεύθυνση Ερμού 24, 10563, Αθήνα' },
      { label: 'Πληρωμή', value: 'Κάρτα μέσω Viva' },
    ]);
    expect(c.pageLabel(1, 2)).toBe('Σελίδα 1 από 2');
  });

  it('a receipt in English: the buyer without company lines, a zero discount shown as recorded, pick-up at a store', () => {
    const receipt = {
      ...order,
      type: 'Retail',
      invoice: null,
      totals: { ...order.totals, discount: 0 },
      shippingMethod: 'store_pickup',
      shippingAddress: null,
      store: { id: 1, name: 'Acme store Athens', address: 'Stadiou 5', city: 'Athens', postalCode: '10562', hours: '' },
      paymentMethod: 'cod',
      paymentProvider: null,
    } as Order;
    const c = documentContent({ order: receipt, language: 'en', ...seller });
    // An English order's document: Greek, with the English beside it (a Greek fiscal document is in Greek).
    expect(c).toMatchObject({ kind: 'receipt', title: 'Επιβεβαίωση παραγγελίας / Order confirmation', number: 'Αρ. / No. ACM-2026-000042', date: 'Ημερομηνία / Date: 22/11/2026' });
    expect(c.fiscal.lines).toEqual(['Δεν είναι φορολογικό στοιχείο: η απόδειξη εκδίδεται όταν η παραγγελία εξοφληθεί ή φύγει από το κατάστημα. / Not a fiscal document: the receipt is issued when the order is paid or leaves the shop.']);
    expect(c.buyer.heading).toBe('Αγοραστής / Buyer');
    expect(c.buyer.lines[0]).toBe('Ελένη Κώστα');
    expect(c.buyer.lines.join('\n')).not.toContain('VAT number');
    expect(c.totals.find((t) => t.key === 'discount')?.amount).toBe('€0.00');
    expect(c.rows[0]?.variant).toBe('Black, size XL');
    expect(c.methods).toEqual([
      { label: 'Αποστολή / Delivery', value: 'Pick-up at the Acme store Athens, Stadiou 5, Athens' },
      { label: 'Πληρωμή / Payment', value: 'Cash on delivery' },
    ]);
  });

  it('lists a gift card as a payment, with what was left to pay, and leaves the totals and their VAT alone (issue #45)', () => {
    const c = documentContent({ order, language: 'en', ...seller, giftCardCents: 2_500 });
    expect(c.methods.slice(-2)).toEqual([
      { label: 'Paid with the gift card', value: '€25.00' },
      { label: 'Left to pay', value: '€9.50' },
    ]);
    expect(c.totals.map((t) => t.key)).toEqual(documentContent({ order, language: 'en', ...seller }).totals.map((t) => t.key));
    expect(documentContent({ order, language: 'el', ...seller, giftCardCents: 2_500 }).methods.at(-2)?.label).toBe('Πληρωμή με δωροκάρτα');
  });

  it("a transmitted receipt: myDATA's type as its title, its series and number, the order as reference, MARK, UID and the QR", () => {
    const lines = [
      { vatCategory: 1, netCents: 2_246, vatCents: 539 },
      { vatCategory: 2, netCents: 536, vatCents: 129 },
    ];
    const fiscal = { invoiceType: '11.1', series: 'ΑΛΠ', year: 2026, number: 42, status: 'transmitted' as const, mark: '400000000000042', uid: 'ABCDEF', qrUrl: 'https://mydatapi.aade.gr/TimologioQR/QRInfo?q=x', lines };
    const receipt = { ...order, type: 'Retail', invoice: null } as Order;
    const el = documentContent({ order: receipt, language: 'el', ...seller, fiscal });
    expect(el).toMatchObject({ title: 'Απόδειξη Λιανικής Πώλησης', number: 'Σειρά και αρ. ΑΛΠ 2026/42', reference: 'Παραγγελία ACM-2026-000042' });
    expect(el.vatRates).toEqual([
      { label: 'ΦΠΑ 24% επί 22,46\u00a0€', amount: '5,39\u00a0€' },
      { label: 'ΦΠΑ 13% επί 5,36\u00a0€', amount: '1,29\u00a0€' },
    ]);
    expect(documentContent({ order, language: 'el', ...seller }).vatRates).toEqual([]);
    expect(el.fiscal).toEqual({ lines: ['ΜΑΡΚ: 400000000000042', 'UID: ABCDEF', 'Διαβιβάστηκε στην ΑΑΔΕ (myDATA). Σαρώστε τον κωδικό QR για να το ελέγξετε.'], qrUrl: fiscal.qrUrl });
    const en = documentContent({ order: { ...order } as Order, language: 'en', ...seller, fiscal: { ...fiscal, invoiceType: '1.1', series: 'ΤΠ', status: 'pending', mark: null, uid: null, qrUrl: null } });
    expect(en).toMatchObject({ title: 'Τιμολόγιο Πώλησης / Sales invoice', number: 'Σειρά και αρ. / Series and no. ΤΠ 2026/42' });
    expect(en.fiscal).toEqual({ lines: ['Σε διαβίβαση στην ΑΑΔΕ (myDATA): ο ΜΑΡΚ του εμφανίζεται εδώ μόλις καταχωριστεί. / Being transmitted to AADE (myDATA): its MARK is shown here once registered.'], qrUrl: null });
  });

  it('points redeemed: the line at its price, the goods before the points, the points taken off, adding up to the total (issue #47)', () => {
    // One unit at 134.30; 3.00 of points lowered the line to 131.30; free shipping.
    const line = { ...order.lines[0]!, quantity: 1, unit: amounts(13_430), total: { ...amounts(13_130), listGross: 13_430 } };
    const withPoints = { ...order, type: 'Retail', invoice: null, lines: [line], totals: { goods: 13_130, discount: 0, coupon: 0, points: 300, shipping: 0, codFee: 0, net: 10_589, vat: 2_541, total: 13_130 } } as Order;
    const c = documentContent({ order: withPoints, language: 'en', ...seller });
    expect(c.rows[0]).toMatchObject({ quantity: '1', unitPrice: '€134.30', lineTotal: '€134.30' });
    expect(c.totals.map((t) => [t.key, t.amount])).toEqual([
      ['goods', '€134.30'],
      ['discount', '€0.00'],
      ['points', '-€3.00'],
      ['shipping', '€0.00'],
      ['codFee', '€0.00'],
      ['net', '€105.89'],
      ['vat', '€25.41'],
      ['total', '€131.30'],
    ]);
  });
});
