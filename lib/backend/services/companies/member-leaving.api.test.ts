import { eq } from 'drizzle-orm';
import { companyMembers } from '@/lib/backend/db/schema';
import { createCompany } from '@/lib/backend/testing/company-helpers';
import { createTestApi, type TestApi } from '@/lib/backend/testing/test-api';
import { ApiError } from '../../http/api-error';
import { deleteAccount } from '../privacy/account-deletion';

/** A deleted account leaves its company; the last admin with colleagues cannot (decision 0100). */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const del = (customer: { id: number; partnerId: number }) => deleteAccount(t.deps, { customerId: customer.id, customer: { partnerId: customer.partnerId, passwordHash: 'x' } });
const memberOf = async (customerId: number) => (await t.db.select().from(companyMembers).where(eq(companyMembers.customerId, customerId)))[0];

it('a deleted buyer leaves the company and the others stay', async () => {
  const company = await createCompany(t);
  await del(company.members.buyer);
  expect(await memberOf(company.members.buyer.id)).toBeUndefined();
  expect(await memberOf(company.members.viewer.id)).toMatchObject({ companyId: company.id });
});

it('the last admin with colleagues is refused, and nothing is erased', async () => {
  const company = await createCompany(t);
  const refused = await del(company.members.admin).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ApiError);
  expect(refused).toMatchObject({ status: 409, error: 'account_company_last_admin' });
  expect(await memberOf(company.members.admin.id)).toMatchObject({ role: 'admin' });
});

it('an admin may leave once a colleague is admin too, and the last member may always leave', async () => {
  const company = await createCompany(t);
  await t.db.update(companyMembers).set({ role: 'admin' }).where(eq(companyMembers.id, company.members.approver.memberId));
  await del(company.members.admin);
  expect(await memberOf(company.members.admin.id)).toBeUndefined();
  for (const role of ['buyer', 'viewer'] as const) await del(company.members[role]);
  await del(company.members.approver);
  expect(await memberOf(company.members.approver.id)).toBeUndefined();
});
