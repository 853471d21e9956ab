'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useCart } from '@/components/cart/use-cart';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';

/**
 * After an order that was not completed: the cart still holds the items (an online payment empties
 * it only once confirmed; a cancelled one gives the order's stock back), so the customer can try
 * again. Says only what the cart shows: an empty cart points to the products.
 */
export function CartStateNote({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('checkoutFailure');
  const cart = useCart(partnerId, { fresh: true });
  if (!cart.data) return null;
  if (cart.data.itemCount > 0) return <p data-testid="cart-state">{t('cartKept')}</p>;
  return (
    <p data-testid="cart-state">
      {t('cartEmpty')} <IntentLink href={buildPath({ lang, partnerId, path: 'products' })}>{t('browseProducts')}</IntentLink>
    </p>
  );
}
