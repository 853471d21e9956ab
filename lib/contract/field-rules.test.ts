import { z } from 'zod';
import { zodFieldErrors } from './validation-messages';
import { zEmail, zLinkToken, zPartnerCode, zPersonName } from './field-rules';
import { zInvoiceDetails } from './invoice-details';
import { zAddressRequest, zPostalAddress } from './postal-address';

/**
 * The shared rules are written with zod/mini (the browser loads them as the checkout opens) and
 * used inside the API's classic schemas: the same answers, keys and normalisation either way.
 */
const errors = (schema: z.core.$ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  if (result.success) throw new Error(`expected ${JSON.stringify(value)} to fail`);
  return zodFieldErrors(result.error, { input: value });
};

const ATHENS = { firstName: 'Μαρία', lastName: 'Π', country: 'GR', address: 'Πανεπιστημίου 10', city: 'Αθήνα', postalCode: '106 71', mobile: '+30 691 234 5678' };

describe('zod/mini field rules inside a classic schema', () => {
  const request = z.strictObject({ email: zEmail, name: zPersonName, partnerCode: zPartnerCode, token: z.optional(zLinkToken), billing: zPostalAddress });

  it('parses and normalises: email and partner code lower-cased, postal code and mobile normalised', () => {
    const parsed = request.parse({ email: ' Maria@Example.GR ', name: ' Μαρία ', partnerCode: 'ACME', billing: ATHENS });
    expect(parsed).toEqual({ email: 'maria@example.gr', name: 'Μαρία', partnerCode: 'acme', billing: { ...ATHENS, postalCode: '10671', mobile: '6912345678' } });
  });

  it('reports each field by the catalogue key the API answers', () => {
    expect(errors(request, { email: 'nope', name: 'x'.repeat(101), partnerCode: '-abc', token: 'short', billing: { ...ATHENS, postalCode: '1234', mobile: '12' } })).toEqual({
      email: 'invalid_email',
      name: 'max_characters',
      partnerCode: 'invalid_format',
      token: 'min_characters',
      'billing.postalCode': 'postal_code_invalid',
      'billing.mobile': 'address_mobile_invalid',
    });
    expect(errors(request, { email: '', name: '', partnerCode: 'acme', billing: ATHENS })).toMatchObject({ email: 'required', name: 'required' });
  });

  it('keeps the address strict and the address request its own fields', () => {
    expect(errors(zPostalAddress, { ...ATHENS, extra: 1 })).toEqual({ extra: 'not_allowed_values' });
    expect(zAddressRequest.parse({ ...ATHENS, title: ' Σπίτι ', isDefault: true })).toMatchObject({ title: 'Σπίτι', isDefault: true, postalCode: '10671' });
    expect(errors(zAddressRequest, ATHENS)).toEqual({ title: 'required' });
  });

  it('says what is wrong with an ΑΦΜ and keeps a tax office by its official name', () => {
    const invoice = { vatNumber: '094019245', companyName: 'ΑΚΜΕ ΑΕ', job: 'Εμπόριο', irs: 'δου ψυχικου' };
    expect(z.optional(zInvoiceDetails).parse(invoice)).toMatchObject({ vatNumber: '094019245' });
    expect(errors(zInvoiceDetails, { ...invoice, vatNumber: '12345' })).toEqual({ vatNumber: 'vat_number_length' });
    expect(errors(zInvoiceDetails, { ...invoice, vatNumber: '094019246' })).toEqual({ vatNumber: 'vat_number_check_digit' });
    expect(errors(zInvoiceDetails, { ...invoice, irs: 'Ατλαντίδα' })).toEqual({ irs: 'tax_office_unknown' });
  });
});
