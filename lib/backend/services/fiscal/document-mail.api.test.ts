import { and, eq } from 'drizzle-orm';
import { pdfText } from '@/lib/testing/pdf-text';
import { fiscalDocuments, orders, outboxEmails } from '../../db/schema';
import { renderMailAttachment } from '../../documents/mail-attachment';
import { sendOutbox } from '../../jobs/outbox-sender';
import { buyerWithCart, orderBody, orderClient, orderSuite } from '../../testing/order-helpers';
import { startSmtpTestServer, type ReceivedMail } from '../../testing/smtp-test-server';
import { setSandboxMode } from '../mydata/sandbox-state';
import { changeOrderStatus } from '../orders/order-status';
import { transmitDocuments } from './transmit-documents';

/**
 * The customer's copy of the fiscal document (issue #47, decision 0073): written to the outbox with
 * the MARK, once, when myDATA registers the sale document or a credit note, and sent through SMTP
 * with that document's PDF attached, made at send time and read back here.
 */
jest.setTimeout(120_000);
const s = orderSuite();
const MINUTE = 60_000;

let serial = 0;

/** A dispatched cash order with a contact address of its own (the mails are found by it). */
async function dispatched(): Promise<{ id: number; email: string; orderNumber: string }> {
  const { cart, client } = await buyerWithCart(s);
  const email = `fiscal-mail-${++serial}-${Date.now()}@example.gr`;
  const placed = await client.place(orderBody(s.t, cart, { email }));
  const [order] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  for (const to of ['Processing', 'InDelivery'] as const) await changeOrderStatus(s.t.deps, { orderId: order!.id, to, actor: { kind: 'system' } });
  return { id: order!.id, email, orderNumber: placed.body.orderNumber as string };
}
const mailsTo = (email: string) => s.t.db.select().from(outboxEmails).where(and(eq(outboxEmails.recipient, email), eq(outboxEmails.kind, 'fiscalDocument')));

/** The attachment of a received mail: its file name and bytes (nodemailer writes it base64). */
function attachmentOf(mail: ReceivedMail): { filename: string; bytes: Uint8Array } | undefined {
  const match = /Content-Disposition: attachment;\s*filename=("?)([^"\r\n]+)\1\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
  return match ? { filename: match[2]!, bytes: new Uint8Array(Buffer.from(match[3]!.replace(/\r\n/g, ''), 'base64')) } : undefined;
}

it('a receipt registered by myDATA is mailed once, with its MARK; its answer lost and resent, still once', async () => {
  const order = await dispatched();
  expect(await mailsTo(order.email)).toEqual([]);
  setSandboxMode(s.t.db, { mode: 'lose' });
  await transmitDocuments(s.t.api.deps);
  expect(await mailsTo(order.email)).toEqual([]); // no MARK known yet: no mail
  setSandboxMode(s.t.db, { mode: 'ok' });
  s.t.advance(3 * MINUTE);
  await transmitDocuments(s.t.api.deps);
  await transmitDocuments(s.t.api.deps);
  const [doc] = await s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, order.id));
  const mails = await mailsTo(order.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ language: 'el', attachment: { kind: 'order-document', orderId: order.id }, sentAt: null });
  expect(mails[0]!.subject).toBe(`Η απόδειξή σας ΑΛΠ ${doc!.year}/${doc!.number} για την παραγγελία ${order.orderNumber}`);
  expect(mails[0]!.text).toContain(`ΜΑΡΚ ${doc!.mark}`);
});

