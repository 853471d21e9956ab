import { count, eq, inArray } from 'drizzle-orm';
import { buildInvoicesDoc, parseResponseDoc } from '@/lib/fiscal/mydata-xml';
import { fiscalDocuments, orders, sandboxMydataDocuments } from '../../db/schema';
import { buyerWithCart, INVOICE, orderBody, orderSuite } from '../../testing/order-helpers';
import { changeOrderStatus } from '../orders/order-status';
import { mydataDocument } from '@/lib/fiscal/mydata-document';
import { mydataSandboxConfig } from '../mydata/mydata-client';
import { markOf, setSandboxMode } from '../mydata/sandbox-state';
import { openSecondInstance } from '../../testing/second-instance';
import { writeDocument } from './issue-document';
import { transmitDocuments } from './transmit-documents';

/**
 * The myDATA transmission (issue #47 item 3, decision 0069) against the sandbox inside the API:
 * MARK, UID and QR kept; myDATA down, slow, refusing or losing its answer; credit notes after
 * their sale; several transmitters at once. Each document is registered once.
 */
jest.setTimeout(180_000);
const s = orderSuite();
const deps = () => s.t.api.deps;
const MINUTE = 60_000;

afterEach(() => setSandboxMode(s.t.db, { mode: 'ok' }));

const documentsOf = (orderId: number) => s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, orderId)).orderBy(fiscalDocuments.id);
const registered = async (uid: string) => (await s.t.db.select({ n: count() }).from(sandboxMydataDocuments).where(eq(sandboxMydataDocuments.uid, uid)))[0]!.n;
const move = (orderId: number, to: 'Processing' | 'InDelivery' | 'NotDelivered' | 'Cancelled') => changeOrderStatus(s.t.deps, { orderId, to, actor: { kind: 'system' } });

/** A cash-on-delivery order dispatched: its sale document is pending. */
async function dispatched(type: 'Retail' | 'Invoice' = 'Retail'): Promise<number> {
  const { cart, client } = await buyerWithCart(s);
  const placed = await client.place(orderBody(s.t, cart, type === 'Invoice' ? { documentType: 'Invoice', invoice: INVOICE } : {}));
  expect(placed.status).toBe(201);
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  await move(row!.id, 'Processing');
  await move(row!.id, 'InDelivery');
  return row!.id;
}

/** Runs the transmitter until nothing is due now (other tests' documents included). */
async function drain() {
  for (let i = 0; i < 20; i++) {
    const result = await transmitDocuments(deps());
    if (result.transmitted + result.rejected + result.failed === 0) return;
  }
}

it('a receipt is sent once and keeps its MARK, UID and QR URL; the QR opens the document', async () => {
  const id = await dispatched();
  await drain();
  const [doc] = await documentsOf(id);
  expect(doc).toMatchObject({ status: 'transmitted', attempts: 1, lastError: null, nextAttemptAt: null });
  expect(doc!.mark).toMatch(/^4\d{14}$/);
  expect(doc!.uid).toMatch(/^[0-9A-F]{40}$/);
  expect(doc!.qrUrl).toBe(`${s.t.deps.env.PUBLIC_URL}/api/sandbox/mydata/TimologioQR/QRInfo?q=${doc!.uid}`);
  expect(await registered(doc!.uid!)).toBe(1);
  const page = await s.t.call('GET', `/sandbox/mydata/TimologioQR/QRInfo?q=${doc!.uid}`);
  expect(page.status).toBe(200);
  expect(page.body).toContain(doc!.mark);
  expect(page.body).toContain('ΑΛΠ');
  expect((await transmitDocuments(deps())).transmitted).toBe(0);
});

