import { and, count, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { zCart } from '@/lib/contract/cart';
import { couponRedemptions, coupons, partners } from '../db/schema';
import { buyerWithCart, freshCustomer, orderBody, orderClient, orderSuite } from '../testing/order-helpers';

/**
 * Coupons in the cart and at checkout (issue #18 item 4): each SPEC result code a customer can
 * meet, the discount in the cart's and the order's totals, the redemption limits (one customer,
 * and every customer at once), and a coupon that stops applying after it was added.
 */
const s = orderSuite();
const DAY = 86_400_000;
let serial = 0;

async function coupon(values: Partial<typeof coupons.$inferInsert> = {}): Promise<string> {
  const [acme] = await s.t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'acme'));
  serial += 1;
  const code = values.code ?? `TEST${serial}X`;
  await s.t.db.insert(coupons).values({ partnerId: acme!.id, code, kind: 'Percentage', value: 10, policy: 'Additive', perCustomerLimit: 1, ...values });
  return code;
}
/** A new customer with a line of a product the partner's discount (and so a coupon) may apply to. */
const discountable = (quantity: number) => buyerWithCart(s, quantity, ({ product, variant }) => product.discountable && variant.stock >= 3);
const apply = (token: string, code: unknown, lang = 'el') => s.t.call('POST', '/Cart/Coupon', { code }, { token, partner: 'acme', lang });
const result = (res: { status: number; body: { error?: string; params?: { coupon?: { result?: string } } } }) => [res.status, res.body.error, res.body.params?.coupon?.result];

