import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxPayments } from '../../db/schema';

/**
 * The providers' sandboxes keep their side of a payment here (DESIGN §6): what the provider's own
 * order store would hold. Never used by a real adapter.
 */
export type SandboxPayment = typeof sandboxPayments.$inferSelect;

export async function createSandboxPayment(
  db: Database,
  row: { provider: string; ref: string; status: string; amountCents: number; currency: string; data?: Record<string, string> },
  now: Date,
): Promise<SandboxPayment> {
  const [created] = await db
    .insert(sandboxPayments)
    .values({ ...row, data: row.data ?? {}, createdAt: now, updatedAt: now })
    .returning();
  return created!;
}

export async function findSandboxPayment(db: Database, provider: string, ref: string): Promise<SandboxPayment | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.provider, provider), eq(sandboxPayments.ref, ref)));
  return row;
}

/** Moves a payment on only from one of `from` (a conditional update: concurrent requests change it once); the row after, or undefined. */
export async function updateSandboxPayment(
  db: Database,
  key: { provider: string; ref: string },
  from: readonly string[],
  change: { status: string; data?: Record<string, string> },
  now: Date,
): Promise<SandboxPayment | undefined> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ ...change, updatedAt: now })
    .where(and(eq(sandboxPayments.provider, key.provider), eq(sandboxPayments.ref, key.ref), inArray(sandboxPayments.status, [...from])))
    .returning();
  return row;
}
