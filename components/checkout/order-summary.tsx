'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/contract/cart';
import type { OrderTotals } from '@/lib/rules/checkout-options';
import { OrderLines } from './order-lines';
import { TotalsList } from './totals-list';

/** The live summary beside every step: the cart's lines and the totals with the chosen shipping and payment. */
export function OrderSummary({ cart, totals, shippingKnown }: { cart: Cart; totals: OrderTotals; shippingKnown: boolean }) {
  const t = useTranslations('checkout');
  return (
    <aside className="checkout-summary card" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('summary.title')}</h2>
      <OrderLines lines={cart.lines} />
      <TotalsList totals={totals} shippingKnown={shippingKnown} />
    </aside>
  );
}
