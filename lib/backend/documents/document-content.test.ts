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
  totals: { goods: 2_800, discount: 500, coupon: 0, shipping: 450, codFee: 200, net: 2_782, vat: 668, total: 3_450 },
  billing: { firstName: 'Ελένη', lastName: 'Κώστα', country: 'GR', region: null, address: 'Ερμού 24', city: 'Αθήνα', postalCode: '10563', mobile: '6912345678' },
  invoice: { vatNumber: '094014201', companyName: 'Acme Ελλάς Α.Ε.', job: 'Εμπόριο ενδυμάτων', irs: 'ΦΑΕ Αθηνών' },
  shippingMethod: 'courier',
  shippingAddress: { firstName: 'Ελένη', lastName: 'Κώστα', country: 'GR', region: null, address: 'Ερμού 24', city: 'Αθήνα', postalCode: '10563', mobile: '6912345678' },
  store: null,
  locker: null,
  paymentMethod: 'card',
  paymentProvider: 'Viva',
} as unknown as Order;

describe('documentContent', () => {
  it("an invoice in Greek: the company's details before the billing address, every line and recorded total", () => {
    const c = documentContent({ order, language: 'el', sellerName: 'Acme Supplies' });
    expect(c).toMatchObject({ kind: 'invoice', fileName: 'ACM-2026-000042.pdf', metaTitle: 'Τιμολόγιο ACM-2026-000042', title: 'Τιμολόγιο', number: 'Αρ. ACM-2026-000042', date: 'Ημερομηνία: 22/11/2026' });
    expect(c.seller).toEqual({ heading: 'Πωλητής', lines: ['Acme Supplies'] });
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
    const c = documentContent({ order: receipt, language: 'en', sellerName: 'Acme Supplies' });
    expect(c).toMatchObject({ kind: 'receipt', title: 'Receipt', number: 'No. ACM-2026-000042', date: 'Date: 22/11/2026' });
    expect(c.buyer.heading).toBe('Buyer');
    expect(c.buyer.lines[0]).toBe('Ελένη Κώστα');
    expect(c.buyer.lines.join('\n')).not.toContain('VAT number');
    expect(c.totals.find((t) => t.key === 'discount')?.amount).toBe('€0.00');
    expect(c.rows[0]?.variant).toBe('Black, size XL');
    expect(c.methods).toEqual([
      { label: 'Delivery', value: 'Pick-up at the Acme store Athens, Stadiou 5, Athens' },
      { label: 'Payment', value: 'Cash on delivery' },
    ]);
  });

  it('lists a gift card as a payment, with what was left to pay, and leaves the totals and their VAT alone (issue #45)', () => {
    const c = documentContent({ order, language: 'en', sellerName: 'Acme Supplies', giftCardCents: 2_500 });
    expect(c.methods.slice(-2)).toEqual([
      { label: 'Paid with the gift card', value: '€25.00' },
      { label: 'Left to pay', value: '€9.50' },
    ]);
    expect(c.totals.map((t) => t.key)).toEqual(documentContent({ order, language: 'en', sellerName: 'Acme Supplies' }).totals.map((t) => t.key));
    expect(documentContent({ order, language: 'el', sellerName: 'Acme Supplies', giftCardCents: 2_500 }).methods.at(-2)?.label).toBe('Πληρωμή με δωροκάρτα');
  });
});
