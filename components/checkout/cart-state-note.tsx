'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCart } from '@/components/cart/use-cart';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';

/**
 * After an order that was not completed: whether the cart still holds the items (try again), or
 * is empty because the order was placed and waits unpaid (the API empties the cart when it places
 * a card order, before the payment). Says only what the cart shows.
 */
export function CartStateNote({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('checkoutFailure');
  const cart = useCart(partnerId, { fresh: true });
  if (!cart.data) return null;
  if (cart.data.itemCount > 0) return <p data-testid="cart-state">{t('cartKept')}</p>;
  return (
    <p data-testid="cart-state">
      {t('orderKept')} <Link href={buildPath({ lang, partnerId, path: 'profile/orders' })}>{t('myOrders')}</Link>
    </p>
  );
}
