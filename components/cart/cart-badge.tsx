'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';
import { CartAnnouncer } from './cart-announcer';
import { useCart } from './use-cart';

/**
 * The header's link to the cart with the number of units in it, once logged in. While the cart
 * loads the bubble is empty (its box kept), never a "0" it does not know. Beside it, the live
 * region that says each change of the cart (cart-announcer.tsx).
 */
export function CartBadge({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const session = useSession();
  const cart = useCart(partnerId);
  const t = useTranslations('cart');
  if (!session.isAuthenticated) return null;
  const count = cart.data?.itemCount;
  return (
    <>
      {/* The name comes from the hidden text ("Cart, 3 items"), not an aria-label: axe's
          label-content-name-mismatch wants a label's visible text inside it, and "Cart3" is not. */}
      <IntentLink className="cart-link" href={buildPath({ lang, partnerId, path: 'cart' })}>
        <span aria-hidden="true">{t('title')}</span>
        <span className="cart-count" data-testid="cart-count" aria-hidden="true">
          {count}
        </span>
        <span className="visually-hidden">{count === undefined ? t('title') : t('linkLabel', { count })}</span>
      </IntentLink>
      <CartAnnouncer count={count} />
    </>
  );
}
