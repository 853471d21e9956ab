import type { Context, Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import type { ApiEnv } from '../context';
import { notFound } from '../http/api-error';
import { mount } from '../http/mount';
import { addCartItem, clearCart, getCart, removeCartItem, updateCartItem, type CartOwner } from '../services/cart';
import { quickOrder } from '../services/quick-order';
import { applyCartCoupon, removeCartCoupon } from '../services/coupons/cart-coupon-writes';
import { setCartPoints } from '../services/loyalty/redeem';
import { productKindRoutes } from './product-kinds';

/**
 * The cart (DESIGN §8 cart): the logged-in customer's cart under the scoped partner. Every call
 * answers the whole cart as it is after the call, priced now. A line id that does not name a line
 * of this cart (another customer's, another partner's, malformed or out of range) is 404.
 */
const MAX_ID = 2_147_483_647;
const parseLineId = (raw: string | undefined): number => {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > MAX_ID) throw notFound('cart_line_not_found');
  return Number(raw);
};

const ownerOf = (c: Context<ApiEnv>): CartOwner => ({ customerId: c.get('principal').customerId, partnerId: c.get('partner').id });
const answer = (c: Context<ApiEnv>) => getCart(c.get('deps'), ownerOf(c), c.get('lang'));

export function cartRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.getCart, (c, { query }) => getCart(c.get('deps'), ownerOf(c), c.get('lang'), query.vatZone));
  // A grouped product's members, a gift card's balance, an order's gift cards (issue #45).
  productKindRoutes(app);

  mount(app, routes.addCartItem, async (c, { body }) => {
    await addCartItem(c.get('deps'), ownerOf(c), body);
    return answer(c);
  });

  mount(app, routes.updateCartItem, async (c, { body, params }) => {
    const lineId = parseLineId(params.lineId);
    await updateCartItem(c.get('deps'), ownerOf(c), lineId, body.quantity);
    return answer(c);
  });

  mount(app, routes.removeCartItem, async (c, { params }) => {
    await removeCartItem(c.get('deps'), ownerOf(c), parseLineId(params.lineId));
    return answer(c);
  });

  mount(app, routes.quickOrder, (c, { body }) => quickOrder(c.get('deps'), ownerOf(c), body.lines, c.get('lang')));

  mount(app, routes.applyCartCoupon, async (c, { body }) => {
    await applyCartCoupon(c.get('deps'), ownerOf(c), body.code, c.get('lang'));
    return answer(c);
  });

  mount(app, routes.removeCartCoupon, async (c) => {
    await removeCartCoupon(c.get('deps'), ownerOf(c));
    return answer(c);
  });

  mount(app, routes.redeemCartPoints, async (c, { body }) => {
    await setCartPoints(c.get('deps'), ownerOf(c), body.points, c.get('lang'));
    return answer(c);
  });

  mount(app, routes.clearCart, async (c) => {
    await clearCart(c.get('deps'), ownerOf(c));
    return answer(c);
  });
}
