import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { customers, staffMembers } from '../db/schema';
import { signAccessToken } from '../services/access-tokens';
import { freshCustomer, orderSuite } from '../testing/order-helpers';
import { privacyClient } from '../testing/privacy-helpers';

/** The marketing e-mail choice (issue #49 item 2): unticked until the customer ticks it, recorded with its time. */
const s = orderSuite();

it('a new account has not agreed; agreeing records the time and keeps the first one; withdrawing clears it', async () => {
  const buyer = await freshCustomer(s.t);
  const client = privacyClient(s.t, buyer.token);
  expect((await client.profile()).body).toMatchObject({ marketingOptIn: false, marketingOptInAt: null });

  const agreedAt = s.t.deps.now().toISOString();
  expect(await client.marketing(true)).toMatchObject({ status: 200, body: { id: buyer.id, marketingOptIn: true, marketingOptInAt: agreedAt } });
  // A minute later (within the access token's life), agreeing again keeps the first time.
  s.t.advance(60_000);
  expect((await client.marketing(true)).body).toMatchObject({ marketingOptIn: true, marketingOptInAt: agreedAt });
  expect((await client.profile()).body).toMatchObject({ marketingOptIn: true, marketingOptInAt: agreedAt });

  expect((await client.marketing(false)).body).toMatchObject({ marketingOptIn: false, marketingOptInAt: null });
  const [row] = await s.t.db.select({ at: customers.marketingOptInAt }).from(customers).where(eq(customers.id, buyer.id));
  expect(row!.at).toBeNull();
});

it('anything but true or false is bad input, and changes nothing', async () => {
  const buyer = await freshCustomer(s.t);
  const client = privacyClient(s.t, buyer.token);
  for (const body of ['yes', 1, null]) expect(await client.marketing(body)).toMatchObject({ status: 400, body: { fields: { email: expect.any(String) } } });
  expect((await s.t.call('PUT', '/Customers/Profile/Marketing', { email: true, sms: true }, { token: buyer.token })).status).toBe(400);
  expect((await client.profile()).body).toMatchObject({ marketingOptIn: false });
  expect((await s.t.call('PUT', '/Customers/Profile/Marketing', { email: true })).status).toBe(401);
});

it('a sales person shopping as the customer may withdraw the agreement, never give it', async () => {
  const buyer = await freshCustomer(s.t);
  await privacyClient(s.t, buyer.token).marketing(true);
  const [sales] = await s.t.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.role, 'SalesPerson')).limit(1);
  const token = await signAccessToken(s.t.deps, { customerId: buyer.id, partnerId: buyer.partnerId, partnerCode: 'acme', familyId: randomUUID(), impersonatorId: sales!.id });
  const impersonated = privacyClient(s.t, token);
  expect((await impersonated.marketing(false)).body).toMatchObject({ marketingOptIn: false });
  expect(await impersonated.marketing(true)).toMatchObject({ status: 403, body: { error: 'impersonation_forbidden' } });
  expect((await privacyClient(s.t, buyer.token).profile()).body).toMatchObject({ marketingOptIn: false });
});
