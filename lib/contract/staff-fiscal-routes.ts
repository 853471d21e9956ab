import type { RouteDef } from './api-routes';
import { zFiscalResendRequest, zStaffFiscalDocument, zStaffFiscalList, zStaffFiscalListQuery } from './staff-fiscal';

/**
 * The fiscal documents (issue #47 item 3, decision 0070), spread into staffPaths and staffRoutes
 * (staff-routes.ts): every member reads those of the partners they see; only an Employee (the
 * shop's own staff, who keep its books) resends a refused one.
 */
const def = <T extends RouteDef>(d: T) => d;

export const staffFiscalPaths = {
  fiscalDocuments: '/staff/fiscal-documents',
  fiscalDocumentResend: '/staff/fiscal-documents/:id/resend',
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
} satisfies Record<string, RouteDef>;
