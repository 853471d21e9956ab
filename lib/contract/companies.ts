import { z } from 'zod';
import * as zm from 'zod/mini';
import { findTaxOffice } from '@/lib/rules/tax-office-match';
import { normaliseVatNumber, vatNumberProblem } from '@/lib/rules/vat-number';
import { PaymentMethods } from '@/lib/rules/checkout-options';
import { zAddressRequest } from './addresses';
import { zEmail, zLinkToken, zPassword, zPersonName } from './common';
import { zMobile } from './customer';
import { zLine } from './field-rules';
import { zOrder } from './orders';
import { CompanyStatuses } from '@/lib/rules/company/company-decision';
import { CompanyRoles as CompanyRoleNames } from '@/lib/rules/company/company-roles';

/**
 * Company accounts in the storefront API (issue #50, decisions 0100 and 0103): requests and answers
 * of the company core (lib/contract/company-routes.ts). Money in integer cents; times ISO strings.
 */
export { CompanyStatuses } from '@/lib/rules/company/company-decision';
export { CompanyRoles as CompanyRoleNames } from '@/lib/rules/company/company-roles';
export const SpendingPeriodNames = ['month', 'quarter'] as const;
export const CompanyPermissionNames = ['place_orders', 'use_company_addresses', 'see_company_orders', 'approve_requests', 'manage_company', 'see_statement'] as const;
export const InvitationStates = ['pending', 'accepted', 'expired', 'revoked'] as const;

/** Most addresses in a company's shared book, pending invitations of a company, and the largest amount a rule names (€1 000 000). */
export const COMPANY_ADDRESSES_MAX = 50;
export const COMPANY_PENDING_INVITATIONS_MAX = 50;
export const COMPANY_AMOUNT_MAX_CENTS = 100_000_000;

const zCents = z.number().int().min(0).max(COMPANY_AMOUNT_MAX_CENTS);
const zRole = z.enum(CompanyRoleNames);

/** A Greek ΑΦΜ (nine digits with its check digit; spaces and an EL prefix forgiven), stored as the nine digits. */
export const zCompanyVatNumber = zm.pipe(
  zm.string().check(
    zm.trim(),
    zm.minLength(1),
    zm.superRefine((value: string, ctx) => {
      const problem = vatNumberProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  zm.transform((value: string) => normaliseVatNumber(value)),
);

/** A Greek tax office (ΔΟΥ) from lib/rules/tax-offices, any spelling kept as its official Greek name. */
export const zCompanyTaxOffice = zm.pipe(
  zm.string().check(
    zm.trim(),
    zm.minLength(1),
    zm.maxLength(100),
    zm.superRefine((value: string, ctx) => {
      if (!findTaxOffice(value)) ctx.addIssue({ code: 'custom', message: 'tax_office_unknown' });
    }),
  ),
  zm.transform((value: string) => findTaxOffice(value)?.el ?? value),
);

/** `POST /Company`: a customer asks for a company for their business (pending until staff decide). */
export const zCreateCompanyRequest = z.strictObject({ name: zLine(200), vatNumber: zCompanyVatNumber, taxOffice: zCompanyTaxOffice, activity: zLine(100) });
export type CreateCompanyRequest = z.input<typeof zCreateCompanyRequest>;

/** The caller's own membership: role, what it allows, their spending limit. */
export const zCompanyMe = z.object({
  memberId: z.number().int(),
  role: zRole,
  permissions: z.array(z.enum(CompanyPermissionNames)),
  spendingLimitCents: z.number().int().nullable(),
  limitPeriod: z.enum(SpendingPeriodNames),
  alwaysNeedsApproval: z.boolean(),
});

/** `GET /Company`: the caller's company whatever its status (only an active one works), and their membership. */
/** What the storefront's and the console's answers say of a company (its invoice details, status, rules, terms; `version`: send it back as `expectedVersion` with a change). */
export const companyFieldsShape = {
  id: z.number().int(),
  name: z.string(),
  vatNumber: z.string(),
  taxOffice: z.string(),
  activity: z.string(),
  status: z.enum(CompanyStatuses),
  approvalThresholdCents: z.number().int().nullable(),
  paymentTermsDays: z.number().int().nullable(),
  creditLimitCents: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
};

export const zCompany = z
  .object({ ...companyFieldsShape, me: zCompanyMe })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof zCompany>;

/** `PUT /Company/Rules`: the approval threshold (gross cents; null: none), against the version read. */
export const zCompanyRulesRequest = z.strictObject({ approvalThresholdCents: zCents.nullable(), expectedVersion: z.number().int().min(0) });
export type CompanyRulesRequest = z.input<typeof zCompanyRulesRequest>;

export const zCompanyMember = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: zRole,
    spendingLimitCents: z.number().int().nullable(),
    limitPeriod: z.enum(SpendingPeriodNames),
    alwaysNeedsApproval: z.boolean(),
    /** Spent in the current period (placed, not cancelled or refunded orders for the company), and what is left (null: no limit). */
    spentCents: z.number().int(),
    leftCents: z.number().int().nullable(),
    /** The current period, ISO dates: start inclusive, end exclusive. */
    periodStart: z.string(),
    periodEnd: z.string(),
    joinedAt: z.string(),
    /** The caller's own row. */
    isMe: z.boolean(),
  })
  .meta({ id: 'CompanyMember' });
export type CompanyMember = z.infer<typeof zCompanyMember>;
export const zCompanyMemberList = z.object({ items: z.array(zCompanyMember) }).meta({ id: 'CompanyMemberList' });

/** `PUT /Company/Members/{id}`: role, spending limit (gross cents per period; null: none), always needs approval. */
export const zUpdateCompanyMemberRequest = z.strictObject({
  role: zRole,
  spendingLimitCents: zCents.nullable(),
  limitPeriod: z.enum(SpendingPeriodNames),
  alwaysNeedsApproval: z.boolean(),
});
export type UpdateCompanyMemberRequest = z.input<typeof zUpdateCompanyMemberRequest>;

export const zCompanyInvitation = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: zRole,
    state: z.enum(InvitationStates),
    createdAt: z.string(),
    expiresAt: z.string(),
    acceptedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    /** Who invited (first and last name), null when that account is gone. */
    invitedBy: z.string().nullable(),
  })
  .meta({ id: 'CompanyInvitation' });
