import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { staffCompanyRoutes } from '@/lib/contract/staff-company-routes';
import { companies, companyMembers, partners } from '../../db/schema';
import { freshCustomer } from '../../testing/order-helpers';
import type { TestApi } from '../../testing/test-api';
import { MATRIX_PARTNER, type RouteFixture } from './route-matrix-context';

/** An ΑΦΜ nobody has yet: eight random digits (the first 8, as the fixtures' own) and the check digit. */
export function freshVatNumber(): string {
  const eight = `8${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const sum = [...eight].reduce((s, d, i) => s + Number(d) * 2 ** (8 - i), 0);
  return `${eight}${(sum % 11) % 10}`;
}

/** A company body for POST /staff/companies. */
export const companyBody = (partnerCode = MATRIX_PARTNER) => ({ partnerCode, name: `Δοκιμή ${randomUUID().slice(0, 6)} Α.Ε.`, vatNumber: freshVatNumber(), taxOffice: 'ΦΑΕ Αθηνών', activity: 'Χονδρικό εμπόριο' });

/** A company of `partner` written straight to the database (no members): its id. */
export async function bareCompany(t: TestApi, options: { partner?: string; status?: 'pending' | 'active' | 'declined' | 'disabled'; paymentTermsDays?: number | null; creditLimitCents?: number } = {}): Promise<number> {
  const [partner] = await t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, options.partner ?? MATRIX_PARTNER));
  const { partnerCode: _code, ...body } = companyBody();
  const [row] = await t.db
    .insert(companies)
    .values({ ...body, partnerId: partner!.id, status: options.status ?? 'active', paymentTermsDays: options.paymentTermsDays ?? null, creditLimitCents: options.creditLimitCents ?? 0 })
    .returning({ id: companies.id });
  return row!.id;
}

/**
 * Companies in the role × route matrix (route-matrix-fixtures.ts): every record is the matrix
 * partner's; a write gets a fresh company per caller, a read shares one.
 */
export const companyMatrixFixtures: Record<keyof typeof staffCompanyRoutes, RouteFixture> = {
  staffCompanies: () => ({ query: `?partner=${MATRIX_PARTNER}&status=active&q=a&pageSize=5` }),
  staffCompanyCreate: () => ({ body: companyBody() }),
  staffCompany: async (ctx) => ({ params: { id: await ctx.shared('company', () => bareCompany(ctx.s.t)) } }),
  staffCompanyUpdate: async ({ s }) => {
    const { partnerCode: _code, ...body } = companyBody();
    return { params: { id: await bareCompany(s.t) }, body: { ...body, approvalThresholdCents: 50_000, paymentTermsDays: 30, creditLimitCents: 200_000, expectedVersion: 0 } };
  },
  staffCompanyDecision: async ({ s }) => ({ params: { id: await bareCompany(s.t, { status: 'pending' }) }, body: { decision: 'approve', note: 'route matrix' } }),
  staffCompanyMemberAdd: async ({ s }) => ({ params: { id: await bareCompany(s.t) }, body: { customerId: (await freshCustomer(s.t, MATRIX_PARTNER)).id, role: 'buyer' } }),
  staffCompanyMemberRemove: async ({ s }) => {
    const id = await bareCompany(s.t);
    const customer = await freshCustomer(s.t, MATRIX_PARTNER);
    const [member] = await s.t.db.insert(companyMembers).values({ companyId: id, customerId: customer.id, role: 'viewer' }).returning({ id: companyMembers.id });
    return { params: { id, memberId: member!.id } };
  },
  staffCompanyPayment: async (ctx) => ({ params: { id: await ctx.shared('company', () => bareCompany(ctx.s.t)) }, body: { amountCents: 1_000, reference: 'ΕΜΒ-0001' } }),
  staffCompanyStatement: async (ctx) => ({ params: { id: await ctx.shared('company', () => bareCompany(ctx.s.t)) }, query: '?format=json' }),
};
