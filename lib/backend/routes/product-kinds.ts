import type { Context, Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { orderLines, orders } from '../db/schema';
import { notFound } from '../http/api-error';
import { mount } from '../http/mount';
import { getCart } from '../services/cart';
import { addGroupToCart } from '../services/product-kinds/group-add';
import { giftCardBalance, giftCardProductIds, giftCardsOfOrder } from '../services/product-kinds/gift-cards';
import { giftCardPaid } from '../services/product-kinds/order-kinds-read';

/**
 * The storefront calls of SPEC's product kinds (issue #45): a grouped product's members added to
 * the cart together, a gift card's balance for the checkout, and the gift cards of the customer's
 * order. Mounted with the cart's routes.
 */
const ownerOf = (c: Context<ApiEnv>) => ({ customerId: c.get('principal').customerId, partnerId: c.get('partner').id });

export function productKindRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.addCartGroup, async (c, { body }) => {
    await addGroupToCart(c.get('deps'), ownerOf(c), body);
    return getCart(c.get('deps'), ownerOf(c), c.get('lang'));
  });

  mount(app, routes.giftCardBalance, (c, { params }) => giftCardBalance(c.get('deps').db, c.get('partner').id, params.code ?? '', c.get('deps').now()));

  mount(app, routes.orderGiftCards, async (c, { params }) => {
    const owner = ownerOf(c);
    const db = c.get('deps').db;
    const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.uid, params.uid ?? ''), eq(orders.customerId, owner.customerId), eq(orders.partnerId, owner.partnerId)));
    if (!order) throw notFound('order_not_found');
    const issued = await giftCardsOfOrder(db, order.id);
    const lines = await db.select({ productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, order.id));
    const awaiting = issued.length === 0 && (await giftCardProductIds(db, lines.map((l) => l.productId))).size > 0;
    return { issued, paidCents: await giftCardPaid(db, order.id), awaiting };
  });
}