it('a credit note is mailed once too, with its own PDF; both go out through SMTP with their documents attached', async () => {
  const order = await dispatched();
  await transmitDocuments(s.t.api.deps);
  await changeOrderStatus(s.t.deps, { orderId: order.id, to: 'NotDelivered', actor: { kind: 'system' } });
  await changeOrderStatus(s.t.deps, { orderId: order.id, to: 'Cancelled', actor: { kind: 'system' } });
  await transmitDocuments(s.t.api.deps);
  const docs = await s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, order.id)).orderBy(fiscalDocuments.id);
  expect(docs.map((d) => [d.invoiceType, d.status])).toEqual([
    ['11.1', 'transmitted'],
    ['11.4', 'transmitted'],
  ]);
  await transmitDocuments(s.t.api.deps); // nothing left to send: no second mail of either
  const [sale, credit] = docs;
  const mails = await mailsTo(order.email);
  expect(mails.map((m) => m.attachment)).toEqual([
    { kind: 'order-document', orderId: order.id },
    { kind: 'order-document', orderId: order.id, creditId: credit!.id },
  ]);
  expect(mails[1]!.subject).toBe(`Το πιστωτικό στοιχείο λιανικής σας ${credit!.series} ${credit!.year}/${credit!.number} για την παραγγελία ${order.orderNumber}`);
  expect(mails[1]!.text).toContain(`ΜΑΡΚ ${credit!.mark}`);

  const smtp = await startSmtpTestServer();
  try {
    const deps = { db: s.t.db, now: s.t.deps.now, env: { SMTP_URL: smtp.url, MAIL_FROM: s.t.deps.env.MAIL_FROM }, attach: (ref: Parameters<typeof renderMailAttachment>[1]) => renderMailAttachment(s.t.deps, ref) };
    expect((await sendOutbox(deps)).failed).toBe(0);
    const files = smtp.received.filter((m) => m.to.includes(order.email) && m.raw.includes('application/pdf')).map((m) => attachmentOf(m)!);
    const receipt = files.find((f) => f.filename === `${order.orderNumber}.pdf`);
    const creditFile = files.find((f) => f.filename === `${order.orderNumber}-credit-${credit!.year}-${credit!.number}.pdf`);
    const receiptText = await pdfText(receipt!.bytes);
    expect(receiptText).toContain(`ΜΑΡΚ: ${sale!.mark}`);
    expect(receiptText).toContain('Απόδειξη Λιανικής Πώλησης');
    const creditText = await pdfText(creditFile!.bytes);
    expect(creditText).toContain(`ΜΑΡΚ: ${credit!.mark}`);
    expect(creditText).toContain('Πιστωτικό Στοιχείο Λιανικής');
    expect((await mailsTo(order.email)).every((m) => m.sentAt !== null)).toBe(true);
  } finally {
    await smtp.close();
  }
});

it("an English order's receipt and credit note are mailed in English, each naming its MARK and the order's page", async () => {
  const { cart, buyer } = await buyerWithCart(s);
  const email = `fiscal-mail-en-${++serial}-${Date.now()}@example.gr`;
  const placed = await orderClient(s.t, buyer.token, 'acme', 'en').place(orderBody(s.t, cart, { email }));
  expect(placed.status).toBe(201);
  const [order] = await s.t.db.select({ id: orders.id, language: orders.language }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  expect(order!.language).toBe('en');
  for (const to of ['Processing', 'InDelivery', 'NotDelivered', 'Cancelled'] as const) await changeOrderStatus(s.t.deps, { orderId: order!.id, to, actor: { kind: 'system' } });
  await transmitDocuments(s.t.api.deps);
  await transmitDocuments(s.t.api.deps);
  const [sale, credit] = await s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, order!.id)).orderBy(fiscalDocuments.id);
  expect([sale!.status, credit!.status]).toEqual(['transmitted', 'transmitted']);
  const mails = await mailsTo(email);
  expect(mails.map((m) => m.subject)).toEqual([
    `Your receipt ΑΛΠ ${sale!.year}/${sale!.number} for order ${placed.body.orderNumber}`,
    `Your retail credit note ${credit!.series} ${credit!.year}/${credit!.number} for order ${placed.body.orderNumber}`,
  ]);
  expect(mails[1]!.text).toContain(`as transmitted to AADE (myDATA, MARK ${credit!.mark})`);
  expect(mails[1]!.text).toContain(`/en/acme/`);
});
