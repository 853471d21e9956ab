'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Cart } from '@/lib/contract/cart';
import type { OrderTotals } from '@/lib/rules/checkout-options';
import { OrderLines } from './order-lines';
import { TotalsList } from './totals-list';
import { useMoney } from '@/components/ui/use-money';

/** `pending`: the prices in the order's VAT zone are on their way (./use-zone-cart.ts); the cart shown is the normal one until then. */
type Props = { cart: Cart; totals: OrderTotals; shippingKnown: boolean; pending?: boolean };

/** The live summary beside every step: the cart's lines and the totals with the chosen shipping and payment. */
export function OrderSummary({ cart, totals, shippingKnown, pending = false }: Props) {
  const t = useTranslations('checkout');
  const title = useId();
  return (
    <aside className="checkout-summary card" aria-labelledby={title}>
      <h2 id={title}>{t('summary.title')}</h2>
      <OrderLines lines={cart.lines} />
      <TotalsList totals={totals} shippingKnown={shippingKnown} />
      {/* The islands' VAT (decision 0077) or none (0078): said where the totals are, announced when it changes. */}
      <p className="checkout-summary-note" role="status">
        {pending ? t('summary.zoneVatPending') : cart.vatZone === 'islands' ? t('summary.islandVat') : cart.vatZone === 'intraEu' ? t('summary.intraEuVat') : null}
      </p>
    </aside>
  );
}

/**
 * Phones (issue #16 item 2): the same summary in a disclosure at the top of the checkout, closed,
 * its label with the total, so it is reached without scrolling past the form. Wider screens show
 * the summary beside the form instead. Its content is rendered once opened: the page holds one
 * copy of the summary until then (the form itself only exists once hydrated).
 */
export function SummaryDisclosure(props: Props) {
  const t = useTranslations('checkout');
  const money = useMoney();
  const [open, setOpen] = useState(false);
  return (
    <details className="checkout-summary-disclosure" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('summary.toggle', { total: money(props.totals.total) })}</summary>
      {open && <OrderSummary {...props} />}
    </details>
  );
}
