import { eq, inArray } from 'drizzle-orm';
import type { StaffRole } from '@/lib/contract/staff';
import { hashPassword } from '../../services/passwords';
import type { Database } from '../client';
import { partners, staffMembers, staffPartners } from '../schema';
import { DEMO_PASSWORD } from './demo-partners';

/** One staff account of each role (issue #17), printed with the demo logins. */
export type DemoStaff = { email: string; name: string; role: StaffRole; partners: readonly string[] };

export const DEMO_STAFF: readonly DemoStaff[] = [
  { email: 'employee@shop.test', name: 'Άννα Κωνσταντίνου', role: 'Employee', partners: [] },
  { email: 'sales@shop.test', name: 'Πέτρος Αλεξίου', role: 'SalesPerson', partners: ['acme'] },
  { email: 'inspector@shop.test', name: 'Σοφία Μάρκου', role: 'Inspector', partners: [] },
];

export const DEMO_STAFF_PASSWORD = DEMO_PASSWORD;

/** Adds the demo staff accounts that are missing (an existing account is left as it is). */
export async function seedStaff(db: Database, passwordCost: number): Promise<void> {
  const existing = await db.select({ email: staffMembers.email }).from(staffMembers).where(inArray(staffMembers.email, DEMO_STAFF.map((s) => s.email)));
  const missing = DEMO_STAFF.filter((s) => !existing.some((e) => e.email === s.email));
  if (missing.length === 0) return;
  const hashes = await Promise.all(missing.map(() => hashPassword(DEMO_STAFF_PASSWORD, passwordCost)));
  await db.transaction(async (tx) => {
    for (const [i, member] of missing.entries()) {
      const [row] = await tx
        .insert(staffMembers)
        .values({ email: member.email, name: member.name, role: member.role, passwordHash: hashes[i]! })
        .onConflictDoNothing({ target: staffMembers.email })
        .returning({ id: staffMembers.id });
      if (!row) continue; // another process added it meanwhile
      for (const code of member.partners) {
        const [partner] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.code, code));
        if (partner) await tx.insert(staffPartners).values({ staffId: row.id, partnerId: partner.id }).onConflictDoNothing();
      }
    }
  });
}
