import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { zCompany, zCompanyInvitation, zInvitationCheck } from '@/lib/contract/companies';
import { companies, companyInvitations, companyMembers, customers, staffMembers } from '../db/schema';
import { signAccessToken } from '../services/access-tokens';
import { lastMail, login, tokenOf } from '../testing/auth-helpers';
import { createCompany, type TestCompany } from '../testing/company-helpers';
import { callAs, freshEmail, freshIp, knownInvitation } from '../testing/company-core-helpers';
import { freshCustomer, orderSuite } from '../testing/order-helpers';

/**
 * The invitation lifecycle (issue #50 item 2, decision 0103): the mail and its link, the check,
 * the registration that joins (active and verified at once, no registration code, the password
 * policy), once only even when two arrive together, revoked, expired by the clock, the join of a
 * signed-in customer (wrong account refused), and what a sales person shopping as the admin may not do.
 */
jest.setTimeout(120_000);

const s = orderSuite();
let A: TestCompany;
const PASSWORD = 'kalokairi-sti-thalassa-42';

beforeAll(async () => {
  A = await createCompany(s.t);
});

const admin = () => callAs(s.t, A.members.admin);
const pub = (partner = 'acme') => callAs(s.t, { partner }, freshIp());
const invite = (email: string, role = 'buyer', lang?: string) => s.t.call('POST', '/Company/Invitations', { email, role }, { token: A.members.admin.token, partner: 'acme', ...(lang ? { lang } : {}) });
const accept = (token: string, extra: Record<string, unknown> = {}) => pub()('POST', '/Company/Invitations/Accept', { token, firstName: 'Μαρία', lastName: 'Νικολάου', password: PASSWORD, ...extra });
const stateOf = async (id: number) => ((await admin()('GET', '/Company/Invitations')).body.items as { id: number; state: string }[]).find((i) => i.id === id)?.state;

