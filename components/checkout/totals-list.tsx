import { useTranslations } from 'next-intl';
import type { OrderTotals } from '@/lib/rules/checkout-options';
import { totalsLines } from '@/lib/rules/totals-lines';
import { TotalsRows } from './totals-rows';

type Totals = Pick<OrderTotals, 'net' | 'vat' | 'discount' | 'shipping' | 'codFee' | 'total'> & { coupon?: number; points?: number };

/**
 * SPEC §3's order amounts, laid out so that they add up on screen (issue #16 item 6: a business
 * buyer reconciles them; lines from lib/rules/totals-lines.ts): the goods at list prices, less the
 * discount, the coupon and the redeemed points, plus shipping and the cash-on-delivery fee, make
 * the total; the total is the net value plus VAT (shown under it). Checkout summary and order pages.
 */
export function TotalsList({ totals, shippingKnown = true }: { totals: Totals; shippingKnown?: boolean }) {
  const t = useTranslations('checkout.totals');
  const lines = totalsLines({ ...totals, shipping: shippingKnown ? totals.shipping : null });
  return <TotalsRows lines={lines} label={(line) => t(line.name)} texts={{ unknown: t('notChosen'), free: t('free') }} rowTestId={(name) => `total-${name}`} />;
}
