import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { companies, companyCreditEntries, orders, purchaseRequests } from '../db/schema';
import { signAccessToken } from '../services/access-tokens';
import { cartClient, pickOne, type Pick } from './cart-helpers';
import { createCompany, type CompanyMember, type CompanyOptions, type TestCompany } from './company-helpers';
import { newKey, orderBody, orderClient, type OrderSuite } from './order-helpers';
import type { TestApi } from './test-api';

/**
 * Shared pieces of the purchase-request and on-account API tests (issue #50, decision 0102): a
 * company with one member per role, a member's cart of one unused variant, placing it, the request
 * calls of a member, and what the company's ledger and the request rows hold.
 */
export type { CompanyMember, TestCompany };

export async function companyOf(s: OrderSuite, options: CompanyOptions = {}): Promise<TestCompany> {
  return createCompany(s.t, options);
}

/** Puts `quantity` units of a variant no other test of the file uses into the member's cart (stock ≥ 5 unless `accept` says otherwise). */
export async function fillCart(s: OrderSuite, member: CompanyMember, quantity = 1, accept: (p: Pick) => boolean = ({ variant }) => variant.stock >= 5): Promise<{ pick: Pick; cart: Cart }> {
  const pick = pickOne(s.oracle, member.partner, s.used, accept);
  const added = await member.cart.add(pick.variant.id, quantity);
  if (added.status !== 200) throw new Error(`add: ${added.status} ${JSON.stringify(added.body)}`);
  return { pick, cart: added.body as Cart };
}

/** The body of an order of the member's cart as it is now (cash on delivery unless changed). */
export async function bodyFor(t: TestApi, member: CompanyMember, changes: Record<string, unknown> = {}) {
  const cart = (await member.cart.get()).body as Cart;
  return orderBody(t, cart, changes);
}

/** Places the member's cart; the answer. */
export async function place(t: TestApi, member: CompanyMember, changes: Record<string, unknown> = {}, key = newKey()) {
  return orderClient(t, member.token, member.partner).place(await bodyFor(t, member, changes), key);
}

/** A member's company calls (issue #50 purchase-request routes). */
export function requestClient(t: TestApi, member: { token: string; partner: string }) {
  const options = { token: member.token, partner: member.partner };
  return {
    spending: () => t.call('GET', '/Company/Spending', undefined, options),
    list: (query = '') => t.call('GET', `/Company/Requests${query}`, undefined, options),
    get: (id: number | string) => t.call('GET', `/Company/Requests/${id}`, undefined, options),
    approve: (id: number | string) => t.call('POST', `/Company/Requests/${id}/Approve`, undefined, options),
    decline: (id: number | string, reason: unknown = 'Εκτός προϋπολογισμού') => t.call('POST', `/Company/Requests/${id}/Decline`, { reason }, options),
  };
}

/** The order row of a placed uid. */
export async function orderRow(t: TestApi, uid: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.uid, uid));
  return row!;
}

/** The purchase request of an order, or undefined. */
export async function requestOf(t: TestApi, orderId: number) {
  const [row] = await t.db.select().from(purchaseRequests).where(eq(purchaseRequests.orderId, orderId));
  return row;
}

/** The company's ledger, oldest first. */
export async function ledger(t: TestApi, companyId: number) {
  return t.db.select().from(companyCreditEntries).where(eq(companyCreditEntries.companyId, companyId)).orderBy(asc(companyCreditEntries.id));
}

/** What the company owes now (the ledger's sum). */
export async function owed(t: TestApi, companyId: number): Promise<number> {
  return (await ledger(t, companyId)).reduce((sum, e) => sum + e.owedCents, 0);
}

/** Sets the company's approval threshold, terms or credit limit straight in the database (as staff or the admin would). */
export async function setCompany(t: TestApi, companyId: number, values: Partial<typeof companies.$inferInsert>): Promise<void> {
  await t.db.update(companies).set(values).where(eq(companies.id, companyId));
}

/** An overdue charge on the company's ledger (an on-account order due yesterday, not paid). */
export async function overdueCharge(t: TestApi, companyId: number, cents: number): Promise<void> {
  const now = t.deps.now();
  await t.db.insert(companyCreditEntries).values({ companyId, kind: 'charge', owedCents: cents, orderId: null, dueAt: new Date(now.getTime() - 86_400_000), reference: 'old', createdAt: new Date(now.getTime() - 31 * 86_400_000) });
}

/** A fresh access token for a member (after the test clock moved past the old one's life). */
export async function renewMemberToken(t: TestApi, member: CompanyMember): Promise<void> {
  member.token = await signAccessToken(t.deps, { customerId: member.id, partnerId: member.partnerId, partnerCode: member.partner, familyId: randomUUID() });
  member.cart = cartClient(t, member.token, member.partner);
}
