import { eq } from 'drizzle-orm';
import { parseInvoicesDoc, buildInvoicesDoc } from '@/lib/fiscal/mydata-xml';
import { fiscalDocuments } from '../../db/schema';
import { createTestApi } from '../../testing/test-api';
import { freshCustomer, orderSuite } from '../../testing/order-helpers';
import { confirmReturn, getPage, orderRow, paramsOf, placeOnlineOrder, pressAtViva, startAttempt } from '../../testing/payment-helpers';
import { mydataDocument } from '@/lib/fiscal/mydata-document';

/**
 * IRIS instant payments (issue #47 item 5, decision 0072): offered at checkout next to cards
 * wherever Viva is, paid on Viva's Smart Checkout with IRIS preselected, confirmed like any Viva
 * return; the receipt then names IRIS as the payment (myDATA's code 8).
 */
jest.setTimeout(120_000);
const s = orderSuite();

it('checkout offers IRIS while Viva is enabled, and not without it', async () => {
  const { buyer } = await placeOnlineOrder(s, 'Viva', { iris: true });
  const options = await s.t.call('GET', '/Checkout/Options', undefined, { token: buyer.token });
  expect(options.body.payment.map((p: { method: string }) => p.method)).toEqual(['cod', 'card', 'paypal', 'iris']);
  expect(options.body.payment.find((p: { method: string }) => p.method === 'iris')).toEqual({ method: 'iris', fee: 0, providers: [] });
  const noViva = await createTestApi({ PAYMENT_PROVIDERS: 'paypal,alpha' });
  try {
    const other = await freshCustomer(noViva);
    const answer = await noViva.call('GET', '/Checkout/Options', undefined, { token: other.token });
    expect(answer.body.payment.map((p: { method: string }) => p.method)).toEqual(['cod', 'card', 'paypal']);
  } finally {
    await noViva.close();
  }
});

it("an IRIS order opens Viva's checkout with IRIS chosen; paid there, it is paid once and its receipt says IRIS", async () => {
  const order = await placeOnlineOrder(s, 'Viva', { iris: true });
  expect(await orderRow(s.t, order.uid)).toMatchObject({ paymentMethod: 'iris', paymentProvider: 'Viva', paidAt: null });
  const start = await startAttempt(s.t, order);
  const url = new URL(start.body.url as string);
  expect([url.searchParams.get('paymentMethod'), url.searchParams.get('forceRedirect')]).toEqual(['29', 'true']);
  const page = await (await getPage(s.t, url.toString())).text();
  expect(page).toContain('Viva · IRIS');
  // The bank to approve in, or the QR to scan with the bank's app.
  expect(page).toContain('<input type="radio" name="bank" value="Alpha Bank" checked>');
  expect(page).toMatch(/<svg[^>]*viewBox/);

  const back = paramsOf(await pressAtViva(s.t, order, 'pay'));
  expect((await confirmReturn(s.t, 'viva', back, { token: order.buyer.token })).body).toEqual({ status: 'paid', orderUid: order.uid });
  expect((await confirmReturn(s.t, 'viva', back, { token: order.buyer.token })).body).toEqual({ status: 'paid', orderUid: order.uid });
  const row = await orderRow(s.t, order.uid);
  expect(row.paidAt).not.toBeNull();
  const [receipt] = await s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, row.id));
  const doc = mydataDocument({ ...receipt!, buyer: undefined, paymentMethod: row.paymentMethod });
  expect(doc.payments).toEqual([{ type: 8, cents: row.totalCents }]);
  expect(parseInvoicesDoc(buildInvoicesDoc(doc))[0]).toMatchObject({ paymentMethods: { paymentMethodDetails: [{ type: '8' }] } });
});

it('a declined IRIS payment fails the attempt and leaves the order unpaid', async () => {
  const order = await placeOnlineOrder(s, 'Viva', { iris: true });
  const back = paramsOf(await pressAtViva(s.t, order, 'decline'));
  const answer = await confirmReturn(s.t, 'viva', back, { token: order.buyer.token, outcome: 'cancel' });
  expect(answer.body.status).toBe('failed');
  expect((await orderRow(s.t, order.uid)).paidAt).toBeNull();
});
