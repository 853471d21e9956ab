import { z } from 'zod';
import { CompanyRoles } from '@/lib/rules/company/company-roles';
import { CompanyDecisions, CompanyStatuses } from '@/lib/rules/company/company-decision';
import { pageOf, pagingFields } from './paging';
import { companyFieldsShape, zCompanyTaxOffice, zCompanyVatNumber } from './companies';

/**
 * Companies in the staff console and the operations API (issue #50, decisions 0100 and 0101): the
 * companies of the partners a member sees, their invoice details, terms, credit, members, payments
 * received and the credit statement (JSON; the same statement as a PDF with `format=pdf`). Money in
 * integer cents, times ISO 8601. The customer's own statement (GET /Company/Statement) answers the
 * same `CompanyStatement`.
 */
export { CompanyDecisions, CompanyRoles, CompanyStatuses };

const line = (max: number) => z.string().trim().min(1).max(max);
const cents = z.number().int().min(0).max(1_000_000_000);

const invoiceFields = { name: line(200), vatNumber: zCompanyVatNumber, taxOffice: zCompanyTaxOffice, activity: line(100) };

export const zStaffCompanyListQuery = z.strictObject({
  partner: z.string().trim().toLowerCase().max(40).optional(),
  status: z.enum(CompanyStatuses).optional(),
  /** Part of the name or of the ΑΦΜ (case-insensitive). */
  q: z.string().trim().max(100).optional(),
  ...pagingFields(20),
});
export type StaffCompanyListQuery = z.infer<typeof zStaffCompanyListQuery>;

export const zStaffCompanySummary = z
  .object({
    id: z.number().int(),
    partner: z.string(),
    name: z.string(),
    vatNumber: z.string(),
    status: z.enum(CompanyStatuses),
    members: z.number().int(),
    paymentTermsDays: z.number().int().nullable(),
    creditLimitCents: z.number().int(),
    owedCents: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffCompanySummary' });
export type StaffCompanySummary = z.infer<typeof zStaffCompanySummary>;

/** Pending companies first (they wait for a decision), then by name. */
export const zStaffCompanyList = pageOf(zStaffCompanySummary).meta({ id: 'StaffCompanyList' });
export type StaffCompanyList = z.infer<typeof zStaffCompanyList>;

export const zStaffCompanyCreateRequest = z.strictObject({
  partnerCode: z.string().trim().toLowerCase().min(1).max(40),
  ...invoiceFields,
  /** A customer of the partner, in no company yet, who becomes its admin. */
  adminCustomerId: z.number().int().positive().optional(),
});
export type StaffCompanyCreateRequest = z.infer<typeof zStaffCompanyCreateRequest>;

export const zStaffCompanyUpdateRequest = z.strictObject({
  ...invoiceFields,
  /** An order above this gross total needs an approver; null: no threshold. */
  approvalThresholdCents: cents.nullable(),
  /** Payment on account: days to pay (1–365), null: no terms (on account not offered). */
  paymentTermsDays: z.number().int().min(1).max(365).nullable(),
  creditLimitCents: cents,
  /** The version the caller saw: another change since then answers 409 company_changed. */
  expectedVersion: z.number().int().min(0),
});
export type StaffCompanyUpdateRequest = z.infer<typeof zStaffCompanyUpdateRequest>;

export const zStaffCompanyDecisionRequest = z.strictObject({
  decision: z.enum(CompanyDecisions),
  note: z.string().trim().max(500).optional(),
});
export type StaffCompanyDecisionRequest = z.infer<typeof zStaffCompanyDecisionRequest>;

export const zStaffCompanyMemberRequest = z.strictObject({
  customerId: z.number().int().positive(),
  role: z.enum(CompanyRoles),
});
export type StaffCompanyMemberRequest = z.infer<typeof zStaffCompanyMemberRequest>;

export const zStaffCompanyMember = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(CompanyRoles),
    spendingLimitCents: z.number().int().nullable(),
    limitPeriod: z.enum(['month', 'quarter']),
    alwaysNeedsApproval: z.boolean(),
  })
  .meta({ id: 'StaffCompanyMember' });
