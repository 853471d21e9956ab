import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { customers, refreshTokens } from '../db/schema';
import { createTestApi, type TestApi } from '../testing/test-api';
import { rotate, startFamily, type RotateResult } from './refresh-tokens';

/**
 * Issue #44 item 8: two tabs (or two instances) refresh the same token at the same moment, 100
 * times over, and the customer is never logged out — on PGlite and on PostgreSQL
 * (`node scripts/test-pg.mjs lib/backend/services/refresh-race.api.test.ts`), where the second
 * refresh waits for the first one's row lock. The clocks run (every read is a millisecond later),
 * as real ones do: the loser of the race may have started first.
 */
const TRIES = 100;
let t: TestApi;
let owner: { customerId: number; partnerId: number };
beforeAll(async () => {
  t = await createTestApi();
  const [customer] = await t.db.select().from(customers).where(eq(customers.email, 'demo@acme.test'));
  owner = { customerId: customer!.id, partnerId: customer!.partnerId };
});
afterAll(() => t.close());

/** A clock that moves one millisecond on every read, `offsetMs` away from the test's clock. */
function runningClock(offsetMs: number): () => Date {
  let ticks = 0;
  return () => new Date(t.deps.now().getTime() + offsetMs + ticks++);
}

/** Two refreshes of one fresh token at once, started in the given order; both must get the same successor. */
async function twoTabs(first: ApiDeps, second: ApiDeps): Promise<RotateResult[]> {
  const { token } = await startFamily(t.deps, owner);
  return Promise.all([rotate(first, token, owner), rotate(second, token, owner)]);
}

async function expectNeverLoggedOut(tabA: () => ApiDeps, tabB: () => ApiDeps): Promise<void> {
  let kept = 0;
  const failures: string[] = [];
  for (let i = 0; i < TRIES; i++) {
    const [a, b] = [tabA(), tabB()];
    const results = await twoTabs(...((i % 2 === 0 ? [a, b] : [b, a]) as [ApiDeps, ApiDeps]));
    const [x, y] = results as [RotateResult, RotateResult];
    if (x.ok && y.ok && x.token === y.token && x.issuedAt.getTime() === y.issuedAt.getTime()) kept += 1;
    else failures.push(JSON.stringify(results.map((r) => (r.ok ? 'ok' : r.reason))));
  }
  expect(failures).toEqual([]);
  expect(kept).toBe(TRIES);
}

describe('two tabs refreshing one token at once, 100 times', () => {
  it('on one instance (one running clock): never logged out', async () => {
    const clock = runningClock(0);
    await expectNeverLoggedOut(
      () => ({ ...t.deps, now: clock }),
      () => ({ ...t.deps, now: clock }),
    );
  });

  it('on two instances whose clocks are 20 ms apart: never logged out', async () => {
    await expectNeverLoggedOut(
      () => ({ ...t.deps, now: runningClock(0) }),
      () => ({ ...t.deps, now: runningClock(-20) }),
    );
  });

  it('the family stays whole: the successor refreshes again and nothing was revoked', async () => {
    const { token, familyId } = await startFamily(t.deps, owner);
    const clock = runningClock(0);
    const [a] = await Promise.all([rotate({ ...t.deps, now: clock }, token, owner), rotate({ ...t.deps, now: clock }, token, owner)]);
    expect(a!.ok).toBe(true);
    const next = await rotate(t.deps, (a as { token: string }).token, owner);
    expect(next.ok).toBe(true);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.revokedAt)).toEqual([]);
  });

  it('a spent token presented after the window still ends the family (the lock changes nothing there)', async () => {
    const { token } = await startFamily(t.deps, owner);
    const first = await rotate(t.deps, token, owner);
    expect(first.ok).toBe(true);
    const late = { ...t.deps, now: () => new Date(t.deps.now().getTime() + (t.deps.env.AUTH_REFRESH_GRACE_SECONDS + 1) * 1000) };
    expect(await rotate(late, token, owner)).toEqual({ ok: false, reason: 'reused' });
    expect(await rotate(t.deps, (first as { token: string }).token, owner)).toEqual({ ok: false, reason: 'revoked' });
  });
});
