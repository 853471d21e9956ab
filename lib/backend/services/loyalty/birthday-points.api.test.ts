import { and, eq, inArray } from 'drizzle-orm';
import { customers, loyaltyPoints } from '../../db/schema';
import { startJobs } from '../../jobs/scheduler';
import { freshCustomer } from '../../testing/order-helpers';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { giveBirthdayPoints } from './birthday-points';

/**
 * Birthday points (issue #18 item 5): once a year on the customer's birthday in Greece, at the
 * partner's rate, to active customers only, however often the job runs; 29 February on 28 February
 * of a common year. The test clock starts on 2026-11-22 (Athens).
 */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

async function customerBorn(dateOfBirth: string, status: 'active' | 'disabled' = 'active') {
  const buyer = await freshCustomer(t);
  await t.db.update(customers).set({ dateOfBirth, status }).where(eq(customers.id, buyer.id));
  return buyer.id;
}
const birthdayEntries = (ids: number[]) =>
  t.db.select({ customerId: loyaltyPoints.customerId, points: loyaltyPoints.points, year: loyaltyPoints.birthdayYear, status: loyaltyPoints.status }).from(loyaltyPoints).where(and(inArray(loyaltyPoints.customerId, ids), eq(loyaltyPoints.type, 'Birthday')));
const DAY = 86_400_000;

describe('birthday points', () => {
  it('are given once a year on the day, to active customers, at the partner rate', async () => {
    const today = await customerBorn('1990-11-22');
    const tomorrow = await customerBorn('1990-11-23');
    const blocked = await customerBorn('1985-11-22', 'disabled');
    expect(await giveBirthdayPoints(t.deps)).toBeGreaterThanOrEqual(1);
    await giveBirthdayPoints(t.deps);
    expect(await birthdayEntries([today, tomorrow, blocked])).toEqual([{ customerId: today, points: 50, year: 2026, status: 'ApprovedPoints' }]);
    t.advance(DAY);
    await giveBirthdayPoints(t.deps);
    expect((await birthdayEntries([today, tomorrow, blocked])).map((e) => e.customerId).sort()).toEqual([today, tomorrow].sort());
    t.advance(364 * DAY); // 2027-11-22
    await giveBirthdayPoints(t.deps);
    expect((await birthdayEntries([today])).map((e) => e.year).sort()).toEqual([2026, 2027]);
  });

  it('someone born on 29 February gets them on 28 February of a common year; the job gives them on its first run of the day', async () => {
    const leapling = await customerBorn('2000-02-29');
    // From 2027-11-23 to 2028-02-28 (a leap year: nothing), then 2029-02-28 (common: given).
    const now = t.deps.now();
    t.advance(Date.parse('2028-02-28T10:00:00Z') - now.getTime());
    await giveBirthdayPoints(t.deps);
    expect(await birthdayEntries([leapling])).toEqual([]);
    t.advance(366 * DAY); // 2029-02-28
    const jobs = startJobs(t.deps, 3600);
    try {
      await jobs.runNow();
    } finally {
      await jobs.stop();
    }
    expect(await birthdayEntries([leapling])).toEqual([{ customerId: leapling, points: 50, year: 2029, status: 'ApprovedPoints' }]);
  });
});
