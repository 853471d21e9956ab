'use client';

import { useTranslations } from 'next-intl';
import { ActionBarTotal } from '@/components/ui/action-bar-total';
import { useMoney } from '@/components/ui/use-money';
import type { Cart } from '@/lib/contract/cart';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { checkoutBlockers } from '@/lib/rules/cart-checkout';
import { CheckoutLink } from './checkout-link';
import { useCompanyCart } from './company-cart-note';

/**
 * Phones only (issue #16 item 2): the cart's total and the way to checkout, kept at the bottom of
 * the screen. The summary's own checkout link is hidden there, so the page has one "Checkout".
 */
export function CartActionBar({ cart, lang, partnerId, busy }: { cart: Cart; lang: Language; partnerId: string; busy: boolean }) {
  const t = useTranslations('cart');
  const money = useMoney();
  const viewer = useCompanyCart(partnerId, cart.totals.total)?.kind === 'cannot_order';
  return (
    <div className="phone-action-bar sticky-action-bar">
      <ActionBarTotal label={t('total')} amount={money(cart.totals.total)} testId="cart-bar-total" busy={busy} />
      <CheckoutLink href={buildPath({ lang, partnerId, path: 'checkout' })} label={t('checkout')} blocked={checkoutBlockers(cart).length > 0 || viewer} />
    </div>
  );
}

/** The bar's place while the cart loads, so that its arrival moves nothing (the skeleton's part). */
export function CartActionBarPlaceholder() {
  return (
    <div className="phone-action-bar sticky-action-bar" aria-hidden="true">
      <div className="skeleton action-placeholder-total" />
      <div className="skeleton action-placeholder-button" />
    </div>
  );
}
