import { eq, inArray } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { formatGiftCardCode } from '@/lib/rules/gift-card';
import { OUTBOX_RETRY } from '@/lib/rules/outbox-retry';
import type { Database } from '../db/client';
import { giftCards, orders, outboxEmails, productVariants, products } from '../db/schema';
import { DEMO_KINDS } from '../db/seed/demo-product-kinds';
import { createMailer } from '../services/mailer';
import { changeOrderStatus } from '../services/orders/order-status';
import { freshCustomer, orderBody, orderClient, orderSuite } from '../testing/order-helpers';
import { openSecondInstance } from '../testing/second-instance';
import { deliveredTo, readableText, startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { sendOutbox, type OutboxSenderOptions } from './outbox-sender';
import { startJobs } from './scheduler';

/**
 * The transactional-outbox sender (issue #45, decision 0044) against a real SMTP server: the gift
 * card mail written by the paying transaction is delivered once; a failed send is retried with
 * the backoff and delivered when the server is back; two instances running together send each
 * mail once; the mailer's own sent mail is not sent again; a claim killed mid-send is retried after
 * its lease (at least once).
 */
jest.setTimeout(60_000);
const s = orderSuite();
const MINUTE = 60_000;
const STAFF = { kind: 'staff' as const, id: 1, name: 'Test Employee' };
let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.down = false;
  smtp.delayMs = 0;
});

const senderDeps = (db: Database = s.t.db) => ({ db, now: s.t.deps.now, env: { SMTP_URL: smtp.url, MAIL_FROM: s.t.deps.env.MAIL_FROM } });
const rowsTo = (address: string) => s.t.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, address));
/** Writes an unsent mail straight into the outbox, as a business transaction does. */
const writeMail = (to: string) => s.t.db.insert(outboxEmails).values({ recipient: to, kind: 'test', language: 'en', subject: `for ${to}`, text: 'hello', html: '<p>hello</p>' });

it('delivers the gift card mail written by the paying transaction exactly once', async () => {
  const buyer = await freshCustomer(s.t, 'acme', 'en');
  const [variant] = await s.t.db.select({ id: productVariants.id }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(eq(products.code, DEMO_KINDS.giftCard));
  const cart = (await buyer.cart.add(variant!.id, 1)).body as Cart;
  const placed = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart));
  expect(placed.status).toBe(201);
  const [order] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid));
  for (const to of ['Processing', 'InDelivery', 'Completed'] as const) await changeOrderStatus(s.t.deps, { orderId: order!.id, to, actor: STAFF });
  const [card] = await s.t.db.select({ code: giftCards.code }).from(giftCards).where(eq(giftCards.orderId, order!.id));
  const code = formatGiftCardCode(card!.code);
  const [mail] = (await s.t.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'giftCard'))).filter((m) => m.text.includes(code));
  expect(mail).toMatchObject({ sentAt: null, attempts: 0, nextAttemptAt: null });
  const carrying = () => smtp.received.filter((m) => m.to.includes(mail!.recipient) && readableText(m).includes(code)).length;

  const first = await sendOutbox(senderDeps());
  expect(first.sent).toBeGreaterThanOrEqual(1);
  expect(carrying()).toBe(1);
  const [after] = await s.t.db.select().from(outboxEmails).where(eq(outboxEmails.id, mail!.id));
  expect(after).toMatchObject({ attempts: 1, error: null, nextAttemptAt: null });
  expect(after!.sentAt).toEqual(s.t.deps.now());

  s.t.advance(OUTBOX_RETRY.leaseMs + MINUTE);
  await sendOutbox(senderDeps());
  expect(carrying()).toBe(1);
});

it('does nothing without SMTP: the outbox stays the delivery', async () => {
  await writeMail('no-smtp@outbox.test');
  const result = await sendOutbox({ db: s.t.db, now: s.t.deps.now, env: { MAIL_FROM: s.t.deps.env.MAIL_FROM } });
  expect(result).toEqual({ sent: 0, failed: 0 });
  expect((await rowsTo('no-smtp@outbox.test'))[0]).toMatchObject({ sentAt: null, attempts: 0 });
});

