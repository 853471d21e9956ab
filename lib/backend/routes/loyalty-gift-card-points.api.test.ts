import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { loyaltyPoints, productVariants, products } from '../db/schema';
import { DEMO_KINDS } from '../db/seed/demo-product-kinds';
import { buyerWithCart, freshCustomer, orderSuite, type Buyer } from '../testing/order-helpers';

/**
 * Loyalty points never pay for a gift card (issue #45, decision 0041): a gift card is money, so
 * the points redeemed on a cart are spread over its other lines only, and the half-of-the-goods
 * cap counts only those; a cart of gift cards alone takes no points.
 */
const s = orderSuite();
const setPoints = (buyer: Buyer, points: number) => s.t.call('PUT', '/Cart/Points', { points }, { token: buyer.token, partner: 'acme' });
const give = (buyer: Buyer, points: number) => s.t.db.insert(loyaltyPoints).values({ partnerId: buyer.partnerId, customerId: buyer.id, type: 'Register', status: 'ApprovedPoints', points, createdAt: s.t.deps.now() });
const giftCardVariant = async () => {
  const [row] = await s.t.db.select({ id: productVariants.id }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(eq(products.code, DEMO_KINDS.giftCard));
  return row!.id;
};

it('spreads redeemed points over the goods only: the gift-card line keeps its full price, the cap is half of the goods', async () => {
  const { buyer, pick } = await buyerWithCart(s, 1);
  await give(buyer, 100_000);
  const cart = (await buyer.cart.add(await giftCardVariant(), 1)).body as Cart;
  const gift = cart.lines.find((l) => l.code === DEMO_KINDS.giftCard)!;
  const goods = cart.lines.find((l) => l.variantId === pick.variant.id)!;
  expect(cart.points.max).toBe(Math.floor(goods.total.gross / 2));
  const res = await setPoints(buyer, cart.points.max);
  expect(res.status).toBe(200);
  const after = res.body as Cart;
  const giftAfter = after.lines.find((l) => l.id === gift.id)!;
  const goodsAfter = after.lines.find((l) => l.id === goods.id)!;
  expect(giftAfter.points).toBe(0);
  expect(giftAfter.total).toEqual(gift.total);
  expect(goodsAfter.points).toBe(cart.points.max);
  expect(goodsAfter.total.gross).toBe(goods.total.gross - cart.points.max);
  expect(after.totals.total).toBe(cart.totals.total - cart.points.max);
  expect(after.totals.net + after.totals.vat).toBe(after.totals.total);
  // More than half of the goods is refused even though the gift card would make room for it.
  expect(await setPoints(buyer, cart.points.max + 1)).toMatchObject({ status: 409, body: { error: 'points_over_max' } });
});

it('takes no points on a cart of gift cards alone', async () => {
  const buyer = await freshCustomer(s.t);
  await give(buyer, 10_000);
  const cart = (await buyer.cart.add(await giftCardVariant(), 2)).body as Cart;
  expect(cart.points).toMatchObject({ balance: 10_000, max: 0, applied: 0 });
  expect(await setPoints(buyer, 1)).toMatchObject({ status: 409, body: { error: 'points_over_max', params: { points: { max: 0 } } } });
  expect(((await buyer.cart.get()).body as Cart).totals.points).toBe(0);
});
