import type { RouteDef } from './api-routes';
import {
  zCompanyStatement,
  zCompanyStatementQuery,
  zStaffCompany,
  zStaffCompanyCreateRequest,
  zStaffCompanyDecisionRequest,
  zStaffCompanyList,
  zStaffCompanyListQuery,
  zStaffCompanyMemberRequest,
  zStaffCompanyUpdateRequest,
  zStaffPayment,
  zStaffPaymentRequest,
} from './staff-companies';

/**
 * Companies in the operations API (issue #50, decisions 0100 and 0101), spread into staffPaths and
 * staffRoutes (staff-routes.ts): companies of the partners a member sees, created, edited,
 * approved or declined by staff (an Employee, or the SalesPerson of the company's partner; an
 * Inspector reads); their members, payment terms and credit limit; payments received (the console
 * and an ERP, with an Idempotency-Key) and the credit statement. Another partner's company answers
 * 404 company_not_found like one that does not exist. Every write is audited (company.*).
 */
const def = <T extends RouteDef>(d: T) => d;

export const staffCompanyPaths = {
  companies: '/staff/companies',
  company: '/staff/companies/:id',
  companyDecision: '/staff/companies/:id/decision',
  companyMembers: '/staff/companies/:id/members',
  companyMember: '/staff/companies/:id/members/:memberId',
  companyPayments: '/staff/companies/:id/payments',
  companyStatement: '/staff/companies/:id/statement',
} as const;

const READ = { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 200, customer: 401, anonymous: 401 } as const;
const base = { tag: 'staff', auth: false, partner: false } as const;

export const staffCompanyRoutes = {
  staffCompanies: def({
    ...base,
    method: 'get',
    path: staffCompanyPaths.companies,
    staff: 'read',
    query: zStaffCompanyListQuery,
    access: { ...READ, OtherSalesPerson: 200 },
    responses: { 200: zStaffCompanyList },
    summary: "Companies of every partner the member sees, pending first (they wait for a decision), then by name, filtered by partner, status or part of the name or ΑΦΜ; each with its members' count, terms, credit limit and what it owes",
  }),
  staffCompanyCreate: def({
    ...base,
    method: 'post',
    path: staffCompanyPaths.companies,
    staff: 'write',
    body: zStaffCompanyCreateRequest,
    access: { Employee: 201, SalesPerson: 201, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 201: zStaffCompany },
    summary:
      "Create a company of a partner, active at once (staff checked its tax data), optionally with a customer of the partner as its admin; audited as company.create. 400 with field keys (vatNumber: vat_number_length / vat_number_check_digit, taxOffice: tax_office_unknown, adminCustomerId: company_member_not_customer), 404 partner_not_found (also a partner the member does not see), 409 company_vat_taken / company_member_already, 403 staff_read_only",
  }),
  staffCompany: def({
    ...base,
    method: 'get',
    path: staffCompanyPaths.company,
    staff: 'read',
    access: READ,
    responses: { 200: zStaffCompany },
    summary: "A company: invoice details, status and the decisions it allows, approval threshold, payment terms, credit limit and credit now (owed, available, overdue and the oldest due date), its members and how many purchase requests wait, with its version; 404 company_not_found (also another partner's)",
  }),
  staffCompanyUpdate: def({
    ...base,
    method: 'put',
    path: staffCompanyPaths.company,
    staff: 'write',
    body: zStaffCompanyUpdateRequest,
    access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 200: zStaffCompany },
    summary:
      "Change a company's invoice details, approval threshold (cents or null), payment terms (1–365 days or null: no payment on account) and credit limit (cents ≥ 0; a lower limit than what is owed is kept: new on-account orders are refused until payments come), with the company locked; audited as company.update. 400 with field keys, 404 company_not_found, 409 company_changed (another change since expectedVersion) / company_vat_taken, 403 staff_read_only",
  }),
  staffCompanyDecision: def({
    ...base,
    method: 'post',
    path: staffCompanyPaths.companyDecision,
    staff: 'write',
    body: zStaffCompanyDecisionRequest,
    access: { Employee: 200, SalesPerson: 200, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 200: zStaffCompany },
    summary:
      "Approve (pending → active), decline (pending → declined), disable (active → disabled: its waiting purchase requests end, company_disabled, their orders cancelled and buyers told) or enable (disabled → active) a company, with an optional note (≤ 500 characters); audited as company.decision. 404 company_not_found, 409 company_transition_not_allowed, 403 staff_read_only",
  }),
  staffCompanyMemberAdd: def({
    ...base,
    method: 'post',
    path: staffCompanyPaths.companyMembers,
    staff: 'write',
    body: zStaffCompanyMemberRequest,
    access: { Employee: 201, SalesPerson: 201, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 201: zStaffCompany },
    summary:
      "Add a customer of the company's partner as a member with a role (no spending limit, month period); audited as company.member.add. 400 company_member_not_customer (unknown, another partner's or deleted account; field customerId), 404 company_not_found, 409 company_member_already (a member of any company), 403 staff_read_only",
  }),
  staffCompanyMemberRemove: def({
    ...base,
    method: 'delete',
    path: staffCompanyPaths.companyMember,
    staff: 'write',
    access: { Employee: 204, SalesPerson: 204, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 204: null },
    summary:
      "Remove a member (their waiting purchase requests end, buyer_removed; the orders they placed stay the company's); the last admin is never removed; audited as company.member.remove. 404 company_not_found / company_member_not_found, 409 company_last_admin, 403 staff_read_only",
  }),
  staffCompanyPayment: def({
    ...base,
    method: 'post',
    path: staffCompanyPaths.companyPayments,
    staff: 'write',
    body: zStaffPaymentRequest,
    access: { Employee: 201, SalesPerson: 201, OtherSalesPerson: 404, Inspector: 403, customer: 401, anonymous: 401 },
    responses: { 201: zStaffPayment },
    summary:
      "Record a payment received (amount > 0 cents, reference 1–80 characters, note), with the company locked; a payment larger than what is owed is kept (the company is then in credit). Optional header Idempotency-Key (8–100 of A–Z a–z 0–9 _ -), per company: the same key with the same body answers the first payment again and records nothing; audited as company.payment. 400 with field keys / idempotency_key_required (Idempotency-Key: invalid_format), 404 company_not_found, 409 idempotency_key_reused (the key with another body), 403 staff_read_only",
  }),
  staffCompanyStatement: def({
    ...base,
    method: 'get',
    path: staffCompanyPaths.companyStatement,
    staff: 'read',
    query: zCompanyStatementQuery,
    produces: ['application/json', 'application/pdf'],
    access: READ,
    responses: { 200: zCompanyStatement },
    summary:
      "The company's credit statement: terms, limit, owed, available, overdue and the oldest due date, and every ledger entry (date, kind, order and PO number or payment reference, amount, due date, balance after), optionally for a period (from/to, UTC days) with its opening balance; with format=pdf an A4 PDF in `lang` or else the request's language. 400 with field keys (to: statement_period_invalid), 404 company_not_found",
  }),
} satisfies Record<string, RouteDef>;
