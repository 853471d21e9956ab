import { staffRoleOf } from '../staff-access-gate';
import { createTestApi, type TestApi } from '../testing/test-api';
import { publishStaffAccess } from './staff-access';
import { demoStaffToken, staffCallOf } from './testing/staff-member-helpers';

/** What middleware asks before an Employee-only console page renders (lib/routing/staff-employee-pages.ts), as the runtime publishes it. */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
  publishStaffAccess(t.deps);
});
afterAll(async () => {
  publishStaffAccess(undefined);
  await t.close();
});

describe('the staff role middleware reads from globalThis', () => {
  it("answers each demo member's role", async () => {
    expect(await staffRoleOf(await demoStaffToken(t, 'employee@shop.test'))).toBe('Employee');
    expect(await staffRoleOf(await demoStaffToken(t, 'sales@shop.test'))).toBe('SalesPerson');
    expect(await staffRoleOf(await demoStaffToken(t, 'inspector@shop.test'))).toBe('Inspector');
  });

  it('cannot tell for a bad token or an ended session: the page decides', async () => {
    const token = await demoStaffToken(t, 'inspector@shop.test');
    expect(await staffRoleOf('not-a-token')).toBeUndefined();
    expect((await staffCallOf(t)('POST', '/staff/logout', token)).status).toBe(204);
    expect(await staffRoleOf(token)).toBeUndefined();
  });

  it('answers "cannot tell" once withdrawn (the database closed), never a guess', async () => {
    const token = await demoStaffToken(t, 'inspector@shop.test');
    publishStaffAccess(undefined);
    try {
      expect(await staffRoleOf(token)).toBeUndefined();
    } finally {
      publishStaffAccess(t.deps);
    }
  });
});
