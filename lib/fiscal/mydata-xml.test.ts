import { XMLParser } from 'fast-xml-parser';
import { incomeClassification, InvoiceTypes, lineVat, PaymentMethodCodes } from './mydata-codes';
import { amount, buildInvoicesDoc, buildResponseDoc, mydataVatNumber, parseInvoicesDoc, parseResponseDoc, summaryClassifications, type MydataDocument } from './mydata-xml';

const receipt: MydataDocument = {
  issuer: { vatNumber: 'EL 094014201', country: 'GR', branch: 0 },
  header: { series: 'ΑΛΠ', aa: 42, issueDate: '2026-11-29', invoiceType: InvoiceTypes.retailReceipt },
  payments: [{ type: PaymentMethodCodes.card, cents: 13_430 }],
  lines: [
    { netCents: 9_000, vatCents: 2_160, ...lineVat(2400, 'retail', false), income: incomeClassification('retail', 'goods') },
    { netCents: 1_000, vatCents: 130, ...lineVat(1300, 'retail', false), income: incomeClassification('retail', 'goods') },
    { netCents: 919, vatCents: 221, ...lineVat(2400, 'retail', false), income: incomeClassification('retail', 'service') },
  ],
};

/** The element names of a node's children in document order (the schema's sequence is checked by name). */
const order = (xml: string, path: string[]): string[] => {
  const tree = new XMLParser({ preserveOrder: true, ignoreAttributes: true, removeNSPrefix: true }).parse(xml) as Record<string, unknown>[];
  let nodes = tree;
  for (const name of path) nodes = (nodes.find((n) => name in n) as Record<string, Record<string, unknown>[]>)[name]!;
  return nodes.map((n) => Object.keys(n)[0]!);
};