describe('POST /Cart/Coupon', () => {
  it('takes a code typed with spaces and in any case; the totals add up with the coupon', async () => {
    const { buyer } = await discountable(2);
    const code = await coupon({ value: 20 });
    const res = await apply(buyer.token, `  ${code.toLowerCase().slice(0, 3)} ${code.toLowerCase().slice(3)} `);
    expect(res.status).toBe(200);
    expect(zCart.strict().safeParse(res.body).error).toBeUndefined();
    const cart = res.body as Cart;
    expect(cart.coupon).toMatchObject({ code, kind: 'Percentage', value: 20, policy: 'Additive', problem: null });
    expect(cart.coupon!.discount).toBeGreaterThan(0);
    expect(cart.totals.coupon).toBe(cart.coupon!.discount);
    expect(cart.totals.listTotal - cart.totals.discount - cart.totals.coupon).toBe(cart.totals.total);
    expect(cart.totals.net + cart.totals.vat).toBe(cart.totals.total);
    expect(cart.lines.reduce((sum, line) => sum + line.total.gross, 0)).toBe(cart.totals.total);
    expect((await buyer.cart.get()).body).toEqual(cart);
    const removed = await s.t.call('DELETE', '/Cart/Coupon', undefined, { token: buyer.token, partner: 'acme' });
    expect(removed.body.coupon).toBeNull();
    expect(removed.body.totals.coupon).toBe(0);
  });

  it('answers each result code the customer can meet, and adds nothing', async () => {
    const { buyer } = await discountable(1);
    const now = s.t.deps.now().getTime();
    expect(result(await apply(buyer.token, 'NO-SUCH-CODE'))).toEqual([404, 'coupon_not_found', 'NotFound']);
    expect(result(await apply(buyer.token, '!!'))).toEqual([404, 'coupon_not_found', 'NotFound']);
    expect(result(await apply(buyer.token, await coupon({ active: false })))).toEqual([409, 'coupon_inactive', 'Inactive']);
    expect(result(await apply(buyer.token, await coupon({ startsAt: new Date(now + DAY) })))).toEqual([409, 'coupon_pending', 'Pending']);
    expect(result(await apply(buyer.token, await coupon({ endsAt: new Date(now - 1) })))).toEqual([409, 'coupon_expired', 'Expired']);
    expect(result(await apply(buyer.token, await coupon({ email: 'someone@else.test' })))).toEqual([409, 'coupon_email_not_allowed', 'EmailNotAllowed']);
    expect(result(await apply(buyer.token, await coupon({ maxRedemptions: 0 })))).toEqual([409, 'coupon_redeemed', 'Redeemed']);
    // acme's discount is on every discountable product: a ProductOnly coupon gives nothing more.
    expect(result(await apply(buyer.token, await coupon({ policy: 'ProductOnly' })))).toEqual([409, 'coupon_not_applicable', 'NotApplicable']);
    const empty = await freshCustomer(s.t);
    expect(result(await apply(empty.token, await coupon()))).toEqual([409, 'coupon_not_applicable', 'NotApplicable']);
    expect((await buyer.cart.get()).body.coupon).toBeNull();
    expect((await apply(buyer.token, 'x'.repeat(65))).status).toBe(400);
    expect((await s.t.call('POST', '/Cart/Coupon', { code: 'WELCOME10' }, { partner: 'acme' })).status).toBe(401);
  });

  it("an order keeps the coupon and its discount; the customer's limit then refuses it; a cancelled order gives it back", async () => {
    const { buyer, cart: before } = await discountable(2);
    const code = await coupon({ kind: 'FixedAmount', value: 500, policy: 'Multiplicative' });
    const cart = (await apply(buyer.token, code)).body as Cart;
    expect(cart.totals.coupon).toBe(500);
    expect(cart.totals.total).toBe(before.totals.total - 500);
    const placed = await orderClient(s.t, buyer.token).place(orderBody(s.t, cart));
    expect(placed.status).toBe(201);
    const order = (await orderClient(s.t, buyer.token).get(placed.body.uid)).body;
    expect(order.couponCode).toBe(code);
    expect(order.totals.coupon).toBe(500);
    expect(order.totals.goods).toBe(cart.totals.total);
    expect((await buyer.cart.get()).body.coupon).toBeNull();
    const next = await discountable(1);
    expect((await buyer.cart.add(next.pick.variant.id, 1)).status).toBe(200);
    expect(result(await apply(buyer.token, code))).toEqual([409, 'coupon_redeemed', 'Redeemed']);
    // A card order waiting for its payment, cancelled by the customer: the coupon is free again.
    const other = await discountable(1);
    const withCoupon = (await apply(other.buyer.token, code)).body as Cart;
    const card = await other.client.place(orderBody(s.t, withCoupon, { paymentMethod: 'card', cardProvider: 'Viva' }));
    expect(card.status).toBe(201);
    const redemptions = () => s.t.db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.customerId, other.buyer.id));
    expect(await redemptions()).toEqual([{ n: 1 }]);
    expect((await s.t.call('POST', `/Orders/${card.body.uid}/Cancel`, undefined, { token: other.buyer.token, partner: 'acme' })).status).toBe(200);
    expect(await redemptions()).toEqual([{ n: 0 }]);
    expect((await apply(other.buyer.token, code)).status).toBe(200);
  });

  it('a single-use coupon raced by two customers is redeemed once; the other order is refused and writes nothing', async () => {
    const code = await coupon({ maxRedemptions: 1, perCustomerLimit: null });
    const a = await discountable(1);
    const b = await discountable(1);
    const carts = [(await apply(a.buyer.token, code)).body as Cart, (await apply(b.buyer.token, code)).body as Cart];
    const answers = await Promise.all([a.client.place(orderBody(s.t, carts[0]!)), b.client.place(orderBody(s.t, carts[1]!))]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.error).toBe('coupon_redeemed');
    const [row] = await s.t.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
    expect(await s.t.db.select({ n: count() }).from(couponRedemptions).where(eq(couponRedemptions.couponId, row!.id))).toEqual([{ n: 1 }]);
  });

  it('a coupon that ends after it was added shows why it gives nothing, and the order is refused with that reason', async () => {
    const { buyer, client } = await discountable(1);
    const code = await coupon({ endsAt: new Date(s.t.deps.now().getTime() + 60_000) });
    const withCoupon = (await apply(buyer.token, code)).body as Cart;
    expect(withCoupon.totals.coupon).toBeGreaterThan(0);
    s.t.advance(120_000);
    const cart = (await buyer.cart.get()).body as Cart;
    expect(cart.coupon).toMatchObject({ code, discount: 0, problem: 'Expired' });
    expect(cart.totals.coupon).toBe(0);
    const refused = await client.place(orderBody(s.t, cart));
    expect([refused.status, refused.body.error, refused.body.params?.coupon?.result]).toEqual([409, 'coupon_expired', 'Expired']);
    const [acme] = await s.t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'acme'));
    expect(await s.t.db.select({ n: count() }).from(coupons).where(and(eq(coupons.partnerId, acme!.id), eq(coupons.code, code)))).toEqual([{ n: 1 }]);
  });
});
