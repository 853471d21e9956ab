import { useTranslations } from 'next-intl';
import type { OrderTotals } from '@/lib/rules/checkout-options';
import { useMoney } from './use-money';

type Totals = Pick<OrderTotals, 'net' | 'vat' | 'discount' | 'shipping' | 'codFee' | 'total'>;

/** SPEC §3's order amounts: net value, VAT, discount, shipping, cash-on-delivery fee, total (checkout summary and order pages). */
export function TotalsList({ totals, shippingKnown = true }: { totals: Totals; shippingKnown?: boolean }) {
  const t = useTranslations('checkout.totals');
  const money = useMoney();
  const rows: { name: keyof Totals; value: string }[] = [
    { name: 'net', value: money(totals.net) },
    { name: 'vat', value: money(totals.vat) },
    { name: 'discount', value: totals.discount > 0 ? `−${money(totals.discount)}` : money(0) },
    { name: 'shipping', value: !shippingKnown ? t('notChosen') : totals.shipping === 0 ? t('free') : money(totals.shipping) },
    ...(totals.codFee > 0 ? [{ name: 'codFee' as const, value: money(totals.codFee) }] : []),
    { name: 'total', value: money(totals.total) },
  ];
  return (
    <dl className="totals">
      {rows.map((row) => (
        <div key={row.name} className={`totals-row totals-${row.name}`} data-testid={`total-${row.name}`}>
          <dt>{t(row.name)}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
