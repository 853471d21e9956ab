import { freshCustomer } from '../testing/order-helpers';
import { createTestApi } from '../testing/test-api';

/**
 * Issue #46 (decision 0049): the card providers come in the order PAYMENT_PROVIDERS lists them, so
 * the operator decides which one a card payment starts with (the checkout preselects the first).
 */
describe('GET /Checkout/Options card providers', () => {
  it('lists the enabled card providers in the configured order', async () => {
    const t = await createTestApi({ PAYMENT_PROVIDERS: 'winbank,paypal,alpha,viva' });
    try {
      const buyer = await freshCustomer(t);
      const res = await t.call('GET', '/Checkout/Options', undefined, { token: buyer.token });
      expect(res.status).toBe(200);
      expect(res.body.payment.find((p: { method: string }) => p.method === 'card').providers).toEqual(['WinBank', 'Alpha', 'Viva']);
    } finally {
      await t.close();
    }
  });
});