it('an invoice names its buyer; its cancellation is a credit invoice sent after it, carrying its MARK', async () => {
  const id = await dispatched('Invoice');
  await move(id, 'NotDelivered');
  await move(id, 'Cancelled');
  const [sale, credit] = await documentsOf(id);
  expect([sale!.invoiceType, credit!.invoiceType, credit!.status]).toEqual(['1.1', '5.1', 'pending']);
  await transmitDocuments(deps());
  // The credit is not due until its sale has a MARK (the sandbox would refuse its correlation: 204).
  expect((await documentsOf(id)).map((d) => [d.status, d.attempts])).toEqual([
    ['transmitted', 1],
    ['pending', 0],
  ]);
  await drain();
  const [sent, credited] = await documentsOf(id);
  expect([sent!.status, credited!.status]).toEqual(['transmitted', 'transmitted']);
  expect(credited!.netCents).toBe(sent!.netCents);
  expect(credited!.mark).not.toBe(sent!.mark);
});

it('myDATA down: the order goes on, the document waits 1, 2 … minutes and is sent once it is back', async () => {
  setSandboxMode(s.t.db, { mode: 'down' });
  const id = await dispatched();
  expect(await transmitDocuments(deps())).toMatchObject({ transmitted: 0, failed: expect.any(Number) });
  const [waiting] = await documentsOf(id);
  expect(waiting).toMatchObject({ status: 'pending', attempts: 1, mark: null });
  expect(waiting!.lastError).toContain('HTTP 503');
  expect(waiting!.nextAttemptAt!.getTime() - s.t.deps.now().getTime()).toBe(MINUTE);
  setSandboxMode(s.t.db, { mode: 'ok' });
  await transmitDocuments(deps());
  expect((await documentsOf(id))[0]!.status).toBe('pending'); // not due yet
  s.t.advance(MINUTE);
  await drain();
  expect((await documentsOf(id))[0]).toMatchObject({ status: 'transmitted', attempts: 2, lastError: null });
});

it('an answer lost on the way (or too slow): the resend is refused as a duplicate, the first MARK is kept and its QR URL read back, registered once', async () => {
  setSandboxMode(s.t.db, { mode: 'lose' });
  const lost = await dispatched();
  await transmitDocuments(deps());
  const [first] = await documentsOf(lost);
  expect(first).toMatchObject({ status: 'pending', mark: null });
  const [kept] = await s.t.db.select().from(sandboxMydataDocuments).orderBy(sandboxMydataDocuments.id).limit(1).offset((await s.t.db.select({ n: count() }).from(sandboxMydataDocuments))[0]!.n - 1);
  setSandboxMode(s.t.db, { mode: 'slow', delayMs: 400 });
  const slow = await dispatched();
  s.t.advance(MINUTE);
  expect((await transmitDocuments(deps(), { timeoutMs: 100 })).failed).toBe(2);
  await new Promise((resolve) => setTimeout(resolve, 500)); // the sandbox finishes registering what it was sent
  setSandboxMode(s.t.db, { mode: 'ok' });
  s.t.advance(2 * MINUTE);
  await drain();
  const [lostDoc] = await documentsOf(lost);
  const [slowDoc] = await documentsOf(slow);
  expect(lostDoc).toMatchObject({ status: 'transmitted', mark: markOf(kept!.id), uid: kept!.uid, qrUrl: `${s.t.deps.env.PUBLIC_URL}/api/sandbox/mydata/TimologioQR/QRInfo?q=${kept!.uid}` });
  expect(slowDoc!.qrUrl).toContain(slowDoc!.uid!);
  expect(slowDoc!.status).toBe('transmitted');
  expect(await registered(lostDoc!.uid!)).toBe(1);
  expect(await registered(slowDoc!.uid!)).toBe(1);
});

it("a refused document is kept with myDATA's reasons for staff, and not sent again", async () => {
  setSandboxMode(s.t.db, { mode: 'reject' });
  const id = await dispatched();
  await transmitDocuments(deps());
  const [doc] = await documentsOf(id);
  expect(doc).toMatchObject({ status: 'rejected', mark: null });
  expect(doc!.rejection).toContain('999: Rejected by the sandbox');
  setSandboxMode(s.t.db, { mode: 'ok' });
  s.t.advance(60 * MINUTE);
  await drain();
  expect((await documentsOf(id))[0]!.status).toBe('rejected');
});

