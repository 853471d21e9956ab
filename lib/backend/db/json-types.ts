/**
 * The shapes of the schema's JSON columns that more than one table or module reads (re-exported by
 * schema.ts through schema-base.ts).
 */

/** Translated texts are `{ el, en }` JSON objects. */
export type LocalizedText = { el: string; en: string };

/** A partner's own issuing company (decision 0074): what the SHOP_* variables say for the shop. */
export type PartnerIssuer = { name: LocalizedText; address: LocalizedText; vatNumber: string; taxOffice: string; registryNumber: string; phone: string; email: string };

/** What a mail attaches, made at send time from the database (the document as it is then; decision 0073). */
/** An order's document as a mail's attachment: its invoice or receipt, or with `creditId` one of its credit notes. */
export type MailAttachmentRef = { kind: 'order-document'; orderId: number; creditId?: number };
