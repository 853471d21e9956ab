import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, getTableName, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RETENTION_DAYS, RETENTION_KINDS, type RetentionKind } from '@/lib/config/retention';
import { DAY_MS } from '@/lib/rules/retention-cutoff';
import {
  cartCoupons,
  cartLines,
  carts,
  consentRecords,
  coupons,
  customers,
  idempotencyKeys,
  impersonations,
  oneTimeTokens,
  outboxEmails,
  partners,
  privacyRequests,
  productVariants,
  rateLimits,
  refreshTokens,
  staffAudit,
  staffMembers,
  staffPasswordLinks,
  staffSessions,
} from '../db/schema';
import { createTestApi, type TestApi } from '../testing/test-api';
import type { ApiDeps } from '../context';
import { purgeRetention, retentionRunner } from './retention';

/**
 * The retention job (issue #49 item 3, decision 0097) on the prepared database: for each kind a row
 * just past its period goes, a row just inside it and a live one stay; the counts say what went;
 * a second run finds nothing more. One set of fixtures, made at the test clock's now.
 */
jest.setTimeout(60_000);
const logDir = mkdtempSync(join(tmpdir(), 'storefront-retention-'));
let t: TestApi;
let now: Date;
const SECOND = 1000;
/** Just past / just inside a kind's period, counted back from now. */
const past = (kind: RetentionKind) => new Date(now.getTime() - RETENTION_DAYS[kind] * DAY_MS - SECOND);
const inside = (kind: RetentionKind) => new Date(now.getTime() - RETENTION_DAYS[kind] * DAY_MS + SECOND);
const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
const ahead = (days: number) => new Date(now.getTime() + days * DAY_MS);

/** Each fixture row: where it is, and whether the purge must have deleted it. */
type Expect = { table: PgTable; id: PgColumn; value: number | string; gone: boolean };
const expected: Expect[] = [];
const fixture = (table: PgTable, id: PgColumn, value: number | string, gone: boolean) => expected.push({ table, id, value, gone });
const present = async (e: Expect) => (await t.db.select({ id: e.id }).from(e.table).where(eq(e.id, e.value))).length === 1;

let serial = 0;
async function customer(partnerId: number): Promise<number> {
  serial += 1;
  const [row] = await t.db
    .insert(customers)
    .values({ partnerId, email: `retention-${serial}-${randomUUID().slice(0, 8)}@acme.test`, passwordHash: 'x', firstName: 'Ελένη', lastName: 'Κώστα', status: 'active' })
    .returning({ id: customers.id });
  return row!.id;
}

async function staff(): Promise<number> {
  serial += 1;
  const [row] = await t.db.insert(staffMembers).values({ email: `retention-staff-${serial}-${randomUUID().slice(0, 8)}@shop.test`, name: 'Ρ', role: 'Employee', passwordHash: 'x' }).returning({ id: staffMembers.id });
  return row!.id;
}

let partnerId: number;
const owner = async () => ({ customerId: await customer(partnerId), partnerId });

/** A customer's cart last touched at `updatedAt`, with a line changed at `line`. */
async function oldCart(updatedAt: Date, line?: Date): Promise<{ id: number; lineId?: number }> {
  const [row] = await t.db.insert(carts).values({ ...(await owner()), createdAt: ago(400), updatedAt }).returning({ id: carts.id });
  if (!line) return { id: row!.id };
  const [variant] = await t.db.select({ id: productVariants.id }).from(productVariants).limit(1);
  const [l] = await t.db.insert(cartLines).values({ cartId: row!.id, variantId: variant!.id, quantity: 1, createdAt: ago(400), updatedAt: line }).returning({ id: cartLines.id });
  return { id: row!.id, lineId: l!.id };
}

/** Counts the first run must report (everything else in the database that was old went in the baseline run). */
const counts: Record<RetentionKind, number> = Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, 0])) as Record<RetentionKind, number>;
let goneLine: number;

