import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '@/lib/backend/services/passwords';
import type { CompanyRole } from '@/lib/rules/company/company-roles';
import type { Database } from '../client';
import { companies, companyAddresses, companyMembers, customers, partners } from '../schema';
import { DEMO_PASSWORD, DEMO_REGISTERED_AT } from './demo-partners';

/**
 * The demo company of partner acme (issue #50): an active company with 30-day terms, 5 000 € of
 * credit and a 500 € approval threshold, one login per role (the README lists them), a buyer limit
 * of 1 000 € a month, and one shared address. Added when missing (a company staff changed is left
 * as it is), so an existing demo database gets it at its next start.
 */
export const DEMO_COMPANY = {
  partnerCode: 'acme',
  name: 'Ακμή Εμπορική Α.Ε.',
  vatNumber: '094019245',
  taxOffice: 'ΦΑΕ Αθηνών',
  activity: 'Χονδρικό εμπόριο ενδυμάτων',
  approvalThresholdCents: 50_000,
  paymentTermsDays: 30,
  creditLimitCents: 500_000,
} as const;

export const DEMO_COMPANY_MEMBERS: readonly { email: string; firstName: string; lastName: string; role: CompanyRole; spendingLimitCents: number | null }[] = [
  { email: 'company-admin@acme.test', firstName: 'Άννα', lastName: 'Οικονόμου', role: 'admin', spendingLimitCents: null },
  { email: 'company-buyer@acme.test', firstName: 'Πέτρος', lastName: 'Αλεξίου', role: 'buyer', spendingLimitCents: 100_000 },
  { email: 'company-approver@acme.test', firstName: 'Σοφία', lastName: 'Μαρκου', role: 'approver', spendingLimitCents: null },
  { email: 'company-viewer@acme.test', firstName: 'Δημήτρης', lastName: 'Λαμπρου', role: 'viewer', spendingLimitCents: null },
];

export async function seedCompanies(db: Database, passwordCost: number): Promise<void> {
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.code, DEMO_COMPANY.partnerCode));
  if (!partner) return;
  const [existing] = await db.select({ id: companies.id }).from(companies).where(and(eq(companies.partnerId, partner.id), eq(companies.vatNumber, DEMO_COMPANY.vatNumber)));
  if (existing) return;
  const emails = DEMO_COMPANY_MEMBERS.map((m) => m.email);
  const taken = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.partnerId, partner.id), inArray(customers.email, emails)));
  if (taken.length > 0) return; // someone made these accounts by hand: leave them alone
  const hash = await hashPassword(DEMO_PASSWORD, passwordCost);
  await db.transaction(async (tx) => {
    const { partnerCode: _code, ...company } = DEMO_COMPANY;
    const [row] = await tx
      .insert(companies)
      .values({ ...company, partnerId: partner.id, status: 'active', createdAt: DEMO_REGISTERED_AT, updatedAt: DEMO_REGISTERED_AT })
      .onConflictDoNothing()
      .returning({ id: companies.id });
    if (!row) return; // another instance seeded it meanwhile
    for (const member of DEMO_COMPANY_MEMBERS) {
      const [customer] = await tx
        .insert(customers)
        .values({ partnerId: partner.id, email: member.email, passwordHash: hash, firstName: member.firstName, lastName: member.lastName, language: 'el', status: 'active', verifiedAt: DEMO_REGISTERED_AT, registrationDate: DEMO_REGISTERED_AT, updatedAt: DEMO_REGISTERED_AT })
        .returning({ id: customers.id });
      await tx.insert(companyMembers).values({ companyId: row.id, customerId: customer!.id, role: member.role, spendingLimitCents: member.spendingLimitCents });
    }
    await tx.insert(companyAddresses).values({
      companyId: row.id,
      title: 'Αποθήκη Ρέντη',
      firstName: 'Άννα',
      lastName: 'Οικονόμου',
      country: 'GR',
      region: null,
      address: 'Θηβών 120',
      city: 'Αγ. Ιωάννης Ρέντης',
      postalCode: '18233',
      mobile: '6944556677',
    });
  });
}
