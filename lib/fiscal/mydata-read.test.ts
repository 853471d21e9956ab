import { buildCancelResponse, buildRequestedDoc, onlyMark, parseCancelResponse, parseRequestedDoc } from './mydata-read';

describe('myDATA RequestedDoc', () => {
  it('reads back what the sandbox writes: documents, their QR URL and cancellation, the cancellations, the continuation', () => {
    const doc = {
      documents: [
        { uid: 'A1B2', mark: '400000000000001', qrUrl: 'https://example.test/qr?q=A1B2', series: 'ΤΠΥ', aa: '7', invoiceType: '1.1' },
        { uid: 'C3D4', mark: '400000000000002', cancelledByMark: '500000000000002', series: 'ΑΛΠ', aa: '8', invoiceType: '11.1' },
      ],
      cancellations: [{ invoiceMark: '400000000000002', cancellationMark: '500000000000002', cancellationDate: '2026-11-30' }],
      continuation: { nextPartitionKey: 'p', nextRowKey: 'r' },
    };
    expect(parseRequestedDoc(buildRequestedDoc(doc))).toEqual(doc);
  });

  it('reads the platform’s own shape: namespaced elements, many other elements, an empty answer', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?><RequestedDoc xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://www.aade.gr/myDATA/invoice/v1.0">
      <invoicesDoc><invoice><uid>9F</uid><mark>400001234567890</mark><authenticationCode>X</authenticationCode>
      <issuer><vatNumber>094014201</vatNumber><country>GR</country><branch>0</branch></issuer>
      <invoiceHeader><series>A</series><aa>12</aa><issueDate>2026-11-30</issueDate><invoiceType>1.1</invoiceType></invoiceHeader>
      <invoiceDetails><lineNumber>1</lineNumber></invoiceDetails><invoiceDetails><lineNumber>2</lineNumber></invoiceDetails>
      <qrCodeUrl>https://mydata.example/q?x=1&amp;y=2</qrCodeUrl></invoice></invoicesDoc></RequestedDoc>`;
    expect(parseRequestedDoc(xml)).toEqual({ documents: [{ uid: '9F', mark: '400001234567890', qrUrl: 'https://mydata.example/q?x=1&y=2', series: 'A', aa: '12', invoiceType: '1.1' }], cancellations: [] });
    expect(parseRequestedDoc('<RequestedDoc xmlns="http://www.aade.gr/myDATA/invoice/v1.0"/>')).toEqual({ documents: [], cancellations: [] });
    expect(() => parseRequestedDoc('<ResponseDoc/>')).toThrow(SyntaxError);
  });

  it('reads exactly one MARK: from the one before it to it', () => {
    expect(onlyMark('400000000000010')).toEqual({ mark: '400000000000009', maxMark: '400000000000010' });
    expect(onlyMark('9999999999999999999')).toEqual({ mark: '9999999999999999998', maxMark: '9999999999999999999' });
    expect(() => onlyMark('40x')).toThrow(RangeError);
  });
});

describe('myDATA CancelInvoice answer', () => {
  it('carries the cancellation MARK, or the errors', () => {
    expect(parseCancelResponse(buildCancelResponse({ status: 'Success', cancellationMark: '500000000000003' }))).toEqual({ status: 'Success', cancellationMark: '500000000000003' });
    const refused = { status: 'ValidationError' as const, errors: [{ code: '505', message: 'already cancelled' }] };
    expect(parseCancelResponse(buildCancelResponse(refused))).toEqual(refused);
  });

  it('takes a Success without a cancellation MARK as a technical fault, and refuses what is not a ResponseDoc', () => {
    expect(parseCancelResponse('<ResponseDoc><response><statusCode>Success</statusCode></response></ResponseDoc>')).toEqual({ status: 'TechnicalError', errors: [] });
    expect(() => parseCancelResponse('<html/>')).toThrow(SyntaxError);
  });
});
