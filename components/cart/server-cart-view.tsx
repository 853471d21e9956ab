import 'server-only';
import { getServerCart } from '@/lib/api/cart.server';
import type { Language } from '@/lib/contract/enums';
import { CartView } from './cart-view';

/**
 * The cart page's content with the cart read on the server for this request (behind the page's
 * Suspense boundary: the rest of the page stays the partner-wide shell). When the server cannot
 * read it, CartView reads it in the browser as before.
 */
export async function ServerCartView({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const server = await getServerCart(partnerId, lang);
  return <CartView lang={lang} partnerId={partnerId} server={server} />;
}