it('retries a mail whose immediate send failed with the backoff, and delivers it when the server is back', async () => {
  const to = 'retry@outbox.test';
  const mailer = createMailer(s.t.db, { smtpUrl: smtp.url, from: s.t.deps.env.MAIL_FROM, now: s.t.deps.now });
  smtp.down = true;
  await mailer.send({ to, kind: 'test', language: 'en', subject: 'retry', text: 'hello', html: '<p>hello</p>', links: [] });
  const start = s.t.deps.now().getTime();
  let [row] = await rowsTo(to);
  expect(row).toMatchObject({ sentAt: null, attempts: 1 });
  expect(row!.error).toMatch(/451/);
  expect(row!.nextAttemptAt!.getTime()).toBe(start + MINUTE);

  await sendOutbox(senderDeps()); // not due yet: the first retry waits a minute
  expect((await rowsTo(to))[0]!.attempts).toBe(1);

  s.t.advance(MINUTE);
  await sendOutbox(senderDeps()); // the server is still down: second attempt fails, next in 2 minutes
  [row] = await rowsTo(to);
  expect(row).toMatchObject({ sentAt: null, attempts: 2 });
  expect(row!.nextAttemptAt!.getTime()).toBe(start + 3 * MINUTE);

  smtp.down = false;
  s.t.advance(MINUTE);
  await sendOutbox(senderDeps()); // not due for another minute
  expect(deliveredTo(smtp, to)).toBe(0);
  s.t.advance(MINUTE);
  await sendOutbox(senderDeps());
  expect(deliveredTo(smtp, to)).toBe(1);
  expect((await rowsTo(to))[0]).toMatchObject({ attempts: 3, error: null, nextAttemptAt: null, sentAt: s.t.deps.now() });
});

it('does not send again the mail the mailer itself sent', async () => {
  const to = 'mailer-sent@outbox.test';
  const mailer = createMailer(s.t.db, { smtpUrl: smtp.url, from: s.t.deps.env.MAIL_FROM, now: s.t.deps.now });
  await mailer.send({ to, kind: 'test', language: 'en', subject: 'once', text: 'hello', html: '<p>hello</p>', links: [] });
  expect(deliveredTo(smtp, to)).toBe(1);
  expect((await rowsTo(to))[0]).toMatchObject({ attempts: 1, sentAt: s.t.deps.now() });
  s.t.advance(OUTBOX_RETRY.leaseMs + MINUTE);
  await sendOutbox(senderDeps());
  expect(deliveredTo(smtp, to)).toBe(1);
});

it('leaves a claimed mail to its lease, and sends it again after the lease when the claiming process died (at least once)', async () => {
  const to = 'killed@outbox.test';
  await writeMail(to);
  const hung = { sendMail: () => new Promise<never>(() => undefined), close: () => undefined } as unknown as OutboxSenderOptions['transport'];
  void sendOutbox(senderDeps(), { transport: hung }); // claims, then "dies" inside the send
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await rowsTo(to))[0]).toMatchObject({ attempts: 1, sentAt: null });
  await sendOutbox(senderDeps());
  expect(deliveredTo(smtp, to)).toBe(0);
  s.t.advance(OUTBOX_RETRY.leaseMs);
  await sendOutbox(senderDeps());
  expect(deliveredTo(smtp, to)).toBe(1);
});

it('sends each mail once when two instances run the sender at the same time', async () => {
  const addresses = Array.from({ length: 12 }, (_, i) => `together-${i}@outbox.test`);
  for (const to of addresses) await writeMail(to);
  smtp.delayMs = 15;
  const second = await openSecondInstance(s.t);
  try {
    const drain = async (db: Database) => {
      for (;;) {
        const result = await sendOutbox(senderDeps(db), { batch: 2 });
        if (result.sent + result.failed === 0) return;
      }
    };
    await Promise.all([drain(s.t.db), drain(second.db)]);
  } finally {
    await second.close();
  }
  expect(addresses.map((to) => deliveredTo(smtp, to))).toEqual(addresses.map(() => 1));
  const rows = await s.t.db.select().from(outboxEmails).where(inArray(outboxEmails.recipient, addresses));
  expect(rows.every((r) => r.sentAt && r.attempts === 1)).toBe(true);
});

it('runs from the scheduler beside the payment sweep when SMTP is configured', async () => {
  const to = 'scheduled@outbox.test';
  await writeMail(to);
  const jobs = startJobs({ ...s.t.deps, env: { ...s.t.deps.env, SMTP_URL: smtp.url } }, 3600);
  try {
    await jobs.runNow();
  } finally {
    await jobs.stop();
  }
  expect(deliveredTo(smtp, to)).toBe(1);
  expect((await rowsTo(to))[0]).toMatchObject({ attempts: 1, sentAt: s.t.deps.now() });
});
