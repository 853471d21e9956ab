import type { Cart } from '@/lib/contract/cart';

/** A cart the server read for the page (lib/api/cart.server.ts), handed to the browser's cart query. */
export type ServerCart = {
  cart: Cart;
  /** The customer it belongs to: the cart query's key (queryKeys.cart). */
  customerId: number;
  /** When the server read it (ms since the epoch): the query's data is as fresh as that. */
  readAt: number;
};
