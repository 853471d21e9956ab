import * as z from 'zod/mini';
import { findTaxOffice } from '@/lib/rules/tax-office-match';
import { normaliseVatNumber, vatNumberProblem } from '@/lib/rules/vat-number';
import { zLine } from './field-rules';

/** Error keys of the invoice details' own rules (besides the catalogue's `required`, `max_characters`). */
export const InvoiceErrorKeys = ['vat_number_length', 'vat_number_check_digit', 'tax_office_unknown'] as const;

/**
 * Invoice details (SPEC §3: vat_number, company_name, job, irs). The ΑΦΜ says what is wrong with
 * it (length or check digit); the tax office must be one of `lib/rules/tax-offices` (any spelling
 * of its name is kept as the official Greek one). zod/mini, as ./field-rules.ts: the checkout
 * loads these rules in the browser.
 */
export const zInvoiceDetails = z.strictObject({
  vatNumber: z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1),
      z.superRefine((value: string, ctx) => {
        const problem = vatNumberProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    ),
    z.transform(normaliseVatNumber),
  ),
  companyName: zLine(200),
  job: zLine(100),
  irs: z.pipe(
    zLine(100).check(z.refine((value: string) => findTaxOffice(value) !== undefined, { message: 'tax_office_unknown' })),
    z.transform((value: string) => findTaxOffice(value)?.el ?? value),
  ),
});
