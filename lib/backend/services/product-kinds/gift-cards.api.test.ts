import { and, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { OrderGiftCards } from '@/lib/contract/product-kinds';
import { formatGiftCardCode } from '@/lib/rules/gift-card';
import { giftCardRedemptions, giftCards, loyaltyPoints, orders, outboxEmails, productVariants, products } from '../../db/schema';
import { DEMO_KINDS } from '../../db/seed/demo-product-kinds';
import { freshCustomer, orderBody, orderClient, orderSuite, type Buyer } from '../../testing/order-helpers';
import { changeOrderStatus } from '../orders/order-status';

/**
 * Gift cards (issue #45; docs/decisions/0030): bought as a product (no discount, no points, no
 * VAT on the sale), issued and mailed only once the order is paid (cash on delivery: completed),
 * shown to the buyer on the order; redeemed at checkout as a payment, in part and again, the
 * balance kept; more than the balance and another partner's code refused; a cancel gives the
 * amount back. Concurrent redemptions: gift-cards-race.api.test.ts.
 */
const s = orderSuite();
const STAFF = { kind: 'staff' as const, id: 1, name: 'Test Employee' };

const giftCardVariant = async () => {
  const [row] = await s.t.db.select({ id: productVariants.id }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(eq(products.code, DEMO_KINDS.giftCard));
  return row!.id;
};
const orderId = async (uid: string) => (await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, uid)))[0]!.id;
const balanceOf = async (code: string) => (await s.t.db.select({ balance: giftCards.balanceCents }).from(giftCards).where(eq(giftCards.code, code)))[0]!.balance;

/** A customer buys one €25 card, cash on delivery; the order completed. The card's code. */
async function buyCard(buyer: Buyer): Promise<{ code: string; uid: string; cart: Cart }> {
  const cart = (await buyer.cart.add(await giftCardVariant(), 1)).body as Cart;
  const placed = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart));
  expect(placed.status).toBe(201);
  const id = await orderId(placed.body.uid);
  const before = await s.t.call('GET', `/Orders/${placed.body.uid}/GiftCards`, undefined, { token: buyer.token, partner: buyer.partner });
  expect(before.body).toEqual({ issued: [], paidCents: 0, awaiting: true });
  for (const to of ['Processing', 'InDelivery', 'Completed'] as const) await changeOrderStatus(s.t.deps, { orderId: id, to, actor: STAFF });
  const after = await s.t.call('GET', `/Orders/${placed.body.uid}/GiftCards`, undefined, { token: buyer.token, partner: buyer.partner });
  const issued = (after.body as OrderGiftCards).issued;
  expect(issued).toHaveLength(1);
  return { code: issued[0]!.code, uid: placed.body.uid, cart };
}

