import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { ProductDetail } from '@/lib/contract/catalog';
import { productVariants, products } from '../../db/schema';
import { DEMO_KINDS } from '../../db/seed/demo-product-kinds';
import { freshCustomer, orderSuite } from '../../testing/order-helpers';

/**
 * A Grouped product (issue #45; docs/decisions/0031): its page lists its members; POST /Cart/Group
 * adds the chosen members together, each its own line, all or nothing; the grouped product is
 * never a line, and a variant that is not a member's is refused.
 */
const s = orderSuite();

const variantOf = async (code: string) =>
  (await s.t.db.select({ id: productVariants.id }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(eq(products.code, code)))[0]!.id;
const productId = async (code: string) => (await s.t.db.select({ id: products.id }).from(products).where(eq(products.code, code)))[0]!.id;

it('lists its members, has no variant of its own, and adds the chosen members as lines of their own', async () => {
  const buyer = await freshCustomer(s.t);
  const detail = (await s.t.call('GET', `/Products/ByCode/${DEMO_KINDS.grouped}`, undefined, { token: buyer.token, partner: 'acme' })).body as ProductDetail;
  expect(detail).toMatchObject({ kind: 'Grouped', variants: [], memberIds: [await productId(DEMO_KINDS.flask), await productId(DEMO_KINDS.socks)] });
  const res = await s.t.call('POST', '/Cart/Group', { groupId: detail.id, lines: [{ variantId: await variantOf(DEMO_KINDS.flask), quantity: 1 }, { variantId: await variantOf(DEMO_KINDS.socks), quantity: 2 }] }, { token: buyer.token, partner: 'acme' });
  expect(res.status).toBe(200);
  expect((res.body as Cart).lines.map((l) => [l.code, l.quantity])).toEqual([
    [DEMO_KINDS.flask, 1],
    [DEMO_KINDS.socks, 2],
  ]);
});

it('adds nothing when one line is refused (too many, or not a member) and says which', async () => {
  const buyer = await freshCustomer(s.t);
  const groupId = await productId(DEMO_KINDS.grouped);
  const socks = await variantOf(DEMO_KINDS.socks);
  await s.t.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, socks));
  const flask = await variantOf(DEMO_KINDS.flask);
  const tooMany = await s.t.call('POST', '/Cart/Group', { groupId, lines: [{ variantId: flask, quantity: 1 }, { variantId: socks, quantity: 3 }] }, { token: buyer.token, partner: 'acme' });
  expect([tooMany.status, tooMany.body.error, tooMany.body.params?.line]).toEqual([409, 'not_available_quantity', { variantId: socks }]);
  const stranger = await variantOf(DEMO_KINDS.giftCard);
  const notMember = await s.t.call('POST', '/Cart/Group', { groupId, lines: [{ variantId: flask, quantity: 1 }, { variantId: stranger, quantity: 1 }] }, { token: buyer.token, partner: 'acme' });
  expect([notMember.status, notMember.body.error]).toEqual([404, 'product_not_found']);
  const notGroup = await s.t.call('POST', '/Cart/Group', { groupId: await productId(DEMO_KINDS.bundle), lines: [{ variantId: flask, quantity: 1 }] }, { token: buyer.token, partner: 'acme' });
  expect(notGroup.status).toBe(404);
  expect(((await buyer.cart.get()).body as Cart).lines).toEqual([]);
});
