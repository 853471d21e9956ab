import { buildInvoicesDoc, parseInvoicesDoc } from './mydata-xml';
import { mydataDocument } from './mydata-document';
import { deliveryMovement, deliveryNoteLines, splitPostalAddress } from './delivery-note';
import { invoiceRuleErrors, readInvoice } from './mydata-validate';

const loading = { street: 'Λεωφ. Συγγρού 100', postalCode: '11741', city: 'Αθήνα' };
const delivery = { street: 'Φηρά 1', postalCode: '84700', city: 'Θήρα' };

describe('delivery note (9.3)', () => {
  it('splits the shop’s one-line address into myDATA’s parts', () => {
    expect(splitPostalAddress('Λεωφ. Συγγρού 100, 117 41 Αθήνα')).toEqual(loading);
    expect(splitPostalAddress('100 Syngrou Avenue, 11741 Athens, Greece')).toBeUndefined();
    expect(splitPostalAddress('Ερμού 24, 10563 Αθήνα')).toEqual({ street: 'Ερμού 24', postalCode: '10563', city: 'Αθήνα' });
    expect(splitPostalAddress('no postal code here')).toBeUndefined();
  });

  it('carries the goods and how many, without amounts', () => {
    expect(deliveryNoteLines([{ code: 'P1', description: 'Μπότα', quantity: 2 }])).toEqual([{ netCents: 0, vatCategory: 8, vatCents: 0, item: { code: 'P1', description: 'Μπότα', quantity: 2, unit: 1 } }]);
    expect(() => deliveryNoteLines([])).toThrow(RangeError);
    expect(() => deliveryNoteLines([{ code: 'P1', description: 'x', quantity: 0 }])).toThrow(RangeError);
  });

  it('dates the dispatch in Athens (UTC+2 in winter) and names the sale as its purpose', () => {
    expect(deliveryMovement(new Date('2026-11-22T22:30:05Z'), loading, delivery)).toEqual({ dispatchDate: '2026-11-23', dispatchTime: '00:30:05', movePurpose: 1, loading, delivery });
  });

  it('is written as myDATA takes it, and the sandbox’s rules accept it; a 9.3 without its movement is refused', () => {
    const doc = mydataDocument({
      issuerVat: '094014201', invoiceType: '9.3', series: 'ΔΑ', number: 7, issuedAt: new Date('2026-11-22T10:00:00Z'), totalCents: 0, paymentMethod: 'cod',
      lines: deliveryNoteLines([{ code: 'P1', description: 'Μπότα', quantity: 2 }, { code: 'P2', description: 'Κάλτσες', quantity: 1 }]),
      movement: deliveryMovement(new Date('2026-11-22T10:00:00Z'), loading, delivery),
    });
    const xml = buildInvoicesDoc(doc);
    expect(xml).toContain('<dispatchDate>2026-11-22</dispatchDate><dispatchTime>12:00:00</dispatchTime><movePurpose>1</movePurpose><otherDeliveryNoteHeader><loadingAddress><street>Λεωφ. Συγγρού 100</street><postalCode>11741</postalCode>');
    expect(xml).toContain('<itemCode>P1</itemCode><itemDescr>Μπότα</itemDescr><quantity>2</quantity><measurementUnit>1</measurementUnit><netValue>0.00</netValue><vatCategory>8</vatCategory>');
    expect(xml).not.toContain('paymentMethods');
    expect(xml).not.toContain('counterpart');
    const [raw] = parseInvoicesDoc(xml);
    const read = readInvoice(raw);
    if (!('invoice' in read)) throw new Error(JSON.stringify(read.errors));
    expect(invoiceRuleErrors(read.invoice, () => true)).toEqual([]);
    const { movement: _none, ...header } = doc.header;
    const [bare] = parseInvoicesDoc(buildInvoicesDoc({ ...doc, header }));
    const refused = readInvoice(bare);
    expect('invoice' in refused ? invoiceRuleErrors(refused.invoice, () => true) : refused.errors).toEqual(expect.arrayContaining([expect.objectContaining({ code: '208' })]));
    expect(() => mydataDocument({ issuerVat: '094014201', invoiceType: '9.3', series: 'ΔΑ', number: 1, issuedAt: new Date(), totalCents: 0, paymentMethod: 'cod', lines: doc.lines })).toThrow('movement');
  });
});