beforeAll(async () => {
  t = await createTestApi({ LOG_DIR: logDir });
  now = t.deps.now();
  // The prepared database's own old rows (if any) go first: the counts below are this file's rows.
  await purgeRetention(t.deps);
  const [partner] = await t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'acme'));
  partnerId = partner!.id;
  const [coupon] = await t.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.partnerId, partnerId)).limit(1);

  // Carts: idle past the period (with its lines and coupon) goes; a recently changed line, a recent coupon, a cart just inside and yesterday's stay.
  const cart = async (updatedAt: Date, line: Date | undefined, couponAt: Date | undefined, gone: boolean) => {
    const made = await oldCart(updatedAt, line);
    if (gone && made.lineId) goneLine = made.lineId;
    if (couponAt) await t.db.insert(cartCoupons).values({ cartId: made.id, couponId: coupon!.id, createdAt: couponAt });
    fixture(carts, carts.id, made.id, gone);
  };
  await cart(past('abandonedCarts'), past('abandonedCarts'), past('abandonedCarts'), true);
  await cart(past('abandonedCarts'), inside('abandonedCarts'), undefined, false);
  await cart(past('abandonedCarts'), past('abandonedCarts'), inside('abandonedCarts'), false);
  await cart(inside('abandonedCarts'), undefined, undefined, false);
  await cart(ago(1), past('abandonedCarts'), undefined, false);
  counts.abandonedCarts = 1;

  // Idempotency keys, from their creation.
  const { customerId } = await owner();
  for (const [createdAt, gone] of [[past('idempotencyKeys'), true], [inside('idempotencyKeys'), false]] as const) {
    const [row] = await t.db.insert(idempotencyKeys).values({ customerId, key: randomUUID(), requestHash: 'h', responseStatus: 200, responseBody: {}, createdAt }).returning({ id: idempotencyKeys.id });
    fixture(idempotencyKeys, idempotencyKeys.id, row!.id, gone);
  }
  counts.idempotencyKeys = 1;

  // Mail: sent, from the sending; never sent, from the writing, unless the sender holds it right now.
  const mail = async (values: { createdAt: Date; sentAt?: Date; nextAttemptAt?: Date }, gone: boolean) => {
    const [row] = await t.db.insert(outboxEmails).values({ recipient: 'retention@acme.test', kind: 'test', language: 'el', subject: 's', text: 't', html: 'h', ...values }).returning({ id: outboxEmails.id });
    fixture(outboxEmails, outboxEmails.id, row!.id, gone);
  };
  await mail({ createdAt: ago(200), sentAt: past('sentMail') }, true);
  await mail({ createdAt: ago(200), sentAt: inside('sentMail') }, false);
  await mail({ createdAt: past('unsentMail') }, true);
  await mail({ createdAt: inside('unsentMail') }, false);
  await mail({ createdAt: past('unsentMail'), nextAttemptAt: ahead(0.005) }, false);
  counts.sentMail = 1;
  counts.unsentMail = 1;

  // Verification and reset links, from their expiry, used or not.
  for (const [expiresAt, usedAt, gone] of [[past('oneTimeTokens'), null, true], [inside('oneTimeTokens'), ago(30), false], [ahead(1), null, false]] as const) {
    const [row] = await t.db.insert(oneTimeTokens).values({ kind: 'verify', customerId, tokenHash: randomUUID(), expiresAt, usedAt }).returning({ id: oneTimeTokens.id });
    fixture(oneTimeTokens, oneTimeTokens.id, row!.id, gone);
  }
  counts.oneTimeTokens = 1;

  // Refresh tokens, a whole family from its end: an ended family goes, a live one keeps even its long-expired rotated rows.
  const family = async (rows: { expiresAt: Date; revokedAt?: Date; rotatedAt?: Date }[], gone: boolean) => {
    const familyId = randomUUID();
    const ids = await t.db.insert(refreshTokens).values(rows.map((r) => ({ familyId, customerId, partnerId, tokenHash: randomUUID(), ...r }))).returning({ id: refreshTokens.id });
    for (const row of ids) fixture(refreshTokens, refreshTokens.id, row.id, gone);
  };
  await family([{ expiresAt: ago(100), rotatedAt: ago(107) }, { expiresAt: past('refreshTokens') }], true);
  await family([{ expiresAt: ago(100), rotatedAt: ago(107) }, { expiresAt: ahead(7) }], false);
  await family([{ expiresAt: ahead(7), revokedAt: inside('refreshTokens') }], false);
  await family([{ expiresAt: ahead(7), revokedAt: past('refreshTokens') }], true);
  counts.refreshTokens = 3;

  // Staff sessions, from their end; a member's latest session stays however old.
  const [member, idle] = [await staff(), await staff()];
  const session = async (staffId: number, values: { createdAt: Date; expiresAt: Date; revokedAt?: Date }, gone: boolean) => {
    const id = randomUUID();
    await t.db.insert(staffSessions).values({ id, staffId, ...values });
    fixture(staffSessions, staffSessions.id, id, gone);
  };
  await session(member, { createdAt: ago(200), expiresAt: ago(199) }, true);
  await session(member, { createdAt: ago(30.2), expiresAt: inside('staffSessions'), revokedAt: past('staffSessions') }, true);
  await session(member, { createdAt: ago(40), expiresAt: inside('staffSessions') }, false);
  await session(member, { createdAt: ago(0.01), expiresAt: ahead(0.3) }, false);
  await session(idle, { createdAt: ago(400), expiresAt: ago(399) }, false);
  counts.staffSessions = 2;

  // Staff password links, from their end (expiry or use).
  for (const [expiresAt, usedAt, gone] of [[ahead(1), past('staffPasswordLinks'), true], [past('staffPasswordLinks'), null, true], [inside('staffPasswordLinks'), null, false], [ahead(1), null, false]] as const) {
    const [row] = await t.db.insert(staffPasswordLinks).values({ staffId: member, kind: 'reset', tokenHash: randomUUID(), expiresAt, usedAt }).returning({ id: staffPasswordLinks.id });
    fixture(staffPasswordLinks, staffPasswordLinks.id, row!.id, gone);
  }
  counts.staffPasswordLinks = 2;

  // Throttling windows, from their start.
  for (const [windowStart, gone] of [[past('rateLimits'), true], [inside('rateLimits'), false]] as const) {
    const key = `retention:${randomUUID()}`;
    await t.db.insert(rateLimits).values({ key, windowStart, count: 3 });
    fixture(rateLimits, rateLimits.key, key, gone);
  }
  counts.rateLimits = 1;

  // The three audit-like kinds, from when they were made (impersonations: from their end).
  for (const [createdAt, gone] of [[past('consentRecords'), true], [inside('consentRecords'), false]] as const) {
    const [row] = await t.db.insert(consentRecords).values({ visitorId: randomUUID(), partnerId, version: 'v1', preferences: true, embeds: false, createdAt }).returning({ id: consentRecords.id });
    fixture(consentRecords, consentRecords.id, row!.id, gone);
  }
  for (const [createdAt, gone] of [[past('staffAudit'), true], [inside('staffAudit'), false]] as const) {
    const [row] = await t.db.insert(staffAudit).values({ staffId: member, action: 'test.retention', targetKind: 'staff', targetId: member, createdAt }).returning({ id: staffAudit.id });
    fixture(staffAudit, staffAudit.id, row!.id, gone);
  }
  for (const [endsAt, endedAt, gone] of [[inside('impersonations'), past('impersonations'), true], [past('impersonations'), null, true], [inside('impersonations'), null, false]] as const) {
    const createdAt = new Date(endsAt.getTime() - 3_600_000);
    const values = { staffId: member, ...(await owner()), handoffExpiresAt: createdAt, endsAt, endedAt, createdAt };
    const [row] = await t.db.insert(impersonations).values(values).returning({ id: impersonations.id });
    fixture(impersonations, impersonations.id, row!.id, gone);
  }
  for (const [createdAt, gone] of [[past('privacyRequests'), true], [inside('privacyRequests'), false]] as const) {
    const [row] = await t.db.insert(privacyRequests).values({ customerId, partnerId, kind: 'export', status: 'completed', createdAt }).returning({ id: privacyRequests.id });
    fixture(privacyRequests, privacyRequests.id, row!.id, gone);
  }
  counts.consentRecords = 1;
  counts.staffAudit = 1;
  counts.impersonations = 2;
  counts.privacyRequests = 1;

  // Log files: the day that ended before the cutoff goes; the day the cutoff falls in, today's and any other file stay.
  const day = (at: Date) => `storefront-${at.toISOString().slice(0, 10)}.log`;
  for (const name of [day(ago(RETENTION_DAYS.serverLogs + 1)), day(ago(RETENTION_DAYS.serverLogs)), day(now), 'storefront-2000-01-01.log.gz']) writeFileSync(join(logDir, name), 'line\n');
  counts.serverLogs = 1;
});
afterAll(async () => {
  await t.close();
  rmSync(logDir, { recursive: true, force: true });
});