describe('myDATA InvoicesDoc', () => {
  it('writes amounts in euros with two decimals, and the VAT number as digits', () => {
    expect([amount(0), amount(5), amount(1_240), amount(-1_240), amount(100_000_001)]).toEqual(['0.00', '0.05', '12.40', '-12.40', '1000000.01']);
    expect(() => amount(1.5)).toThrow(RangeError);
    expect([mydataVatNumber('EL 094014201'), mydataVatNumber('094014201'), mydataVatNumber('gr094014201')]).toEqual(['094014201', '094014201', '094014201']);
  });

  it("follows the schema's order: issuer, header, payments, lines, summary; each line's and the header's in theirs", () => {
    const xml = buildInvoicesDoc(receipt);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><InvoicesDoc xmlns="http://www.aade.gr/myDATA/invoice/v1.0"')).toBe(true);
    expect(order(xml, ['InvoicesDoc', 'invoice'])).toEqual(['issuer', 'invoiceHeader', 'paymentMethods', 'invoiceDetails', 'invoiceDetails', 'invoiceDetails', 'invoiceSummary']);
    expect(order(xml, ['InvoicesDoc', 'invoice', 'invoiceHeader'])).toEqual(['series', 'aa', 'issueDate', 'invoiceType', 'currency']);
    expect(order(xml, ['InvoicesDoc', 'invoice', 'invoiceDetails'])).toEqual(['lineNumber', 'netValue', 'vatCategory', 'vatAmount', 'incomeClassification']);
    expect(order(xml, ['InvoicesDoc', 'invoice', 'invoiceSummary'])).toEqual([
      'totalNetValue', 'totalVatAmount', 'totalWithheldAmount', 'totalFeesAmount', 'totalStampDutyAmount', 'totalOtherTaxesAmount', 'totalDeductionsAmount', 'totalGrossValue', 'incomeClassification', 'incomeClassification',
    ]);
  });

  it('adds up: the summary is the sum of the lines, its classification the net per type and category', () => {
    const [invoice] = parseInvoicesDoc(buildInvoicesDoc(receipt)) as { invoiceSummary: Record<string, unknown>; invoiceDetails: { lineNumber: string; netValue: string; vatCategory: string }[]; issuer: { vatNumber: string } }[];
    expect(invoice!.issuer.vatNumber).toBe('094014201');
    expect(invoice!.invoiceDetails.map((l) => [l.lineNumber, l.netValue, l.vatCategory])).toEqual([['1', '90.00', '1'], ['2', '10.00', '2'], ['3', '9.19', '1']]);
    expect(invoice!.invoiceSummary).toMatchObject({ totalNetValue: '109.19', totalVatAmount: '25.11', totalGrossValue: '134.30' });
    expect(summaryClassifications(receipt.lines)).toEqual([
      { classificationType: 'E3_561_003', classificationCategory: 'category1_1', cents: 10_000 },
      { classificationType: 'E3_561_003', classificationCategory: 'category1_3', cents: 919 },
    ]);
    expect(invoice!.invoiceSummary.incomeClassification).toEqual([
      { classificationType: 'E3_561_003', classificationCategory: 'category1_1', amount: '100.00' },
      { classificationType: 'E3_561_003', classificationCategory: 'category1_3', amount: '9.19' },
    ]);
  });

  it('a credit invoice names its counterpart and the MARK it credits; a line without VAT its exemption', () => {
    const credit: MydataDocument = {
      ...receipt,
      counterpart: { vatNumber: 'EL 094014201', country: 'GR', branch: 0, address: { street: 'Ερμού', number: '24', postalCode: '10563', city: 'Αθήνα' } },
      header: { series: 'ΠΤ', aa: 1, issueDate: '2026-11-30', invoiceType: InvoiceTypes.creditInvoice, correlatedInvoices: ['400001234567'] },
      lines: [{ netCents: 2_500, vatCents: 0, ...lineVat(0, 'domestic-business', true), income: incomeClassification('domestic-business', 'goods') }],
    };
    const xml = buildInvoicesDoc(credit);
    expect(order(xml, ['InvoicesDoc', 'invoice'])).toEqual(['issuer', 'counterpart', 'invoiceHeader', 'paymentMethods', 'invoiceDetails', 'invoiceSummary']);
    expect(order(xml, ['InvoicesDoc', 'invoice', 'invoiceHeader'])).toEqual(['series', 'aa', 'issueDate', 'invoiceType', 'currency', 'correlatedInvoices']);
    expect(order(xml, ['InvoicesDoc', 'invoice', 'invoiceDetails'])).toEqual(['lineNumber', 'netValue', 'vatCategory', 'vatAmount', 'vatExemptionCategory', 'incomeClassification']);
    const [invoice] = parseInvoicesDoc(xml) as { counterpart: { address: Record<string, string> }; invoiceHeader: { correlatedInvoices: string[] } }[];
    expect(invoice!.invoiceHeader.correlatedInvoices).toEqual(['400001234567']);
    expect(invoice!.counterpart.address).toEqual({ street: 'Ερμού', number: '24', postalCode: '10563', city: 'Αθήνα' });
  });

  it('escapes text and refuses a document without lines', () => {
    const xml = buildInvoicesDoc({ ...receipt, header: { ...receipt.header, series: 'A<&>' } });
    expect(xml).toContain('<series>A&lt;&amp;&gt;</series>');
    expect(() => buildInvoicesDoc({ ...receipt, lines: [] })).toThrow(RangeError);
  });
});

describe('myDATA ResponseDoc', () => {
  it('reads a success with its MARK, UID and QR, and a rejection with its errors, as written', () => {
    const results = [
      { index: 1, status: 'Success' as const, invoiceUid: 'A1B2', invoiceMark: '400001234567', qrUrl: 'https://mydata.example/qr?x=1&y=2' },
      { index: 2, status: 'ValidationError' as const, errors: [{ code: '203', message: 'Σφάλμα: λάθος ΑΦΜ' }] },
    ];
    const xml = buildResponseDoc(results);
    expect(parseResponseDoc(xml)).toEqual(results);
    expect(order(xml, ['ResponseDoc', 'response'])).toEqual(['index', 'invoiceUid', 'invoiceMark', 'qrUrl', 'statusCode']);
  });

  it('takes an unknown status as a technical error and refuses what is not a ResponseDoc', () => {
    expect(parseResponseDoc('<ResponseDoc><response><index>1</index><statusCode>Whatever</statusCode></response></ResponseDoc>')).toEqual([{ index: 1, status: 'TechnicalError', errors: [] }]);
    expect(() => parseResponseDoc('<html>Service Unavailable</html>')).toThrow(SyntaxError);
  });
});