describe('invite, check, accept', () => {
  it('mails a link in the request language that registers an active, verified member with the invited role, once', async () => {
    const email = freshEmail();
    const created = await invite(email, 'approver', 'en');
    expect(created.status).toBe(201);
    expect(zCompanyInvitation.strict().safeParse(created.body).error).toBeUndefined();
    expect(created.body).toMatchObject({ email, role: 'approver', state: 'pending', invitedBy: 'Ελένη Κώστα', expiresAt: '2026-11-29T10:00:00.000Z' });
    const mail = await lastMail(s.t, email, 'companyInvitation');
    expect(mail).toMatchObject({ language: 'en' });
    expect(mail!.subject).toContain('Ελένη Κώστα');
    expect(mail!.text).toContain('as an approver');
    expect(mail!.links[0]).toMatch(/^http:\/\/shop\.test\/en\/acme\/join\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(mail!.links[0]);
    // Only the token's SHA-256 is stored.
    const [row] = await s.t.db.select().from(companyInvitations).where(eq(companyInvitations.id, created.body.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const check = await pub()('POST', '/Company/Invitations/Check', { token });
    expect(check.status).toBe(200);
    expect(zInvitationCheck.strict().safeParse(check.body).error).toBeUndefined();
    expect(check.body).toMatchObject({ email, role: 'approver', accountExists: false });

    expect(await accept(token, { mobile: '6912345678' })).toMatchObject({ status: 201, body: { email, role: 'approver' } });
    const [customer] = await s.t.db.select().from(customers).where(eq(customers.email, email));
    expect(customer).toMatchObject({ status: 'active', firstName: 'Μαρία', mobile: '6912345678' });
    expect(customer!.verifiedAt).not.toBeNull();
    const [member] = await s.t.db.select().from(companyMembers).where(eq(companyMembers.customerId, customer!.id));
    expect(member).toMatchObject({ companyId: A.id, role: 'approver' });
    expect(await stateOf(created.body.id)).toBe('accepted');

    // Signs in with the password chosen, and sees the company.
    const session = await login(s.t, email, 'acme', PASSWORD);
    const company = await callAs(s.t, { token: session.at })('GET', '/Company');
    expect(zCompany.strict().safeParse(company.body).error).toBeUndefined();
    expect(company.body).toMatchObject({ id: A.id, me: { role: 'approver', permissions: ['place_orders', 'use_company_addresses', 'see_company_orders', 'approve_requests'] } });

    // Used: the link works no more.
    expect(await accept(token)).toMatchObject({ status: 400, body: { error: 'invitation_invalid' } });
    expect(await pub()('POST', '/Company/Invitations/Check', { token })).toMatchObject({ status: 400, body: { error: 'invitation_invalid' } });
  });

  it('two accepts of one link at once make exactly one account and one member', async () => {
    const email = freshEmail();
    const { id, token } = await knownInvitation(s.t, A.id, email);
    const results = await Promise.all([accept(token), accept(token, { firstName: 'Άλλη' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)!.body.error).toBe('invitation_invalid');
    const rows = await s.t.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email));
    expect(rows).toHaveLength(1);
    expect(await s.t.db.select().from(companyMembers).where(eq(companyMembers.customerId, rows[0]!.id))).toHaveLength(1);
    expect(await stateOf(id)).toBe('accepted');
  });

  it('refuses a common password as registration does, and the link stays usable', async () => {
    const { id, token } = await knownInvitation(s.t, A.id, freshEmail());
    expect(await accept(token, { password: 'password123' })).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { password: 'password_too_common' } } });
    expect(await accept(token, { password: 'short' })).toMatchObject({ status: 400, body: { fields: { password: 'min_characters' } } });
    expect(await stateOf(id)).toBe('pending');
  });

  it('an e-mail with an account here must sign in and join: the check says so, accept answers 409', async () => {
    const existing = await freshCustomer(s.t);
    const { token } = await knownInvitation(s.t, A.id, existing.email);
    expect((await pub()('POST', '/Company/Invitations/Check', { token })).body.accountExists).toBe(true);
    expect(await accept(token)).toMatchObject({ status: 409, body: { error: 'invitation_account_exists' } });
    // Joining as that account works, and answers the company.
    const joined = await callAs(s.t, existing)('POST', '/Company/Invitations/Join', { token });
    expect(joined).toMatchObject({ status: 200, body: { id: A.id, status: 'active', me: { role: 'buyer' } } });
  });

  it('a link of one partner names nothing under another, and an unknown token is the same 400', async () => {
    const { token } = await knownInvitation(s.t, A.id, freshEmail());
    expect(await pub('hellas')('POST', '/Company/Invitations/Check', { token })).toMatchObject({ status: 400, body: { error: 'invitation_invalid' } });
    expect(await pub()('POST', '/Company/Invitations/Check', { token: 'x'.repeat(43) })).toMatchObject({ status: 400, body: { error: 'invitation_invalid' } });
    expect(await pub()('POST', '/Company/Invitations/Check', { token: 'bad token!' })).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
  });
});

