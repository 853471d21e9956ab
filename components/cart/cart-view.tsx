'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useDeferredValue } from 'react';
import type { ServerCart } from '@/lib/api/server-cart';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { CartActionBar } from './cart-action-bar';
import { CartLineItem } from './cart-line';
import { CartSkeleton } from './cart-skeleton';
import { CartQuoteNote } from '@/components/quotations/cart-quote-note';
import { CartSummary } from './cart-summary';
import { CartTools } from './cart-tools';
import { QuotaAlert } from './quota-alert';
import { usePreloadFormMessages } from '@/components/forms/use-form-messages';
import { useCart, useCartChanging } from './use-cart';

/**
 * The cart page's content (SPEC §2 cart, issue #5): read fresh for every visit (another device may
 * have changed it), by the server for the page's first HTML (issue #46; `server`) or else in the
 * browser, skeletons while the browser reads it, a retry when it cannot be
 * loaded, the empty state, or the lines with the summary and, over the quota, SPEC §8's message;
 * on a phone the total and the way to checkout stay at the bottom of the screen (CartActionBar).
 */
export function CartView({ lang, partnerId, server }: { lang: Language; partnerId: string; server?: ServerCart }) {
  const t = useTranslations('cart');
  const cart = useCart(partnerId, { fresh: true, server });
  // The save-as-list and quote forms' messages load with the cart, not once the lines are shown.
  usePreloadFormMessages();
  const changing = useCartChanging(partnerId);
  const products = buildPath({ lang, partnerId, path: 'products' });
  // The lines' first render (the page's largest) happens in the background once the cart is there:
  // a deferred render is cut into short tasks, the query's update alone would be one long one
  // (issue #16, main-thread blocking). Later changes to the cart render at once, as before. A cart
  // the server read is in the first HTML and hydrates as it is.
  const shown = useDeferredValue(cart.data !== undefined, server !== undefined);

  if (!cart.data) {
    if (!cart.isError) return <CartSkeleton />;
    return (
      <div className="empty-state" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void cart.refetch()} disabled={cart.isFetching} aria-busy={cart.isFetching}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!shown) return <CartSkeleton />;
  const { lines, quota } = cart.data;
  if (lines.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state-title">{t('empty')}</p>
        <p>{t('emptyHint')}</p>
        <IntentLink className="button-primary" href={products}>
          {t('continueShopping')}
        </IntentLink>
      </div>
    );
  }
  return (
    <>
      <div className="cart-layout">
        <div className="cart-main">
          {quota.exceeded && <QuotaAlert quota={quota} />}
          <CartQuoteNote quote={cart.data.quote} lang={lang} partnerId={partnerId} />
          <ul className="cart-lines" aria-label={t('lines')}>
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} lang={lang} partnerId={partnerId} />
            ))}
          </ul>
          <CartTools lang={lang} partnerId={partnerId} />
        </div>
        <CartSummary cart={cart.data} lang={lang} partnerId={partnerId} busy={changing} />
      </div>
      <CartActionBar cart={cart.data} lang={lang} partnerId={partnerId} busy={changing} />
    </>
  );
}
