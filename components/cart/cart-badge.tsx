'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';
import { useCart } from './use-cart';

/** The header's link to the cart with the number of units in it, once logged in. */
export function CartBadge({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const session = useSession();
  const cart = useCart(partnerId);
  const t = useTranslations('cart');
  if (!session.isAuthenticated) return null;
  const count = cart.data?.itemCount ?? 0;
  return (
    <Link className="cart-link" href={buildPath({ lang, partnerId, path: 'cart' })} aria-label={t('linkLabel', { count })}>
      {t('title')}
      <span className="cart-count" data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
