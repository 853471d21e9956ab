import { randomUUID } from 'node:crypto';
import type { CompanyRole } from '@/lib/rules/company/company-roles';
import { companies, companyMembers } from '../db/schema';
import { freshCustomer, type Buyer } from './order-helpers';
import type { TestApi } from './test-api';

/**
 * A company of a partner with one member per role (issue #50 tests): written straight to the
 * database, so each test file gets its own company and customers without logins or mail.
 */
export type CompanyMember = Buyer & { memberId: number; role: CompanyRole };
export type TestCompany = { id: number; partner: string; partnerId: number; vatNumber: string; members: Record<CompanyRole, CompanyMember> };

let vatSerial = 0;

/** An ΑΦΜ with its check digit (Σ d·2^(8−i) mod 11 mod 10) after eight digits. */
function validVatNumber(eight: string): string {
  const sum = [...eight].reduce((s, d, i) => s + Number(d) * 2 ** (8 - i), 0);
  return `${eight}${(sum % 11) % 10}`;
}

export type CompanyOptions = {
  partner?: string;
  status?: 'pending' | 'active' | 'declined' | 'disabled';
  approvalThresholdCents?: number | null;
  paymentTermsDays?: number | null;
  creditLimitCents?: number;
  language?: 'el' | 'en';
};

export async function createCompany(t: TestApi, options: CompanyOptions = {}): Promise<TestCompany> {
  const partner = options.partner ?? 'acme';
  const admin = await freshCustomer(t, partner, options.language);
  vatSerial += 1;
  const vatNumber = validVatNumber(`9${String((Date.now() + vatSerial * 7_919) % 10_000_000).padStart(7, '0')}`);
  const [company] = await t.db
    .insert(companies)
    .values({
      partnerId: admin.partnerId,
      name: `Εταιρεία ${randomUUID().slice(0, 6)} Α.Ε.`,
      vatNumber,
      taxOffice: 'ΦΑΕ Αθηνών',
      activity: 'Χονδρικό εμπόριο',
      status: options.status ?? 'active',
      approvalThresholdCents: options.approvalThresholdCents ?? null,
      paymentTermsDays: options.paymentTermsDays ?? null,
      creditLimitCents: options.creditLimitCents ?? 0,
    })
    .returning({ id: companies.id });
  const members = {} as Record<CompanyRole, CompanyMember>;
  for (const role of ['admin', 'buyer', 'approver', 'viewer'] as const) {
    const customer = role === 'admin' ? admin : await freshCustomer(t, partner, options.language);
    members[role] = { ...customer, role, memberId: await addMember(t, company!.id, customer.id, role) };
  }
  return { id: company!.id, partner, partnerId: admin.partnerId, vatNumber, members };
}

/** Adds a customer to a company with a role (and optionally a limit), straight to the database. */
export async function addMember(t: TestApi, companyId: number, customerId: number, role: CompanyRole, limit: { spendingLimitCents?: number | null; limitPeriod?: 'month' | 'quarter'; alwaysNeedsApproval?: boolean } = {}): Promise<number> {
  const [row] = await t.db
    .insert(companyMembers)
    .values({ companyId, customerId, role, spendingLimitCents: limit.spendingLimitCents ?? null, limitPeriod: limit.limitPeriod ?? 'month', alwaysNeedsApproval: limit.alwaysNeedsApproval ?? false })
    .returning({ id: companyMembers.id });
  return row!.id;
}
