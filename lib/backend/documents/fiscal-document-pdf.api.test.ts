import { eq } from 'drizzle-orm';
import { pdfQrText } from '@/lib/testing/pdf-qr';
import { pdfText } from '@/lib/testing/pdf-text';
import { fiscalDocuments, orders } from '../db/schema';
import { transmitDocuments } from '../services/fiscal/transmit-documents';
import { changeOrderStatus } from '../services/orders/order-status';
import { buyerWithCart, orderBody, orderSuite } from '../testing/order-helpers';

/**
 * An order's PDF once its receipt exists (issue #47, decision 0071): myDATA's type as its title, the
 * series and number, the order as reference, the seller's legal details, and — once transmitted —
 * the MARK, the UID and a QR code that a camera reads as myDATA's URL (the page rendered and decoded).
 */
jest.setTimeout(120_000);
const s = orderSuite();

it('a dispatched receipt: pending first, then with MARK, UID and a QR that reads as its URL', async () => {
  const { buyer, cart, client } = await buyerWithCart(s);
  const placed = await client.place(orderBody(s.t, cart));
  const [order] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  for (const to of ['Processing', 'InDelivery'] as const) await changeOrderStatus(s.t.deps, { orderId: order!.id, to, actor: { kind: 'system' } });
  const download = async () => {
    const res = await s.t.api.request(`/api/Orders/${placed.body.uid}/Document`, { headers: { 'X-Partner-Code': 'acme', Authorization: `Bearer ${buyer.token}` } });
    expect(res.status).toBe(200);
    return new Uint8Array(await res.arrayBuffer());
  };

  const waiting = await pdfText(await download());
  expect(waiting).toContain('Απόδειξη Λιανικής Πώλησης');
  expect(waiting).toMatch(/Σειρά και αρ\. ΑΛΠ 2026\/\d+/);
  expect(waiting).toContain(`Παραγγελία ${placed.body.orderNumber}`);
  expect(waiting).toContain('Σε διαβίβαση στην ΑΑΔΕ (myDATA)');
  expect(waiting).not.toContain('ΜΑΡΚ:');

  await transmitDocuments(s.t.api.deps);
  const [doc] = await s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, order!.id));
  expect(doc!.status).toBe('transmitted');
  const bytes = await download();
  const text = await pdfText(bytes);
  expect(text).toContain(`ΜΑΡΚ: ${doc!.mark}`);
  expect(text).toContain(`UID: ${doc!.uid}`);
  expect(text).toContain(`ΑΦΜ: ${doc!.issuerVat}`);
  expect(text).toMatch(/ΦΠΑ (24|13|6)% επί \d+,\d\d €/);
  expect(text).not.toContain('Σε διαβίβαση');
  expect(await pdfQrText(bytes)).toBe(doc!.qrUrl);
});
