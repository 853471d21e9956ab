import { z } from 'zod';
import { zNamedColor, zQuotationStatus } from './enum-schemas';
import { QUOTE_COMMENT_MAX } from './limits';

/**
 * Quotations (issue #18 item 3): the customer asks for prices on the cart's lines
 * (`POST /Quotes`), staff revise them with a quoted gross unit price per line and a validity date
 * (`PUT /staff/quotes/{id}`), the customer accepts or declines, and moves an accepted quote to the
 * cart (`POST /Quotes/{uid}/Cart`), which is then priced at the quote until its lines change.
 */
const MAX_ID = 2_147_483_647;
const zNote = z.string().trim().max(QUOTE_COMMENT_MAX);

export const zRequestQuoteRequest = z.strictObject({ comment: zNote.optional() });
export type RequestQuoteRequest = z.input<typeof zRequestQuoteRequest>;

export const zQuoteLine = z
  .object({
    variantId: z.number().int(),
    productId: z.number().int(),
    code: z.string(),
    eurl: z.string(),
    /** In the request language. */
    name: z.string(),
    color: zNamedColor,
    size: z.string().nullable(),
    picture: z.string(),
    quantity: z.number().int(),
    /** Gross cents per unit: the list price and the storefront's price when the quote was requested. */
    listUnitGross: z.number().int(),
    requestedUnitGross: z.number().int(),
    /** Staff's price per unit; null until revised. */
    quotedUnitGross: z.number().int().nullable(),
  })
  .meta({ id: 'QuoteLine' });
export type QuoteLine = z.infer<typeof zQuoteLine>;

export const zQuoteSummary = z
  .object({
    uid: z.string(),
    status: zQuotationStatus,
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The last instant the quoted prices hold; null until revised. */
    validUntil: z.string().nullable(),
    lineCount: z.number().int(),
    unitCount: z.number().int(),
    /** Gross cents at the storefront's prices when requested, and at the quoted prices (null until revised). */
    requestedTotal: z.number().int(),
    quotedTotal: z.number().int().nullable(),
    /** The order placed from it, once ordered. */
    orderUid: z.string().nullable(),
  })
  .meta({ id: 'QuoteSummary' });
export type QuoteSummary = z.infer<typeof zQuoteSummary>;

export const zQuoteList = z.object({ items: z.array(zQuoteSummary) }).meta({ id: 'QuoteList' });
export type QuoteList = z.infer<typeof zQuoteList>;

export const zQuote = zQuoteSummary
  .extend({
    comment: z.string().nullable(),
    staffNote: z.string().nullable(),
    lines: z.array(zQuoteLine),
    /** What the customer may do now (lib/quotations/quote-status.ts). */
    actions: z.object({ accept: z.boolean(), decline: z.boolean(), order: z.boolean() }),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof zQuote>;

/** The quote a cart is priced at, while it holds exactly the quote's lines. */
export const zCartQuote = z.object({ uid: z.string(), validUntil: z.string(), expired: z.boolean() }).meta({ id: 'CartQuote' });

// ---- Staff ----

export const zStaffQuoteListQuery = z.strictObject({
  status: zQuotationStatus.optional(),
  partner: z.string().trim().toLowerCase().max(40).optional(),
});
export type StaffQuoteListQuery = z.infer<typeof zStaffQuoteListQuery>;

const staffFields = {
  id: z.number().int(),
  partner: z.string(),
  customer: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
};
export const zStaffQuoteSummary = zQuoteSummary.extend({ ...staffFields, awaitingApproval: z.boolean() }).meta({ id: 'StaffQuoteSummary' });
export type StaffQuoteSummary = z.infer<typeof zStaffQuoteSummary>;
export const zStaffQuoteList = z.object({ items: z.array(zStaffQuoteSummary) }).meta({ id: 'StaffQuoteList' });
export type StaffQuoteList = z.infer<typeof zStaffQuoteList>;
/**
 * A SalesPerson's revision with a price below the partner's floor (issue #44 item 7), held for an
 * Employee's approval: the customer sees nothing of it until it is approved.
 */
export const zStaffQuoteApproval = z
  .object({
    lines: z.array(z.object({ variantId: z.number().int(), quotedUnitGross: z.number().int(), floorUnitGross: z.number().int(), belowFloor: z.boolean() })),
    validUntil: z.string(),
    note: z.string().nullable(),
    requestedBy: z.object({ id: z.number().int(), name: z.string() }),
    at: z.string(),
  })
  .meta({ id: 'StaffQuoteApproval' });
export type StaffQuoteApproval = z.infer<typeof zStaffQuoteApproval>;

export const zStaffQuote = zQuote
  .omit({ actions: true })
  .extend({ ...staffFields, language: z.enum(['el', 'en']), mayRevise: z.boolean(), approval: zStaffQuoteApproval.nullable(), mayApprove: z.boolean() })
  .meta({ id: 'StaffQuote' });
export type StaffQuote = z.infer<typeof zStaffQuote>;

/**
 * Revise: a quoted gross unit price for every line (> 0, ≤ list), a validity in the future and a
 * note (a SalesPerson's below the partner's floor is held for approval); decline with a note; an
 * Employee approves or rejects a held revision (issue #44 item 7).
 */
export const zStaffQuoteRequest = z
  .discriminatedUnion('action', [
    z.strictObject({
      action: z.literal('revise'),
      validUntil: z.iso.datetime({ offset: true }),
      note: zNote.optional(),
      lines: z.array(z.strictObject({ variantId: z.number().int().positive().max(MAX_ID), quotedUnitGross: z.number().int().positive().max(100_000_000) })).min(1).max(500),
    }),
    z.strictObject({ action: z.literal('decline'), note: zNote.optional() }),
    z.strictObject({ action: z.literal('approve') }),
    z.strictObject({ action: z.literal('reject') }),
  ])
  .meta({ id: 'StaffQuoteRequest' });
export type StaffQuoteRequest = z.infer<typeof zStaffQuoteRequest>;
