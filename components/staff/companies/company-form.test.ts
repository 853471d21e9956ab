import { centsField, centsToEuros, eurosToCents, fieldsFromQuery, fieldsQuery, settingsBody, wholeField } from './company-form';

describe('euros typed in a console form', () => {
  it('reads Greek and English amounts as cents', () => {
    expect(['150', '150,5', '150.50', '1.234,56', '1,234.56', '1234,56', ' 12 € ', '0', '0,01'].map(eurosToCents)).toEqual([15_000, 15_050, 15_050, 123_456, 123_456, 123_456, 1_200, 0, 1]);
  });

  it('refuses what is not an amount', () => {
    expect(['', 'abc', '-5', '1,2,3', '1.2345', '9'.repeat(20)].map(eurosToCents)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it('writes cents back in the language of the form', () => {
    expect([centsToEuros(123_456, 'el'), centsToEuros(5, 'en'), centsToEuros(null, 'el')]).toEqual(['1234,56', '0.05', '']);
  });

  it('sends an empty optional field as null and a wrong one as typed, so the API names it', () => {
    expect([centsField('', true), centsField('', false), centsField('10', false), centsField('ten', true)]).toEqual([null, '', 1_000, 'ten']);
    expect([wholeField(''), wholeField(' 30 '), wholeField('30 days')]).toEqual([null, 30, '30 days']);
  });
});

describe('the settings form', () => {
  it('is the PUT body: cents, days, the limit 0 when empty, the version', () => {
    const values = { name: 'Α', vatNumber: '094014201', taxOffice: 'ΦΑΕ Αθηνών', activity: 'Εμπόριο', approvalThreshold: '', paymentTermsDays: '30', creditLimit: '' };
    expect(settingsBody(values, '3')).toEqual({ name: 'Α', vatNumber: '094014201', taxOffice: 'ΦΑΕ Αθηνών', activity: 'Εμπόριο', approvalThresholdCents: null, paymentTermsDays: 30, creditLimitCents: 0, expectedVersion: 3 });
  });

  it('carries the API field keys under the form field names and back', () => {
    const query = fieldsQuery({ amountCents: 'min_number', reference: 'required', 'Idempotency-Key': 'invalid_format' });
    expect(query).toBe('amount:min_number,reference:required');
    expect(fieldsFromQuery(query)).toEqual({ amount: 'min_number', reference: 'required' });
    expect(fieldsFromQuery('x:<script>,ok:required')).toEqual({ ok: 'required' });
  });
});
