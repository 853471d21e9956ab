import { and, eq } from 'drizzle-orm';
import type { SessionRecord } from '@/lib/contract/auth';
import { impersonations, refreshTokens, staffAudit } from '../db/schema';
import { freshCustomer, orderSuite } from '../testing/order-helpers';
import { demoStaffToken, newStaffMember, staffCallOf } from './testing/staff-member-helpers';

/**
 * A change of a sales person's account ends their impersonations at once (issue #44 item 3):
 * disabled, password reset, no longer a SalesPerson (all of them), a partner unassigned (those of
 * its customers). The customer-side access token carrying `imp` is refused on the next call, its
 * refresh too, and an impersonation not exchanged yet can no longer be.
 */
jest.setTimeout(60_000);

const s = orderSuite();
const call = (method: string, path: string, token: string | undefined, body?: unknown) => staffCallOf(s.t)(method, path, token, body);
let employee = '';

beforeAll(async () => {
  employee = await demoStaffToken(s.t, 'employee@shop.test');
});

const profile = (session: SessionRecord, partner: string) => s.t.call('GET', '/Customers/Profile', undefined, { partner, token: session.at });

/** A new SalesPerson of the partners, shopping as a new customer of `partner` (exchanged), and optionally a second one not exchanged yet. */
async function salesImpersonating(partners: string[]) {
  const sales = await newStaffMember(s.t, employee, 'SalesPerson', partners);
  const sessions: Record<string, { session: SessionRecord; impersonationId: number; customerId: number }> = {};
  for (const partner of partners) {
    const customer = await freshCustomer(s.t, partner);
    const started = await call('POST', `/staff/customers/${customer.id}/impersonation`, sales.token);
    expect(started.status).toBe(200);
    const exchanged = await s.t.call('POST', '/Customers/Impersonation', { code: started.body.code }, { partner });
    expect(exchanged.status).toBe(200);
    sessions[partner] = { session: exchanged.body as SessionRecord, impersonationId: started.body.id, customerId: customer.id };
    expect((await profile(exchanged.body, partner)).status).toBe(200);
  }
  return { sales, sessions };
}

const ended = async (id: number) => (await s.t.db.select().from(impersonations).where(eq(impersonations.id, id)))[0]!.endedAt;

describe('ending impersonations', () => {
  it("disabling a SalesPerson ends every impersonation: the imp token answers 401 at once, the refresh fails, the audit says why", async () => {
    const { sales, sessions } = await salesImpersonating(['acme', 'hellas']);
    const customer = await freshCustomer(s.t, 'acme');
    const pending = await call('POST', `/staff/customers/${customer.id}/impersonation`, sales.token);
    const disabled = await call('POST', `/staff/members/${sales.id}/status`, employee, { status: 'disabled', expectedVersion: sales.version });
    expect(disabled.status).toBe(200);
    for (const [partner, { session, impersonationId }] of Object.entries(sessions)) {
      expect(await profile(session, partner)).toMatchObject({ status: 401 });
      expect((await s.t.call('POST', '/account/refreshtoken', { at: session.at, rt: session.rt }, { partner })).status).toBe(401);
      expect(await ended(impersonationId)).toEqual(s.t.deps.now());
    }
    expect(await s.t.call('POST', '/Customers/Impersonation', { code: pending.body.code }, { partner: 'acme' })).toMatchObject({ status: 400, body: { error: 'impersonation_link_invalid' } });
    const stops = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'customer.impersonation_stop'), eq(staffAudit.targetId, sessions.acme!.customerId)));
    expect(stops).toEqual([expect.objectContaining({ before: { impersonation: sessions.acme!.impersonationId, staff: sales.id }, after: { endedAt: s.t.deps.now().toISOString(), reason: 'staff_disabled' } })]);
    expect(disabled.body.version).toBe(sales.version + 1);
  });

  it("unassigning a partner ends only the impersonations of that partner's customers", async () => {
    const { sales, sessions } = await salesImpersonating(['acme', 'hellas']);
    const changed = await call('PUT', `/staff/members/${sales.id}`, employee, { role: 'SalesPerson', partners: ['hellas'], expectedVersion: sales.version });
    expect(changed.status).toBe(200);
    expect((await profile(sessions.acme!.session, 'acme')).status).toBe(401);
    expect((await profile(sessions.hellas!.session, 'hellas')).status).toBe(200);
    expect(await ended(sessions.acme!.impersonationId)).not.toBeNull();
    expect(await ended(sessions.hellas!.impersonationId)).toBeNull();
    const family = sessions.acme!.session;
    const rows = await s.t.db.select({ revokedAt: refreshTokens.revokedAt }).from(refreshTokens).where(eq(refreshTokens.customerId, sessions.acme!.customerId));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    expect(family.impersonation).toBe('true');
  });

  it('a password reset or a new role ends them too; a change that keeps the partner ends none', async () => {
    const first = await salesImpersonating(['acme']);
    const kept = await call('PUT', `/staff/members/${first.sales.id}`, employee, { role: 'SalesPerson', partners: ['acme', 'hellas'], expectedVersion: first.sales.version });
    expect((await profile(first.sessions.acme!.session, 'acme')).status).toBe(200);
    await call('PUT', `/staff/members/${first.sales.id}`, employee, { role: 'Employee', partners: [], expectedVersion: kept.body.version });
    expect((await profile(first.sessions.acme!.session, 'acme')).status).toBe(401);
    const second = await salesImpersonating(['acme']);
    expect((await call('POST', `/staff/members/${second.sales.id}/password-reset`, employee, { expectedVersion: second.sales.version })).status).toBe(200);
    expect((await profile(second.sessions.acme!.session, 'acme')).status).toBe(401);
  });
});
