import { asc, eq } from 'drizzle-orm';
import type { CheckoutCompany } from '@/lib/contract/checkout';
import { can } from '@/lib/rules/company/company-roles';
import { hasOtherApprover } from '@/lib/rules/company/purchase-request';
import { leftToSpend } from '@/lib/rules/company/spending-limit';
import type { ApiDeps } from '../../context';
import { companyAddresses, companyMembers } from '../../db/schema';
import { creditSummary } from './credit';
import { findMembership } from './membership';
import { spentInPeriod } from './spending';

/**
 * The checkout's company block (issue #50; `GET /Checkout/Options`): the customer's active
 * company with its invoice details to prefill, its shared addresses (members who may use them),
 * what the member may still spend and what makes an order wait for an approver, and its on-account
 * credit when it has payment terms. Null without an active company.
 */
export async function checkoutCompany(deps: Pick<ApiDeps, 'db' | 'env' | 'now'>, owner: { customerId: number; partnerId: number }): Promise<CheckoutCompany | null> {
  const member = await findMembership(deps.db, owner);
  if (!member || member.company.status !== 'active') return null;
  const now = deps.now();
  const { paymentTermsDays, creditLimitCents } = member.company;
  const [spent, addresses, members, credit] = await Promise.all([
    spentInPeriod(deps.db, member, now),
    can(member.role, 'use_company_addresses') ? deps.db.select().from(companyAddresses).where(eq(companyAddresses.companyId, member.companyId)).orderBy(asc(companyAddresses.title), asc(companyAddresses.id)) : [],
    deps.db.select({ customerId: companyMembers.customerId, role: companyMembers.role }).from(companyMembers).where(eq(companyMembers.companyId, member.companyId)),
    paymentTermsDays === null ? null : creditSummary(deps.db, { id: member.companyId, creditLimitCents }, now),
  ]);
  const mayPlaceOrders = can(member.role, 'place_orders');
  return {
    id: member.companyId,
    name: member.company.name,
    vatNumber: member.company.vatNumber,
    taxOffice: member.company.taxOffice,
    activity: member.company.activity,
    role: member.role,
    mayPlaceOrders,
    addresses: addresses.map((a) => ({ id: a.id, title: a.title, firstName: a.firstName, lastName: a.lastName, country: a.country === 'CY' ? 'CY' : 'GR', region: a.region, address: a.address, city: a.city, postalCode: a.postalCode, mobile: a.mobile })),
    approval: {
      thresholdCents: member.company.approvalThresholdCents,
      limitCents: member.spendingLimitCents,
      period: member.limitPeriod,
      spentCents: spent.spentCents,
      leftCents: leftToSpend(member.spendingLimitCents, spent.spentCents),
      alwaysNeedsApproval: member.alwaysNeedsApproval,
      hasApprover: hasOtherApprover(members, member.customerId),
      holdHours: deps.env.PURCHASE_REQUEST_HOLD_HOURS,
    },
    onAccount:
      mayPlaceOrders && credit && paymentTermsDays !== null
        ? { termsDays: paymentTermsDays, creditLimitCents, availableCents: credit.availableCents, overdueCents: credit.overdueCents, oldestDueAt: credit.oldestDueAt?.toISOString() ?? null }
        : null,
  };
}
