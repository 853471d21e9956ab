import { useTranslations } from 'next-intl';
import type { OrderTotals } from '@/lib/rules/checkout-options';
import { useMoney } from '@/components/ui/use-money';

type Totals = Pick<OrderTotals, 'net' | 'vat' | 'discount' | 'shipping' | 'codFee' | 'total'> & { coupon?: number; points?: number };
type Row = { name: Exclude<keyof Totals, 'coupon' | 'points'> | 'subtotal' | 'coupon' | 'points'; value: string };

/**
 * SPEC §3's order amounts, laid out so that they add up on screen (issue #16 item 6: a business
 * buyer reconciles them): the goods at list prices, less the discount, the coupon and the redeemed points, plus shipping and the
 * cash-on-delivery fee, make the total; the total is the net value plus VAT (shown under it).
 * Checkout summary and order pages.
 */
export function TotalsList({ totals, shippingKnown = true }: { totals: Totals; shippingKnown?: boolean }) {
  const t = useTranslations('checkout.totals');
  const money = useMoney();
  const coupon = totals.coupon ?? 0;
  const points = totals.points ?? 0;
  const subtotal = totals.total - totals.shipping - totals.codFee + totals.discount + coupon + points;
  const sum: Row[] = [
    { name: 'subtotal', value: money(subtotal) },
    { name: 'discount', value: totals.discount > 0 ? `−${money(totals.discount)}` : money(0) },
    ...(coupon > 0 ? [{ name: 'coupon' as const, value: `−${money(coupon)}` }] : []),
    ...(points > 0 ? [{ name: 'points' as const, value: `−${money(points)}` }] : []),
    { name: 'shipping', value: !shippingKnown ? t('notChosen') : totals.shipping === 0 ? t('free') : money(totals.shipping) },
    ...(totals.codFee > 0 ? [{ name: 'codFee' as const, value: money(totals.codFee) }] : []),
    { name: 'total', value: money(totals.total) },
  ];
  const parts: Row[] = [
    { name: 'net', value: money(totals.net) },
    { name: 'vat', value: money(totals.vat) },
  ];
  const rows = (list: Row[], kind = 'totals-row') =>
    list.map((row) => (
      <div key={row.name} className={`${kind} totals-${row.name}`} data-testid={`total-${row.name}`}>
        <dt>{t(row.name)}</dt>
        <dd>{row.value}</dd>
      </div>
    ));
  return (
    <dl className="totals">
      {rows(sum)}
      {rows(parts, 'totals-row totals-part')}
    </dl>
  );
}