describe('invitations the admin manages', () => {
  it('refuses to invite a member of any company here, and replaces a pending invitation of the same e-mail', async () => {
    const B = await createCompany(s.t);
    expect(await invite(A.members.viewer.email)).toMatchObject({ status: 409, body: { error: 'company_member_already' } });
    expect(await invite(B.members.buyer.email.toUpperCase())).toMatchObject({ status: 409, body: { error: 'company_member_already' } });
    const email = freshEmail();
    const first = await invite(email);
    const second = await invite(email, 'viewer');
    expect(await stateOf(first.body.id)).toBe('revoked');
    expect(await stateOf(second.body.id)).toBe('pending');
  });

  it('a revoked invitation stops working; revoking it again is 409; another company cannot revoke it', async () => {
    const email = freshEmail();
    const { id, token } = await knownInvitation(s.t, A.id, email);
    const B = await createCompany(s.t);
    expect(await callAs(s.t, B.members.admin)('DELETE', `/Company/Invitations/${id}`)).toMatchObject({ status: 404, body: { error: 'invitation_not_found' } });
    expect((await admin()('DELETE', `/Company/Invitations/${id}`)).status).toBe(204);
    expect(await stateOf(id)).toBe('revoked');
    expect(await accept(token)).toMatchObject({ status: 400, body: { error: 'invitation_invalid' } });
    expect(await admin()('DELETE', `/Company/Invitations/${id}`)).toMatchObject({ status: 409, body: { error: 'invitation_not_pending' } });
    expect(await s.t.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);
  });

  it('join by a signed-in customer whose e-mail is not the invited one: 403, the invitation stays pending', async () => {
    const { id, token } = await knownInvitation(s.t, A.id, freshEmail());
    const other = await freshCustomer(s.t);
    expect(await callAs(s.t, other)('POST', '/Company/Invitations/Join', { token })).toMatchObject({ status: 403, body: { error: 'invitation_wrong_account' } });
    expect(await stateOf(id)).toBe('pending');
  });

  it('a member of another company cannot join (409), nor can anyone once the company is disabled (400)', async () => {
    const B = await createCompany(s.t);
    const { token } = await knownInvitation(s.t, A.id, B.members.viewer.email);
    expect(await callAs(s.t, B.members.viewer)('POST', '/Company/Invitations/Join', { token })).toMatchObject({ status: 409, body: { error: 'company_member_already' } });
    const C = await createCompany(s.t);
    const late = await knownInvitation(s.t, C.id, freshEmail());
    await s.t.db.update(companies).set({ status: 'disabled' }).where(eq(companies.id, C.id));
    expect(await accept(late.token)).toMatchObject({ status: 400, body: { error: 'invitation_invalid' } });
  });

  it('a sales person shopping as the admin reads the invitations and members but may not invite, revoke, manage or join', async () => {
    const [sales] = await s.t.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.role, 'SalesPerson')).limit(1);
    const token = await signAccessToken(s.t.deps, { customerId: A.members.admin.id, partnerId: A.partnerId, partnerCode: 'acme', familyId: randomUUID(), impersonatorId: sales!.id });
    const asSales = callAs(s.t, { token });
    expect((await asSales('GET', '/Company/Invitations')).status).toBe(200);
    expect((await asSales('GET', '/Company/Members')).status).toBe(200);
    const { id, token: link } = await knownInvitation(s.t, A.id, freshEmail());
    for (const [method, path, body] of [
      ['POST', '/Company/Invitations', { email: freshEmail(), role: 'buyer' }],
      ['DELETE', `/Company/Invitations/${id}`, undefined],
      ['PUT', `/Company/Members/${A.members.viewer.memberId}`, { role: 'buyer', spendingLimitCents: null, limitPeriod: 'month', alwaysNeedsApproval: false }],
      ['DELETE', `/Company/Members/${A.members.viewer.memberId}`, undefined],
      ['PUT', '/Company/Rules', { approvalThresholdCents: 1, expectedVersion: 0 }],
      ['POST', '/Company/Invitations/Join', { token: link }],
    ] as const) {
      expect(await asSales(method, path, body)).toMatchObject({ status: 403, body: { error: 'impersonation_forbidden' } });
    }
    expect(await stateOf(id)).toBe('pending');
    const [viewer] = await s.t.db.select().from(companyMembers).where(and(eq(companyMembers.id, A.members.viewer.memberId)));
    expect(viewer!.role).toBe('viewer');
  });
});

describe('expiry (COMPANY_INVITATION_DAYS = 7, by the clock)', () => {
  it('works until its expiry and is refused from then on; the list says expired', async () => {
    const email = freshEmail();
    const created = await invite(email);
    const token = tokenOf((await lastMail(s.t, email, 'companyInvitation'))!.links[0]);
    s.t.advance(7 * 86_400_000 - 60_000);
    expect((await pub()('POST', '/Company/Invitations/Check', { token })).status).toBe(200);
    s.t.advance(60_000);
    expect(await pub()('POST', '/Company/Invitations/Check', { token })).toMatchObject({ status: 400, body: { error: 'invitation_invalid' } });
    expect(await accept(token)).toMatchObject({ status: 400, body: { error: 'invitation_invalid' } });
    // The admin's token of the test start has expired meanwhile: a new one.
    const fresh = await signAccessToken(s.t.deps, { customerId: A.members.admin.id, partnerId: A.partnerId, partnerCode: 'acme', familyId: randomUUID() });
    const items = (await callAs(s.t, { token: fresh })('GET', '/Company/Invitations')).body.items as { id: number; state: string }[];
    expect(items.find((i) => i.id === created.body.id)?.state).toBe('expired');
    expect(await callAs(s.t, { token: fresh })('DELETE', `/Company/Invitations/${created.body.id}`)).toMatchObject({ status: 409, body: { error: 'invitation_not_pending' } });
  });
});
