import { and, eq, inArray } from 'drizzle-orm';
import { isGapless } from '@/lib/fiscal/document-series';
import { TAX_RATE_BASIS_POINTS } from '@/lib/rules/pricing';
import { fiscalDocuments, orderLines, orders, products } from '../../db/schema';
import { buyerWithCart, orderBody, orderSuite } from '../../testing/order-helpers';
import { confirmReturn, paramsOf, placeOnlineOrder, pressAtViva } from '../../testing/payment-helpers';
import { openSecondInstance } from '../../testing/second-instance';
import { changeOrderStatus } from '../orders/order-status';

/**
 * The sale documents (issue #47 item 2, decision 0066): issued once, when the order is paid before
 * delivery or dispatched otherwise, numbered gapless per series and year in the order's own
 * transaction, on PGlite and (`npm run test:pg`) on PostgreSQL, where the transactions overlap.
 */
jest.setTimeout(180_000);
const s = orderSuite();

const documentsOf = (orderId: number) => s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, orderId));
const move = (orderId: number, to: 'Processing' | 'Invoiced' | 'InDelivery' | 'Cancelled', alsoInTx?: () => Promise<void>) =>
  changeOrderStatus(s.t.deps, { orderId, to, actor: { kind: 'system' } }, alsoInTx && (async () => alsoInTx()));

async function codOrder(type: 'Retail' | 'Invoice' = 'Retail'): Promise<number> {
  const { cart, client } = await buyerWithCart(s);
  const changes = type === 'Invoice' ? { documentType: 'Invoice', invoice: { vatNumber: 'EL 094014201', companyName: 'Acme Ελλάς Α.Ε.', job: 'Εμπόριο', irs: 'ΦΑΕ Αθηνών' } } : {};
  const placed = await client.place(orderBody(s.t, cart, changes));
  expect(placed.status).toBe(201);
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  return row!.id;
}

it('a cash-on-delivery order gets no document when placed, one receipt when dispatched, and no second one after', async () => {
  const id = await codOrder();
  expect(await documentsOf(id)).toEqual([]);
  await move(id, 'Processing');
  expect(await documentsOf(id)).toEqual([]);
  await move(id, 'Invoiced');
  await move(id, 'InDelivery');
  const docs = await documentsOf(id);
  const [order] = await s.t.db.select().from(orders).where(eq(orders.id, id));
  expect(docs).toEqual([
    expect.objectContaining({ invoiceType: '11.1', series: 'ΑΛΠ', issuerVat: s.t.deps.env.SHOP_VAT_NUMBER, netCents: order!.netCents, vatCents: order!.vatCents, totalCents: order!.totalCents, status: 'pending', mark: null }),
  ]);
  expect(docs[0]!.netCents + docs[0]!.vatCents).toBe(docs[0]!.totalCents);
});

it('each order line keeps the VAT rate it was priced at', async () => {
  const id = await codOrder();
  const lines = await s.t.db.select({ rate: orderLines.taxRateBp, category: products.taxCategory }).from(orderLines).innerJoin(products, eq(products.id, orderLines.productId)).where(eq(orderLines.orderId, id));
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line.rate).toBe(TAX_RATE_BASIS_POINTS[line.category]);
});

it('an Invoice order is a sales invoice of its own series', async () => {
  const id = await codOrder('Invoice');
  await move(id, 'Processing');
  await move(id, 'InDelivery');
  expect(await documentsOf(id)).toEqual([expect.objectContaining({ invoiceType: '1.1', series: 'ΤΠ' })]);
});

it('a card order gets its receipt when the payment is confirmed, once however often the return comes', async () => {
  const order = await placeOnlineOrder(s, 'Viva');
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, order.uid));
  expect(await documentsOf(row!.id)).toEqual([]);
  const back = paramsOf(await pressAtViva(s.t, order, 'pay'));
  expect((await confirmReturn(s.t, 'viva', back, { token: order.buyer.token })).body).toEqual({ status: 'paid', orderUid: order.uid });
  await confirmReturn(s.t, 'viva', back, { token: order.buyer.token });
  expect(await documentsOf(row!.id)).toEqual([expect.objectContaining({ invoiceType: '11.1', series: 'ΑΛΠ' })]);
});

it('an order cancelled before dispatch never gets one', async () => {
  const id = await codOrder();
  await move(id, 'Cancelled');
  expect(await documentsOf(id)).toEqual([]);
});

it('100 orders dispatched at once by two instances, a fifth of them rolled back after taking a number: the rest numbered without a gap or a repeat', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 100; i++) ids.push(await codOrder());
  for (const id of ids) await move(id, 'Processing');
  // On PostgreSQL the second instance has its own pool: the two number the same series at once.
  const second = await openSecondInstance(s.t);
  try {
    const results = await Promise.allSettled(
      ids.map((id, i) =>
        changeOrderStatus(i % 2 === 0 ? s.t.deps : { ...s.t.deps, db: second.db }, { orderId: id, to: 'InDelivery', actor: { kind: 'system' } }, async () => {
          if (i % 5 === 0) throw new Error('the dispatch failed after its document was numbered');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(20);
  } finally {
    await second.close();
  }
  const docs = await s.t.db
    .select({ orderId: fiscalDocuments.orderId, number: fiscalDocuments.number, year: fiscalDocuments.year })
    .from(fiscalDocuments)
    .where(and(eq(fiscalDocuments.series, 'ΑΛΠ'), inArray(fiscalDocuments.orderId, ids)));
  expect(docs).toHaveLength(80);
  // The whole series of the year, this file's other receipts included: 1 … n, each once.
  const all = await s.t.db.select({ number: fiscalDocuments.number }).from(fiscalDocuments).where(and(eq(fiscalDocuments.series, 'ΑΛΠ'), eq(fiscalDocuments.year, docs[0]!.year)));
  expect(isGapless(all.map((d) => d.number))).toBe(true);
  const rolledBack = ids.filter((_, i) => i % 5 === 0);
  expect(docs.filter((d) => rolledBack.includes(d.orderId))).toEqual([]);
});
