import * as z from 'zod/mini';
import { findTaxOffice } from '@/lib/rules/tax-office-match';
import { foreignVatNumber, isForeignVatNumber } from '@/lib/rules/eu-vat-number';
import { normaliseVatNumber, vatNumberProblem } from '@/lib/rules/vat-number';
import { zLine } from './field-rules';

/** Error keys of the invoice details' own rules (besides the catalogue's `required`, `max_characters`). */
export const InvoiceErrorKeys = ['vat_number_length', 'vat_number_check_digit', 'tax_office_unknown', 'eu_vat_number_format'] as const;

/**
 * Invoice details (SPEC §3: vat_number, company_name, job, irs). The ΑΦΜ says what is wrong with
 * it (length or check digit); the tax office must be one of `lib/rules/tax-offices` (any spelling
 * of its name is kept as the official Greek one). zod/mini, as ./field-rules.ts: the checkout
 * loads these rules in the browser.
 */
export const zInvoiceDetails = z
  .strictObject({
    vatNumber: z.pipe(
      z.string().check(
        z.trim(),
        z.minLength(1),
        z.superRefine((value: string, ctx) => {
          // Another member state's number (decision 0078) says when it is not one; an ΑΦΜ what is wrong with it.
          const problem = isForeignVatNumber(value) ? (foreignVatNumber(value) ? undefined : 'eu_vat_number_format') : vatNumberProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      ),
      z.transform((value: string) => foreignVatNumber(value) ?? normaliseVatNumber(value)),
    ),
    companyName: zLine(200),
    job: zLine(100),
    // A Greek company's tax office, from the list; a company of another member state has none.
    irs: z.pipe(
      z.string().check(z.trim(), z.maxLength(100, { message: 'max_characters' })),
      z.transform((value: string) => findTaxOffice(value)?.el ?? value),
    ),
  })
  .check(
    // Run also when another field is wrong (`when`): every field's error shows at once, as before.
    z.superRefine(
      (details, ctx) => {
        if (typeof details !== 'object' || details === null) return;
        const { vatNumber, irs } = details as { vatNumber?: unknown; irs?: unknown };
        if (typeof vatNumber === 'string' && isForeignVatNumber(vatNumber)) return;
        const office = typeof irs === 'string' ? irs.trim() : '';
        if (!office) ctx.addIssue({ code: 'custom', path: ['irs'], message: 'required', input: irs });
        else if (!findTaxOffice(office)) ctx.addIssue({ code: 'custom', path: ['irs'], message: 'tax_office_unknown', input: irs });
      },
      { when: () => true },
    ),
  );
