import type { RouteDef } from './api-routes';
import { zFiscalCorrectRequest, zFiscalResendRequest, zStaffFiscalDocument, zStaffFiscalList, zStaffFiscalListQuery } from './staff-fiscal';

/**
 * The fiscal documents (issue #47 item 3, decision 0070), spread into staffPaths and staffRoutes
 * (staff-routes.ts): every member reads those of the partners they see; only an Employee (the
 * shop's own staff, who keep its books) resends a refused one or corrects a transmitted invoice.
 */
const def = <T extends RouteDef>(d: T) => d;

export const staffFiscalPaths = {
  fiscalDocuments: '/staff/fiscal-documents',
  fiscalDocumentResend: '/staff/fiscal-documents/:id/resend',
  fiscalDocumentCorrect: '/staff/fiscal-documents/:id/correct',
} as const;

const base = { tag: 'staff', auth: false, partner: false } as const;

export const staffFiscalRoutes = {
  staffFiscalDocuments: def({
    ...base,
    method: 'get',
    path: staffFiscalPaths.fiscalDocuments,
    staff: 'read',
    query: zStaffFiscalListQuery,
    access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 },
    responses: { 200: zStaffFiscalList },
    summary: "Invoices, receipts and credit notes of every partner the member sees, newest first, filtered by myDATA status (pending, transmitted, rejected) or partner, with the MARK or myDATA's reasons for refusing",
  }),
  staffFiscalDocumentResend: def({
    ...base,
    method: 'post',
    path: staffFiscalPaths.fiscalDocumentResend,
    staff: 'write',
    body: zFiscalResendRequest,
    access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 200: zStaffFiscalDocument },
    summary:
      "Send a document myDATA refused again (it waits in the outbox, due at once), an invoice's buyer corrected first if given (ΑΦΜ with its check digit, street, postal code, city); audited. 400 with buyer field keys / fiscal_buyer_not_invoice (a retail document names no buyer), 404 fiscal_document_not_found, 409 fiscal_not_rejected (sent or waiting already), 403 staff_read_only / staff_role_forbidden",
  }),
  staffFiscalDocumentCorrect: def({
    ...base,
    method: 'post',
    path: staffFiscalPaths.fiscalDocumentCorrect,
    staff: 'write',
    body: zFiscalCorrectRequest,
    access: { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 200: zStaffFiscalDocument },
    summary:
      "Correct the buyer of a transmitted sales invoice (decision 0080): a new invoice with the next number of its series and the corrected buyer replaces it; the old one is cancelled at myDATA first, then the new one is sent and mailed to the customer; audited. Only while nothing credits it, and in the buyer's own country (another country is another VAT: cancel the order instead). Answers the new document. 400 with buyer field keys / fiscal_buyer_not_invoice / fiscal_buyer_country, 404 fiscal_document_not_found, 409 fiscal_not_transmitted / fiscal_document_credited / fiscal_not_sale (a credit note follows its invoice), 403 staff_read_only / staff_role_forbidden",
  }),
} satisfies Record<string, RouteDef>;