export type StaffCompanyMember = z.infer<typeof zStaffCompanyMember>;

/** What the company owes now (negative: in credit), may still charge, and what of it is past due. */
export const zCompanyCredit = z
  .object({
    owedCents: z.number().int(),
    availableCents: z.number().int(),
    overdueCents: z.number().int(),
    oldestDueAt: z.string().nullable(),
  })
  .meta({ id: 'CompanyCredit' });
export type CompanyCredit = z.infer<typeof zCompanyCredit>;

export const zStaffCompany = z
  .object({
    ...companyFieldsShape,
    partner: z.string(),
    partnerName: z.string(),
    /** The customer who asked for it (null: staff created it). */
    requestedBy: z.object({ customerId: z.number().int(), email: z.string() }).nullable(),
    /** The decisions its status allows now. */
    decisions: z.array(z.enum(CompanyDecisions)),
    members: z.array(zStaffCompanyMember),
    credit: zCompanyCredit,
    /** Purchase requests waiting for an approver. */
    pendingRequests: z.number().int(),
  })
  .meta({ id: 'StaffCompany' });
export type StaffCompany = z.infer<typeof zStaffCompany>;

export const zStaffPaymentRequest = z.strictObject({
  amountCents: z.number().int().min(1).max(1_000_000_000),
  /** The bank transfer's or the ERP document's reference. */
  reference: line(80),
  note: z.string().trim().max(500).optional(),
});
export type StaffPaymentRequest = z.infer<typeof zStaffPaymentRequest>;

/** A payment received, as recorded: the same answer for a repeat with the same Idempotency-Key. */
export const zStaffPayment = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    amountCents: z.number().int(),
    reference: z.string(),
    note: z.string().nullable(),
    idempotencyKey: z.string().nullable(),
    recordedAt: z.string(),
    recordedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .meta({ id: 'StaffPayment' });
export type StaffPayment = z.infer<typeof zStaffPayment>;

const zDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_format').refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalid_format');

/** The statement's period (UTC days, both included; either may be left out) and its form: JSON, or a PDF in `lang` (else the request's language). */
export const zCompanyStatementQuery = z
  .strictObject({
    format: z.enum(['json', 'pdf']).default('json'),
    from: zDay.optional(),
    to: zDay.optional(),
    lang: z.enum(['el', 'en']).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'statement_period_invalid' });
export type CompanyStatementQuery = z.infer<typeof zCompanyStatementQuery>;

export const CreditEntryKinds = ['charge', 'cancel', 'return', 'payment', 'adjustment'] as const;

export const zCompanyStatementLine = z
  .object({
    id: z.number().int(),
    date: z.string(),
    kind: z.enum(CreditEntryKinds),
    orderNumber: z.string().nullable(),
    purchaseOrderNumber: z.string().nullable(),
    /** A payment's reference. */
    reference: z.string().nullable(),
    /** What the entry adds to what is owed: a charge positive; a cancel, return or payment negative. */
    amountCents: z.number().int(),
    dueAt: z.string().nullable(),
    /** What was owed after it. */
    balanceCents: z.number().int(),
  })
  .meta({ id: 'CompanyStatementLine' });
export type CompanyStatementLine = z.infer<typeof zCompanyStatementLine>;

export const zCompanyStatement = z
  .object({
    company: z.object({ id: z.number().int(), name: z.string(), vatNumber: z.string(), taxOffice: z.string(), activity: z.string(), partner: z.string() }),
    paymentTermsDays: z.number().int().nullable(),
    creditLimitCents: z.number().int(),
    /** Now, over the whole ledger. */
    credit: zCompanyCredit,
    period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
    /** What was owed before the period (0 without `from`), and at its end. */
    openingBalanceCents: z.number().int(),
    closingBalanceCents: z.number().int(),
    lines: z.array(zCompanyStatementLine),
    generatedAt: z.string(),
  })
  .meta({ id: 'CompanyStatement' });
export type CompanyStatement = z.infer<typeof zCompanyStatement>;
