import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { coupons, partners } from '../schema';

const DAY = 86_400_000;

/**
 * The demo coupons (issue #18 item 4) of the active demo partners: one of each kind, a coupon not
 * started yet, an expired one and an inactive one (dates relative to when the seed runs). Their
 * codes are listed in the README.
 */
export function demoCoupons(now: Date) {
  return [
    { code: 'WELCOME10', kind: 'Percentage', value: 10, policy: 'Additive', perCustomerLimit: 1 },
    { code: 'SAVE20', kind: 'FixedAmount', value: 2_000, policy: 'Multiplicative', perCustomerLimit: 1 },
    { code: 'BOGO', kind: 'Bogo', value: 0, policy: 'Maximum', perCustomerLimit: null },
    { code: 'BEST15', kind: 'Percentage', value: 15, policy: 'Maximum', perCustomerLimit: null },
    { code: 'SPRING', kind: 'Percentage', value: 15, policy: 'Additive', perCustomerLimit: 1, startsAt: new Date(now.getTime() + 90 * DAY) },
    { code: 'SUMMER', kind: 'Percentage', value: 20, policy: 'Additive', perCustomerLimit: 1, endsAt: new Date(now.getTime() - DAY) },
    { code: 'RETIRED', kind: 'FixedAmount', value: 500, policy: 'Additive', perCustomerLimit: 1, active: false },
  ] as const;
}

const DEMO_COUPON_PARTNERS = ['acme', 'hellas'];

/** Adds the demo coupons that are missing (a coupon staff changed is left as it is). */
export async function seedCoupons(db: Database, now = new Date()): Promise<void> {
  const rows = await db.select({ id: partners.id }).from(partners).where(inArray(partners.code, DEMO_COUPON_PARTNERS));
  if (rows.length === 0) return;
  await db
    .insert(coupons)
    .values(rows.flatMap((partner) => demoCoupons(now).map((coupon) => ({ partnerId: partner.id, ...coupon }))))
    .onConflictDoNothing({ target: [coupons.partnerId, coupons.code] });
}
