import { createHash, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import { OrderStatusCodes } from '@/lib/contract/enums';
import type { ApiEnv } from '../context';
import { fiscalDocuments, orders, outboxEmails, payments, shipments } from '../db/schema';
import { notFound } from '../http/api-error';
import { parseOrThrow, queryObject, readJsonBody } from '../http/validate';
import { setSandboxMode } from '../services/mydata/sandbox-state';
import { findParcel, setBoxnowSandboxMode } from '../services/carriers/boxnow/sandbox-state';
import { playSandboxParcelEvent } from '../services/carriers/boxnow/sandbox-webhook';
import { addCheckpoint, codCentsOf, findVoucher, remitVoucher, setAcsSandboxMode } from '../services/carriers/acs/sandbox-state';
import { athensDay } from '@/lib/carriers/acs/acs-cod-remittance';
import { athensLocalText } from '@/lib/carriers/acs/acs-contract';
import { findPartnerByCode } from '../services/partners';

/**
 * Test-only endpoints, mounted only when ENABLE_TEST_ENDPOINTS is on (never in a real
 * deployment: lib/config/deployment.ts refuses them beside a live provider), and even then only
 * for callers that send `X-Test-Secret: {TEST_ENDPOINTS_SECRET}` (the test harness generates it per
 * run); anyone else gets the same 404 as if they did not exist. They offer the mail outbox, so e2e tests can follow verification and reset links; an order's
 * status and age, so e2e tests can reach a Completed order or one past the return window; an
 * order's payment deadline, so the expiry sweep can be seen at work within a test; how the myDATA
 * sandbox answers (ok, slow, down, reject, lose), so the transmission's faults can be tried.
 */
const zOutboxQuery = z.strictObject({ to: z.string().min(3).max(254), kind: z.string().max(40).optional() });
const zOrderState = z.strictObject({
  orderNumber: z.string().trim().min(1).max(40),
  partnerCode: z.string().trim().min(1).max(64),
  status: z.number().int().refine((code) => (OrderStatusCodes as readonly number[]).includes(code)),
  daysAgo: z.number().int().min(0).max(3650).optional(),
});
/** A short payment deadline for an order (the e2e test of the expiry sweep, issue #17 item 2). */
const zPaymentDeadline = z.strictObject({
  orderNumber: zOrderState.shape.orderNumber,
  partnerCode: zOrderState.shape.partnerCode,
  secondsFromNow: z.number().int().min(-3600).max(3600),
});
/** How the myDATA sandbox answers from now on (services/mydata/sandbox-state.ts). */
const zMydataMode = z.strictObject({
  mode: z.enum(['ok', 'slow', 'down', 'reject', 'lose']),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  unregistered: z.array(z.string().regex(/^\d{9}$/)).max(20).optional(),
  /** The waiting documents are due now, not after their backoff: a test sees myDATA's return without waiting a minute. */
  retryNow: z.boolean().optional(),
});
/** How a carrier's sandbox answers from now on (services/carriers/{boxnow,acs}/sandbox-state.ts). */
const zCarrierMode = z.strictObject({ mode: z.enum(['ok', 'down', 'lose']) });
/** A tracking event played on a sandbox parcel: a Box Now event type, or an ACS checkpoint's action. */
const zCarrierEvent = z.strictObject({ carrier: z.enum(['boxnow', 'acs']), parcelId: z.string().regex(/^\d{10}$/), event: z.string().min(1).max(80), location: z.string().max(80).optional() });
/** ACS pays a voucher's cash on delivery over to the shop (decision 0091): today, or on `day`; its own amount, or `amountCents` (a remittance that differs). */
const zAcsRemittance = z.strictObject({ parcelId: z.string().regex(/^\d{10}$/), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(), amountCents: z.number().int().min(0).max(10_000_000).optional() });
const DAY_MS = 86_400_000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the secret, compared in constant time (hashes make the lengths equal). */
export function isTestSecret(secret: string | undefined, given: string | undefined): boolean {
  if (!secret || given === undefined) return false;
  return timingSafeEqual(digest(secret), digest(given));
}

export function testRoutes(app: Hono<ApiEnv>): void {
  app.use('/test/*', async (c, next) => {
    if (!isTestSecret(c.get('deps').env.TEST_ENDPOINTS_SECRET, c.req.header('x-test-secret'))) return c.json({ error: 'not_found' }, 404);
    await next();
  });
  app.get('/test/outbox', async (c) => {
    const query = parseOrThrow(zOutboxQuery, queryObject(c));
    const rows = await c
      .get('deps')
      .db.select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.recipient, query.to.toLowerCase()), query.kind ? eq(outboxEmails.kind, query.kind) : undefined))
      .orderBy(desc(outboxEmails.id))
      .limit(20);
    return c.json({ items: rows });
  });

  app.post('/test/orders/status', async (c) => {
    const deps = c.get('deps');
    const body = await readJsonBody(c, zOrderState, deps.env.API_BODY_LIMIT_BYTES);
    const partner = await findPartnerByCode(deps.db, body.partnerCode);
    if (!partner) throw notFound('partner_not_found');
    const changes = {
      status: body.status,
      ...(body.daysAgo === undefined ? {} : { createdAt: new Date(deps.now().getTime() - body.daysAgo * DAY_MS) }),
    };
    const [row] = await deps.db
      .update(orders)
      .set(changes)
      .where(and(eq(orders.partnerId, partner.id), eq(orders.orderNumber, body.orderNumber.toUpperCase())))
      .returning({ uid: orders.uid, status: orders.status, createdAt: orders.createdAt });
    if (!row) throw notFound('order_not_found');
    return c.json({ uid: row.uid, status: row.status, createdAt: row.createdAt.toISOString() });
  });

  app.post('/test/orders/payment-deadline', async (c) => {
    const deps = c.get('deps');
    const body = await readJsonBody(c, zPaymentDeadline, deps.env.API_BODY_LIMIT_BYTES);
    const partner = await findPartnerByCode(deps.db, body.partnerCode);
    if (!partner) throw notFound('partner_not_found');
    const due = new Date(deps.now().getTime() + body.secondsFromNow * 1000);
    const [row] = await deps.db
      .update(orders)
      .set({ paymentDueAt: due })
      .where(and(eq(orders.partnerId, partner.id), eq(orders.orderNumber, body.orderNumber.toUpperCase()), isNotNull(orders.paymentDueAt)))
      .returning({ id: orders.id, uid: orders.uid });
    if (!row) throw notFound('order_not_found');
    await deps.db.update(payments).set({ expiresAt: due }).where(and(eq(payments.orderId, row.id), eq(payments.status, 'pending')));
    return c.json({ uid: row.uid, paymentDueAt: due.toISOString() });
  });

  app.post('/test/mydata-sandbox', async (c) => {
    const deps = c.get('deps');
    const { retryNow, ...mode } = await readJsonBody(c, zMydataMode, deps.env.API_BODY_LIMIT_BYTES);
    setSandboxMode(deps.db, mode);
    if (retryNow) await deps.db.update(fiscalDocuments).set({ nextAttemptAt: deps.now() }).where(inArray(fiscalDocuments.status, ['pending', 'cancelling']));
    return c.json({ ...mode, ...(retryNow ? { retryNow } : {}) });
  });

  for (const [carrier, setMode] of [['boxnow', setBoxnowSandboxMode], ['acs', setAcsSandboxMode]] as const) {
    app.post(`/test/${carrier}-sandbox`, async (c) => {
      const deps = c.get('deps');
      const mode = await readJsonBody(c, zCarrierMode, deps.env.API_BODY_LIMIT_BYTES);
      setMode(deps.db, mode);
      return c.json(mode);
    });
  }

  // Plays a carrier's tracking event on a sandbox parcel and makes its shipment due for the tracking job at once.
  app.post('/test/carrier-event', async (c) => {
    const deps = c.get('deps');
    const body = await readJsonBody(c, zCarrierEvent, deps.env.API_BODY_LIMIT_BYTES);
    const now = deps.now();
    if (body.carrier === 'boxnow') {
      const row = await findParcel(deps.db, body.parcelId);
      if (!row) throw notFound('shipment_not_found');
      // Box Now also calls the shop's webhook, as it does (decision 0092).
      await playSandboxParcelEvent(deps, row, { type: body.event, ...(body.location ? { locationDisplayName: body.location } : {}) }, now);
    } else {
      const row = await findVoucher(deps.db, body.parcelId);
      if (!row) throw notFound('shipment_not_found');
      await addCheckpoint(deps.db, row, { at: athensLocalText(now), action: body.event, location: body.location ?? '' }, now);
    }
    await deps.db.update(shipments).set({ nextPollAt: now }).where(eq(shipments.parcelId, body.parcelId));
    return c.json(body);
  });

  // ACS pays a voucher's cash on delivery over now (or on a given day, of a given amount): the remittance job finds it (decision 0091).
  app.post('/test/acs-remittance', async (c) => {
    const deps = c.get('deps');
    const body = await readJsonBody(c, zAcsRemittance, deps.env.API_BODY_LIMIT_BYTES);
    const row = await findVoucher(deps.db, body.parcelId);
    const amountCents = body.amountCents ?? (row && codCentsOf(row));
    // A voucher the sandbox never issued, or one without cash to collect, has no remittance.
    if (!row || amountCents === undefined) throw notFound('shipment_not_found');
    const remittance = { day: body.day ?? athensDay(deps.now()), amountCents };
    await remitVoucher(deps.db, row, remittance, deps.now());
    return c.json({ parcelId: body.parcelId, ...remittance });
  });
}