describe('the retention job', () => {
  it('deletes what is past its period, keeps what is inside it or live, and counts each kind', async () => {
    expect(await purgeRetention(t.deps)).toEqual(counts);
    const wrong: { table: string; id: number | string; gone: boolean }[] = [];
    for (const e of expected) if ((await present(e)) === e.gone) wrong.push({ table: getTableName(e.table), id: e.value, gone: e.gone });
    expect(wrong).toEqual([]);
    // A deleted cart takes its lines with it.
    expect(await t.db.select().from(cartLines).where(eq(cartLines.id, goneLine))).toEqual([]);
    expect(readdirSync(logDir).sort()).toEqual(['storefront-2000-01-01.log.gz', `storefront-${ago(RETENTION_DAYS.serverLogs).toISOString().slice(0, 10)}.log`, `storefront-${now.toISOString().slice(0, 10)}.log`].sort());
  });

  it('deletes nothing more when run again', async () => {
    expect(Object.values(await purgeRetention(t.deps)).every((n) => n === 0)).toBe(true);
  });

  it('works each row once when two processes purge at the same time', async () => {
    const made = [await oldCart(past('abandonedCarts'), past('abandonedCarts')), await oldCart(past('abandonedCarts'))];
    const [member] = await t.db.select({ id: staffMembers.id }).from(staffMembers).limit(1);
    await t.db.insert(staffAudit).values([1, 2, 3].map((targetId) => ({ staffId: member!.id, action: 'test.retention', targetKind: 'staff', targetId, createdAt: past('staffAudit') })));
    const [a, b] = await Promise.all([purgeRetention(t.deps), purgeRetention(t.deps)]);
    expect({ carts: a.abandonedCarts + b.abandonedCarts, audit: a.staffAudit + b.staffAudit }).toEqual({ carts: 2, audit: 3 });
    expect(await t.db.select().from(carts).where(inArray(carts.id, made.map((c) => c.id)))).toEqual([]);
  });

  // PGlite has one connection: a transaction held open would wait for itself.
  (process.env.TEST_PG_URL ? it : it.skip)('leaves a cart being written for the next run, which sees the write', async () => {
    const cart = await oldCart(past('abandonedCarts'), past('abandonedCarts'));
    await t.db.transaction(async (tx) => {
      // What a quantity change does (services/cart.ts): the cart row locked, then its line changed.
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cart.id)).for('update');
      expect((await purgeRetention(t.deps)).abandonedCarts).toBe(0);
      await tx.update(cartLines).set({ quantity: 2, updatedAt: now }).where(eq(cartLines.id, cart.lineId!));
    });
    expect((await purgeRetention(t.deps)).abandonedCarts).toBe(0);
    expect(await t.db.select({ id: carts.id }).from(carts).where(eq(carts.id, cart.id))).toEqual([{ id: cart.id }]);
  });

  it('deletes in batches until a batch comes back short', async () => {
    const keys = Array.from({ length: 7 }, () => `retention-batch:${randomUUID()}`);
    await t.db.insert(rateLimits).values(keys.map((key) => ({ key, windowStart: ago(3), count: 1 })));
    expect((await purgeRetention(t.deps, 3)).rateLimits).toBe(7);
    expect(await t.db.select().from(rateLimits).where(inArray(rateLimits.key, keys))).toEqual([]);
  });

  it('keeps a throttling window while a longer configured window still counts', async () => {
    const key = `retention-window:${randomUUID()}`;
    await t.db.insert(rateLimits).values({ key, windowStart: ago(2), count: 5 });
    const longer = { ...t.deps, env: { ...t.deps.env, AUTH_RATE_LIMIT_WINDOW_SECONDS: 3 * 86_400 } };
    expect((await purgeRetention(longer)).rateLimits).toBe(0);
    expect((await purgeRetention(t.deps)).rateLimits).toBe(1);
  });

  it('runs one purge at a time per process, says a failed run once per run, and stops', async () => {
    const runner = retentionRunner(t.deps);
    const first = runner.run();
    expect(runner.run()).toBe(first);
    await first;
    const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const chain: object = new Proxy(function query() {}, {
      get: (_target, property) => (property === 'then' ? (_resolve: unknown, reject: (error: Error) => void) => reject(refused()) : chain),
      apply: () => chain,
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = retentionRunner({ ...t.deps, db: chain as ApiDeps['db'] });
    await down.run();
    await down.run();
    const said = errors.mock.calls.map((call) => String(call[0]));
    errors.mockRestore();
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^\[retention\] purge failed: .*ECONNREFUSED.*database unreachable/);
    expect(said[1]).toMatch(/^\[retention\] purge failed again \(2 in a row/);
    // Stopped: a timer that fires late starts nothing.
    await runner.stop();
    const key = `retention-stopped:${randomUUID()}`;
    await t.db.insert(rateLimits).values({ key, windowStart: ago(3), count: 1 });
    await runner.run();
    expect(await t.db.select({ key: rateLimits.key }).from(rateLimits).where(eq(rateLimits.key, key))).toEqual([{ key }]);
  });
});