/** A cash-on-delivery order of one plain product, `cents` paid with the card. */
async function payWithCard(buyer: Buyer, code: string, cents: number) {
  const cart = (await buyer.cart.add(await plainVariant(), 1)).body as Cart;
  return orderClient(s.t, buyer.token).place(orderBody(s.t, cart, { giftCard: { code: formatGiftCardCode(code).toLowerCase(), cents } }));
}
const plainVariant = async () => {
  const [row] = await s.t.db.select({ id: productVariants.id }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(eq(products.code, DEMO_KINDS.flask));
  return row!.id;
};

it('is sold at its value with no discount and no VAT, earns no points, and is issued and mailed once the order is paid', async () => {
  const buyer = await freshCustomer(s.t);
  const { code, uid, cart } = await buyCard(buyer);
  expect(cart.lines[0]).toMatchObject({ discounted: false, unit: { gross: 2500, vat: 0, discount: 0 } });
  expect(await balanceOf(code)).toBe(2500);
  const earned = await s.t.db.select({ points: loyaltyPoints.points }).from(loyaltyPoints).where(and(eq(loyaltyPoints.orderId, await orderId(uid)), eq(loyaltyPoints.type, 'ForConsumption')));
  expect(earned.reduce((n, r) => n + r.points, 0)).toBe(0);
  const mails = await s.t.db.select({ text: outboxEmails.text, kind: outboxEmails.kind }).from(outboxEmails).where(eq(outboxEmails.kind, 'giftCard'));
  expect(mails.some((m) => m.text.includes(formatGiftCardCode(code)))).toBe(true);
  // Completing it again issues nothing more.
  expect(await s.t.db.select().from(giftCards).where(eq(giftCards.orderId, await orderId(uid)))).toHaveLength(1);
});

it('pays part of two orders in turn, keeps the balance, refuses more than it has, and a cancel gives the amount back', async () => {
  const buyer = await freshCustomer(s.t);
  const { code } = await buyCard(buyer);
  const balance = (path: string) => s.t.call('GET', path, undefined, { token: buyer.token, partner: 'acme' });
  expect((await balance(`/GiftCards/${code}`)).body).toMatchObject({ code, balanceCents: 2500 });

  const first = await payWithCard(buyer, code, 1000);
  expect(first.status).toBe(201);
  expect(await balanceOf(code)).toBe(1500);
  expect((await balance(`/Orders/${first.body.uid}/GiftCards`)).body).toEqual({ issued: [], paidCents: 1000, awaiting: false });

  const over = await payWithCard(buyer, code, 1600);
  expect(over.status).toBe(409);
  expect(over.body).toMatchObject({ error: 'gift_card_insufficient', params: { giftCard: { balance: 1500 } } });
  expect(await balanceOf(code)).toBe(1500);

  const second = await payWithCard(buyer, code, 1500);
  expect(second.status).toBe(201);
  expect(await balanceOf(code)).toBe(0);
  expect((await balance(`/GiftCards/${code}`)).body).toMatchObject({ error: 'gift_card_empty' });

  await changeOrderStatus(s.t.deps, { orderId: await orderId(first.body.uid), to: 'Cancelled', actor: STAFF });
  expect(await balanceOf(code)).toBe(1000);
  const rows = await s.t.db.select().from(giftCardRedemptions).where(eq(giftCardRedemptions.orderId, await orderId(first.body.uid)));
  expect(rows.map((r) => [r.amountCents, r.reversedAt !== null])).toEqual([[1000, true]]);
});

it('works only in the storefront that sold it: another partner’s customer is told it does not exist', async () => {
  const buyer = await freshCustomer(s.t);
  const { code } = await buyCard(buyer);
  const other = await freshCustomer(s.t, 'hellas');
  const looked = await s.t.call('GET', `/GiftCards/${code}`, undefined, { token: other.token, partner: 'hellas' });
  expect([looked.status, looked.body]).toEqual([404, { error: 'gift_card_not_found', fields: { giftCardCode: 'gift_card_not_found' } }]);
  const cart = (await other.cart.add(await plainVariant(), 1)).body as Cart;
  const placed = await orderClient(s.t, other.token, 'hellas').place(orderBody(s.t, cart, { giftCard: { code, cents: 500 } }));
  expect([placed.status, placed.body.error]).toEqual([404, 'gift_card_not_found']);
  expect(await balanceOf(code)).toBe(2500);
});

it('an order the card pays in full is paid at once, even when the customer chose to pay by card', async () => {
  const buyer = await freshCustomer(s.t);
  const { code } = await buyCard(buyer);
  const cart = (await buyer.cart.add(await plainVariant(), 1)).body as Cart;
  const body = orderBody(s.t, cart, { paymentMethod: 'card', cardProvider: 'Viva' });
  const placed = await orderClient(s.t, buyer.token).place({ ...body, giftCard: { code, cents: body.expectedTotal } });
  expect(placed.status).toBe(201);
  expect(placed.body.payment).toEqual({ kind: 'none' });
  const [order] = await s.t.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.uid, placed.body.uid));
  expect(order!.paidAt).not.toBeNull();
  expect(await balanceOf(code)).toBe(2500 - body.expectedTotal);
});

it('is void once the order that sold it is refunded: what is left on it can no longer be spent', async () => {
  const buyer = await freshCustomer(s.t);
  const { code, uid } = await buyCard(buyer);
  await changeOrderStatus(s.t.deps, { orderId: await orderId(uid), to: 'Refund', actor: STAFF });
  const looked = await s.t.call('GET', `/GiftCards/${code}`, undefined, { token: buyer.token, partner: 'acme' });
  expect([looked.status, looked.body.error]).toEqual([409, 'gift_card_void']);
  const refused = await payWithCard(buyer, code, 500);
  expect([refused.status, refused.body.error]).toEqual([409, 'gift_card_void']);
});