it('the sandbox checks the subscription and the schema: a stranger is 401, a document that does not add up is refused', async () => {
  const xml = buildInvoicesDoc(
    mydataDocument({
      issuerVat: '094014201',
      invoiceType: '11.1',
      series: 'ΑΛΠ',
      number: 999_001,
      issuedAt: s.t.deps.now(),
      totalCents: 100,
      lines: [{ netCents: 100, vatCents: 24, vatCategory: 1, income: { classificationType: 'E3_561_003', classificationCategory: 'category1_1' } }],
      paymentMethod: 'card',
    }),
  );
  const send = (key: string) => s.t.call('POST', '/sandbox/mydata/SendInvoices', xml, { headers: { 'Content-Type': 'application/xml', 'aade-user-id': 'sandbox-mydata', 'ocp-apim-subscription-key': key } });
  expect((await send('guess')).status).toBe(401);
  const answer = await send(mydataSandboxConfig(deps()).subscriptionKey);
  expect(answer.status).toBe(200);
  expect(parseResponseDoc(answer.body as string)).toEqual([{ index: 1, status: 'ValidationError', errors: [{ code: '404', message: 'the payment methods do not add up to totalGrossValue' }] }]);
});

it('four transmitters of two instances at once over 100 documents: each registered exactly once', async () => {
  const id = await dispatched();
  await drain();
  const [sale] = await documentsOf(id);
  const line = sale!.lines[0]!;
  const credits = await s.t.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) {
      const doc = await writeDocument(tx, { partnerId: sale!.partnerId, orderId: id, issuerVat: sale!.issuerVat, invoiceType: '11.4', creditsDocumentId: sale!.id, creditReason: 'refund', lines: [{ ...line, netCents: 1, vatCents: 0 }], issuedAt: s.t.deps.now() });
      ids.push(doc.id);
    }
    return ids;
  });
  // On PostgreSQL the second instance has its own pool: the claims really overlap.
  const second = await openSecondInstance(s.t);
  const instances = [deps(), second.api.deps, deps(), second.api.deps];
  const runs = await Promise.all(instances.map((d) => transmitDocuments(d, { batch: 10 }).then(async (r) => [r, await transmitDocuments(d, { batch: 40 })])));
  await second.close();
  await drain();
  const rows = await s.t.db.select({ status: fiscalDocuments.status, uid: fiscalDocuments.uid, attempts: fiscalDocuments.attempts }).from(fiscalDocuments).where(inArray(fiscalDocuments.id, credits));
  expect(rows.every((r) => r.status === 'transmitted' && r.attempts === 1)).toBe(true);
  const uids = rows.map((r) => r.uid!);
  expect(new Set(uids).size).toBe(100);
  expect((await s.t.db.select({ n: count() }).from(sandboxMydataDocuments).where(inArray(sandboxMydataDocuments.uid, uids)))[0]!.n).toBe(100);
  expect(runs.flat().reduce((sum, r) => sum + r.failed + r.rejected, 0)).toBe(0);
});

it('a document issued before its lines were kept is refused locally with that reason, never sent', async () => {
  const id = await dispatched();
  await s.t.db.update(fiscalDocuments).set({ lines: [] }).where(eq(fiscalDocuments.orderId, id));
  await drain();
  const [doc] = await documentsOf(id);
  expect(doc).toMatchObject({ status: 'rejected', mark: null });
  expect(doc!.rejection).toContain('migration 0032');
});

it("an invoice to a buyer myDATA does not know is refused with code 102; a receipt sent with it is not", async () => {
  setSandboxMode(s.t.db, { mode: 'ok', unregistered: ['094014201'] });
  const invoice = await dispatched('Invoice');
  const receipt = await dispatched();
  await drain();
  const [refused] = await documentsOf(invoice);
  expect(refused).toMatchObject({ status: 'rejected', rejection: '102: counterpart VAT number 094014201 is not registered' });
  expect((await documentsOf(receipt))[0]!.status).toBe('transmitted');
});
