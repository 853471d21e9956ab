import { and, asc, count, eq } from 'drizzle-orm';
import type { CouponTerms, StaffCoupon } from '@/lib/contract/coupons';
import { normalizeCouponCode } from '@/lib/coupons/coupon-code';
import type { ApiDeps } from '../context';
import { couponRedemptions, coupons, staffAudit } from '../db/schema';
import { badRequest, forbidden } from '../http/api-error';
import type { StaffPrincipal } from './staff-auth';
import { visiblePartner } from './staff-partners';

/**
 * Coupons in the operations API (issue #18 item 4): every member reads the coupons of the partners
 * they see, with how often each was redeemed; an Employee creates and changes them by code, each
 * change audited (`partner.coupon`). A coupon is never deleted (orders name it): it is made
 * inactive.
 */
type Row = typeof coupons.$inferSelect;
const toStaffCoupon = (row: Row, redemptions: number): StaffCoupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  policy: row.policy,
  active: row.active,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  maxRedemptions: row.maxRedemptions,
  perCustomerLimit: row.perCustomerLimit,
  email: row.email,
  redemptions,
});

export async function listStaffCoupons(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, code: string): Promise<{ items: StaffCoupon[] }> {
  const partner = await visiblePartner(deps.db, staff, code);
  const [rows, counts] = await Promise.all([
    deps.db.select().from(coupons).where(eq(coupons.partnerId, partner.row.id)).orderBy(asc(coupons.code)),
    deps.db.select({ couponId: couponRedemptions.couponId, n: count() }).from(couponRedemptions).innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId)).where(eq(coupons.partnerId, partner.row.id)).groupBy(couponRedemptions.couponId),
  ]);
  const used = new Map(counts.map((c) => [c.couponId, c.n]));
  return { items: rows.map((row) => toStaffCoupon(row, used.get(row.id) ?? 0)) };
}

const summary = (row: Row | undefined) => row && { code: row.code, kind: row.kind, value: row.value, policy: row.policy, active: row.active };

export async function putStaffCoupon(deps: ApiDeps, staff: StaffPrincipal, partnerCode: string, pathCode: string, input: CouponTerms): Promise<StaffCoupon> {
  if (staff.role !== 'Employee') throw forbidden('staff_role_forbidden');
  const code = normalizeCouponCode(pathCode);
  if (!code) throw badRequest('coupon_code_invalid', { code: 'coupon_code_invalid' });
  if (normalizeCouponCode(input.code) !== code) throw badRequest('coupon_code_mismatch', { code: 'coupon_code_mismatch' });
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const partner = await visiblePartner(tx, staff, partnerCode, true);
    const values = {
      kind: input.kind,
      value: input.kind === 'Bogo' ? 0 : input.value,
      policy: input.policy,
      active: input.active,
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      maxRedemptions: input.maxRedemptions,
      perCustomerLimit: input.perCustomerLimit,
      email: input.email?.toLowerCase() ?? null,
      updatedAt: now,
    };
    const [before] = await tx.select().from(coupons).where(and(eq(coupons.partnerId, partner.row.id), eq(coupons.code, code)));
    const [written] = before
      ? await tx.update(coupons).set(values).where(eq(coupons.id, before.id)).returning()
      : await tx.insert(coupons).values({ partnerId: partner.row.id, code, ...values, createdAt: now }).returning();
    await tx.insert(staffAudit).values({ staffId: staff.id, action: 'partner.coupon', targetKind: 'partner', targetId: partner.row.id, before: summary(before) ?? null, after: summary(written)!, createdAt: now });
    const [used] = await tx.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, written!.id));
    return toStaffCoupon(written!, used?.n ?? 0);
  });
}
