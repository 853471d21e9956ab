'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Cart } from '@/lib/contract/cart';
import type { OrderTotals } from '@/lib/rules/checkout-options';
import { OrderLines } from './order-lines';
import { TotalsList } from './totals-list';
import { useMoney } from './use-money';

type Props = { cart: Cart; totals: OrderTotals; shippingKnown: boolean };

/** The live summary beside every step: the cart's lines and the totals with the chosen shipping and payment. */
export function OrderSummary({ cart, totals, shippingKnown }: Props) {
  const t = useTranslations('checkout');
  const title = useId();
  return (
    <aside className="checkout-summary card" aria-labelledby={title}>
      <h2 id={title}>{t('summary.title')}</h2>
      <OrderLines lines={cart.lines} />
      <TotalsList totals={totals} shippingKnown={shippingKnown} />
    </aside>
  );
}

/**
 * Phones (issue #16 item 2): the same summary in a disclosure at the top of the checkout, closed,
 * its label with the total, so it is reached without scrolling past the form. A native <details>:
 * it opens before hydration too. Wider screens show the summary beside the form instead.
 */
export function SummaryDisclosure(props: Props) {
  const t = useTranslations('checkout');
  const money = useMoney();
  return (
    <details className="checkout-summary-disclosure">
      <summary>{t('summary.toggle', { total: money(props.totals.total) })}</summary>
      <OrderSummary {...props} />
    </details>
  );
}
