import { zCompanyStatement, zCompanyStatementQuery } from './staff-companies';

/**
 * The company's credit statement in the storefront API (issue #50 item 5, decision 0101), spread
 * into `routes` (api-routes.ts): the admin of an active company reads what the company owes and
 * every entry of its ledger, as JSON or a PDF to download. Scoped by the caller's membership
 * (lib/backend/services/companies/membership.ts): never another company's. Checked as a RouteDef where
 * `routes` takes it (api-routes.ts): importing the type here would make an import cycle.
 */
const def = <T extends { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string }>(d: T) => d;

export const companyCreditPaths = {
  companyStatement: '/Company/Statement',
} as const;

export const companyCreditRoutes = {
  companyStatement: def({
    method: 'get',
    path: companyCreditPaths.companyStatement,
    summary:
      "The company's credit statement (its admin's): terms, limit, owed, available, overdue and the oldest due date, and every ledger entry (date, kind, order and PO number or payment reference, amount, due date, balance after), optionally for a period (from/to, UTC days) with its opening balance; with format=pdf an A4 PDF in `lang` or else the request's language, never cached. 403 company_role_forbidden (not its admin), 404 company_not_found (no active company), 400 with field keys",
    tag: 'company',
    auth: true,
    partner: true,
    query: zCompanyStatementQuery,
    produces: ['application/json', 'application/pdf'],
    responses: { 200: zCompanyStatement },
  }),
};
