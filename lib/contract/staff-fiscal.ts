import { z } from 'zod';
import * as zm from 'zod/mini';
import { zLine } from './field-rules';
import { zInvoiceDetails } from './invoice-details';
import { pageOf, pagingFields } from './paging';

/**
 * The fiscal documents of the staff console and the operations API (issue #47 item 3, decision
 * 0070): every invoice, receipt and credit note of the partners a member sees, with what myDATA
 * answered (MARK, or its reasons for refusing), newest first; a refused one can be resent, an
 * invoice's buyer corrected first; a transmitted invoice with a wrong buyer is corrected by a new
 * invoice that replaces it, the old one cancelled at myDATA (decision 0080).
 */
export const FiscalStatuses = ['pending', 'transmitted', 'rejected', 'cancelling', 'cancelled'] as const;
export type FiscalStatus = (typeof FiscalStatuses)[number];

export const zStaffFiscalListQuery = z.strictObject({
  status: z.enum(FiscalStatuses).optional(),
  partner: z.string().trim().toLowerCase().max(40).optional(),
  ...pagingFields(50),
});
export type StaffFiscalListQuery = z.infer<typeof zStaffFiscalListQuery>;

const zBuyer = z.object({ vatNumber: z.string(), country: z.string(), street: z.string(), postalCode: z.string(), city: z.string(), name: z.string().optional() });

export const zStaffFiscalDocument = z
  .object({
    id: z.number().int(),
    /** `ΑΛΠ 2026/42`: series, year and number. */
    label: z.string(),
    /** myDATA's type: 1.1 sales invoice, 5.1 credit invoice, 11.1 retail receipt, 11.4 retail credit. */
    invoiceType: z.string(),
    orderId: z.number().int(),
    orderNumber: z.string(),
    partner: z.string(),
    status: z.enum(FiscalStatuses),
    totalCents: z.number().int(),
    issuedAt: z.string(),
    mark: z.string().nullable(),
    qrUrl: z.string().nullable(),
    /** myDATA's reasons for refusing it (rejected only). */
    rejection: z.string().nullable(),
    /** The last fault on the way while it waits (myDATA away, no answer). */
    lastError: z.string().nullable(),
    attempts: z.number().int(),
    /** The document a credit note credits. */
    creditsLabel: z.string().nullable(),
    /** An invoice's buyer as it is sent (a staff correction, or the order's invoice details); null for retail documents. */
    buyer: zBuyer.nullable(),
    /** A correction: the document it replaces (cancelled at myDATA). */
    replacesLabel: z.string().nullable(),
    /** The MARK of its cancellation at myDATA, once cancelled. */
    cancellationMark: z.string().nullable(),
  })
  .meta({ id: 'StaffFiscalDocument' });
export type StaffFiscalDocument = z.infer<typeof zStaffFiscalDocument>;

export const zStaffFiscalList = pageOf(zStaffFiscalDocument).meta({ id: 'StaffFiscalList' });
export type StaffFiscalList = z.infer<typeof zStaffFiscalList>;

/**
 * A corrected buyer: a VAT number as the invoice details take it (a Greek ΑΦΜ with its check digit,
 * or another member state's, which must match the document: decision 0080), and the billing
 * address. zod/mini, as ./invoice-details.ts.
 */
export const zFiscalBuyerCorrection = zm.strictObject({
  vatNumber: zInvoiceDetails.shape.vatNumber,
  street: zLine(150),
  postalCode: zLine(10),
  city: zLine(100),
  /** A company abroad's name (kept from the order when not given). */
  name: zm.optional(zLine(200)),
});

export const zFiscalResendRequest = zm.strictObject({ buyer: zm.optional(zFiscalBuyerCorrection) });
export type FiscalResendRequest = zm.output<typeof zFiscalResendRequest>;

export const zFiscalCorrectRequest = zm.strictObject({ buyer: zFiscalBuyerCorrection });
export type FiscalCorrectRequest = zm.output<typeof zFiscalCorrectRequest>;
