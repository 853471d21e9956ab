import { mydataDocument, type FiscalDocumentFacts } from './mydata-document';
import { invoiceRuleErrors, readInvoice, type SandboxInvoice } from './mydata-validate';
import { buildInvoicesDoc, parseInvoicesDoc } from './mydata-xml';

const income = (category: string) => ({ classificationType: 'E3_561_003', classificationCategory: category });
const facts: FiscalDocumentFacts = {
  issuerVat: '094014201',
  invoiceType: '11.1',
  series: 'ΑΛΠ',
  number: 1,
  issuedAt: new Date('2026-11-30T10:00:00Z'),
  totalCents: 12_757,
  lines: [
    { netCents: 10_000, vatCents: 2_400, vatCategory: 1, income: income('category1_1') },
    { netCents: 282, vatCents: 68, vatCategory: 1, income: income('category1_3') },
    { netCents: 7, vatCents: 0, vatCategory: 7, vatExemptionCategory: 1, income: income('category1_1') },
  ],
  paymentMethod: 'card',
};
const sent = (f: FiscalDocumentFacts) => parseInvoicesDoc(buildInvoicesDoc(mydataDocument(f)))[0];
const read = (raw: unknown): SandboxInvoice => {
  const result = readInvoice(raw);
  if ('errors' in result) throw new Error(JSON.stringify(result.errors));
  return result.invoice;
};
const codes = (invoice: SandboxInvoice, known = () => true) => invoiceRuleErrors(invoice, known).map((e) => e.code);

describe('what the myDATA sandbox accepts', () => {
  it('accepts the documents the shop builds: a receipt, an invoice and its credit', () => {
    expect(codes(read(sent(facts)))).toEqual([]);
    const buyer = { vatNumber: '094019245', country: 'GR', street: 'Ερμού 1', postalCode: '10563', city: 'Αθήνα' };
    expect(codes(read(sent({ ...facts, invoiceType: '1.1', series: 'ΤΠ', buyer })))).toEqual([]);
    const credit = read(sent({ ...facts, invoiceType: '5.1', series: 'ΠΤ', buyer, creditsMark: '400000000000001' }));
    expect(codes(credit, () => true)).toEqual([]);
    expect(codes(credit, () => false)).toEqual(['204']);
  });

  it('refuses what the schema does not allow, naming the element', () => {
    const raw = sent(facts) as { issuer: { vatNumber: string }; invoiceHeader: { currency: string } };
    raw.issuer.vatNumber = '12345';
    raw.invoiceHeader.currency = 'USD';
    const result = readInvoice(raw);
    expect('errors' in result && result.errors.map((e) => e.message.split(':')[0])).toEqual(['issuer.vatNumber', 'invoiceHeader.currency']);
  });

  it('refuses totals that do not add up, a wrong buyer, misnumbered lines, category 7 without its reason', () => {
    const base = read(sent(facts));
    expect(codes({ ...base, invoiceSummary: { ...base.invoiceSummary, totalNetValue: '102.90' } })).toEqual(['401']);
    expect(codes({ ...base, invoiceSummary: { ...base.invoiceSummary, totalVatAmount: '24.69', totalGrossValue: '127.58' } })).toEqual(['402', '403', '404']);
    expect(codes({ ...base, paymentMethods: { paymentMethodDetails: [{ type: '7', amount: '100.00' }] } })).toEqual(['404']);
    expect(codes({ ...base, counterpart: base.issuer })).toEqual(['201']);
    expect(codes({ ...base, invoiceHeader: { ...base.invoiceHeader, invoiceType: '1.1' } })).toEqual(['202']);
    expect(codes({ ...base, invoiceHeader: { ...base.invoiceHeader, invoiceType: '5.1' }, counterpart: base.issuer })).toEqual(['203']);
    const [a, b, c] = base.invoiceDetails;
    expect(codes({ ...base, invoiceDetails: [b!, a!, c!] })).toEqual(['301', '301']);
    expect(codes({ ...base, invoiceDetails: [a!, b!, { ...c!, vatExemptionCategory: undefined }] })).toEqual(['302']);
    expect(codes({ ...base, invoiceDetails: [{ ...a!, incomeClassification: [{ ...a!.incomeClassification![0]!, amount: '99.00' }] }, b!, c!] })).toEqual(['303']);
  });

  it('wants a counterpart abroad named, and a 1.2 issued to a counterpart abroad (decision 0078)', () => {
    const base = read(sent(facts));
    const cyprus = { ...base.issuer, vatNumber: '10259033P', country: 'CY' };
    expect(codes({ ...base, invoiceHeader: { ...base.invoiceHeader, invoiceType: '1.1' }, counterpart: cyprus })).toEqual(['206']);
    expect(codes({ ...base, invoiceHeader: { ...base.invoiceHeader, invoiceType: '1.1' }, counterpart: { ...cyprus, name: 'ACME CYPRUS LTD' } })).toEqual([]);
    expect(codes({ ...base, invoiceHeader: { ...base.invoiceHeader, invoiceType: '1.2' }, counterpart: base.issuer })).toEqual(['207']);
  });
});
