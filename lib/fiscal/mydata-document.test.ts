import { mydataDocument, documentUid, type FiscalDocumentFacts } from './mydata-document';
import { invoiceUid } from './mydata-uid';
import { buildInvoicesDoc, parseInvoicesDoc } from './mydata-xml';

const line = { netCents: 8_065, vatCents: 1_935, vatCategory: 1, income: { classificationType: 'E3_561_003', classificationCategory: 'category1_1' } };
const receipt: FiscalDocumentFacts = { issuerVat: 'EL094014201', invoiceType: '11.1', series: 'ΑΛΠ', number: 7, issuedAt: new Date('2026-12-31T22:30:00Z'), totalCents: 10_000, lines: [line], paymentMethod: 'card' };
const buyer = { vatNumber: '094019245', country: 'GR', street: 'Ερμού 1', postalCode: '10563', city: 'Αθήνα' };

describe('a fiscal document as myDATA takes it', () => {
  it('a receipt: the issuer from its head office, no buyer, the Athens date, the card for the whole amount', () => {
    const doc = mydataDocument(receipt);
    expect(doc).toEqual({
      issuer: { vatNumber: 'EL094014201', country: 'GR', branch: 0 },
      header: { series: 'ΑΛΠ', aa: 7, issueDate: '2027-01-01', invoiceType: '11.1' },
      payments: [{ type: 7, cents: 10_000 }],
      lines: [line],
    });
    expect(documentUid(doc)).toBe(invoiceUid({ issuerVat: '094014201', issueDate: '2027-01-01', branch: 0, invoiceType: '11.1', series: 'ΑΛΠ', aa: 7 }));
  });

  it('an invoice names its buyer with the billing address; a credit invoice carries the MARK it credits', () => {
    const invoice = mydataDocument({ ...receipt, invoiceType: '1.1', series: 'ΤΠ', paymentMethod: 'cod', buyer });
    expect(invoice.counterpart).toEqual({ vatNumber: '094019245', country: 'GR', branch: 0, address: { street: 'Ερμού 1', postalCode: '10563', city: 'Αθήνα' } });
    expect(invoice.payments).toEqual([{ type: 3, cents: 10_000 }]);
    const credit = mydataDocument({ ...receipt, invoiceType: '5.1', series: 'ΠΤ', buyer, creditsMark: '400000000000001' });
    expect(credit.header.correlatedInvoices).toEqual(['400000000000001']);
    const [sent] = parseInvoicesDoc(buildInvoicesDoc(credit));
    expect(sent).toMatchObject({ counterpart: { vatNumber: '094019245', address: { city: 'Αθήνα' } }, invoiceHeader: { correlatedInvoices: ['400000000000001'] } });
  });

  it('refuses an invoice without its buyer and a credit without the MARK it credits (a programming error, never sent)', () => {
    expect(() => mydataDocument({ ...receipt, invoiceType: '1.1' })).toThrow(/needs its buyer/);
    expect(() => mydataDocument({ ...receipt, invoiceType: '11.4' })).toThrow(/needs the MARK/);
  });
});
