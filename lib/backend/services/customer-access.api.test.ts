import { createTestApi, type TestApi } from '../testing/test-api';
import { login } from '../testing/auth-helpers';
import { checkCustomerAccess } from './customer-access';
import { findPartnerByCode } from './partners';

/** The one rule the API and the storefront's partner-wide pages both ask (issue #15). */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const partner = async (code: string) => (await findPartnerByCode(t.db, code))!;

describe('checkCustomerAccess', () => {
  it("lets a live token in under its own partner, with the token's customer", async () => {
    const session = await login(t);
    const access = await checkCustomerAccess(t.deps, session.at, await partner('acme'));
    expect(access.ok && access.principal.partnerId).toBe((await partner('acme')).id);
  });

  it("refuses the token under another partner's code", async () => {
    const session = await login(t);
    expect(await checkCustomerAccess(t.deps, session.at, await partner('hellas'))).toEqual({ ok: false, reason: 'partner_mismatch' });
  });

  it('says "expired" for an expired token (the client refreshes) and "invalid" for a forged one', async () => {
    const session = await login(t);
    const [head, body] = session.at.split('.');
    expect(await checkCustomerAccess(t.deps, `${head}.${body}.forged-signature`, await partner('acme'))).toEqual({ ok: false, reason: 'invalid' });
    t.advance(24 * 60 * 60 * 1000);
    expect(await checkCustomerAccess(t.deps, session.at, await partner('acme'))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses the token of a session that ended (logout), although it was let in a moment before', async () => {
    const session = await login(t);
    expect((await checkCustomerAccess(t.deps, session.at, await partner('acme'))).ok).toBe(true);
    expect((await t.call('POST', '/Customers/Logout', { rt: session.rt })).status).toBe(204);
    expect(await checkCustomerAccess(t.deps, session.at, await partner('acme'))).toEqual({ ok: false, reason: 'revoked' });
  });
});
