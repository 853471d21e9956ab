import * as z from 'zod/mini';
import { zInvoiceDetails } from './invoice-details';

/** The field errors of invoice details, by field: the message keys the checkout translates. */
const problems = (input: unknown) => {
  const result = z.safeParse(zInvoiceDetails, input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const greek = { vatNumber: 'EL 094014201', companyName: 'Acme Ελλάς Α.Ε.', job: 'Εμπόριο', irs: 'φαε αθηνων' };

describe('invoice details', () => {
  it('a Greek company: the ΑΦΜ without its prefix, the tax office by its official name', () => {
    expect(z.parse(zInvoiceDetails, greek)).toEqual({ ...greek, vatNumber: '094014201', irs: 'ΦΑΕ Αθηνών' });
  });

  it('a Greek company needs its tax office: required when empty, unknown when not on the list, shown with an ΑΦΜ error at once', () => {
    expect(problems({ ...greek, irs: '' })).toEqual({ irs: 'required' });
    expect(problems({ ...greek, vatNumber: '12345', irs: 'Πουθενά' })).toEqual({ vatNumber: 'vat_number_length', irs: 'tax_office_unknown' });
  });

  it("a company of another member state (decision 0078): its VAT number with the country's letters, no tax office", () => {
    expect(z.parse(zInvoiceDetails, { ...greek, vatNumber: 'cy 10259033-p', irs: '' })).toEqual({ ...greek, vatNumber: 'CY10259033P', irs: '' });
    expect(problems({ ...greek, vatNumber: 'CY1', irs: '' })).toEqual({ vatNumber: 'eu_vat_number_format' });
    expect(problems({ ...greek, vatNumber: 'XX123456789', irs: '' })).toEqual({ vatNumber: 'eu_vat_number_format' });
  });
});