export type CompanyInvitation = z.infer<typeof zCompanyInvitation>;
export const zCompanyInvitationList = z.object({ items: z.array(zCompanyInvitation) }).meta({ id: 'CompanyInvitationList' });

/** `POST /Company/Invitations`: the colleague's e-mail and role (a pending invitation of the same e-mail is replaced). */
export const zCreateInvitationRequest = z.strictObject({ email: zEmail, role: zRole });
export type CreateInvitationRequest = z.input<typeof zCreateInvitationRequest>;

/** The token of the mailed link `/{lang}/{partner}/join/{token}`. */
export const zInvitationTokenRequest = z.strictObject({ token: zLinkToken });

/** `POST /Company/Invitations/Check`: what the join page shows; `accountExists`: sign in and join instead of registering. */
export const zInvitationCheck = z
  .object({ companyName: z.string(), email: z.string(), role: zRole, expiresAt: z.string(), accountExists: z.boolean() })
  .meta({ id: 'InvitationCheck' });
export type InvitationCheck = z.infer<typeof zInvitationCheck>;

/** `POST /Company/Invitations/Accept`: register through the link (the e-mail is the invitation's); the account is active at once. */
export const zAcceptInvitationRequest = z.strictObject({ token: zLinkToken, firstName: zPersonName, lastName: zPersonName, password: zPassword, mobile: zMobile.optional() });
export type AcceptInvitationRequest = z.input<typeof zAcceptInvitationRequest>;
/** The new account's e-mail (sign in with it and the password just chosen) and the company joined. */
export const zInvitationAccepted = z.object({ email: z.string(), companyName: z.string(), role: zRole }).meta({ id: 'InvitationAccepted' });

/** A company address request: a postal address with a title (`isDefault` is the personal book's only; refused here). */
export const zCompanyAddressRequest = zAddressRequest.check(
  zm.superRefine((value: { isDefault?: boolean }, ctx) => {
    if (value.isDefault !== undefined) ctx.addIssue({ code: 'custom', path: ['isDefault'], message: 'not_allowed_values' });
  }),
);
export type CompanyAddressRequest = zm.input<typeof zCompanyAddressRequest>;

export const zCompanyAddress = z
  .object({
    id: z.number().int(),
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    country: z.string(),
    region: z.string().nullable(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
    mobile: z.string(),
  })
  .meta({ id: 'CompanyAddress' });
export type CompanyAddress = z.infer<typeof zCompanyAddress>;
export const zCompanyAddressList = z.object({ items: z.array(zCompanyAddress), max: z.number().int() }).meta({ id: 'CompanyAddressList' });

/** `GET /Company/Orders`: filter by buyer (a customer id) and status (SPEC §4 code); 20 a page. */
export const zCompanyOrderQuery = z.strictObject({
  buyer: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: z.coerce.number().int().min(-10).max(99).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CompanyOrderQuery = z.input<typeof zCompanyOrderQuery>;

export const zCompanyBuyer = z.object({ customerId: z.number().int(), name: z.string() });

export const zCompanyOrderSummary = z
  .object({
    uid: z.string(),
    orderNumber: z.string(),
    createdAt: z.string(),
    status: z.number().int(),
    statusName: z.string(),
    total: z.number().int(),
    itemCount: z.number().int(),
    buyer: zCompanyBuyer,
    purchaseOrderNumber: z.string().nullable(),
    paymentMethod: z.enum(PaymentMethods),
    awaitingApproval: z.boolean(),
  })
  .meta({ id: 'CompanyOrderSummary' });
export type CompanyOrderSummary = z.infer<typeof zCompanyOrderSummary>;

/** One page of the company's orders, newest first, and every buyer who placed one (the buyer filter's choices). */
export const zCompanyOrderList = z
  .object({ items: z.array(zCompanyOrderSummary), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), buyers: z.array(zCompanyBuyer) })
  .meta({ id: 'CompanyOrderList' });
export type CompanyOrderList = z.infer<typeof zCompanyOrderList>;

/** `GET /Company/Orders/{uid}`: the order as its buyer sees it, with who placed it. */
export const zCompanyOrder = z
  .object({ order: zOrder, buyer: zCompanyBuyer.extend({ email: z.string() }), purchaseOrderNumber: z.string().nullable(), awaitingApproval: z.boolean() })
  .meta({ id: 'CompanyOrder' });
export type CompanyOrder = z.infer<typeof zCompanyOrder>;

/** `PUT /OrderLists/{id}/Sharing`: share the caller's own list with their company, or stop. */
export const zOrderListSharingRequest = z.strictObject({ shared: z.boolean() });
